import { Alert, Box, Button, CircularProgress, Container, Stack } from '@dutylink/mui';
import { TextField } from '@dutylink/mui/forms';
import { Grid } from '@dutylink/mui/more';
import { Form, Formik, useFormikContext } from 'formik';
import { useNavigate, useSearchParams } from '@dutylink/router';
import { employerApi, reads, useRead } from '@dutylink/api-client';
import {
  EMPLOYER_GENERAL_LIMITS,
  employerGeneralSchema,
  employerRoutes,
  formatPhone,
  QUALIFIED_AS_LABEL,
  QUALIFIED_AS_TYPES,
  Role,
  safeReturnUrl,
  Step,
  toE164,
  type EmployerGeneral,
  type EmployerGeneralResponse,
  type QualifiedAs,
} from '@dutylink/contracts';
import { AccountContactFields, FormikTextField, LeaveGuardTracker, PhoneField, ProfileWizardHeader, RevealFirstError, shownError, useLeaveGuard, validateStep, type LeaveGuard } from '@dutylink/design-system';

/** The form's shape: the phone masked, the type '' when none (a native select holds strings). */
export interface EmployerGeneralFormValues {
  firstName: string;
  lastName: string;
  company: string;
  licenseNumber: string;
  workPhone: string;
  employerType: string;
}

export function toFormValues(item: EmployerGeneral): EmployerGeneralFormValues {
  return {
    firstName: item.firstName,
    lastName: item.lastName,
    company: item.company,
    licenseNumber: item.licenseNumber,
    workPhone: item.workPhone ? formatPhone(item.workPhone) : '',
    employerType: item.employerType === null ? '' : String(item.employerType),
  };
}

export function toPayload(id: number, values: EmployerGeneralFormValues): EmployerGeneral {
  const phone = values.workPhone.trim();
  return {
    id,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    company: values.company.trim(),
    licenseNumber: values.licenseNumber.trim(),
    workPhone: phone ? (toE164(phone) ?? phone) : '',
    employerType: values.employerType === '' ? null : (Number(values.employerType) as QualifiedAs),
  };
}

const validate = validateStep<EmployerGeneralFormValues>(employerGeneralSchema);

/**
 * /employer/general (spec sections 3 and 5): the company profile step. Create mode ('Next' → payment)
 * or edit mode with ?returnUrl= ('Save' saves and returns there). Back, Close and the browser's Back
 * warn before a modified form is left (the employee wizard's leave guard, issue 17).
 */
export function CompanyGeneralPage() {
  const [params] = useSearchParams();
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const state = useRead(reads.employer.general());
  const guard = useLeaveGuard();
  const leave = () => {
    if (returnUrl) guard.leave(returnUrl);
  };

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <ProfileWizardHeader role={Role.Employer} step={Step.General} returnUrl={returnUrl} onClose={leave} />
        {state.status === 'loading' && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading general information" />
          </Box>
        )}
        {state.status === 'failed' && <Alert severity="error">The general information could not be loaded.</Alert>}
        {state.status === 'ready' && <GeneralForm data={state.data} returnUrl={returnUrl} guard={guard} onBack={leave} />}
      </Stack>
      {guard.dialog}
    </Container>
  );
}

interface GeneralFormProps {
  data: EmployerGeneralResponse;
  returnUrl: string | undefined;
  guard: LeaveGuard;
  onBack: () => void;
}

function GeneralForm({ data, returnUrl, guard, onBack }: GeneralFormProps) {
  const navigate = useNavigate();
  return (
    <Formik<EmployerGeneralFormValues>
      initialValues={toFormValues(data.item)}
      validate={validate}
      onSubmit={async (values) => {
        if (await employerApi.saveGeneral(toPayload(data.item.id, values))) {
          void navigate(returnUrl ?? employerRoutes.payment);
        }
      }}
    >
      {(form) => (
        <Form noValidate aria-label="General information">
          <RevealFirstError />
          <LeaveGuardTracker guard={guard} form={{ dirty: form.dirty, submit: () => void form.submitForm() }} />
          <Stack spacing={3}>
            <GeneralFields data={data} />
            <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
              {returnUrl && (
                <Button variant="outlined" onClick={onBack} disabled={form.isSubmitting} sx={{ mr: 'auto' }}>
                  Back
                </Button>
              )}
              <Button type="submit" variant="contained" disabled={form.isSubmitting}>
                {returnUrl ? 'Save' : 'Next'}
              </Button>
            </Box>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}

function GeneralFields({ data }: { data: EmployerGeneralResponse }) {
  const form = useFormikContext<EmployerGeneralFormValues>();
  const { values, handleChange, handleBlur, setFieldValue, setFieldTouched, isSubmitting } = form;
  const L = EMPLOYER_GENERAL_LIMITS;

  const phoneError = shownError(form, 'workPhone');
  const typeError = shownError(form, 'employerType');

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}><FormikTextField name="firstName" label="First name" maxLength={L.name} required /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><FormikTextField name="lastName" label="Last name" maxLength={L.name} required /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><FormikTextField name="company" label="Company" maxLength={L.company} required /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><FormikTextField name="licenseNumber" label="License number" maxLength={L.licenseNumber} required /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <PhoneField
          name="workPhone"
          label="Work phone"
          value={values.workPhone}
          onChange={(value) => void setFieldValue('workPhone', value)}
          onBlur={() => void setFieldTouched('workPhone', true)}
          error={!!phoneError}
          helperText={phoneError}
          disabled={isSubmitting}
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          select
          id="employer-type"
          name="employerType"
          label="Employer type"
          value={values.employerType}
          onChange={handleChange}
          onBlur={handleBlur}
          error={!!typeError}
          helperText={typeError}
          disabled={isSubmitting}
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Not specified</option>
          {QUALIFIED_AS_TYPES.map((type) => (
            <option key={type} value={String(type)}>
              {QUALIFIED_AS_LABEL[type]}
            </option>
          ))}
        </TextField>
      </Grid>
      <AccountContactFields phone={data.phone} email={data.email} />
    </Grid>
  );
}
