import { Checkbox, FormControlLabel, FormGroup, Typography } from '@dutylink/mui';
import { FormControl, FormHelperText, FormLabel } from '@dutylink/mui/forms';
import { armedPermit, PERMIT_DOCUMENT_LABEL, PERMIT_DOCUMENT_TYPES, requiredPermitTexts } from '@dutylink/contracts';
import { toggled, useJobForm } from './job-editor-context';

const HINT_ID = 'armed-permit-hint';

/**
 * The job's required permits (issue 21): a checkbox per permit type. The one the armed status implies is
 * ticked and disabled, with why beside it; the others are what the employer marks.
 */
export function RequiredPermitsField() {
  const { values, disabled, errorOf, set } = useJobForm();
  const { armedType, markedPermits } = values.payment;
  const implied = armedPermit(armedType);
  const error = errorOf('payment.markedPermits');

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
                  onChange={(event) => set('payment.markedPermits', toggled(markedPermits, type, event.target.checked))}
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
}
