import { useParams } from '@dutylink/router';
import { reads, usePaged } from '@dutylink/api-client';
import { adminRoutes, EMPLOYEE_JOBS_TYPES, type EmployeeJobsType } from '@dutylink/contracts';
import { TabsWithCounts } from '@dutylink/design-system';
import { useFromParam } from '../../components/profile-layout';
import { AdminJobCard } from './admin-job-card';
import { JobListLayout } from './job-list';

export const EMPLOYEE_JOBS_TAB_LABEL: Record<EmployeeJobsType, string> = {
  all: 'All jobs',
  hired: 'My hirings',
  applied: 'My applications',
};

/** /admin/employees/{id}/jobs, /hired and /applied: an employee's jobs, 10 per page, the tab chosen by the path. */
export function EmployeeJobsPage({ tab }: { tab: EmployeeJobsType }) {
  const id = Number(useParams().id);
  const from = useFromParam();
  const { items, page, loading, loadMore } = usePaged(reads.admin.employeeJobs(id, tab));
  const tabs = EMPLOYEE_JOBS_TYPES.map((type) => ({ label: EMPLOYEE_JOBS_TAB_LABEL[type], to: adminRoutes.employeeJobs(id, type, from), count: page?.[type] }));
  const menuFrom = from ?? adminRoutes.employees;
  return (
    <JobListLayout
      title="Employee jobs"
      tabs={<TabsWithCounts tabs={tabs} label="Employee job lists" selected={adminRoutes.employeeJobs(id, tab, from)} />}
      listLabel={EMPLOYEE_JOBS_TAB_LABEL[tab]}
      loading={loading}
      loaded={items.length}
      total={page?.[tab]}
      onMore={loadMore}
    >
      {items.map((job) => (
        <AdminJobCard key={job.id} job={job} jobTo={adminRoutes.job(job.id, menuFrom)} showApplicantState />
      ))}
    </JobListLayout>
  );
}
