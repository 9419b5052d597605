import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Alert, AlertTitle, Box, Button, CircularProgress, Paper, Stack, Typography, Step, StepButton, Stepper } from '@mui/material';
import { Formik, useFormikContext, type FormikProps } from 'formik';
import { Link as RouterLink, useLocation, useNavigate, useParams } from '@dutylink/router';
import { employerApi, reads, useRead } from '@dutylink/api-client';
import { employerRoutes, favouritesFirstNote, JOB_EDITOR_REFUSALS, jobMessages, type JobEditableResponse, type JobEditorModel, type JobEditorRefusal } from '@dutylink/contracts';
import { FormFieldRulesProvider, NotFoundPage, revealFirstError } from '@dutylink/design-system';
import { DetailsStep } from './details-step';
import { GeneralStep } from './general-step';
import {
  JOB_EDITOR_STEPS,
  refusedFields,
  stepFromHash,
  toPayload,
  validateAll,
  validatePart,
  type JobEditorErrors,
  type JobEditorStepIndex,
} from './job-editor-validation';
import { PaymentStep } from './payment-step';
import { PublishSummary } from './publish-summary';

/** /employer/jobs/{id}: the job editor (spec sections 2, 3, 5). id 0 creates; the hash (#0..#2) picks the step. */
export function JobEditorPage() {
  const params = useParams();
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 0) return <NotFoundPage />;
  return <JobEditorLoader key={id} id={id} />;
}

function JobEditorLoader({ id }: { id: number }) {
  const state = useRead(reads.employer.editable(id));

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', p: { xs: 2, sm: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {id === 0 ? 'Create job listing' : 'Edit job'}
      </Typography>
      {state.status === 'loading' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading the job" />
        </Box>
      )}
      {state.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={state.retry}>
              Retry
            </Button>
          }
        >
          The job could not be loaded.
        </Alert>
      )}
      {state.status === 'ready' && ('refused' in state.data ? <JobEditorRefused refusal={state.data.refused} /> : <JobEditorForm id={id} data={state.data} />)}
    </Box>
  );
}

/** Issue 36: a new job refused (no subscription, no posts left) says why and where more posts come from. */
function JobEditorRefused({ refusal }: { refusal: JobEditorRefusal }) {
  const { title, text } = JOB_EDITOR_REFUSALS[refusal];
  return (
    <Alert severity="info">
      <AlertTitle>{title}</AlertTitle>
      <Typography sx={{ mb: 2 }}>{text}</Typography>
      <Button variant="contained" component={RouterLink} to={employerRoutes.subscription} sx={{ minHeight: 48 }}>
        Go to Subscription
      </Button>
    </Alert>
  );
}

/** Issue 17: what an edit may still change once officers are hired, and who hears of it. */
export const hiredNote = (hired: number) =>
  `${hired} officer${hired === 1 ? ' is' : 's are'} hired. They get a text message when you change the dates, the place or the rate. The rate cannot be lowered and the number of officers cannot go below ${hired}.`;

function toModel(data: JobEditableResponse, id: number): JobEditorModel {
  return { id, general: data.general, details: data.details, payment: data.payment };
}

