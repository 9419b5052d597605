import { useParams } from '@dutylink/router';
import { reads, usePaged } from '@dutylink/api-client';
import { adminRoutes } from '@dutylink/contracts';
import { TabsWithCounts } from '@dutylink/design-system';
import { useFromParam } from '../../components/profile-layout';
import { AdminJobCard } from './admin-job-card';
import { JobListLayout } from './job-list';

export type EmployerJobsTab = 'active' | 'deactivated';
export const EMPLOYER_JOBS_TAB_LABEL: Record<EmployerJobsTab, string> = { active: 'Active', deactivated: 'Closed' };

/** /admin/employers/{id}/jobs (= active), /active and /deactivated: an employer's job posts, 10 per page. */
export function EmployerJobsPage({ tab }: { tab: EmployerJobsTab }) {
  const id = Number(useParams().id);
  const from = useFromParam();
  const { items, page, loading, loadMore } = usePaged(reads.admin.employerJobs(id, tab === 'active' ? 1 : 0));
  const tabs = [
    { label: EMPLOYER_JOBS_TAB_LABEL.active, to: adminRoutes.employerJobs(id, 'active', from), count: page?.enabled },
    { label: EMPLOYER_JOBS_TAB_LABEL.deactivated, to: adminRoutes.employerJobs(id, 'deactivated', from), count: page?.disabled },
  ];
  // Links out keep the menu on where the admin came from (Employers by default).
  const menuFrom = from ?? adminRoutes.employers;
  return (
    <JobListLayout
      title="Job posts"
      tabs={<TabsWithCounts tabs={tabs} label="Job posts" selected={tabs[tab === 'active' ? 0 : 1].to} />}
      listLabel={EMPLOYER_JOBS_TAB_LABEL[tab]}
      loading={loading}
      loaded={items.length}
      total={page?.total}
      onMore={loadMore}
    >
      {items.map((job) => (
        <AdminJobCard key={job.id} job={job} jobTo={adminRoutes.job(job.id, menuFrom)} applicantsTo={adminRoutes.employerJobApplicants(job.id, from)} />
      ))}
    </JobListLayout>
  );
}
