import { useCallback, useEffect, useRef, useState } from 'react';
import { jobsApi } from '@dutylink/api-client';
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
  const [items, setItems] = useState<Job[]>([]);
  const [page, setPage] = useState<EmployeeJobsResponse>();
  const [loading, setLoading] = useState(true);
  // Only the latest request may write: a slow answer of an older search or tab is dropped.
  const latest = useRef(0);
  const shown = useRef<Job[]>([]);

  const fetchPage = useCallback(
    async (from: number) => {
      const request = ++latest.current;
      setLoading(true);
      const response = await jobsApi.employeeJobs(from, JOB_LIST_PAGE_SIZE, { type, text });
      if (request !== latest.current) return;
      setLoading(false);
      if (!response) return;
      shown.current = from === 0 ? response.items : [...shown.current, ...response.items];
      setItems(shown.current);
      setPage(response);
    },
    [type, text],
  );

  useEffect(() => {
    void fetchPage(0);
    return () => {
      latest.current++;
    };
  }, [fetchPage]);

  const loadMore = useCallback(() => void fetchPage(shown.current.length), [fetchPage]);
  return { items, page, loading, loadMore };
}
