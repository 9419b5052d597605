import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@dutylink/router';
import { jobListSearchParams, readJobListQuery, type JobListQuery } from '@dutylink/contracts';

/**
 * The All tab's sort and filters, kept in the page's address (issue 21): Back comes back to them and a link
 * shares them. Each change is a new history entry, as a new search in a shop is.
 */
export function useJobListQuery(): [JobListQuery, (next: JobListQuery) => void] {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const query = useMemo(() => readJobListQuery(new URLSearchParams(search)), [search]);
  const setQuery = useCallback((next: JobListQuery) => setParams(jobListSearchParams(next)), [setParams]);
  return [query, setQuery];
}
