import { employeeRoutes } from '@dutylink/contracts';

/** What a job card hands the job's page: the list to go Back to, as it was (its tab, sort and filters). */
export interface JobPageState {
  listPath: string;
}

/** Where a job page's Back goes: the list it was opened from, else the All tab. Only a job list's own path is followed. */
export function backToList(state: unknown): string {
  const listPath = (state as Partial<JobPageState> | null)?.listPath;
  return typeof listPath === 'string' && (listPath === employeeRoutes.jobs || listPath.startsWith(`${employeeRoutes.jobs}/`) || listPath.startsWith(`${employeeRoutes.jobs}?`))
    ? listPath
    : employeeRoutes.jobs;
}
