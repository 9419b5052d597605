import { memo, useCallback, type ChangeEvent, type ReactNode } from 'react';
import { Box, FormControlLabel, Stack, Checkbox, TextField, FormControl, FormHelperText, FormLabel } from '@mui/material';
import { Form, Formik, useFormikContext } from 'formik';
import { employeeProfileApi, reads, useRead } from '@dutylink/api-client';
import { FormikCheckboxGroupField, FormikTextField, ProfileStepActions, ReadStatus, RevealFirstError, useFormikField } from '@dutylink/design-system';
import {
  employeeExperienceSchema,
  INDUSTRY_YEARS_MAX,
  INDUSTRY_YEARS_MIN,
  OTHER_TRAINING_MAX_LENGTH,
  Step,
  type EmployeeExperienceResponse,
} from '@dutylink/contracts';
import { shownError, useWizardStep, validateStep, WizardStepLayout, type WizardStep } from '../../components/profile-wizard';
import { toFormValues, toPayload, type ExperienceFormValues, type IndustryRow } from './experience-form-values';

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

const YEARS_INPUT = { min: INDUSTRY_YEARS_MIN, max: INDUSTRY_YEARS_MAX, step: 1, inputMode: 'numeric' } as const;

function ExperienceForm({ data, wizard }: { data: EmployeeExperienceResponse; wizard: WizardStep }) {
  return (
    <Formik<ExperienceFormValues>
      initialValues={toFormValues(data)}
      validate={validate}
      onSubmit={async (values) => {
        if (await employeeProfileApi.saveExperience(toPayload(values))) wizard.saved();
      }}
    >
      <Form noValidate aria-label="Experience">
        <RevealFirstError />
        <Stack spacing={3}>
          <ExperienceFields data={data} />
          <ProfileStepActions guard={wizard} returnUrl={wizard.returnUrl} showBack onBack={wizard.back} />
        </Stack>
      </Form>
    </Formik>
  );
}

/** The fields, each re-rendering on its own changes only. */
const ExperienceFields = memo(function ExperienceFields({ data }: { data: EmployeeExperienceResponse }) {
  return (
    <>
      <IndustriesFieldset>
        {/* One row per industry of the list, in its order (toFormValues). */}
        {data.industries.map((industry, index) => (
          <IndustryField key={industry.id} index={index} />
        ))}
      </IndustriesFieldset>
      {data.trainings.length > 0 && <FormikCheckboxGroupField name="trainings" label="Trainings" options={data.trainings} />}
      <OtherTrainingField />
    </>
  );
});

/** Required (and marked so) only while no training of the list is ticked. */
function OtherTrainingField() {
  const { value: trainings } = useFormikField<number[]>('trainings');
  return <FormikTextField name="otherTraining" label="Other training" maxLength={OTHER_TRAINING_MAX_LENGTH} required={trainings.length === 0} multiline minRows={2} />;
}

/** The rule covers the whole list; a row's own years error (not a number) says the same. */
function useIndustriesError(): string | undefined {
  const form = useFormikContext<ExperienceFormValues>();
  return shownError(form, 'industryExperiences') ?? form.values.industryExperiences.map((_, index) => shownError(form, `industryExperiences[${index}].years`)).find(Boolean);
}

function IndustriesFieldset({ children }: { children: ReactNode }) {
  const error = useIndustriesError();
  const { isSubmitting } = useFormikContext();
  return (
    <FormControl component="fieldset" error={!!error} required disabled={isSubmitting}>
      <FormLabel component="legend">Industry experience</FormLabel>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {children}
      </Stack>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** An industry's checkbox and its years, marked while the list's rule fails on it. */
function IndustryField({ index }: { index: number }) {
  const { value: row, disabled, form } = useFormikField<IndustryRow>(`industryExperiences[${index}]`);
  const error = useIndustriesError();
  const { setFieldValue, handleChange, handleBlur } = form;
  // A tick marks nothing touched: its years field is not red before the officer could type in it (its own blur,
  // or Next, shows the message).
  const check = useCallback((event: ChangeEvent<HTMLInputElement>) => void setFieldValue(`industryExperiences[${index}].checked`, event.target.checked), [index, setFieldValue]);
  return <IndustryView index={index} row={row} marked={!!error && row.checked && !isYears(row.years)} disabled={disabled} onCheck={check} onChange={handleChange} onBlur={handleBlur} />;
}

interface IndustryViewProps {
  index: number;
  row: IndustryRow;
  marked: boolean;
  disabled: boolean;
  onCheck: (event: ChangeEvent<HTMLInputElement>) => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: unknown) => void;
}

const IndustryView = memo(function IndustryView({ index, row, marked, disabled, onCheck, onChange, onBlur }: IndustryViewProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <FormControlLabel sx={{ flex: 1 }} label={row.name} control={<Checkbox name={`industryExperiences[${index}].checked`} checked={row.checked} onChange={onCheck} />} />
      <TextField
        name={`industryExperiences[${index}].years`}
        type="number"
        // 'Years' beside the industry's name fits a 390 px row; a screen reader hears which industry's.
        label="Years"
        size="small"
        value={row.years}
        onChange={onChange}
        onBlur={onBlur}
        disabled={disabled || !row.checked}
        error={marked}
        sx={{ width: 112, flexShrink: 0 }}
        slotProps={{ htmlInput: { ...YEARS_INPUT, 'aria-label': `Years in ${row.name}` } }}
      />
    </Box>
  );
});

function isYears(value: number | ''): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= INDUSTRY_YEARS_MIN && value <= INDUSTRY_YEARS_MAX;
}
