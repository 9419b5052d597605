import { memo, useId } from 'react';
import { Box, FormControlLabel, ListItemText, Paper, Stack, OutlinedInput, Checkbox, FormGroup, TextField, FormControl, FormHelperText, InputLabel, MenuItem, Select } from '@mui/material';
import { getIn, type FormikErrors } from 'formik';
import {
  EMPTY_POLICE_INFO,
  PERMIT_NUMBER_MAX_LENGTH,
  POLICE_INFO_MAX_LENGTH,
  permitDocumentLabel,
  type NamedRef,
  type PermitDocument,
  type PermitFile,
  type PoliceCredentialsInfo,
} from '@dutylink/contracts';
import { PermitFileField } from './permit-file-field';
import { permitFields } from './permits-form';

export interface PermitDocumentBlockProps {
  index: number;
  document: PermitDocument;
  /** The errors this block shows, by path within the document ('expired', 'info.agency'); it is marked invalid while it has any. */
  errors: FormikErrors<PermitDocument> | undefined;
  trainings: NamedRef[];
  /** Saved as held when the step was read: its photo or PDF can be uploaded (issue 21). */
  held: boolean;
  /** The step's submit button ('Next' or 'Save'), which saves a document ticked since. */
  submitLabel: string;
  /** Its uploaded file as the step was read. */
  savedFile: PermitFile | null;
  disabled?: boolean;
  onChange: (index: number, patch: Partial<PermitDocument>) => void;
}

const POLICE_FLAGS: { key: keyof Pick<PoliceCredentialsInfo, 'retired' | 'active' | 'ccwRights' | 'leosa'>; label: string }[] = [
  { key: 'retired', label: 'Retired' },
  { key: 'active', label: 'Active' },
  { key: 'ccwRights', label: 'CCW rights' },
  { key: 'leosa', label: 'LEOSA' },
];

/**
 * One permit or credential: the 'exists' box labelled with the document name, and when ticked its
 * fields and its photo or PDF. An invalid block gets a red outline; its error texts stay inside it.
 */
