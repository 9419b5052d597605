import type { ComponentType } from 'react';
import { useRemoteRetry } from './remote-retry-context';
import { RemoteFallback } from './remote-fallback';

const FALLBACK_MARK = Symbol.for('dutylink.remoteFallback');

export interface RoutesModule {
  default: ComponentType;
}

function RemoteUnavailable() {
  return <RemoteFallback onRetry={useRemoteRetry()} />;
}

/** What the errorLoadRemote plugin answers instead of a remote's ./routes when it cannot load. */
export const fallbackModule: RoutesModule = Object.assign({ default: RemoteUnavailable }, { [FALLBACK_MARK]: true });

export function isFallbackModule(module: unknown): boolean {
  return !!module && typeof module === 'object' && FALLBACK_MARK in module;
}
