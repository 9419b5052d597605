import { useCallback, useEffect, useRef, useState } from 'react';

export interface AdminSort<K extends number = number> {
  by: K;
  asc: boolean;
}

export interface AdminListAnswer<T> {
  items: T[];
  total: number;
}

export interface AdminList<T extends { id: number }, R extends AdminListAnswer<T>> {
  items: T[];
  /** The server's total, less the rows removed here since the last load. */
  total: number;
  /** The last answer (e.g. the jobs' `user`); undefined until the first one. */
  page: R | undefined;
  loading: boolean;
  /** True once the first page has answered (the empty state waits for it). */
  loaded: boolean;
  loadMore: () => void;
  reload: () => void;
  /** Replaces one row after an action succeeded (e.g. block). */
  updateItem: (id: number, patch: Partial<T>) => void;
  /** Drops one row after a delete; the next page then starts at the new count so nothing is skipped. */
  removeItem: (id: number) => void;
}

/**
 * A server-paged admin list: `load(from)` answers one page (undefined = failed, already toasted). The first
 * page loads whenever `load` changes (memoize it on sort and search), 'Load more' appends from the rows shown,
 * and only the newest request may write.
 */
export function useAdminList<T extends { id: number }, R extends AdminListAnswer<T>>(load: (from: number) => Promise<R | undefined>): AdminList<T, R> {
  const [items, setItems] = useState<T[]>([]);
  const [page, setPage] = useState<R>();
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [loaded, setLoaded] = useState(false);
  // Numbers the requests: only the newest may write (an object, so an effect's cleanup bumps the same one).
  const requests = useRef({ latest: 0 });
  const shown = useRef<T[]>([]);

  const show = useCallback((next: T[]) => {
    shown.current = next;
    setItems(next);
  }, []);

  const fetchPage = useCallback(
    async (from: number) => {
      const request = ++requests.current.latest;
      setLoading(true);
      const response = await load(from);
      if (request !== requests.current.latest) return;
      setLoading(false);
      if (!response) return;
      show(from === 0 ? response.items : [...shown.current, ...response.items]);
      setPage(response);
      setTotal(response.total);
      setLoaded(true);
    },
    [load, show],
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
  const updateItem = useCallback((id: number, patch: Partial<T>) => show(shown.current.map((item) => (item.id === id ? { ...item, ...patch } : item))), [show]);
  const removeItem = useCallback(
    (id: number) => {
      if (!shown.current.some((item) => item.id === id)) return;
      show(shown.current.filter((item) => item.id !== id));
      setTotal((t) => Math.max(0, t - 1));
    },
    [show],
  );

  return { items, total, page, loading, loaded, loadMore, reload, updateItem, removeItem };
}
