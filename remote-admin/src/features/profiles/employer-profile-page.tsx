import { useParams } from '@dutylink/router';
import { reads, useRead } from '@dutylink/api-client';
import { adminRoutes, formatPhone, QUALIFIED_AS_LABEL, type EmployerProfileView } from '@dutylink/contracts';
import { Fields, ProfileCard } from '@dutylink/design-system';
import { ProfileLayout, useFromParam } from '../../components/profile-layout';
import { AccountCard } from './account-card';
import { SubscriptionCard } from './subscription-card';

export const EMPLOYER_PROFILE_TITLE = 'Employer Profile';

const employerName = (profile: EmployerProfileView) => profile.name || `${profile.firstName} ${profile.lastName}`.trim();

/**
 * /admin/employers/{id}: the account with its actions, the employer's general data, subscription,
 * 'View Job Posts' (keeping `from`) and the 'Jobs of …' list, where their jobs can be closed or deleted.
 */
export function EmployerProfilePage() {
  const id = Number(useParams().id);
  const from = useFromParam();
  const userView = useRead(reads.admin.user(id));
  const view = userView.status === 'ready' ? userView.data : undefined;
  const state = useRead(reads.employer.profile(id));
  return (
    <ProfileLayout
      title={EMPLOYER_PROFILE_TITLE}
      state={state}
      what="employer profile"
      actions={[
        { label: 'View Job Posts', to: adminRoutes.employerJobs(id, 'active', from) },
        { label: `Jobs of ${state.status === 'ready' ? state.data.company || employerName(state.data) : 'this employer'}`, to: adminRoutes.jobsOf(id) },
      ]}
    >
      {(profile) => (
        <>
          <AccountCard
            who="employer"
            user={{ id, name: employerName(profile) }}
            account={view?.account}
            from={from}
          />
          <ProfileCard title="General information" filled>
            <Fields
              rows={[
                ['Name', employerName(profile) || '—'],
                ['Company', profile.company || '—'],
                ['License number', profile.licenseNumber || '—'],
                ['Work phone', profile.workPhone ? formatPhone(profile.workPhone) : '—'],
                ['Employer type', profile.employerType === null ? '—' : (QUALIFIED_AS_LABEL[profile.employerType] ?? '—')],
                ['Email', profile.email || '—'],
                ['Phone', profile.phone ? formatPhone(profile.phone) : '—'],
                ['Billing address', profile.address.join(', ') || '—'],
              ]}
            />
          </ProfileCard>
          <SubscriptionCard view={view} />
        </>
      )}
    </ProfileLayout>
  );
}
