import { Alert, Box, Button, CircularProgress, Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useNavigate, useParams } from '@dutylink/router';
import { reads, useRead } from '@dutylink/api-client';
import { adminRoutes, safeReturnUrl, type Job } from '@dutylink/contracts';
import { Fields, JobDetails, standaloneLink } from '@dutylink/design-system';
import { StatusTag } from '../../components/grid';
import { useJobActions } from '../../components/job-actions';
import { useFromParam } from '../../components/profile-layout';

export const ADMIN_JOB_TITLE = 'Employer job view';

/**
 * /admin/jobs/{id}: the job as its employer posted it, its status and owner (with the 'Jobs of …' list),
 * 'List of applicants', and Close / Delete as in the Jobs grid.
 */
export function AdminJobPage() {
  const id = Number(useParams().id);
  const from = useFromParam();
  const navigate = useNavigate();
  const state = useRead(reads.jobs.job(id));
  const jobActions = useJobActions<Job>(() => navigate(safeReturnUrl(from) ?? adminRoutes.jobs));
  const job = state.status === 'ready' ? state.data : undefined;
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Stack spacing={3}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
          <Typography variant="h4" component="h1">
            {ADMIN_JOB_TITLE}
          </Typography>
          <Button variant="contained" component={RouterLink} to={adminRoutes.jobApplicants(id, from)}>
            List of applicants
          </Button>
        </Stack>
        {state.status === 'loading' && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading job" />
          </Box>
        )}
        {state.status === 'failed' && <Alert severity="error">The job could not be loaded.</Alert>}
        {job && (
          <>
            <Box component="section" aria-label="Job status and owner">
              <Fields
                rows={[
                  ['Status', <StatusTag key="status" label={job.enabled ? 'Active' : 'Closed'} on={job.enabled} />],
                  [
                    'Employer',
                    <Link key="owner" component={RouterLink} to={adminRoutes.employer(job.employerId, adminRoutes.jobs)} sx={standaloneLink}>
                      {job.company}
                    </Link>,
                  ],
                ]}
              />
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2 }}>
                <Button variant="outlined" component={RouterLink} to={adminRoutes.jobsOf(job.employerId)}>
                  {`Jobs of ${job.company}`}
                </Button>
                {jobActions.actions(job).map((action) => (
                  <Button key={action.label} variant="outlined" color={action.label === 'Delete' ? 'error' : 'primary'} onClick={action.onClick}>
                    {action.label}
                  </Button>
                ))}
              </Stack>
            </Box>
            <JobDetails job={job} titleComponent="h2" />
          </>
        )}
        {jobActions.dialogs}
      </Stack>
    </Container>
  );
}
