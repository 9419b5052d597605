import { Alert, Box, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { reads, useRead } from '@dutylink/api-client';
import { employerRoutes, formatPhone, QUALIFIED_AS_LABEL, RATINGS_HINT_EMPLOYER } from '@dutylink/contracts';
import { DeleteAccountButton, Fields, ProfileCard, RatingsCard } from '@dutylink/design-system';
import { ApplicantNoticesCard } from './applicant-notices-card';
import { OfferSettingsCard } from './offer-settings-card';

export const EDIT_GENERAL_PATH = `${employerRoutes.general}?returnUrl=${employerRoutes.profile}`;

/** /employer/profile (spec section 2): the company profile card with Edit, officers' ratings of the company (issue 21), and Delete account. */
export function EmployerProfilePage() {
  const state = useRead(reads.employer.profile());

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Typography variant="h1" component="h1">
          My employer profile
        </Typography>
        {state.status === 'loading' && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading profile" />
          </Box>
        )}
        {state.status === 'failed' && <Alert severity="error">The profile could not be loaded.</Alert>}
        {state.status === 'ready' && (
          <ProfileCard title="General information" editTo={EDIT_GENERAL_PATH} filled>
            <Fields
              rows={[
                ['Name', state.data.name || `${state.data.firstName} ${state.data.lastName}`.trim()],
                ['Company', state.data.company],
                ['License number', state.data.licenseNumber],
                ['Work phone', state.data.workPhone ? formatPhone(state.data.workPhone) : ''],
                ['Employer type', state.data.employerType === null ? '' : QUALIFIED_AS_LABEL[state.data.employerType]],
                ['Email', state.data.email],
                ['Phone', formatPhone(state.data.phone)],
                ['Billing address', state.data.address.join(', ')],
              ]}
            />
          </ProfileCard>
        )}
        <ApplicantNoticesCard />
        <OfferSettingsCard />
        <RatingsCard hint={RATINGS_HINT_EMPLOYER} />
        <Box>
          <DeleteAccountButton />
        </Box>
      </Stack>
    </Container>
  );
}