export const PermitDocumentBlock = memo(function PermitDocumentBlock({
  index,
  document: doc,
  errors,
  trainings,
  held,
  submitLabel,
  savedFile,
  disabled,
  onChange,
}: PermitDocumentBlockProps) {
  const id = useId();
  const label = permitDocumentLabel(doc.type);
  const fields = permitFields(doc.type);
  const invalid = !!errors && Object.keys(errors).length > 0;
  const fieldError = (name: string): string | undefined => getIn(errors, name);
  const existsError = fieldError('exists');
  const info = doc.info ?? EMPTY_POLICE_INFO;
  const setInfo = (patch: Partial<PoliceCredentialsInfo>) => onChange(index, { info: { ...info, ...patch } });
  const dateProps = { type: 'date' as const, slotProps: { inputLabel: { shrink: true } } };

  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={`${id}-label`}
      aria-invalid={invalid || undefined}
      data-invalid={invalid ? 'true' : undefined}
      data-testid={`permit-block-${doc.type}`}
      sx={{ p: 2, borderColor: invalid ? 'error.main' : undefined, borderWidth: invalid ? 2 : undefined }}
    >
      <FormControl error={!!existsError} component="div">
        <FormControlLabel
          id={`${id}-label`}
          label={label}
          disabled={disabled}
          control={<Checkbox checked={doc.exists} onChange={(event) => onChange(index, { exists: event.target.checked })} />}
          sx={existsError ? { '& .MuiFormControlLabel-label': { color: 'error.main' } } : undefined}
        />
        {doc.required && !existsError && <FormHelperText sx={{ mt: 0 }}>Required for your specializations</FormHelperText>}
        {existsError && <FormHelperText sx={{ mt: 0 }}>{existsError}</FormHelperText>}
      </FormControl>

      {doc.exists && (
        <Stack spacing={2} sx={{ mt: 2 }}>
          {fields.police && (
            <>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  label="Rank"
                  value={info.rank}
                  onChange={(event) => setInfo({ rank: event.target.value })}
                  error={!!fieldError('info.rank')}
                  helperText={fieldError('info.rank')}
                  slotProps={{ htmlInput: { maxLength: POLICE_INFO_MAX_LENGTH } }}
                  disabled={disabled}
                  fullWidth
                />
                <TextField
                  label="Agency"
                  value={info.agency}
                  onChange={(event) => setInfo({ agency: event.target.value })}
                  error={!!fieldError('info.agency')}
                  helperText={fieldError('info.agency')}
                  slotProps={{ htmlInput: { maxLength: POLICE_INFO_MAX_LENGTH } }}
                  disabled={disabled}
                  fullWidth
                />
              </Stack>
              <FormGroup row>
                {POLICE_FLAGS.map((flag) => (
                  <FormControlLabel
                    key={flag.key}
                    label={flag.label}
                    disabled={disabled}
                    control={<Checkbox checked={info[flag.key]} onChange={(event) => setInfo({ [flag.key]: event.target.checked })} />}
                  />
                ))}
              </FormGroup>
            </>
          )}

          {fields.trainings && (
            <FormControl error={!!fieldError('specializedTrainingIDs')} fullWidth disabled={disabled}>
              <InputLabel id={`${id}-trainings`}>Trainings</InputLabel>
              <Select<number[]>
                labelId={`${id}-trainings`}
                multiple
                value={doc.specializedTrainingIDs}
                onChange={(event) => {
                  const value = event.target.value;
                  onChange(index, { specializedTrainingIDs: typeof value === 'string' ? [] : value });
                }}
                input={<OutlinedInput label="Trainings" />}
                renderValue={(selected) =>
                  trainings
                    .filter((training) => selected.includes(training.id))
                    .map((training) => training.name)
                    .join(', ')
                }
              >
                {trainings.map((training) => (
                  <MenuItem key={training.id} value={training.id}>
                    <Checkbox checked={doc.specializedTrainingIDs.includes(training.id)} size="small" />
                    <ListItemText primary={training.name} />
                  </MenuItem>
                ))}
              </Select>
              {fieldError('specializedTrainingIDs') && <FormHelperText>{fieldError('specializedTrainingIDs')}</FormHelperText>}
            </FormControl>
          )}

          {(fields.number || fields.issued || fields.expired) && (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
              {fields.number && (
                <TextField
                  label="Number"
                  value={doc.number}
                  onChange={(event) => onChange(index, { number: event.target.value })}
                  error={!!fieldError('number')}
                  helperText={fieldError('number')}
                  slotProps={{ htmlInput: { maxLength: PERMIT_NUMBER_MAX_LENGTH } }}
                  disabled={disabled}
                />
              )}
              {fields.issued && (
                <TextField
                  label="Issue date"
                  {...dateProps}
                  value={doc.issued ?? ''}
                  onChange={(event) => onChange(index, { issued: event.target.value || null })}
                  error={!!fieldError('issued')}
                  helperText={fieldError('issued')}
                  disabled={disabled}
                />
              )}
              {fields.expired && (
                <TextField
                  label="Expiry date"
                  {...dateProps}
                  value={doc.expired ?? ''}
                  onChange={(event) => onChange(index, { expired: event.target.value || null })}
                  error={!!fieldError('expired')}
                  helperText={fieldError('expired')}
                  disabled={disabled}
                />
              )}
            </Box>
          )}

          <PermitFileField type={doc.type} held={held} submitLabel={submitLabel} saved={savedFile} disabled={disabled} />
        </Stack>
      )}
    </Paper>
  );
},
sameBlockProps);

/** Re-render a block only when its own document, marks or options change (typing elsewhere leaves it alone). */
function sameBlockProps(prev: PermitDocumentBlockProps, next: PermitDocumentBlockProps): boolean {
  return (
    prev.index === next.index &&
    prev.document === next.document &&
    prev.trainings === next.trainings &&
    prev.held === next.held &&
    prev.submitLabel === next.submitLabel &&
    prev.savedFile === next.savedFile &&
    prev.disabled === next.disabled &&
    prev.onChange === next.onChange &&
    JSON.stringify(prev.errors) === JSON.stringify(next.errors)
  );
}
