import { memo, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { FormControlLabel, FormGroup, Paper, Stack, Typography, Checkbox, FormControl } from '@mui/material';
import { Formik, getIn, useFormikContext, type FormikErrors } from 'formik';
import { employeeProfileApi, reads, useRead } from '@dutylink/api-client';
import { FormikCheckboxField, ProfileStepActions, profileStepSubmitLabel, ReadStatus, useFormikField, validateStep } from '@dutylink/design-system';
import {
  employeeMessages,
  employeePermitsSchema,
  PERMIT_DOCUMENT_TYPES,
  PERMITS_VALIDATION_DELAY_MS,
  Step,
  type EmployeePermits,
  type EmployeePermitsResponse,
  type NamedRef,
  type PermitDocument,
  type PermitFile,
} from '@dutylink/contracts';
import { useWizardStep, WizardStepLayout, type WizardStep } from '../../components/profile-wizard';
import { PermitDocumentBlock } from './permit-document-block';
import { toFormValues, toSavePayload } from './permits-form';

/** The acknowledgement's label is also its validation message (spec section 5). */
export const PERMITS_AGREE_LABEL = employeeMessages.agree;

const validate = validateStep<EmployeePermits>(employeePermitsSchema);

/** /employee/permits: the Permits & Credentials step of the profile wizard. */
export function PermitsStepPage() {
  const wizard = useWizardStep(Step.Permits);
  const state = useRead(reads.employeeProfile.permits());
  return (
    <WizardStepLayout step={Step.Permits} returnUrl={wizard.returnUrl} onClose={wizard.back}>
      <ReadStatus state={state} label="permits" />
      {state.status === 'ready' && <PermitsForm response={state.data} wizard={wizard} />}
    </WizardStepLayout>
  );
}

function PermitsForm({ response, wizard }: { response: EmployeePermitsResponse; wizard: WizardStep }) {
  const initial = useMemo(() => toFormValues(response), [response]);
  return (
    <Formik<EmployeePermits>
      initialValues={initial}
      validate={validate}
      onSubmit={async (values) => {
        if (await employeeProfileApi.savePermits(toSavePayload(values))) wizard.saved();
      }}
    >
      <PermitsFormElement>
        <PermitsFields response={response} submitLabel={profileStepSubmitLabel(wizard.returnUrl)} />
        <ProfileStepActions guard={wizard} returnUrl={wizard.returnUrl} showBack onBack={wizard.back} />
        {wizard.leaveGuard}
      </PermitsFormElement>
    </Formik>
  );
}

/**
 * The step's form element. Spec section 5: the permits are validated about 100 ms after submit (the
 * fields wait meanwhile); an invalid form only marks its invalid blocks, the first one scrolled into view.
 * From then on the marks follow the edits, so a fixed block clears at once.
 */
function PermitsFormElement({ children }: { children: ReactNode }) {
  const { isSubmitting, isValid, submitCount, setSubmitting, submitForm } = useFormikContext<EmployeePermits>();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || isValid) return;
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[data-invalid="true"]')?.scrollIntoView?.({ behavior: 'smooth', block: 'center' }));
  }, [submitCount, isSubmitting, isValid]);
  return (
    <form
      ref={form}
      noValidate
      aria-label="Permits & Credentials"
      onSubmit={(event) => {
        event.preventDefault();
        if (isSubmitting) return;
        setSubmitting(true);
        timer.current = setTimeout(() => void submitForm(), PERMITS_VALIDATION_DELAY_MS);
      }}
    >
      <Stack spacing={2}>{children}</Stack>
    </form>
  );
}

/** The fields, each block re-rendering on its own changes only. */
const PermitsFields = memo(function PermitsFields({ response, submitLabel }: { response: EmployeePermitsResponse; submitLabel: string }) {
  /** The documents as saved: a held one takes its photo or PDF at once (issue 21). */
  const saved = useMemo(() => new Map(response.documents.map((doc) => [doc.type, doc])), [response]);
  const trainings: NamedRef[] = useMemo(() => response.specializedTraining ?? [], [response]);
  return (
    <>
      <Typography color="textSecondary">Tick each permit, license or credential you hold and fill in its details.</Typography>
      {/* The form holds one document per type, in this order (toFormValues). */}
      {PERMIT_DOCUMENT_TYPES.map((type, index) => (
        <PermitDocumentField
          key={type}
          index={index}
          trainings={trainings}
          held={saved.get(type)?.exists === true}
          submitLabel={submitLabel}
          savedFile={saved.get(type)?.file ?? null}
        />
      ))}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FormGroup>
          <FormikCheckboxField name="securityClearance" label="Security clearance" />
          <FormikCheckboxField name="military" label="Military" />
        </FormGroup>
      </Paper>
      <AgreeField />
    </>
  );
});

/** The errors a document shows: none before the first submit, then those of its current values. */
function useShownErrors<Errors>(path: string): Errors | undefined {
  const { errors, submitCount } = useFormikContext<EmployeePermits>();
  return submitCount > 0 ? (getIn(errors, path) as Errors | undefined) : undefined;
}

function PermitDocumentField(props: { index: number; trainings: NamedRef[]; held: boolean; submitLabel: string; savedFile: PermitFile | null }) {
  const path = `documents[${props.index}]`;
  const { value: document, disabled, form } = useFormikField<PermitDocument>(path);
  const errors = useShownErrors<FormikErrors<PermitDocument>>(path);
  const { setFieldValue } = form;
  const change = useCallback(
    (index: number, patch: Partial<PermitDocument>) => void setFieldValue(`documents[${index}]`, (doc: PermitDocument) => ({ ...doc, ...patch })),
    [setFieldValue],
  );
  return <PermitDocumentBlock {...props} document={document} errors={errors} disabled={disabled} onChange={change} />;
}

function AgreeField() {
  const { value: agree, disabled, choose } = useFormikField<boolean>('agree');
  const error = useShownErrors<string>('agree');
  return <AgreeView agree={agree} error={error} disabled={disabled} onChange={choose} />;
}

const AgreeView = memo(function AgreeView({ agree, error, disabled, onChange }: { agree: boolean; error: string | undefined; disabled: boolean; onChange: (agree: boolean) => void }) {
  return (
    <Paper variant="outlined" data-invalid={error ? 'true' : undefined} sx={{ p: 2, borderColor: error ? 'error.main' : undefined, borderWidth: error ? 2 : undefined }}>
      <FormControl error={!!error} component="div">
        <FormControlLabel
          label={PERMITS_AGREE_LABEL}
          disabled={disabled}
          sx={error ? { '& .MuiFormControlLabel-label': { color: 'error.main' } } : undefined}
          control={<Checkbox checked={agree} slotProps={{ input: { 'aria-invalid': error ? true : undefined } }} onChange={(event) => onChange(event.target.checked)} />}
        />
      </FormControl>
    </Paper>
  );
});
