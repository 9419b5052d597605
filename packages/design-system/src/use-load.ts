import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/**
 * Runs `load` on mount and whenever its deps change; `reload` runs it again keeping the shown data
 * until the answer arrives. An undefined answer (the call already showed an error toast) is 'failed'.
 */
export function useLoad<T>(load: () => Promise<T | undefined>, deps: readonly unknown[]): [LoadState<T>, () => Promise<void>] {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  // The caller names the inputs of `load` (it is a new arrow on every render); the lint cannot see them.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- deps are the caller's, passed through
  const run = useCallback(load, deps);
  const reload = useCallback(async () => {
    const data = await run();
    setState(data === undefined ? { status: 'failed' } : { status: 'ready', data });
  }, [run]);
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    run().then((data) => {
      if (active) setState(data === undefined ? { status: 'failed' } : { status: 'ready', data });
    });
    return () => {
      active = false;
    };
  }, [run]);
  return [state, reload];
}
