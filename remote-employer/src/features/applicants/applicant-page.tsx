import { useState } from 'react';
import { Link as RouterLink, useParams } from '@dutylink/router';
import { Alert, Box, Button, CircularProgress, Container, Link, Stack, Typography, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { employerApi, reads, useRead } from '@dutylink/api-client';
import {
  ApplicantState,
  CANCEL_HIRE_REASONS,
  DEFAULT_CANCEL_HIRE_REASON,
  employerRoutes,
  permitDocumentLabel,
  permitShortfallText,
  requiredPermitTexts,
  rejectApplicantSchema,
  type ApplicantProfile,
} from '@dutylink/contracts';
import {
  ApplicantStateTag,
  ConfirmDialog,
  EmptyState,
  Fields,
  formatIndustries,
  heldPermitDocuments,
  joinNames,
  PermitExpiryNote,
  PermitFileMarks,
  ProfileExperienceCard,
  ProfileGeneralCard,
  ProfilePermitsCard,
  ReasonDialog,
  standaloneLink,
} from '@dutylink/design-system';
import { OfficerRecord } from './officer-record';

export const SHORT_VIEW_TITLE = 'Short view of the applicant';
export const EXTENDED_VIEW_TITLE = 'Extended view of hired employee';
export const CANCEL_HIRE_TITLE = 'The reason for cancelling hire';
export const REJECT_TITLE = 'The reason for rejecting the applicant';
export const NOT_HIRED_TITLE = 'Not hired';
export const notHiredText = (required: number) => `Only ${required} employees can be hired per job.`;
export const JOB_CLOSED_NO_HIRES_TEXT = 'This job is closed: nobody can be hired for it.';
export const hireConfirmText = (name: string) => `Hire ${name || 'this applicant'} for this job? They get a text message right away.`;

/**
 * /employer/jobs/{id}/applicants/{employeeId}: short view before hire (Hire and Reject), extended
 * view once hired (Cancel hire). Hire is offered only while the job is open (issue 17).
 */
export function ApplicantPage() {
  const params = useParams();
  const jobId = Number(params.id);
  const employeeId = Number(params.employeeId);
  const state = useRead(reads.employer.applicant(employeeId, jobId));

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h4" component="h1">
            {state.status === 'ready' && state.data.extended ? EXTENDED_VIEW_TITLE : SHORT_VIEW_TITLE}
          </Typography>
          <Link component={RouterLink} to={employerRoutes.applicants(jobId)} underline="hover" sx={standaloneLink}>
            Back
          </Link>
        </Stack>
        {state.status === 'loading' && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading applicant" />
          </Box>
        )}
        {state.status === 'failed' && <EmptyState title="No data" />}
        {state.status === 'ready' && <OfficerRecord jobId={jobId} employeeId={employeeId} />}
        {state.status === 'ready' &&
          (state.data.extended ? <ExtendedView profile={state.data} employeeId={employeeId} /> : <ShortView profile={state.data} employeeId={employeeId} />)}
      </Stack>
    </Container>
  );
}

/** A hire, a rejection or a cancelled hire reads the profile again (the api-client's write). */
interface ViewProps {
  profile: ApplicantProfile & { jobOpen: boolean };
  /** The applicant: the address of each permit's uploaded document (an applicant's employer may open them). */
  employeeId: number;
}

const LACKING_ID = 'applicant-lacking-permits';

const applicantName = (profile: ApplicantProfile) => profile.general?.name || [profile.general?.firstName, profile.general?.lastName].filter(Boolean).join(' ');

