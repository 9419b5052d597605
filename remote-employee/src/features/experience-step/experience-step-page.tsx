import { Box, FormControlLabel, Stack, Checkbox } from '@dutylink/mui';
import { TextField, FormControl, FormHelperText, FormLabel } from '@dutylink/mui/forms';
import { Form, Formik, useFormikContext } from 'formik';
import { employeeProfileApi, reads, useRead } from '@dutylink/api-client';
import { CheckboxGroupField, ReadStatus, RevealFirstError } from '@dutylink/design-system';
import {
  employeeExperienceSchema,
  INDUSTRY_YEARS_MAX,
  INDUSTRY_YEARS_MIN,
  OTHER_TRAINING_MAX_LENGTH,
  Step,
  type EmployeeExperienceResponse,
} from '@dutylink/contracts';
import { shownError, useWizardStep, validateStep, WizardActions, WizardStepLayout, type WizardStep } from '../../components/profile-wizard';
import { toFormValues, toPayload, type ExperienceFormValues } from './experience-form-values';

const validate = validateStep<ExperienceFormValues>(employeeExperienceSchema);

/** /employee/experience: industries with years, trainings and other training (spec sections 2 and 5). */
export function ExperienceStepPage() {
  const wizard = useWizardStep(Step.Experience);
  const state = useRead(reads.employeeProfile.experience());
  return (
    <WizardStepLayout step={Step.Experience} returnUrl={wizard.returnUrl} onClose={wizard.back}>
      {state.status === 'ready' ? <ExperienceForm data={state.data} wizard={wizard} /> : <ReadStatus state={state} label="experience" />}
      {wizard.leaveGuard}
    </WizardStepLayout>
  );
}

function ExperienceForm({ data, wizard }: { data: EmployeeExperienceResponse; wizard: WizardStep }) {
  return (
    <Formik<ExperienceFormValues>
      initialValues={toFormValues(data)}
      validate={validate}
      onSubmit={async (values) => {
        if (await employeeProfileApi.saveExperience(toPayload(values))) wizard.saved();
      }}
    >
      {(form) => (
        <Form noValidate aria-label="Experience">
          <RevealFirstError />
          <Stack spacing={3}>
            <IndustriesField />
            <TrainingsFields data={data} />
            <WizardActions
              wizard={wizard}
              form={{ dirty: form.dirty, submit: () => void form.submitForm() }}
              showBack
              submitting={form.isSubmitting}
            />
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

function IndustriesField() {
  const form = useFormikContext<ExperienceFormValues>();
  const { values, handleChange, handleBlur, setFieldValue, setFieldTouched, isSubmitting } = form;
  const rows = values.industryExperiences;
  // The rule covers the whole list; a row's own years error (not a number) says the same.
  const error =
    shownError(form, 'industryExperiences') ?? rows.map((_, index) => shownError(form, `industryExperiences[${index}].years`)).find(Boolean);

  return (
    <FormControl component="fieldset" error={!!error} required disabled={isSubmitting}>
      <FormLabel component="legend">Industry experience</FormLabel>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {rows.map((row, index) => (
          <Box key={row.id} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <FormControlLabel
              sx={{ flex: 1 }}
              label={row.name}
              control={
                <Checkbox
                  name={`industryExperiences[${index}].checked`}
                  checked={row.checked}
                  onChange={(event) => {
                    void setFieldValue(`industryExperiences[${index}].checked`, event.target.checked);
                    void setFieldTouched('industryExperiences', true, false);
                  }}
                />
              }
            />
            <TextField
              name={`industryExperiences[${index}].years`}
              type="number"
              label={`Years in ${row.name}`}
              size="small"
              value={row.years}
              onChange={handleChange}
              onBlur={handleBlur}
              disabled={isSubmitting || !row.checked}
              error={!!error && row.checked && !isYears(row.years)}
              sx={{ width: 180 }}
              slotProps={{ htmlInput: { min: INDUSTRY_YEARS_MIN, max: INDUSTRY_YEARS_MAX, step: 1, inputMode: 'numeric' } }}
            />
          </Box>
        ))}
      </Stack>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

function isYears(value: number | ''): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= INDUSTRY_YEARS_MIN && value <= INDUSTRY_YEARS_MAX;
}

function TrainingsFields({ data }: { data: EmployeeExperienceResponse }) {
  const form = useFormikContext<ExperienceFormValues>();
  const { values, handleChange, handleBlur, setFieldValue, isSubmitting } = form;
  const otherError = shownError(form, 'otherTraining');

  return (
    <>
      {data.trainings.length > 0 && (
        <CheckboxGroupField
          label="Trainings"
          options={data.trainings}
          selected={values.trainings}
          onChange={(ids) => void setFieldValue('trainings', ids)}
          disabled={isSubmitting}
        />
      )}
      <TextField
        name="otherTraining"
        label="Other training"
        value={values.otherTraining}
        onChange={handleChange}
        onBlur={handleBlur}
        error={!!otherError}
        helperText={otherError}
        required
        disabled={isSubmitting}
        fullWidth
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: OTHER_TRAINING_MAX_LENGTH } }}
      />
    </>
  );
}
