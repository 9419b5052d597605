import { memo } from 'react';
import { Checkbox, FormControlLabel, FormGroup, Typography, FormControl, FormHelperText, FormLabel } from '@mui/material';
import { armedPermit, PERMIT_DOCUMENT_LABEL, PERMIT_DOCUMENT_TYPES, requiredPermitTexts, type PermitDocumentType } from '@dutylink/contracts';
import { useFormikField } from '@dutylink/design-system';
import { toggled } from './toggled';

const HINT_ID = 'armed-permit-hint';

/**
 * The job's required permits (issue 21): a checkbox per permit type. The one the armed status implies is
 * ticked and disabled, with why beside it; the others are what the employer marks.
 */
export function RequiredPermitsField() {
  const armedType = useFormikField<number>('payment.armedType');
  const marked = useFormikField<PermitDocumentType[]>('payment.markedPermits');
  return (
    <RequiredPermitsView
      implied={armedPermit(armedType.value)}
      markedPermits={marked.value}
      error={marked.error}
      disabled={marked.disabled}
      setMarkedPermits={marked.choose}
    />
  );
}

interface RequiredPermitsViewProps {
  /** The permit the armed status asks for, if any. */
  implied: PermitDocumentType | null;
  markedPermits: PermitDocumentType[];
  error: string | undefined;
  disabled: boolean;
  setMarkedPermits: (types: PermitDocumentType[]) => void;
}

const RequiredPermitsView = memo(function RequiredPermitsView({ implied, markedPermits, error, disabled, setMarkedPermits }: RequiredPermitsViewProps) {
  return (
    <FormControl component="fieldset" error={!!error} disabled={disabled}>
      <FormLabel component="legend">{requiredPermitTexts.fieldLabel}</FormLabel>
      <FormGroup>
        {PERMIT_DOCUMENT_TYPES.map((type) => {
          const armed = type === implied;
          return (
            <FormControlLabel
              key={type}
              disabled={disabled || armed}
              sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.5 } }}
              label={
                <>
                  {PERMIT_DOCUMENT_LABEL[type]}
                  {armed && (
                    <Typography id={HINT_ID} component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
                      {requiredPermitTexts.armedHint}
                    </Typography>
                  )}
                </>
              }
              control={
                <Checkbox
                  checked={armed || markedPermits.includes(type)}
                  onChange={(event) => setMarkedPermits(toggled(markedPermits, type, event.target.checked))}
                  slotProps={{ input: armed ? { 'aria-describedby': HINT_ID } : undefined }}
                />
              }
            />
          );
        })}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
});
