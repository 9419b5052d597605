import { useParams } from '@dutylink/router';
import { employerApi } from '@dutylink/api-client';
import { adminRoutes, formatPhone, QUALIFIED_AS_LABEL } from '@dutylink/contracts';
import { Fields, ProfileCard, useLoad } from '@dutylink/design-system';
import { ProfileLayout, useFromParam } from './profile-layout';
import { SubscriptionCard } from './subscription-card';

export const EMPLOYER_PROFILE_TITLE = 'Employer Profile';

/** /admin/employers/{id}: the employer's general data, subscription and 'View Job Posts' (keeping `from`). */
export function EmployerProfilePage() {
  const id = Number(useParams().id);
  const from = useFromParam();
  const [state] = useLoad(() => employerApi.profile(id), [id]);
  return (
    <ProfileLayout
      title={EMPLOYER_PROFILE_TITLE}
      state={state}
      what="employer profile"
      action={{ label: 'View Job Posts', to: adminRoutes.employerJobs(id, 'active', from) }}
    >
      {(profile) => (
        <>
          <ProfileCard title="General information" filled>
            <Fields
              rows={[
                ['Name', profile.name || `${profile.firstName} ${profile.lastName}`.trim() || '—'],
                ['Company', profile.company || '—'],
                ['License number', profile.licenseNumber || '—'],
                ['Work phone', profile.workPhone ? formatPhone(profile.workPhone) : '—'],
                ['Employer type', profile.employerType === null ? '—' : (QUALIFIED_AS_LABEL[profile.employerType] ?? '—')],
                ['E-mail', profile.email || '—'],
                ['Phone', profile.phone ? formatPhone(profile.phone) : '—'],
              ]}
            />
          </ProfileCard>
          <SubscriptionCard userId={id} />
        </>
      )}
    </ProfileLayout>
  );
}
