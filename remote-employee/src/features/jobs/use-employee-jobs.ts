import { useCallback } from 'react';
import { jobsApi } from '@dutylink/api-client';
import { usePagedList } from '@dutylink/design-system';
import { JOB_LIST_PAGE_SIZE, type EmployeeJobsResponse, type EmployeeJobsType, type Job } from '@dutylink/contracts';

export interface EmployeeJobsState {
  items: Job[];
  /** The last answer (total and the tab counts); undefined until the first one. */
  page: EmployeeJobsResponse | undefined;
  loading: boolean;
  /** Loads the next JOB_LIST_PAGE_SIZE items and appends them. */
  loadMore: () => void;
}

/** One employee job tab: the first page for (type, text), newest first, then 'View more' pages appended. */
export function useEmployeeJobs(type: EmployeeJobsType, text: string): EmployeeJobsState {
  const load = useCallback((from: number) => jobsApi.employeeJobs(from, JOB_LIST_PAGE_SIZE, { type, text }), [type, text]);
  const { items, page, loading, loadMore } = usePagedList<Job, EmployeeJobsResponse>(load);
  return { items, page, loading, loadMore };
}
