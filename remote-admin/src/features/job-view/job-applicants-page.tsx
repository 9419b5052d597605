import { Alert, Box, CircularProgress, Container, Link, List, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation, useParams } from '@dutylink/router';
import { reads, useRead } from '@dutylink/api-client';
import { adminRoutes } from '@dutylink/contracts';
import { ApplicantListItem, EmptyState, standaloneLink } from '@dutylink/design-system';

export const NO_APPLICANTS = 'No applicants';

/**
 * /admin/jobs/{id}/applicants and /admin/employers/jobs/{id}/applicants: the job title and every applicant
 * (oldest first), each with 'View profile' (from = this page, so the menu item stays).
 */
export function JobApplicantsPage() {
  const id = Number(useParams().id);
  const { pathname } = useLocation();
  const state = useRead(reads.admin.applicants(id));

  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h4" component="h1">
            Applicants
          </Typography>
          {state.status === 'ready' && (
            <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
              <Link component={RouterLink} to={adminRoutes.job(id)} underline="hover" sx={standaloneLink}>
                {state.data.job.title}
              </Link>
            </Typography>
          )}
        </Box>
        {state.status === 'loading' && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading applicants" />
          </Box>
        )}
        {state.status === 'failed' && <Alert severity="error">The applicants could not be loaded.</Alert>}
        {state.status === 'ready' && state.data.applicants.length === 0 && <EmptyState title={NO_APPLICANTS} />}
        {state.status === 'ready' && state.data.applicants.length > 0 && (
          <List aria-label="Applicants" disablePadding>
            {state.data.applicants.map((applicant) => (
              <ApplicantListItem key={applicant.id} applicant={applicant} profileTo={adminRoutes.employee(applicant.user.id, pathname)} reasonAs="line" />
            ))}
          </List>
        )}
      </Stack>
    </Container>
  );
}
