import { Alert, Box, Button, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from '@dutylink/router';
import { jobsApi } from '@dutylink/api-client';
import { adminRoutes } from '@dutylink/contracts';
import { JobDetails, useLoad } from '@dutylink/design-system';
import { useFromParam } from '../profiles/profile-layout';

export const ADMIN_JOB_TITLE = 'Employer job view';

/** /admin/jobs/{id}: the job as its employer posted it, and 'List of applicants'. */
export function AdminJobPage() {
  const id = Number(useParams().id);
  const from = useFromParam();
  const [state] = useLoad(() => jobsApi.get(id), [id]);
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
        {state.status === 'ready' && <JobDetails job={state.data} titleComponent="h2" />}
      </Stack>
    </Container>
  );
}
