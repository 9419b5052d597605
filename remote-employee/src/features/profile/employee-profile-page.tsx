import { Container, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from '@dutylink/router';
import { reads, useRead } from '@dutylink/api-client';
import { employeeRoutes, RATINGS_HINT_OFFICER, REPORT_BANNER_LINK } from '@dutylink/contracts';
import {
  DeleteAccountButton,
  ProfileExperienceCard,
  ProfileGeneralCard,
  ProfileNotificationsCard,
  ProfilePermitsCard,
  RatingsCard,
  ReadStatus,
  standaloneLink,
} from '@dutylink/design-system';
import { BlockedCompaniesCard } from './blocked-companies-card';
import { MyRecordCard } from './my-record-card';

/** Spec section 2: every Edit link comes back here. */
const editLink = (path: string) => `${path}?returnUrl=${employeeRoutes.profile}`;

export const PROFILE_EDIT_LINKS = {
  general: editLink(employeeRoutes.general),
  permits: editLink(employeeRoutes.permits),
  notifications: editLink(employeeRoutes.notifications),
  experience: editLink(employeeRoutes.experience),
} as const;

/**
 * /employee/profile: read-only cards of the four profile steps, each with an Edit link, the officer's record as
 * employers see it (issue 36), the employers' ratings (issue 21) with the way to report a business, and
 * 'Delete my account'.
 */
export function EmployeeProfilePage() {
  const state = useRead(reads.employeeProfile.view());
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          My profile
        </Typography>
        <ReadStatus state={state} label="profile" />
        {state.status === 'ready' && (
          <>
            <ProfileGeneralCard value={state.data.general} editTo={PROFILE_EDIT_LINKS.general} />
            <ProfilePermitsCard value={state.data.permits} editTo={PROFILE_EDIT_LINKS.permits} employeeId={state.data.id} />
            <ProfileNotificationsCard value={state.data.notifications} editTo={PROFILE_EDIT_LINKS.notifications} />
            <ProfileExperienceCard value={state.data.experience} editTo={PROFILE_EDIT_LINKS.experience} />
            <MyRecordCard />
            <BlockedCompaniesCard />
            <RatingsCard hint={RATINGS_HINT_OFFICER} />
          </>
        )}
        {/* Below the cards once they are known, so a tap is not taken by a card that loads into its place. */}
        {state.status !== 'loading' && (
          <>
            <Link component={RouterLink} to={employeeRoutes.report} underline="hover" sx={{ ...standaloneLink, alignSelf: 'flex-start' }}>
              {REPORT_BANNER_LINK}
            </Link>
            <Stack direction="row">
              <DeleteAccountButton />
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}
