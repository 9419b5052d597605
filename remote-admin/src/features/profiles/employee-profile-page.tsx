import { useParams } from '@dutylink/router';
import { reads, useRead } from '@dutylink/api-client';
import { adminRoutes } from '@dutylink/contracts';
import { ProfileExperienceCard, ProfileGeneralCard, ProfileNotificationsCard, ProfilePermitsCard } from '@dutylink/design-system';
import { ProfileLayout, useFromParam } from '../../components/profile-layout';
import { AccountCard } from './account-card';
import { PermitVerifyButton } from './permit-verify-button';
import { SubscriptionCard } from './subscription-card';

export const EMPLOYEE_PROFILE_TITLE = 'Employee Profile';

/**
 * /admin/employees/{id}: the employee's read-only profile cards (each uploaded permit document with View
 * document and Mark verified), subscription and 'View Employee Jobs' (keeping `from`).
 */
export function EmployeeProfilePage() {
  const id = Number(useParams().id);
  const from = useFromParam();
  const userView = useRead(reads.admin.user(id));
  const view = userView.status === 'ready' ? userView.data : undefined;
  const state = useRead(reads.employeeProfile.view(id));
  return (
    <ProfileLayout
      title={EMPLOYEE_PROFILE_TITLE}
      state={state}
      what="employee profile"
      actions={[{ label: 'View Employee Jobs', to: adminRoutes.employeeJobs(id, 'all', from) }]}
    >
      {(profile) => (
        <>
          <AccountCard
            who="employee"
            user={{ id, name: profile.general?.name || 'this employee' }}
            account={view?.account}
            from={from}
          />
          <ProfileGeneralCard value={profile.general} />
          <ProfilePermitsCard value={profile.permits} employeeId={id} fileAction={(doc) => <PermitVerifyButton employeeId={id} doc={doc} />} />
          <ProfileNotificationsCard value={profile.notifications} />
          <ProfileExperienceCard value={profile.experience} />
          <SubscriptionCard view={view} />
        </>
      )}
    </ProfileLayout>
  );
}
