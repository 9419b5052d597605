import { act, renderHook, waitFor } from '@testing-library/react';
import { useAdminList } from './use-admin-list';

type Row = { id: number; enabled: boolean };
const rows = (from: number, n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: from + i + 1, enabled: true }));

test('update and remove act on the shown rows; the next page starts after the rows left, the total drops', async () => {
  const load = jest.fn((from: number) => Promise.resolve({ items: rows(from, 3), total: 9 }));
  const { result } = renderHook(() => useAdminList<Row, { items: Row[]; total: number }>(load));
  await waitFor(() => expect(result.current.loaded).toBe(true));
  expect(result.current.items.map((r) => r.id)).toEqual([1, 2, 3]);

  act(() => result.current.updateItem(2, { enabled: false }));
  expect(result.current.items[1]).toEqual({ id: 2, enabled: false });
  act(() => result.current.removeItem(1));
  expect(result.current.items.map((r) => r.id)).toEqual([2, 3]);
  expect(result.current.total).toBe(8);

  act(() => result.current.loadMore());
  await waitFor(() => expect(result.current.items).toHaveLength(5));
  expect(load).toHaveBeenLastCalledWith(2);
});

test('only the newest request writes', async () => {
  let resolveSlow: (v: { items: Row[]; total: number }) => void = () => undefined;
  const slow = () => new Promise<{ items: Row[]; total: number }>((r) => (resolveSlow = r));
  const fast = () => Promise.resolve({ items: rows(10, 1), total: 1 });
  const { result, rerender } = renderHook(({ load }) => useAdminList<Row, { items: Row[]; total: number }>(load), { initialProps: { load: slow } });
  rerender({ load: fast });
  await waitFor(() => expect(result.current.items.map((r) => r.id)).toEqual([11]));
  await act(async () => resolveSlow({ items: rows(0, 2), total: 2 }));
  expect(result.current.items.map((r) => r.id)).toEqual([11]);
});
