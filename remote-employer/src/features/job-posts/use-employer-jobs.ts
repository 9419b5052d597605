import { useCallback } from 'react';
import { employerApi } from '@dutylink/api-client';
import { usePagedList } from '@dutylink/design-system';
import { JOB_LIST_PAGE_SIZE, type EmployerJobsResponse, type EmployerJobState, type Job } from '@dutylink/contracts';

export interface EmployerJobsState {
  items: Job[];
  /** The last answer (total, tab counts, remaining); undefined until the first one. */
  page: EmployerJobsResponse | undefined;
  loading: boolean;
  loadMore: () => void;
  /** Reloads from the first page (after a close or delete). */
  reload: () => void;
}

/** One employer job tab: the first page for (state, text), newest first, then 'View more' pages appended. */
export function useEmployerJobs(state: EmployerJobState, text: string): EmployerJobsState {
  const load = useCallback((from: number) => employerApi.jobs(from, JOB_LIST_PAGE_SIZE, { state, text }), [state, text]);
  return usePagedList<Job, EmployerJobsResponse>(load);
}
