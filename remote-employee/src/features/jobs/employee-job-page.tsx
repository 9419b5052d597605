import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation, useParams } from '@dutylink/router';
import { jobsApi, reads, useRead } from '@dutylink/api-client';
import {
  APPLICANT_NONE,
  ApplicantState,
  inviteFirstNote,
  REJECTED_TEXT,
  WITHDRAW_REASONS,
  withdrawalIsLate,
  withdrawalLateNote,
  withdrawFormSchema,
  withdrawMessages,
  type ApplicantStatus,
  type Job,
  type WithdrawReason,
} from '@dutylink/contracts';
import { ConfirmDialog, EmployerRecordNote, JobDetails, ReasonDialog, standaloneLink } from '@dutylink/design-system';
import { ApplicantTag, applicantStatusOf } from './applicant-tag';
import { BlockCompany } from './block-company';
import { backToList } from './job-page-state';
import { NextShift } from './next-shift';
import { PermitsNeeded } from './permits-needed';

/** A Rejected application that had been hired: the employer cancelled the hire (the SMS "your hire ... was cancelled"). */
export const HIRE_CANCELLED_TEXT = 'The employer cancelled your hire.';
export const ACCEPTED_TEXT = 'You accepted';
export const JOB_NOT_LOADED = 'The job could not be loaded.';
export const WITHDRAW_TITLE = 'Withdraw from this job';
export const WITHDRAW_TEXT = 'You are hired for this job. The employer is told that you withdraw and why.';
/** A closed job keeps its hires (docs/decisions/closing-a-job.md), in the words of the SMS that told them. */
export const STILL_HIRED_TEXT = 'This job is closed to new applicants. You are still hired.';

/** /employee/jobs/{id}: the job, the employee's status and Apply / Unapply. Back goes to the list it was opened from (its sort and filters), else /employee/jobs. */
export function EmployeeJobPage() {
  const id = Number(useParams().id);
  const back = backToList(useLocation().state);
  const valid = Number.isInteger(id) && id > 0;
  const state = useRead(reads.jobs.job(id), valid);

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Link component={RouterLink} to={back} sx={{ display: 'inline-block', mb: 2, ...standaloneLink }}>
        Back
      </Link>
      {valid && state.status === 'loading' ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading the job" />
        </Box>
      ) : state.status === 'ready' ? (
        <JobDetails job={state.data} actions={<ApplyActions key={state.data.id} job={state.data} back={back} />} />
      ) : (
        <Typography>{JOB_NOT_LOADED}</Typography>
      )}
    </Container>
  );
}

/** Whether withdrawing now counts as late, by the rule the server records it by (withdrawalIsLate), as the reason chosen makes it. */
function LateWithdrawalNote({ nextShiftAt, reason }: { nextShiftAt: string | null; reason: string }) {
  const next = nextShiftAt === null ? null : new Date(nextShiftAt);
  const now = new Date();
  return <Alert severity={withdrawalIsLate(next, reason, now) ? 'warning' : 'info'}>{withdrawalLateNote(next, reason, now)}</Alert>;
}

function ApplyActions({ job, back }: { job: Job; back: string }) {
  const [status, setStatus] = useState<ApplicantStatus>(applicantStatusOf(job.applicantState));
  // The server's word on this application; once the officer applies or withdraws here, it no longer holds.
  const notSelected = job.notSelected && status === applicantStatusOf(job.applicantState);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const apply = async () => {
    setBusy(true);
    const next = await jobsApi.apply(job.id);
    setBusy(false);
    if (next !== undefined) setStatus(applicantStatusOf(next));
  };

  const unapply = async (reason?: WithdrawReason) => {
    setBusy(true);
    const next = await jobsApi.cancel(job.id, null, null, reason);
    setBusy(false);
    if (next === undefined) return;
    setConfirming(false);
    setStatus(APPLICANT_NONE);
  };
  // A not-selected applicant was told the application is over: no Unapply, as for a rejected one.
  const applied = (status === ApplicantState.New && !notSelected) || status === ApplicantState.Accepted;

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <EmployerRecordNote jobId={job.id} />
      {job.inviteFirst && <Alert severity="info">{inviteFirstNote(job.inviteFirst)}</Alert>}
      <ApplicantTag status={status} notSelected={notSelected} />
      {notSelected && <Alert severity="info">{REJECTED_TEXT}</Alert>}
      {status === ApplicantState.Rejected && !notSelected && <Alert severity="info">{job.reason ? `${HIRE_CANCELLED_TEXT} ${job.reason}.` : HIRE_CANCELLED_TEXT}</Alert>}
      {status === ApplicantState.Accepted && <Typography sx={{ fontWeight: 600, color: 'success.main' }}>{ACCEPTED_TEXT}</Typography>}
      {status === ApplicantState.Accepted && <NextShift jobId={job.id} />}
      {(status === APPLICANT_NONE || (status === ApplicantState.New && !notSelected)) && job.enabled && <PermitsNeeded job={job} />}
      {status === APPLICANT_NONE && (
        <Button variant="contained" onClick={() => void apply()} disabled={busy || !job.enabled}>
          Apply
        </Button>
      )}
      {applied && job.enabled && (
        <Button variant="outlined" color="error" onClick={() => setConfirming(true)} disabled={busy}>
          Unapply
        </Button>
      )}
      {status === ApplicantState.Accepted && !job.enabled && <Alert severity="success">{STILL_HIRED_TEXT}</Alert>}
      {applied && !job.enabled && <Alert severity="info">{withdrawMessages.closed}</Alert>}
      {status === ApplicantState.Accepted ? (
        <ReasonDialog
          open={confirming}
          title={WITHDRAW_TITLE}
          text={WITHDRAW_TEXT}
          reasons={WITHDRAW_REASONS}
          initialReason=""
          validationSchema={withdrawFormSchema}
          note={(reason) => <LateWithdrawalNote nextShiftAt={job.nextShiftAt} reason={reason} />}
          onClose={() => setConfirming(false)}
          onSubmit={(reason) => unapply(reason)}
        />
      ) : (
        <ConfirmDialog open={confirming} busy={busy} onConfirm={() => void unapply()} onCancel={() => setConfirming(false)} />
      )}
      <BlockCompany job={job} back={back} />
    </Stack>
  );
}
