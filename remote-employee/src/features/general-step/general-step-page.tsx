import { FormControlLabel, Stack, Radio, RadioGroup } from '@dutylink/mui';
import { TextField, FormControl, FormHelperText, FormLabel } from '@dutylink/mui/forms';
import { Grid } from '@dutylink/mui/more';
import { Form, Formik, useFormikContext } from 'formik';
import { employeeProfileApi, reads, useRead } from '@dutylink/api-client';
import { AccountContactFields, CheckboxGroupField, formikErrorsOf, FormikTextField, ReadStatus, RevealFirstError, StateSelectField } from '@dutylink/design-system';
import {
  employeeGeneralSchema,
  GENERAL_LIMITS,
  Sex,
  SEX_LABEL,
  Step,
  US_TIME_ZONES,
  type EmployeeGeneralResponse,
} from '@dutylink/contracts';
import { shownError, useWizardStep, validateStep, WizardActions, WizardStepLayout, type WizardStep } from '../../components/profile-wizard';
import { EmergencyContactsField } from './emergency-contacts-field';
import { toFormValues, toPayload, type GeneralFormValues } from './general-form-values';
import { usePostalLookup } from './use-postal-lookup';

const validate = validateStep<GeneralFormValues>(employeeGeneralSchema);

/** /employee/general: the first wizard step (spec sections 2 and 5). */
export function GeneralStepPage() {
  const wizard = useWizardStep(Step.General);
  const state = useRead(reads.employeeProfile.general());
  return (
    <WizardStepLayout step={Step.General} returnUrl={wizard.returnUrl} onClose={wizard.back}>
      {state.status === 'ready' ? <GeneralForm data={state.data} wizard={wizard} /> : <ReadStatus state={state} label="general information" />}
      {wizard.leaveGuard}
    </WizardStepLayout>
  );
}

function GeneralForm({ data, wizard }: { data: EmployeeGeneralResponse; wizard: WizardStep }) {
  return (
    <Formik<GeneralFormValues>
      initialValues={toFormValues(data.item)}
      validate={validate}
      onSubmit={async (values, form) => {
        // A refusal only the server can make (a ZIP code the ZIP data does not know, or of another state) marks its field.
        if (await employeeProfileApi.saveGeneral(toPayload(values), (errors) => form.setErrors(formikErrorsOf<GeneralFormValues>(errors)))) wizard.saved();
      }}
    >
      {(form) => (
        <Form noValidate aria-label="General information">
          <RevealFirstError />
          <Stack spacing={3}>
            <GeneralFields data={data} />
            <WizardActions
              wizard={wizard}
              form={{ dirty: form.dirty, submit: () => void form.submitForm() }}
              // General is the first step: Back only leads somewhere in edit mode.
              showBack={!!wizard.returnUrl}
              submitting={form.isSubmitting}
            />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

function GeneralFields({ data }: { data: EmployeeGeneralResponse }) {
  const form = useFormikContext<GeneralFormValues>();
  const { values, handleChange, handleBlur, setFieldValue, setFieldTouched, isSubmitting } = form;
  usePostalLookup(data.states);

  const sexError = shownError(form, 'sex');
  const specializationsError = shownError(form, 'specializations');
  const timeZoneError = shownError(form, 'timeZone');
  const postalError = shownError(form, 'address.postalCode');

  const setSpecializations = (next: number[]) => {
    void setFieldValue('specializations', next);
    void setFieldTouched('specializations', true, false);
  };

  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}><FormikTextField name="firstName" label="First name" maxLength={GENERAL_LIMITS.name} required /></Grid>
        <Grid size={{ xs: 12, sm: 6 }}><FormikTextField name="lastName" label="Last name" maxLength={GENERAL_LIMITS.name} required /></Grid>
        <AccountContactFields phone={data.phone} email={data.email} />
      </Grid>

      <FormControl error={!!sexError} required disabled={isSubmitting}>
        <FormLabel id="general-sex-label">Sex</FormLabel>
        <RadioGroup
          row
          name="sex"
          aria-labelledby="general-sex-label"
          value={values.sex === Sex.Unknown ? '' : String(values.sex)}
          onChange={(event) => {
            void setFieldValue('sex', Number(event.target.value));
            void setFieldTouched('sex', true, false);
          }}
        >
          {[Sex.Male, Sex.Female].map((sex) => (
            <FormControlLabel key={sex} value={String(sex)} control={<Radio />} label={SEX_LABEL[sex]} />
          ))}
        </RadioGroup>
        {sexError && <FormHelperText>{sexError}</FormHelperText>}
      </FormControl>

      <TextField
        select
        id="general-time-zone"
        name="timeZone"
        label="Time zone"
        value={values.timeZone}
        onChange={handleChange}
        onBlur={handleBlur}
        error={!!timeZoneError}
        helperText={timeZoneError}
        required
        disabled={isSubmitting}
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="" disabled>
          Choose a time zone
        </option>
        {US_TIME_ZONES.map((zone) => (
          <option key={zone.id} value={zone.id}>
            {zone.label}
          </option>
        ))}
      </TextField>

      <CheckboxGroupField
        label="Specializations"
        options={data.specializations}
        selected={values.specializations}
        onChange={setSpecializations}
        error={specializationsError}
        required
        disabled={isSubmitting}
        row
      />

      <Grid container spacing={2}>
        <Grid size={12}><FormikTextField name="address.address1" label="Address 1" maxLength={GENERAL_LIMITS.address} required /></Grid>
        <Grid size={12}><FormikTextField name="address.address2" label="Address 2" maxLength={GENERAL_LIMITS.address} /></Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            name="address.postalCode"
            label="Postal code"
            value={values.address.postalCode}
            onChange={(event) => void setFieldValue('address.postalCode', event.target.value.replace(/\D/g, '').slice(0, GENERAL_LIMITS.postalCode))}
            onBlur={handleBlur}
            error={!!postalError}
            helperText={postalError}
            required
            disabled={isSubmitting}
            fullWidth
            slotProps={{ htmlInput: { maxLength: GENERAL_LIMITS.postalCode, inputMode: 'numeric', autoComplete: 'postal-code' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}><FormikTextField name="address.city" label="City" maxLength={GENERAL_LIMITS.city} required /></Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <StateSelectField name="address.idstate" id="general-state" states={data.states} placeholder="Choose a state" placeholderDisabled />
        </Grid>
      </Grid>

      <EmergencyContactsField />
    </>
  );
}
