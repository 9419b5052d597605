import { useCallback, useEffect, useRef, useState } from 'react';

export type StepData<T> = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; data: T };

/**
 * Loads a step's GET once. api-client calls answer undefined after their error toast, which is
 * 'failed' here so the step can offer a retry instead of spinning forever.
 */
export function useStepData<T>(load: () => Promise<T | undefined>): StepData<T> {
  const [state, setState] = useState<{ status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T }>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // Callers pass a new arrow around a stable api-client call on every render: only a new attempt reloads.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    let live = true;
    void loadRef.current().then((data) => {
      if (live) setState(data === undefined ? { status: 'failed' } : { status: 'ready', data });
    });
    return () => {
      live = false;
    };
  }, [attempt]);

  return state.status === 'failed' ? { status: 'failed', retry } : state;
}
