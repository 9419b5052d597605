import { act, renderHook, waitFor } from '@testing-library/react';
import { useLoad } from './use-load';

it('loads on mount: ready with the data, failed on an undefined answer', async () => {
  const { result } = renderHook(() => useLoad(() => Promise.resolve(5), []));
  expect(result.current[0]).toEqual({ status: 'loading' });
  await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', data: 5 }));

  const failed = renderHook(() => useLoad(() => Promise.resolve(undefined), []));
  await waitFor(() => expect(failed.result.current[0]).toEqual({ status: 'failed' }));
});

it('loads again when the deps change and on reload', async () => {
  const load = jest.fn((n: number) => Promise.resolve(n * 2));
  const { result, rerender } = renderHook(({ n }) => useLoad(() => load(n), [n]), { initialProps: { n: 1 } });
  await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', data: 2 }));
  rerender({ n: 3 });
  await waitFor(() => expect(result.current[0]).toEqual({ status: 'ready', data: 6 }));
  await act(() => result.current[1]());
  expect(load).toHaveBeenCalledTimes(3);
});
