import { EmployerJobState, employeeJobsTabPath, employerJobsTabPath, JOB_LIST_PAGE_SIZE, paths, Role, type UserInfo } from '@dutylink/contracts';
import { employerApi } from './employer-api';
import { prefetch } from './first-reads';
import { jobsApi } from './jobs-api';

/**
 * Starts the first read of a subscriber's home page beside the page's code (issue 18): the shell calls
 * it as soon as it knows the session, and the page's own identical read takes the answer (firstRead).
 */
export function prefetchHome(pathname: string, user: UserInfo | null): void {
  if (!user?.hasSubscription) return;
  const at = (...homes: string[]) => homes.includes(pathname);
  if (user.role === Role.Employee && at(paths.employee, employeeJobsTabPath('all'))) {
    prefetch(() => jobsApi.employeeJobs(0, JOB_LIST_PAGE_SIZE, { type: 'all', text: '' }));
  }
  if (user.role === Role.Employer && at(paths.employer, employerJobsTabPath(EmployerJobState.Active))) {
    prefetch(() => employerApi.jobs(0, JOB_LIST_PAGE_SIZE, { state: EmployerJobState.Active, text: '' }));
  }
}
