import { act, renderHook, waitFor } from '@testing-library/react';
import { call } from './call';
import { http } from './http';
import { paged, read, useRead, usePaged, write } from './queries';
import { useToasts } from './toasts';
import { mockHttp } from './test-utils/mock-adapter';
import { mockApis } from './test-utils/testing';

interface Page {
  items: string[];
  total: number;
  moreThanAll?: boolean;
}

/** A promise the test resolves. */
function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const letters = (from: number, count: number) => Array.from({ length: count }, (_, i) => String.fromCharCode(97 + from + i));

beforeEach(() => {
  useToasts.setState({ toasts: [] });
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('useRead', () => {
  test('loading, then ready with the answer', async () => {
    const { result } = renderHook(() => useRead(read(['jobs', 1], async () => 5)));
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 5 }));
  });

  test('a failed call is failed with one toast; retry reads again, loading meanwhile', async () => {
    mockHttp(() => ({ status: 500, statusText: 'Internal Server Error', data: 'down' }));
    const again = later<number>();
    const fetch = jest.fn().mockImplementationOnce(() => call(() => http.get<number>('jobs/2'))).mockReturnValueOnce(again.promise);
    const { result } = renderHook(() => useRead(read(['jobs', 2], fetch)));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(useToasts.getState().toasts).toHaveLength(1);
    act(() => (result.current as { retry: () => void }).retry());
    await waitFor(() => expect(result.current.status).toBe('loading'));
    await act(async () => again.resolve(7));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 7 }));
    expect(useToasts.getState().toasts).toHaveLength(1);
  });

  test('two parts of a page that show the same read ask once', async () => {
    const fetch = jest.fn(async () => 'same');
    const { result } = renderHook(() => [useRead(read(['admin', 'x'], fetch)), useRead(read(['admin', 'x'], fetch))]);
    await waitFor(() => expect(result.current[1]).toEqual({ status: 'ready', data: 'same' }));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test('a disabled read asks nothing', () => {
    const fetch = jest.fn(async () => 1);
    const { result } = renderHook(() => useRead(read(['jobs', 0], fetch), false));
    expect(result.current.status).toBe('loading');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('usePaged', () => {
  test('View more reads the page from the number of items shown and appends it, until the total', async () => {
    const fetch = jest.fn(async (from: number): Promise<Page> => ({ items: letters(from, from === 0 ? 2 : 1), total: 3 }));
    const { result } = renderHook(() => usePaged(paged(['jobs', 'list'], fetch)));
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.items).toEqual(['a', 'b']));
    expect(result.current.loading).toBe(false);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(['a', 'b', 'c']));
    expect(result.current.page).toEqual({ items: ['c'], total: 3 });
    expect(fetch.mock.calls.map(([from]) => from)).toEqual([0, 2]);
    act(() => result.current.loadMore());
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test('a count that stopped (moreThanAll) still offers the next page', async () => {
    const fetch = jest.fn(async (from: number): Promise<Page> => ({ items: letters(from, 2), total: 2, moreThanAll: from === 0 }));
    const { result } = renderHook(() => usePaged(paged(['jobs', 'list'], fetch)));
    await waitFor(() => expect(result.current.items).toHaveLength(2));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toEqual(['a', 'b', 'c', 'd']));
  });

  test('another search keeps the last list shown while it loads; only the newest answer is shown', async () => {
    const slow = later<Page>();
    const fetch = jest.fn((text: string) => (text === 'slow' ? slow.promise : Promise.resolve({ items: [text], total: 1 })));
    const { result, rerender } = renderHook(({ text }) => usePaged(paged(['admin', 'list', text], () => fetch(text))), { initialProps: { text: 'first' } });
    await waitFor(() => expect(result.current.items).toEqual(['first']));
    rerender({ text: 'slow' });
    expect(result.current).toMatchObject({ items: ['first'], loading: true });
    rerender({ text: 'fast' });
    await waitFor(() => expect(result.current.items).toEqual(['fast']));
    await act(async () => slow.resolve({ items: ['late'], total: 1 }));
    expect(result.current.items).toEqual(['fast']);
  });

  test('a failed first page shows nothing and stops loading', async () => {
    const { result } = renderHook(() => usePaged(paged(['jobs', 'list'], async () => undefined)));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current).toMatchObject({ items: [], page: undefined });
  });
});

describe('write', () => {
  test('a write that succeeded reads its areas again (every page shown) before it returns; other areas are left', async () => {
    let version = 1;
    const jobs = jest.fn(async (from: number): Promise<Page> => ({ items: [`v${version}-${from}`], total: 2 }));
    const profile = jest.fn(async () => version);
    const { result } = renderHook(() => ({ list: usePaged(paged(['jobs', 'list'], jobs)), profile: useRead(read(['employer', 'profile'], profile)) }));
    await waitFor(() => expect(result.current.list.items).toEqual(['v1-0']));
    act(() => result.current.list.loadMore());
    await waitFor(() => expect(result.current.list.items).toEqual(['v1-0', 'v1-1']));
    version = 2;
    const apply = write(['jobs'], async () => 'done');
    await act(async () => expect(await apply()).toBe('done'));
    expect(jobs.mock.calls.map(([from]) => from)).toEqual([0, 1, 0, 1]);
    await waitFor(() => expect(result.current.list.items).toEqual(['v2-0', 'v2-1']));
    expect(result.current.profile).toEqual({ status: 'ready', data: 1 });
    expect(profile).toHaveBeenCalledTimes(1);
  });

  test('a read still on its way when a write of its area succeeds is asked again', async () => {
    const first = later<string>();
    const fetch = jest.fn().mockReturnValueOnce(first.promise).mockResolvedValueOnce('after');
    const { result } = renderHook(() => useRead(read(['employer', 'general'], fetch)));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await act(() => write(['employer'], async () => 'saved')());
    first.resolve('before');
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 'after' }));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  test('a failed write (undefined, its toast shown) or a refused one (success: false) leaves the reads as they are', async () => {
    const fetch = jest.fn(async () => 1);
    renderHook(() => useRead(read(['jobs', 3], fetch)));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await act(async () => expect(await write(['jobs'], async () => undefined)()).toBeUndefined());
    await act(async () => expect(await write(['jobs'], async () => ({ success: false }))()).toEqual({ success: false }));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  test('a write mocked with mockApis still makes its reads stale; a mocked read is used by the reads', async () => {
    const api = mockApis({ jobsApi: { apply: jest.fn(async () => 0), get: jest.fn(async () => ({ id: 4 })) } }) as {
      jobsApi: { apply: jest.Mock; get: jest.Mock };
      reads: { jobs: { job: (id: number) => ReturnType<typeof read<{ id: number }>> } };
    };
    const { result } = renderHook(() => useRead(api.reads.jobs.job(4)));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: { id: 4 } }));
    await act(() => api.jobsApi.apply(4));
    expect(api.jobsApi.apply).toHaveBeenCalledWith(4);
    expect(api.jobsApi.get).toHaveBeenCalledTimes(2);
  });
});
