import { EmployerJobState, employeeJobsTabPath, employerJobsTabPath, paths, Role, type UserInfo } from '@dutylink/contracts';
import { prefetch } from './queries';
import { reads } from './reads';

/**
 * Starts the first read of a subscriber's home page beside the page's code (issue 18): the shell calls
 * it as soon as it knows the session, and the page's list, the same query, takes the answer while fresh.
 */
export function prefetchHome(pathname: string, user: UserInfo | null): void {
  if (!user?.hasSubscription) return;
  const at = (...homes: string[]) => homes.includes(pathname);
  if (user.role === Role.Employee && at(paths.employee, employeeJobsTabPath('all'))) prefetch(reads.jobs.list('all', ''));
  if (user.role === Role.Employer && at(paths.employer, employerJobsTabPath(EmployerJobState.Active))) prefetch(reads.employer.jobs(EmployerJobState.Active, ''));
}
