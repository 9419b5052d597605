import { keepPreviousData, QueryClient, useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';

/** The areas of the server's state: each read's key starts with one; a write names those it changes. */
export type Area = 'jobs' | 'employer' | 'employee-profile' | 'admin' | 'subscription' | 'shifts' | 'reliability' | 'rosters' | 'public' | 'push';

/**
 * An answer stays fresh this long, so a page that mounts within it does not ask again: the home's first
 * read, started by the shell (prefetchHome), and two parts of a page that read the same thing.
 */
export const FRESH_MS = 10_000;

/**
 * The suite's one query client: the api-client is a Module Federation singleton, so every remote reads
 * through it. A read is kept while a page shows it (gcTime 0: a page opened again reads again, as before).
 * call() shows a failure's toast once: no retries, no refetch on focus or when a failed read mounts again,
 * and no pause while offline (the toast says the network is down).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, retryOnMount: false, refetchOnWindowFocus: false, networkMode: 'always', gcTime: 0, staleTime: FRESH_MS },
  },
});

/** call() answers undefined after its error toast: the read fails, without a second toast. */
async function answered<T>(answer: Promise<T | undefined>): Promise<T> {
  const data = await answer;
  if (data === undefined) throw new Error('The call failed (its toast said why).');
  return data;
}

type Key = readonly [Area, ...unknown[]];

export interface Read<T> {
  queryKey: Key;
  queryFn: () => Promise<T>;
}

export const read = <T>(queryKey: Key, fetch: () => Promise<T | undefined>): Read<T> => ({ queryKey, queryFn: () => answered(fetch()) });

/** A read as the pages show it: a failed one can be tried again (its key's read runs again). */
export type Loaded<T> = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; data: T };

export function useRead<T>({ queryKey, queryFn }: Read<T>, enabled = true): Loaded<T> {
  const query = useQuery({ queryKey, queryFn, enabled }, queryClient);
  if (query.isSuccess) return { status: 'ready', data: query.data };
  if (query.isError && !query.isFetching) return { status: 'failed', retry: () => void query.refetch() };
  return { status: 'loading' };
}

/** One page of a list that 'View more' extends; `moreThanAll`: more items match than `total` counts. */
interface ListPage {
  items: unknown[];
  total: number;
  moreThanAll?: boolean;
}

/** A list read page by page: `fetch(from)` answers the page that starts at item `from`. */
export const paged = <R extends ListPage>(queryKey: Key, fetch: (from: number) => Promise<R | undefined>) => ({
  queryKey,
  queryFn: ({ pageParam }: { pageParam: number }) => answered(fetch(pageParam)),
  initialPageParam: 0,
  getNextPageParam: (last: R, pages: R[]) => {
    const loaded = pages.reduce((count, page) => count + page.items.length, 0);
    return loaded < last.total || last.moreThanAll ? loaded : undefined;
  },
});

export type Paged<R extends ListPage> = ReturnType<typeof paged<R>>;

const NO_ITEMS: never[] = [];

const shown = <R extends ListPage>({ pages }: InfiniteData<R, number>) => ({ items: pages.flatMap((page) => page.items) as R['items'], page: pages.at(-1) });

export interface PagedList<R extends ListPage> {
  /** The items of every page read, in order. */
  items: R['items'];
  /** The last answer (totals, tab counts…); undefined until the first one. */
  page: R | undefined;
  /** A page is being read: the first, the next, or all again after a write. */
  loading: boolean;
  /** Reads the next page (from the number of items shown) and appends it. */
  loadMore: () => void;
}

/** A paged list; while another list (a new search, sort or tab) is read, the last one stays shown. */
export function usePaged<R extends ListPage>(list: Paged<R>): PagedList<R> {
  const query = useInfiniteQuery({ ...list, placeholderData: keepPreviousData, select: shown<R> }, queryClient);
  return { items: query.data?.items ?? NO_ITEMS, page: query.data?.page, loading: query.isFetching, loadMore: () => void query.fetchNextPage() };
}

/** Reads a list's first page before a page shows it, and keeps it FRESH_MS for that page (reads are otherwise dropped when unseen). */
export function prefetch<R extends ListPage>(list: Paged<R>): void {
  queryClient.infiniteQuery({ ...list, gcTime: FRESH_MS }).catch(() => undefined);
}

export type Stale = (Area | Key)[];

/** The reads under `stale` changed on the server (a write, or checks a phone sent when back online): those shown are read again. */
export async function readAgain(stale: Stale): Promise<void> {
  await Promise.all(
    stale.map(async (key) => {
      const filters = { queryKey: typeof key === 'string' ? [key] : key };
      // A read still on its way may have been answered before the write: it is asked again.
      await queryClient.cancelQueries(filters);
      await queryClient.invalidateQueries(filters);
    }),
  );
}

/**
 * A call that changes the reads under `stale` (areas, or narrower keys): once it succeeded they are stale,
 * and the ones a page shows are read again before it returns, so a page never reloads by hand. `stale`
 * stays on the function: a mocked write in a component test does the same (test-utils/testing.ts).
 */
export function write<A extends unknown[], T>(stale: Stale, send: (...args: A) => Promise<T | undefined>): (...args: A) => Promise<T | undefined> {
  return Object.assign(
    async (...args: A) => {
      const answer = await send(...args);
      // Failed (its toast shown), or refused with an answer (a hire when the job is fully staffed): nothing changed.
      if (answer === undefined || (answer as { success?: boolean } | null)?.success === false) return answer;
      await readAgain(stale);
      return answer;
    },
    { stale },
  );
}
