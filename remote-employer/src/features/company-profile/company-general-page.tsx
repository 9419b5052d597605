import { memo } from 'react';
import { Alert, Box, CircularProgress, Container, Stack, Typography, Grid } from '@mui/material';
import { Form, Formik } from 'formik';
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
  type AddressInput,
  type EmployerGeneralResponse,
  type QualifiedAs,
} from '@dutylink/contracts';
import {
  AccountContactFields,
  formikErrorsOf,
  FormikPhoneField,
  FormikSelectField,
  FormikTextField,
  ProfileStepActions,
  ProfileWizardHeader,
  RevealFirstError,
  StateSelectField,
  useLeaveGuard,
  validateStep,
  type LeaveGuard,
} from '@dutylink/design-system';

/** The form's shape: the phone masked, the type '' when none (a native select holds strings). */
export interface EmployerGeneralFormValues {
  firstName: string;
  lastName: string;
  company: string;
  licenseNumber: string;
  workPhone: string;
  employerType: string;
  address: AddressInput;
}

export function toFormValues(item: EmployerGeneral): EmployerGeneralFormValues {
  return {
    firstName: item.firstName,
    lastName: item.lastName,
    company: item.company,
    licenseNumber: item.licenseNumber,
    workPhone: item.workPhone ? formatPhone(item.workPhone) : '',
    employerType: item.employerType === null ? '' : String(item.employerType),
    address: item.address,
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
    address: {
      address1: values.address.address1.trim(),
      address2: values.address.address2.trim(),
      city: values.address.city.trim(),
      idstate: values.address.idstate,
      postalCode: values.address.postalCode.trim(),
    },
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
      onSubmit={async (values, form) => {
        // A refusal only the server can make (a billing ZIP code of another state) marks its field.
        if (await employerApi.saveGeneral(toPayload(data.item.id, values), (errors) => form.setErrors(formikErrorsOf<EmployerGeneralFormValues>(errors)))) {
          void navigate(returnUrl ?? employerRoutes.payment);
        }
      }}
    >
      <Form noValidate aria-label="General information">
        <RevealFirstError />
        <Stack spacing={3}>
          <GeneralFields data={data} />
          <ProfileStepActions guard={guard} returnUrl={returnUrl} showBack={!!returnUrl} onBack={onBack} />
        </Stack>
      </Form>
    </Formik>
  );
}

const EMPLOYER_TYPES = QUALIFIED_AS_TYPES.map((type) => ({ value: String(type), label: QUALIFIED_AS_LABEL[type] }));
const L = EMPLOYER_GENERAL_LIMITS;
const autoComplete = (value: string) => ({ htmlInput: { autoComplete: value } });
const ADDRESS_1 = autoComplete('billing address-line1');
const ADDRESS_2 = autoComplete('billing address-line2');
const CITY = autoComplete('billing address-level2');
const ZIP_CODE = { htmlInput: { maxLength: 5, inputMode: 'numeric', autoComplete: 'billing postal-code' } } as const;

/** The fields, each re-rendering on its own changes only. */
const GeneralFields = memo(function GeneralFields({ data }: { data: EmployerGeneralResponse }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}><FormikTextField name="firstName" label="First name" maxLength={L.name} required /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><FormikTextField name="lastName" label="Last name" maxLength={L.name} required /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><FormikTextField name="company" label="Company" maxLength={L.company} required /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><FormikTextField name="licenseNumber" label="License number" maxLength={L.licenseNumber} required /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}><FormikPhoneField name="workPhone" label="Work phone" /></Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormikSelectField id="employer-type" name="employerType" label="Employer type" options={EMPLOYER_TYPES} placeholder="Not specified" />
      </Grid>
      <AccountContactFields phone={data.phone} email={data.email} />
      <Grid size={12}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Billing address
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Printed on your invoices. Optional: leave it empty, or give the street, city, state and ZIP code.
        </Typography>
      </Grid>
      <Grid size={12}><FormikTextField name="address.address1" label="Address 1" maxLength={L.address} slotProps={ADDRESS_1} /></Grid>
      <Grid size={12}><FormikTextField name="address.address2" label="Address 2" maxLength={L.address} slotProps={ADDRESS_2} /></Grid>
      <Grid size={{ xs: 12, sm: 5 }}><FormikTextField name="address.city" label="City" maxLength={L.city} slotProps={CITY} /></Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <StateSelectField name="address.idstate" id="billing-state" states={data.states} placeholder="Choose a state" required={false} />
      </Grid>
      <Grid size={{ xs: 12, sm: 3 }}>
        <FormikTextField name="address.postalCode" label="ZIP code" slotProps={ZIP_CODE} />
      </Grid>
    </Grid>
  );
});
