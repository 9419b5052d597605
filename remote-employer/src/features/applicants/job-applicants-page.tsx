import { useState } from 'react';
import { Link as RouterLink, useParams } from '@dutylink/router';
import { Box, CircularProgress, Container, Link, List, Stack, Typography, Accordion, AccordionDetails, AccordionSummary } from '@mui/material';
import { reads, useRead } from '@dutylink/api-client';
import { APPLICANTS_PAGE_SIZE, employerRoutes, type JobApplicant } from '@dutylink/contracts';
import { ApplicantListItem, EmptyState, JobDetails, LoadMore, standaloneLink } from '@dutylink/design-system';
import { useOfficerRecords } from './officer-record';
import { RosterActions, useRosterFlags } from '../../lib/roster-actions';

export const NO_APPLICANTS_TEXT = 'No applicants yet';

/** /employer/jobs/{id}/applicants: the job (collapsed), Edit while enabled, Back, and the applicants 6 at a time. */
/** Material's 'ExpandMore' chevron: says the job's details open here (MUI turns it when open). */
function ExpandIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width={24} height={24} viewBox="0 0 24 24">
      <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" fill="currentColor" />
    </svg>
  );
}

export function JobApplicantsPage() {
  const jobId = Number(useParams().id);
  const state = useRead(reads.employer.applicants(jobId));
  const [shown, setShown] = useState(APPLICANTS_PAGE_SIZE);

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="h1">
              Applicants
            </Typography>
            {/* Which job: the details below start collapsed. */}
            {state.status === 'ready' && (
              <Typography variant="subtitle1" component="p" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                {state.data.job.title}
              </Typography>
            )}
          </Box>
          <Stack direction="row" spacing={2}>
            {state.status === 'ready' && state.data.job.enabled && (
              <Link component={RouterLink} to={employerRoutes.job(jobId)} underline="hover" sx={standaloneLink}>
                Edit
              </Link>
            )}
            <Link component={RouterLink} to={employerRoutes.jobsActive} underline="hover" sx={standaloneLink}>
              Back
            </Link>
          </Stack>
        </Stack>
        {state.status === 'loading' && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading applicants" />
          </Box>
        )}
        {state.status === 'failed' && <EmptyState title="No data" />}
        {state.status === 'ready' && (
          <>
            <Accordion disableGutters variant="outlined">
              <AccordionSummary aria-controls={`job-${jobId}-details`} id={`job-${jobId}-summary`} expandIcon={<ExpandIcon />}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  Job details
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`job-${jobId}-details`}>
                <JobDetails job={state.data.job} titleComponent="h2" />
              </AccordionDetails>
            </Accordion>
            <ApplicantList jobId={jobId} applicants={state.data.applicants} shown={shown} onMore={() => setShown((n) => n + APPLICANTS_PAGE_SIZE)} />
          </>
        )}
      </Stack>
    </Container>
  );
}

interface ApplicantListProps {
  jobId: number;
  applicants: JobApplicant[];
  shown: number;
  onMore: () => void;
}

function ApplicantList({ jobId, applicants, shown, onMore }: ApplicantListProps) {
  const records = useOfficerRecords(jobId);
  const flagsOf = useRosterFlags();
  if (applicants.length === 0) return <EmptyState title={NO_APPLICANTS_TEXT} />;
  const visible = applicants.slice(0, shown);
  return (
    <Box>
      <List aria-label="Applicants" disablePadding>
        {visible.map((applicant) => (
          <ApplicantListItem
            key={applicant.id}
            applicant={applicant}
            profileTo={employerRoutes.applicant(jobId, applicant.user.id)}
            reasonAs="tooltip"
            record={records.get(applicant.user.id)}
            actions={<RosterActions userId={applicant.user.id} name={applicant.user.name} flags={flagsOf(applicant.user.id)} canFavourite={applicant.wasHired} />}
          />
        ))}
      </List>
      <LoadMore loaded={visible.length} total={applicants.length} onClick={onMore} />
    </Box>
  );
}
