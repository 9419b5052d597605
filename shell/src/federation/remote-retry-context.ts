import { createContext, useContext } from 'react';

const noop = () => undefined;

/** Lets the fallback module, rendered by React.lazy, ask the surrounding RemoteArea to load again. */
export const RemoteRetryContext = createContext<() => void>(noop);

export function useRemoteRetry(): () => void {
  return useContext(RemoteRetryContext);
}
