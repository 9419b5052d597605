import { memo } from 'react';
import { Box, Button, IconButton, Stack, Typography, FormHelperText } from '@mui/material';
import { FieldArray, type ArrayHelpers } from 'formik';
import { GENERAL_LIMITS } from '@dutylink/contracts';
import { FormikPhoneField, FormikTextField, useFormikField } from '@dutylink/design-system';
import type { GeneralFormValues } from './general-form-values';

/** Rows of name + phone; at least one complete row (the schema's 'At least one item must be filled'). */
export function EmergencyContactsField() {
  const { value: contacts, error, disabled } = useFormikField<GeneralFormValues['emergencyContacts']>('emergencyContacts');
  return (
    <FieldArray name="emergencyContacts">
      {({ push, remove }) => <ContactsView rows={contacts.length} error={error} disabled={disabled} push={push} remove={remove} />}
    </FieldArray>
  );
}

interface ContactsViewProps {
  rows: number;
  error: string | undefined;
  disabled: boolean;
  push: ArrayHelpers['push'];
  remove: ArrayHelpers['remove'];
}

/** Re-renders when a row comes or goes; a key typed re-renders its own field. */
const ContactsView = memo(function ContactsView({ rows, error, disabled, push, remove }: ContactsViewProps) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-describedby={error ? 'emergency-contacts-error' : undefined}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        Emergency contacts
        {/* Required (at least one contact), marked like MUI marks a required field (issue 17). */}
        <span aria-hidden="true"> *</span>
      </Typography>
      <Stack spacing={2}>
        {Array.from({ length: rows }, (_, index) => {
          const n = index + 1;
          return (
            <Stack key={index} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
              <FormikTextField name={`emergencyContacts[${index}].name`} label={`Emergency contact ${n} name`} maxLength={GENERAL_LIMITS.emergencyName} />
              <FormikPhoneField name={`emergencyContacts[${index}].phone`} label={`Emergency contact ${n} phone`} />
              {rows > 1 && (
                <IconButton aria-label={`Remove emergency contact ${n}`} onClick={() => remove(index)} disabled={disabled} sx={{ mt: 1 }}>
                  <span aria-hidden="true">×</span>
                </IconButton>
              )}
            </Stack>
          );
        })}
        {error && (
          <FormHelperText id="emergency-contacts-error" error>
            {error}
          </FormHelperText>
        )}
        {rows < GENERAL_LIMITS.emergencyContacts && (
          <Box>
            <Button onClick={() => push({ name: '', phone: '' })} disabled={disabled}>
              Add contact
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
});
