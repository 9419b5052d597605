import { useCallback, useEffect, useRef, useState } from 'react';

export interface PagedList<T, R> {
  items: T[];
  /** The last answer (totals, tab counts…); undefined until the first one. */
  page: R | undefined;
  loading: boolean;
  /** Loads the next page (from the number of items shown) and appends it. */
  loadMore: () => void;
  /** Reloads from the first page. */
  reload: () => void;
}

/**
 * A paged list: `load(from)` fetches the page starting at `from` (undefined answer = failed, already
 * reported). The first page is loaded whenever `load` changes (memoize it on its inputs), 'load more'
 * appends, and only the newest request may write — a slow answer of an older query is dropped.
 */
export function usePagedList<T, R extends { items: T[] }>(load: (from: number) => Promise<R | undefined>): PagedList<T, R> {
  const [items, setItems] = useState<T[]>([]);
  const [page, setPage] = useState<R>();
  const [loading, setLoading] = useState(true);
  // Numbers the requests: only the newest may write (an object, so an effect's cleanup bumps the same one).
  const requests = useRef({ latest: 0 });
  const shown = useRef<T[]>([]);

  const fetchPage = useCallback(
    async (from: number) => {
      const request = ++requests.current.latest;
      setLoading(true);
      const response = await load(from);
      if (request !== requests.current.latest) return;
      setLoading(false);
      if (!response) return;
      shown.current = from === 0 ? response.items : [...shown.current, ...response.items];
      setItems(shown.current);
      setPage(response);
    },
    [load],
  );

  useEffect(() => {
    const counter = requests.current;
    void fetchPage(0);
    return () => {
      counter.latest++;
    };
  }, [fetchPage]);

  const loadMore = useCallback(() => void fetchPage(shown.current.length), [fetchPage]);
  const reload = useCallback(() => void fetchPage(0), [fetchPage]);
  return { items, page, loading, loadMore, reload };
}
