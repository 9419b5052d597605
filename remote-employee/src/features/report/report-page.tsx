import { memo, useCallback, useState, type ChangeEvent } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { Alert, Box, Button, Container, Link, Stack, Typography, MenuItem, TextField } from '@mui/material';
import { Link as RouterLink } from '@dutylink/router';
import { reads, reportsApi, useRead } from '@dutylink/api-client';
import {
  employeeRoutes,
  newReportSchema,
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_KIND_LABEL,
  REPORT_NOTHING_TO_REPORT,
  REPORT_SENT_TEXT,
  REPORT_TITLE,
  ReportKind,
  type ReportEmployerChoice,
} from '@dutylink/contracts';
import { EmptyState, FormikTextField, ReadStatus, RevealFirstError, standaloneLink, useFormikField } from '@dutylink/design-system';

interface ReportForm {
  employerId: string;
  jobId: string;
  kind: string;
  details: string;
}

const EMPTY: ReportForm = { employerId: '', jobId: '', kind: '', details: '' };

const KINDS = Object.values(ReportKind);
const detailsHint = (details: string) => `${details.trim().length}/${REPORT_DETAILS_MAX_LENGTH}, at least 20 characters: dates, what was promised, what happened`;

/** The employer's and job's choices; a new employer clears the job, or picks it when it is the only one. */
function EmployerAndJob({ employers }: { employers: ReportEmployerChoice[] }) {
  const { value: employerId, error, disabled, form } = useFormikField<string>('employerId');
  const { setValues, handleBlur } = form;
  const choose = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const chosen = employers.find((e) => String(e.id) === event.target.value);
      void setValues((values: ReportForm) => ({ ...values, employerId: event.target.value, jobId: chosen?.jobs.length === 1 ? String(chosen.jobs[0].id) : '' }));
    },
    [employers, setValues],
  );
  return <EmployerAndJobView employers={employers} employerId={employerId} error={error} disabled={disabled} onChange={choose} onBlur={handleBlur} />;
}

interface EmployerAndJobViewProps {
  employers: ReportEmployerChoice[];
  employerId: string;
  error: string | undefined;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: unknown) => void;
}

/** The Job field's hint says what to do, so it reads at full contrast while the field waits (the disabled grey is 2.6:1). */
const HINT_AT_FULL_CONTRAST = { formHelperText: { disabled: false } };

const EmployerAndJobView = memo(function EmployerAndJobView({ employers, employerId, error, disabled, onChange, onBlur }: EmployerAndJobViewProps) {
  const employer = employers.find((e) => String(e.id) === employerId);
  return (
    <>
      <TextField select fullWidth name="employerId" label="Employer" value={employerId} onBlur={onBlur} error={!!error} helperText={error} disabled={disabled} onChange={onChange}>
        {employers.map((e) => (
          <MenuItem key={e.id} value={String(e.id)}>
            {e.company}
          </MenuItem>
        ))}
      </TextField>
      <FormikTextField
        select
        name="jobId"
        label="Job"
        disabled={!employer}
        helperText={employer ? undefined : 'Choose the employer first'}
        slotProps={HINT_AT_FULL_CONTRAST}
      >
        {(employer?.jobs ?? []).map((job) => (
          <MenuItem key={job.id} value={String(job.id)}>
            {job.title}
          </MenuItem>
        ))}
      </FormikTextField>
    </>
  );
});

/** The report's fields, each re-rendering on its own changes only. */
const ReportFields = memo(function ReportFields({ employers }: { employers: ReportEmployerChoice[] }) {
  return (
    <>
      <EmployerAndJob employers={employers} />
      <FormikTextField select name="kind" label="What happened">
        {KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {REPORT_KIND_LABEL[kind]}
          </MenuItem>
        ))}
      </FormikTextField>
      <FormikTextField name="details" label="Describe what happened" multiline minRows={5} maxLength={REPORT_DETAILS_MAX_LENGTH} helperText={detailsHint} />
    </>
  );
});

function SendButton() {
  const { isSubmitting } = useFormikContext();
  return <SendButtonView submitting={isSubmitting} />;
}

const SendButtonView = memo(function SendButtonView({ submitting }: { submitting: boolean }) {
  return (
    <Button type="submit" variant="contained" disabled={submitting} sx={{ alignSelf: 'flex-start' }}>
      Send report
    </Button>
  );
});

/**
 * /employee/report (issue 21, the landing page banner's destination): an officer reports an employer they
 * applied to, for one of its jobs, with what happened; admins review it in their queue.
 */
export function ReportPage() {
  const choices = useRead(reads.reliability.reportChoices());
  const [sent, setSent] = useState(false);
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {REPORT_TITLE}
        </Typography>
        <Typography color="textSecondary">Tell us about a business that hires officers and then cancels, or treats them unfairly. An admin reads every report; the employer is not told who sent it.</Typography>
        <ReadStatus state={choices} label="employers you applied to" />
        {sent && (
          <Alert severity="success" role="status">
            {REPORT_SENT_TEXT}
          </Alert>
        )}
        {sent && (
          <Link component={RouterLink} to={employeeRoutes.jobs} underline="hover" sx={{ ...standaloneLink, alignSelf: 'flex-start' }}>
            Back to jobs
          </Link>
        )}
        {!sent && choices.status === 'ready' && choices.data.employers.length === 0 && <EmptyState title="Nothing to report yet" description={REPORT_NOTHING_TO_REPORT} />}
        {!sent && choices.status === 'ready' && choices.data.employers.length > 0 && (
          <Formik
            initialValues={EMPTY}
            validationSchema={newReportSchema}
            onSubmit={async (values) => {
              if (await reportsApi.send(newReportSchema.cast(values))) setSent(true);
            }}
          >
            <Box component={Form} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              <RevealFirstError />
              <ReportFields employers={choices.data.employers} />
              <SendButton />
            </Box>
          </Formik>
        )}
      </Stack>
    </Container>
  );
}