function ShortView({ profile, employeeId }: ViewProps) {
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [refused, setRefused] = useState<number | null>(null);
  const documents = heldPermitDocuments(profile.permits);
  const name = applicantName(profile);
  // A cancelled hire (or an applicant turned down) can be hired again while the job is open.
  const hireable = profile.jobOpen && (profile.state === ApplicantState.New || profile.state === ApplicantState.Rejected);
  // Issue 21: the server refuses the hire while a required permit lacks; the reason is text, phones have no hover.
  const lacking = hireable ? profile.permitShortfalls.map(permitShortfallText) : [];

  const hire = async () => {
    setBusy(true);
    const answer = await employerApi.accept(profile.applicantID);
    setBusy(false);
    setConfirming(false);
    if (answer?.success === false) setRefused(answer.required);
  };

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">
          {name}
        </Typography>
        {profile.state !== ApplicantState.New && <ApplicantStateTag state={profile.state} wasHired={profile.wasHired} reason={profile.reason} />}
      </Stack>
      <Fields
        rows={[
          ['Employment types', joinNames(profile.general?.specializations)],
          [
            'Permits',
            documents.length > 0
              ? documents.map((doc) => (
                  <Box key={doc.type}>
                    {permitDocumentLabel(doc.type)}
                    <PermitExpiryNote expires={doc.expired} />
                    <PermitFileMarks doc={doc} employeeId={employeeId} />
                  </Box>
                ))
              : '—',
          ],
          ['Experience', formatIndustries(profile.experience)],
        ]}
      />
      {!profile.jobOpen && <Typography color="textSecondary">{JOB_CLOSED_NO_HIRES_TEXT}</Typography>}
      {lacking.length > 0 && (
        <Alert severity="warning" id={LACKING_ID}>
          {lacking.map((line) => (
            <Box key={line}>{line}</Box>
          ))}
          <Box sx={{ mt: 1 }}>{requiredPermitTexts.hireOpens}</Box>
        </Alert>
      )}
      {(hireable || profile.state === ApplicantState.New) && (
        <Stack direction="row" spacing={2}>
          {hireable && (
            <Button
              variant="contained"
              onClick={() => setConfirming(true)}
              disabled={busy || lacking.length > 0}
              aria-describedby={lacking.length > 0 ? LACKING_ID : undefined}
            >
              Hire
            </Button>
          )}
          {profile.state === ApplicantState.New && (
            <Button variant="outlined" color="error" onClick={() => setRejecting(true)} disabled={busy}>
              Reject
            </Button>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title="Hire"
        text={hireConfirmText(name)}
        confirmLabel="Hire"
        cancelLabel="Cancel"
        busy={busy}
        onConfirm={() => void hire()}
        onCancel={() => setConfirming(false)}
      />
      <RejectDialog open={rejecting} title={REJECT_TITLE} profile={profile} onClose={() => setRejecting(false)} />
      <Dialog open={refused !== null} onClose={() => setRefused(null)} aria-labelledby="not-hired-title" aria-describedby="not-hired-text" maxWidth="xs" fullWidth>
        <DialogTitle id="not-hired-title">{NOT_HIRED_TITLE}</DialogTitle>
        <DialogContent>
          <DialogContentText id="not-hired-text" sx={{ color: 'text.primary' }}>
            {refused !== null && notHiredText(refused)}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setRefused(null)}>
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** Rejects the applicant (or cancels their hire) with a reason; the same call either way. */
function RejectDialog({ open, title, profile, onClose }: { open: boolean; title: string; onClose: () => void } & Pick<ViewProps, 'profile'>) {
  return (
    <ReasonDialog
      open={open}
      title={title}
      reasons={CANCEL_HIRE_REASONS}
      initialReason={DEFAULT_CANCEL_HIRE_REASON}
      validationSchema={rejectApplicantSchema}
      onClose={onClose}
      onSubmit={async (reason) => {
        if (await employerApi.reject(profile.applicantID, reason)) onClose();
      }}
    />
  );
}

function ExtendedView({ profile, employeeId }: ViewProps) {
  const [cancelling, setCancelling] = useState(false);
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h2">
          {applicantName(profile)}
        </Typography>
        <ApplicantStateTag state={profile.state} wasHired={profile.wasHired} reason={profile.reason} />
      </Stack>
      <ProfileGeneralCard value={profile.general} />
      <ProfilePermitsCard value={profile.permits} employeeId={employeeId} />
      <ProfileExperienceCard value={profile.experience} />
      {profile.state === ApplicantState.Accepted && (
        <Stack direction="row">
          <Button variant="outlined" color="error" onClick={() => setCancelling(true)}>
            Cancel hire
          </Button>
        </Stack>
      )}
      <RejectDialog open={cancelling} title={CANCEL_HIRE_TITLE} profile={profile} onClose={() => setCancelling(false)} />
    </>
  );
}
