import { memo } from 'react';
import { Stack, Grid } from '@mui/material';
import { Form, Formik } from 'formik';
import { employeeProfileApi, reads, useRead } from '@dutylink/api-client';
import {
  AccountContactFields,
  formikErrorsOf,
  FormikCheckboxGroupField,
  FormikRadioGroupField,
  FormikSelectField,
  FormikTextField,
  ProfileStepActions,
  ReadStatus,
  RevealFirstError,
  StateSelectField,
} from '@dutylink/design-system';
import { employeeGeneralSchema, GENERAL_LIMITS, Sex, SEX_LABEL, Step, US_TIME_ZONES, type EmployeeGeneralResponse, type UsState } from '@dutylink/contracts';
import { useWizardStep, validateStep, WizardStepLayout, type WizardStep } from '../../components/profile-wizard';
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

const SEX_OPTIONS = [Sex.Male, Sex.Female].map((sex) => ({ value: sex, label: SEX_LABEL[sex] }));
const TIME_ZONE_OPTIONS = US_TIME_ZONES.map((zone) => ({ value: zone.id, label: zone.label }));
const POSTAL_CODE_INPUT = { htmlInput: { inputMode: 'numeric', autoComplete: 'postal-code' } } as const;
const digitsOnly = (typed: string) => typed.replace(/\D/g, '').slice(0, GENERAL_LIMITS.postalCode);

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
      <Form noValidate aria-label="General information">
        <RevealFirstError />
        <Stack spacing={3}>
          <GeneralFields data={data} />
          {/* General is the first step: Back only leads somewhere in edit mode. */}
          <ProfileStepActions guard={wizard} returnUrl={wizard.returnUrl} showBack={!!wizard.returnUrl} onBack={wizard.back} />
        </Stack>
      </Form>
    </Formik>
  );
}

/** The fields, each re-rendering on its own changes only. */
const GeneralFields = memo(function GeneralFields({ data }: { data: EmployeeGeneralResponse }) {
  return (
    <>
      <PostalLookup states={data.states} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}><FormikTextField name="firstName" label="First name" maxLength={GENERAL_LIMITS.name} required /></Grid>
        <Grid size={{ xs: 12, sm: 6 }}><FormikTextField name="lastName" label="Last name" maxLength={GENERAL_LIMITS.name} required /></Grid>
        <AccountContactFields phone={data.phone} email={data.email} />
      </Grid>
      <FormikRadioGroupField name="sex" label="Sex" options={SEX_OPTIONS} required />
      <FormikSelectField id="general-time-zone" name="timeZone" label="Time zone" options={TIME_ZONE_OPTIONS} placeholder="Choose a time zone" placeholderDisabled required />
      <FormikCheckboxGroupField name="specializations" label="Specializations" options={data.specializations} required row />
      <Grid container spacing={2}>
        <Grid size={12}><FormikTextField name="address.address1" label="Address 1" maxLength={GENERAL_LIMITS.address} required /></Grid>
        <Grid size={12}><FormikTextField name="address.address2" label="Address 2" maxLength={GENERAL_LIMITS.address} /></Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormikTextField name="address.postalCode" label="ZIP code" maxLength={GENERAL_LIMITS.postalCode} clean={digitsOnly} required slotProps={POSTAL_CODE_INPUT} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}><FormikTextField name="address.city" label="City" maxLength={GENERAL_LIMITS.city} required /></Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <StateSelectField name="address.idstate" id="general-state" states={data.states} placeholder="Choose a state" placeholderDisabled />
        </Grid>
      </Grid>
      <EmergencyContactsField />
    </>
  );
});

/** Fills city and state from a typed postal code (spec section 5); renders nothing. */
function PostalLookup({ states }: { states: readonly UsState[] }) {
  usePostalLookup(states);
  return null;
}
