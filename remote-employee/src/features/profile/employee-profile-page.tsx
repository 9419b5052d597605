import { Container, Stack, Typography } from '@mui/material';
import { employeeProfileApi } from '@dutylink/api-client';
import {
  employeeRoutes,
  formatPhone,
  PermitDocumentType,
  SEX_LABEL,
  Step,
  STEP_LABEL,
  timeZoneLabel,
  type EmployeeExperienceView,
  type EmployeeGeneralView,
  type EmployeeNotificationsView,
  type EmployeePermitsView,
  type Sex,
} from '@dutylink/contracts';
import { DeleteAccountButton } from '@dutylink/design-system';
import { StepDataStatus, useStepData } from '../profile-wizard';
import { Fields, ProfileCard } from './profile-card';
import { formatAddress, formatNotificationSalary, joinNames, permitDocumentLabel, permitSummary, yesNo } from './profile-format';

/** Spec section 2: every Edit link comes back here. */
const editLink = (path: string) => `${path}?returnUrl=${employeeRoutes.profile}`;

export const PROFILE_EDIT_LINKS = {
  general: editLink(employeeRoutes.general),
  permits: editLink(employeeRoutes.permits),
  notifications: editLink(employeeRoutes.notifications),
  experience: editLink(employeeRoutes.experience),
} as const;

/** /employee/profile: read-only cards of the four profile steps, each with an Edit link, and 'Delete my account'. */
export function EmployeeProfilePage() {
  const state = useStepData(() => employeeProfileApi.profile());
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          My profile
        </Typography>
        <StepDataStatus state={state} label="profile" />
        {state.status === 'ready' && (
          <>
            <GeneralCard general={state.data.general} />
            <PermitsCard permits={state.data.permits} />
            <NotificationsCard notifications={state.data.notifications} />
            <ExperienceCard experience={state.data.experience} />
          </>
        )}
        <Stack direction="row">
          <DeleteAccountButton />
        </Stack>
      </Stack>
    </Container>
  );
}

function GeneralCard({ general }: { general: EmployeeGeneralView | null }) {
  return (
    <ProfileCard title={STEP_LABEL[Step.General]} editTo={PROFILE_EDIT_LINKS.general} filled={!!general}>
      {general && (
        <Fields
          rows={[
            ['Name', general.name || [general.firstName, general.lastName].filter(Boolean).join(' ')],
            ['Sex', SEX_LABEL[general.sex as Sex] ?? 'Any'],
            ['Phone', general.phone ? formatPhone(general.phone) : '—'],
            ['E-mail', general.email || '—'],
            ['Time zone', general.timeZone ? timeZoneLabel(general.timeZone) : '—'],
            ['Specializations', joinNames(general.specializations)],
            ['Address', formatAddress(general.address)],
            [
              'Emergency contacts',
              (general.emergencyContacts ?? [])
                .filter((contact) => contact.name || contact.phone)
                .map((contact) => [contact.name, contact.phone ? formatPhone(contact.phone) : ''].filter(Boolean).join(', '))
                .join('\n') || '—',
            ],
          ]}
        />
      )}
    </ProfileCard>
  );
}

function PermitsCard({ permits }: { permits: EmployeePermitsView | null }) {
  const documents = (permits?.documents ?? []).filter((doc) => doc.exists !== false && doc.type !== PermitDocumentType.SpecializedTraining);
  return (
    <ProfileCard title={STEP_LABEL[Step.Permits]} editTo={PROFILE_EDIT_LINKS.permits} filled={!!permits}>
      {permits && (
        <Fields
          rows={[
            ...documents.map((doc): [string, string] => [permitDocumentLabel(doc.type), permitSummary(doc) || 'Yes']),
            ...(documents.length === 0 ? [['Documents', 'None'] as [string, string]] : []),
            ['Specialized trainings', joinNames(permits.specializedTrainings)],
            ['Security clearance', yesNo(permits.securityClearance)],
            ['Military', yesNo(permits.military)],
          ]}
        />
      )}
    </ProfileCard>
  );
}

function NotificationsCard({ notifications }: { notifications: EmployeeNotificationsView | null }) {
  return (
    <ProfileCard title={STEP_LABEL[Step.Notifications]} editTo={PROFILE_EDIT_LINKS.notifications} filled={!!notifications}>
      {notifications && (
        <Fields
          rows={[
            ['Salary', formatNotificationSalary(notifications)],
            ['Categories', joinNames(notifications.categories)],
            ['Sub-categories', notifications.subCategories?.length ? joinNames(notifications.subCategories) : undefined],
            ['Locations', notifications.allZIPs ? 'All ZIPs' : joinNames(notifications.locations)],
            ['ZIPs', notifications.ziPs?.length ? notifications.ziPs.join(', ') : '—'],
          ]}
        />
      )}
    </ProfileCard>
  );
}

function ExperienceCard({ experience }: { experience: EmployeeExperienceView | null }) {
  return (
    <ProfileCard title={STEP_LABEL[Step.Experience]} editTo={PROFILE_EDIT_LINKS.experience} filled={!!experience}>
      {experience && (
        <Fields
          rows={[
            [
              'Industries',
              (experience.industries ?? []).map((industry) => `${industry.name}: ${industry.years} ${industry.years === 1 ? 'year' : 'years'}`).join('\n') ||
                '—',
            ],
            ['Trainings', joinNames(experience.trainings)],
            ['Other training', experience.otherTraining || undefined],
          ]}
        />
      )}
    </ProfileCard>
  );
}
