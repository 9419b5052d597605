import { useCallback, useEffect, useRef, useState } from 'react';
import { employerApi } from '@dutylink/api-client';
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
  const [items, setItems] = useState<Job[]>([]);
  const [page, setPage] = useState<EmployerJobsResponse>();
  const [loading, setLoading] = useState(true);
  // Only the latest request may write: a slow answer of an older search or tab is dropped.
  const latest = useRef(0);
  const shown = useRef<Job[]>([]);

  const fetchPage = useCallback(
    async (from: number) => {
      const request = ++latest.current;
      setLoading(true);
      const response = await employerApi.jobs(from, JOB_LIST_PAGE_SIZE, { state, text });
      if (request !== latest.current) return;
      setLoading(false);
      if (!response) return;
      shown.current = from === 0 ? response.items : [...shown.current, ...response.items];
      setItems(shown.current);
      setPage(response);
    },
    [state, text],
  );

  useEffect(() => {
    void fetchPage(0);
    return () => {
      latest.current++;
    };
  }, [fetchPage]);

  const loadMore = useCallback(() => void fetchPage(shown.current.length), [fetchPage]);
  const reload = useCallback(() => void fetchPage(0), [fetchPage]);
  return { items, page, loading, loadMore, reload };
}
