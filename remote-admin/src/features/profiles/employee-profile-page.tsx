import { useParams } from '@dutylink/router';
import { employeeProfileApi } from '@dutylink/api-client';
import { adminRoutes } from '@dutylink/contracts';
import { ProfileExperienceCard, ProfileGeneralCard, ProfileNotificationsCard, ProfilePermitsCard, useLoad } from '@dutylink/design-system';
import { ProfileLayout, useFromParam } from './profile-layout';
import { SubscriptionCard } from './subscription-card';

export const EMPLOYEE_PROFILE_TITLE = 'Employee Profile';

/** /admin/employees/{id}: the employee's read-only profile cards, subscription and 'View Employee Jobs' (keeping `from`). */
export function EmployeeProfilePage() {
  const id = Number(useParams().id);
  const from = useFromParam();
  const [state] = useLoad(() => employeeProfileApi.profile(id), [id]);
  return (
    <ProfileLayout
      title={EMPLOYEE_PROFILE_TITLE}
      state={state}
      what="employee profile"
      action={{ label: 'View Employee Jobs', to: adminRoutes.employeeJobs(id, 'all', from) }}
    >
      {(profile) => (
        <>
          <ProfileGeneralCard value={profile.general} />
          <ProfilePermitsCard value={profile.permits} />
          <ProfileNotificationsCard value={profile.notifications} />
          <ProfileExperienceCard value={profile.experience} />
          <SubscriptionCard userId={id} />
        </>
      )}
    </ProfileLayout>
  );
}
