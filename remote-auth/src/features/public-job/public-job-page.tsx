import { useState } from 'react';
import { Alert, Box, Button, Container, Link, Stack, Typography } from '@dutylink/mui';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@dutylink/mui/more';
import { Link as RouterLink, useParams, useSearchParams } from '@dutylink/router';
import { jobsApi, reads, useRead, useSession } from '@dutylink/api-client';
import {
  APPLICANT_NONE,
  APPLIED_DIALOG_BUTTON,
  APPLIED_DIALOG_TEXT,
  APPLIED_DIALOG_TITLE,
  APPLIED_NOTE,
  ApplicantState,
  employeeRoutes,
  HIRED_NOTE,
  INVALID_LINK_TEXT,
  JOB_CLOSED_TEXT,
  JOB_LINK_TOKEN_PARAM,
  JOB_NOT_AVAILABLE_TITLE,
  OPEN_IN_APP_TEXT,
  paths,
  REJECTED_TEXT,
  Role,
  SIGN_IN_TO_SEE_TEXT,
} from '@dutylink/contracts';
import { EmployerRecordNote, EmptyLayout, JobDetails, Logo, PageProgress, standaloneLink } from '@dutylink/design-system';

function positiveInt(value: string | undefined): number | undefined {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

/**
 * /jobs/{id}/{userId}?token=... (the SMS alert link): anonymous, the token authorises every call;
 * without a token only that employee's own session opens it (anyone else is asked to sign in, without
 * a call). A forged or expired token answers 403: the api-client shows the error toast and the page
 * says the link is not valid. A closed job still shows, saying it was closed (issue 17).
 */
export function PublicJobPage() {
  const params = useParams();
  const jobId = positiveInt(params.id);
  const userId = positiveInt(params.userId);
  const token = useSearchParams()[0].get(JOB_LINK_TOKEN_PARAM);
  const session = useSession();
  // A bare link (no token) is only this employee's own page: anyone else is asked to sign in, with no call and no toast.
  const ownPage = session.user?.role === Role.Employee && session.user.id === userId;
  const needsSignIn = !token && session.ready && !ownPage;
  const valid = jobId !== undefined && userId !== undefined;
  // Without a token, the session decides first who may read it.
  const link = useRead(reads.jobs.link(jobId ?? 0, userId ?? 0, token), valid && (!!token || session.ready) && !needsSignIn);
  /** The status Apply answered. */
  const [applied, setApplied] = useState<number>();
  const [busy, setBusy] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const state =
    !valid || link.status === 'failed'
      ? { phase: 'invalid' as const }
      : needsSignIn
        ? { phase: 'sign-in' as const }
        : link.status === 'ready'
          ? { phase: 'ready' as const, job: link.data.job, status: applied ?? link.data.status }
          : { phase: 'loading' as const };

  const apply = async () => {
    if (state.phase !== 'ready' || jobId === undefined) return;
    setBusy(true);
    const next = await jobsApi.apply(jobId, userId, token);
    setBusy(false);
    if (next === undefined) return;
    // Spec section 4 makes the status Accepted locally to disable Apply; the server's answer (New) does
    // that too, and keeps 'You were hired' for a real hire.
    setApplied(next);
    setDialogOpen(true);
  };

  const signInPath = `${paths.signIn}?returnUrl=${encodeURIComponent(
    jobId !== undefined && userId !== undefined ? `/jobs/${jobId}/${userId}` : paths.home,
  )}`;

  return (
    <EmptyLayout
      header={
        <Box component="header" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <Container maxWidth="md" sx={{ py: 2 }}>
            <Link component={RouterLink} to={paths.home} color="inherit" underline="none" sx={standaloneLink}>
              <Logo variant="light" />
            </Link>
          </Container>
        </Box>
      }
    >
      <Container maxWidth="md" sx={{ py: 3 }}>
        {state.phase === 'loading' && <PageProgress label="Loading the job" />}
        {state.phase === 'sign-in' && (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="h1">Sign in to see this job</Typography>
            <Typography>{SIGN_IN_TO_SEE_TEXT}</Typography>
            <Button component={RouterLink} to={signInPath} variant="contained">
              Sign in
            </Button>
          </Stack>
        )}
        {state.phase === 'invalid' && (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="h1">{JOB_NOT_AVAILABLE_TITLE}</Typography>
            <Alert severity="warning">{INVALID_LINK_TEXT}</Alert>
            <Typography>
              <Link component={RouterLink} to={signInPath}>
                Sign in
              </Link>{' '}
              to see your jobs.
            </Typography>
          </Stack>
        )}
        {state.phase === 'ready' && (
          <JobDetails
            job={state.job}
            actions={
              <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                {/* Issue 21: read with the officer's own session (a token alone does not reach it; the server's SMS page shows it then). */}
                {ownPage && <EmployerRecordNote jobId={state.job.id} />}
                {state.status === ApplicantState.New && <Alert severity="success">{APPLIED_NOTE}</Alert>}
                {state.status === ApplicantState.Accepted && <Alert severity="success">{HIRED_NOTE}</Alert>}
                {state.status === ApplicantState.Rejected && <Alert severity="info">{REJECTED_TEXT}</Alert>}
                {!state.job.enabled && <Alert severity="warning">{JOB_CLOSED_TEXT}</Alert>}
                <Button
                  variant="contained"
                  onClick={() => void apply()}
                  disabled={busy || state.status !== APPLICANT_NONE || !state.job.enabled}
                >
                  Apply
                </Button>
                {/* The way into the app: signed out, its guard asks for an Employee sign-in and comes back here. */}
                <Link component={RouterLink} to={employeeRoutes.job(state.job.id)} sx={standaloneLink}>
                  {OPEN_IN_APP_TEXT}
                </Link>
              </Stack>
            }
          />
        )}
      </Container>
      <Dialog open={dialogOpen} onClose={() => setDialogOpen(false)} aria-labelledby="job-applied-title" maxWidth="xs" fullWidth>
        <DialogTitle id="job-applied-title">{APPLIED_DIALOG_TITLE}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ color: 'text.primary' }}>{APPLIED_DIALOG_TEXT}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setDialogOpen(false)} autoFocus>
            {APPLIED_DIALOG_BUTTON}
          </Button>
        </DialogActions>
      </Dialog>
    </EmptyLayout>
  );
}
