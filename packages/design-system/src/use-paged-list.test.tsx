import { useCallback } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { usePagedList } from './use-paged-list';

interface Page {
  items: string[];
  total: number;
}

function deferred() {
  let resolve!: (page: Page | undefined) => void;
  const promise = new Promise<Page | undefined>((done) => (resolve = done));
  return { promise, resolve };
}

test('loads the first page per query, appends on load more and drops answers of older queries', async () => {
  const calls: { query: string; from: number; answer: ReturnType<typeof deferred> }[] = [];
  const { result, rerender } = renderHook(
    ({ query }) => {
      const load = useCallback((from: number) => {
        const answer = deferred();
        calls.push({ query, from, answer });
        return answer.promise;
      }, [query]);
      return usePagedList<string, Page>(load);
    },
    { initialProps: { query: 'a' } },
  );
  expect(result.current.loading).toBe(true);
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatchObject({ query: 'a', from: 0 });

  await act(async () => calls[0].answer.resolve({ items: ['a1', 'a2'], total: 3 }));
  expect(result.current.items).toEqual(['a1', 'a2']);
  expect(result.current.page?.total).toBe(3);
  expect(result.current.loading).toBe(false);

  act(() => result.current.loadMore());
  expect(calls[1]).toMatchObject({ query: 'a', from: 2 });
  expect(result.current.loading).toBe(true);
  await act(async () => calls[1].answer.resolve({ items: ['a3'], total: 3 }));
  expect(result.current.items).toEqual(['a1', 'a2', 'a3']);

  // A new query starts over; a late answer of the older one is dropped.
  act(() => result.current.loadMore());
  rerender({ query: 'b' });
  expect(calls[3]).toMatchObject({ query: 'b', from: 0 });
  await act(async () => calls[3].answer.resolve({ items: ['b1'], total: 1 }));
  await act(async () => calls[2].answer.resolve({ items: ['stale'], total: 9 }));
  expect(result.current.items).toEqual(['b1']);
  expect(result.current.page?.total).toBe(1);

  // A failed answer keeps what is shown; reload starts from the first page again.
  act(() => result.current.reload());
  expect(calls[4]).toMatchObject({ query: 'b', from: 0 });
  await act(async () => calls[4].answer.resolve(undefined));
  await waitFor(() => expect(result.current.loading).toBe(false));
  expect(result.current.items).toEqual(['b1']);
});