function JobEditorForm({ id, data }: { id: number; data: JobEditableResponse }) {
  const location = useLocation();
  const navigate = useNavigate();
  const step = stepFromHash(location.hash);
  const locked = id !== 0 && !data.enabled;
  // An unchanged stored from passes 'Date must be in the future' (a running job stays editable).
  const allowedFrom = id === 0 ? null : data.general.from;
  const hiredTerms = id !== 0 && data.hired > 0 ? { hired: data.hired, salaryType: data.payment.salaryType, salaryValue: data.payment.salaryValue } : null;
  const [attempted, setAttempted] = useState<readonly boolean[]>([false, false, false]);
  // The step whose first error is to be scrolled to and focused once it shows.
  const [reveal, setReveal] = useState<{ step: JobEditorStepIndex } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const goTo = useCallback((next: JobEditorStepIndex) => void navigate(employerRoutes.job(id, next)), [navigate, id]);

  useEffect(() => {
    if (!reveal || reveal.step !== step) return;
    setReveal(null);
    revealFirstError(formRef.current);
  }, [reveal, step]);

  /** Marks the fields of every step with errors, and shows the first such step at its first error. */
  const showErrors = (form: FormikProps<JobEditorModel>, errors: JobEditorErrors) => {
    const invalid = JOB_EDITOR_STEPS.map((each) => Object.prototype.hasOwnProperty.call(errors, each.key));
    const first = invalid.indexOf(true);
    if (first < 0) return;
    form.setErrors(errors);
    setAttempted((list) => list.map((each, i) => each || invalid[i]));
    setReveal({ step: first as JobEditorStepIndex });
    if (first !== step) goTo(first as JobEditorStepIndex);
  };

  const next = async (form: FormikProps<JobEditorModel>) => {
    // Read-only: Next only pages through the closed job.
    if (locked) {
      if (step < 2) goTo((step + 1) as JobEditorStepIndex);
      return;
    }
    const errors = await validatePart(step, form.values, allowedFrom, hiredTerms);
    form.setErrors(errors);
    setAttempted((list) => list.map((each, i) => each || i === step));
    // On a phone the first error can be a screen or more above Next: bring it into sight.
    if (Object.keys(errors).length > 0) setReveal({ step });
    else if (step < 2) goTo((step + 1) as JobEditorStepIndex);
  };

  const publish = async (form: FormikProps<JobEditorModel>) => {
    if (locked) return;
    const { errors, firstInvalid } = await validateAll(form.values, allowedFrom, hiredTerms);
    if (firstInvalid !== undefined) {
      showErrors(form, errors);
      return;
    }
    form.setSubmitting(true);
    // A refusal the browser could not foresee (the day is over at the job's address) marks its field too.
    let refused: JobEditorErrors = {};
    const saved = await employerApi.saveJob(toPayload(form.values, allowedFrom), (fields) => {
      refused = refusedFields(fields);
    });
    form.setSubmitting(false);
    showErrors(form, refused);
    if (saved) void navigate(employerRoutes.jobsActive);
  };

  // Fields show their errors once their step tried Next or Publish; a closed job's are read-only.
  const rules = useMemo(() => ({ showErrors: attempted[step], disabled: locked }), [attempted, step, locked]);

  // The children of Formik are made here, not by a function of the form: a change of the form re-renders
  // the fields that read it, not the page (docs/decisions/fast-forms.md).
  return (
    <Formik<JobEditorModel>
      initialValues={toModel(data, id)}
      validate={(values) => validatePart(step, values, allowedFrom, hiredTerms)}
      validateOnMount={false}
      onSubmit={() => undefined}
    >
      <FormFieldRulesProvider value={rules}>
        <StepForm formRef={formRef} label={JOB_EDITOR_STEPS[step].label} onSubmit={(form) => void (step < 2 ? next(form) : publish(form))}>
          <Stack spacing={3}>
            {locked && <Alert severity="info">{jobMessages.closedNotEditable}</Alert>}
            {!locked && hiredTerms && <Alert severity="info">{hiredNote(hiredTerms.hired)}</Alert>}
            {!locked && data.inviteFirst && <Alert severity="info">{favouritesFirstNote(data.inviteFirst)}</Alert>}
            <StepTabs step={step} onStep={goTo} />
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {JOB_EDITOR_STEPS[step].label}
              </Typography>
              {step === 0 && <GeneralStep data={data} />}
              {step === 1 && <DetailsStep data={data} />}
              {step === 2 && <PaymentStep />}
            </Paper>
            {step === 2 && !locked && <PublishSummary states={data.states} />}
            <StepActions step={step} locked={locked} onBack={() => goTo((step - 1) as JobEditorStepIndex)} />
          </Stack>
        </StepForm>
      </FormFieldRulesProvider>
    </Formik>
  );
}

/** The three steps as tabs; a tab opens its step. */
const StepTabs = memo(function StepTabs({ step, onStep }: { step: JobEditorStepIndex; onStep: (step: JobEditorStepIndex) => void }) {
  return (
    <Stepper nonLinear activeStep={step} alternativeLabel>
      {JOB_EDITOR_STEPS.map((each, index) => (
        <Step key={each.key} completed={false}>
          <StepButton onClick={() => onStep(index as JobEditorStepIndex)}>{each.label}</StepButton>
        </Step>
      ))}
    </Stepper>
  );
});

/** The step's form element: Next and Publish validate by step themselves, so Formik's own submit is not used. */
function StepForm({ formRef, label, onSubmit, children }: { formRef: RefObject<HTMLFormElement | null>; label: string; onSubmit: (form: FormikProps<JobEditorModel>) => void; children: ReactNode }) {
  const form = useFormikContext<JobEditorModel>();
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(form);
      }}
    >
      {children}
    </form>
  );
}

/** Back, and Next or Publish; all wait while the job is saved. */
function StepActions(props: { step: JobEditorStepIndex; locked: boolean; onBack: () => void }) {
  const { isSubmitting } = useFormikContext<JobEditorModel>();
  return <StepActionsView {...props} submitting={isSubmitting} />;
}

const StepActionsView = memo(function StepActionsView({ step, locked, onBack, submitting }: { step: JobEditorStepIndex; locked: boolean; onBack: () => void; submitting: boolean }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
      {step > 0 && (
        <Button variant="outlined" onClick={onBack} disabled={submitting}>
          Back
        </Button>
      )}
      {step < 2 ? (
        <Button type="submit" variant="contained" disabled={submitting}>
          Next
        </Button>
      ) : (
        <Button type="submit" variant="contained" disabled={locked || submitting}>
          Publish
        </Button>
      )}
    </Stack>
  );
});
