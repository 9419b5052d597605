import { useState } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { Alert, Box, Button, Container, Link, Stack, Typography } from '@dutylink/mui';
import { MenuItem, TextField } from '@dutylink/mui/forms';
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
import { EmptyState, FormikTextField, ReadStatus, RevealFirstError, shownError, standaloneLink } from '@dutylink/design-system';

interface ReportForm {
  employerId: string;
  jobId: string;
  kind: string;
  details: string;
}

const EMPTY: ReportForm = { employerId: '', jobId: '', kind: '', details: '' };

/** The employer's and job's choices; a new employer clears the job, or picks it when it is the only one. */
function EmployerAndJob({ employers }: { employers: ReportEmployerChoice[] }) {
  const form = useFormikContext<ReportForm>();
  const employer = employers.find((e) => String(e.id) === form.values.employerId);
  const error = shownError(form, 'employerId');
  return (
    <>
      <TextField
        select
        fullWidth
        name="employerId"
        label="Employer"
        value={form.values.employerId}
        onBlur={form.handleBlur}
        error={!!error}
        helperText={error}
        disabled={form.isSubmitting}
        onChange={(event) => {
          const chosen = employers.find((e) => String(e.id) === event.target.value);
          void form.setValues({ ...form.values, employerId: event.target.value, jobId: chosen?.jobs.length === 1 ? String(chosen.jobs[0].id) : '' });
        }}
      >
        {employers.map((e) => (
          <MenuItem key={e.id} value={String(e.id)}>
            {e.company}
          </MenuItem>
        ))}
      </TextField>
      <FormikTextField select name="jobId" label="Job" disabled={!employer || form.isSubmitting} helperText={employer ? undefined : 'Choose the employer first'}>
        {(employer?.jobs ?? []).map((job) => (
          <MenuItem key={job.id} value={String(job.id)}>
            {job.title}
          </MenuItem>
        ))}
      </FormikTextField>
    </>
  );
}

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
            {(form) => (
              <Box component={Form} noValidate sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
                <RevealFirstError />
                <EmployerAndJob employers={choices.data.employers} />
                <FormikTextField select name="kind" label="What happened">
                  {Object.values(ReportKind).map((kind) => (
                    <MenuItem key={kind} value={kind}>
                      {REPORT_KIND_LABEL[kind]}
                    </MenuItem>
                  ))}
                </FormikTextField>
                <FormikTextField
                  name="details"
                  label="Describe what happened"
                  multiline
                  minRows={5}
                  maxLength={REPORT_DETAILS_MAX_LENGTH}
                  helperText={`${form.values.details.trim().length}/${REPORT_DETAILS_MAX_LENGTH}, at least 20 characters: dates, what was promised, what happened`}
                />
                <Button type="submit" variant="contained" disabled={form.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
                  Send report
                </Button>
              </Box>
            )}
          </Formik>
        )}
      </Stack>
    </Container>
  );
}
