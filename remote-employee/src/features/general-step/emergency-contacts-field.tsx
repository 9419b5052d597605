import { Box, Button, IconButton, Stack, Typography } from '@dutylink/mui';
import { TextField, FormHelperText } from '@dutylink/mui/forms';
import { FieldArray, useFormikContext } from 'formik';
import { GENERAL_LIMITS } from '@dutylink/contracts';
import { PhoneField } from '@dutylink/design-system';
import { shownError } from '../../components/profile-wizard';
import type { GeneralFormValues } from './general-form-values';

/** Rows of name + phone; at least one complete row (the schema's 'At least one item must be filled'). */
export function EmergencyContactsField() {
  const form = useFormikContext<GeneralFormValues>();
  const { values, handleChange, handleBlur, setFieldValue, setFieldTouched, isSubmitting } = form;
  const contacts = values.emergencyContacts;
  const listError = shownError(form, 'emergencyContacts');

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby={listError ? 'emergency-contacts-error' : undefined}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        Emergency contacts
        {/* Required (at least one contact), marked like MUI marks a required field (issue 17). */}
        <span aria-hidden="true"> *</span>
      </Typography>
      <FieldArray name="emergencyContacts">
        {({ push, remove }) => (
          <Stack spacing={2}>
            {contacts.map((contact, index) => {
              const n = index + 1;
              const nameError = shownError(form, `emergencyContacts[${index}].name`);
              const phoneError = shownError(form, `emergencyContacts[${index}].phone`);
              return (
                <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
                  <TextField
                    name={`emergencyContacts[${index}].name`}
                    label={`Emergency contact ${n} name`}
                    value={contact.name}
                    onChange={handleChange}
                    onBlur={handleBlur}
                    error={!!nameError}
                    helperText={nameError}
                    disabled={isSubmitting}
                    fullWidth
                    slotProps={{ htmlInput: { maxLength: GENERAL_LIMITS.emergencyName } }}
                  />
                  <PhoneField
                    name={`emergencyContacts[${index}].phone`}
                    label={`Emergency contact ${n} phone`}
                    value={contact.phone}
                    onChange={(phone) => void setFieldValue(`emergencyContacts[${index}].phone`, phone)}
                    onBlur={() => void setFieldTouched(`emergencyContacts[${index}].phone`, true)}
                    error={!!phoneError}
                    helperText={phoneError}
                    disabled={isSubmitting}
                    fullWidth
                  />
                  {contacts.length > 1 && (
                    <IconButton aria-label={`Remove emergency contact ${n}`} onClick={() => remove(index)} disabled={isSubmitting} sx={{ mt: 1 }}>
                      <span aria-hidden="true">×</span>
                    </IconButton>
                  )}
                </Stack>
              );
            })}
            {listError && (
              <FormHelperText id="emergency-contacts-error" error>
                {listError}
              </FormHelperText>
            )}
            {contacts.length < GENERAL_LIMITS.emergencyContacts && (
              <Box>
                <Button onClick={() => push({ name: '', phone: '' })} disabled={isSubmitting}>
                  Add contact
                </Button>
              </Box>
            )}
          </Stack>
        )}
      </FieldArray>
    </Box>
  );
}
