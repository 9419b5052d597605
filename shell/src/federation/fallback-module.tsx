import type { ComponentType } from 'react';
import { useRemoteRetry } from './remote-retry-context';
import { RemoteFallback } from './remote-fallback';
import type { VersionSkew } from './version-skew';

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

interface VersionSkewFallback extends RoutesModule {
  versionSkew: VersionSkew;
}

/** The fallback for a remote built against other versions of shared singletons: it names them. */
export function versionSkewFallback(skew: VersionSkew): RoutesModule {
  function RemoteIncompatible() {
    return <RemoteFallback onRetry={useRemoteRetry()} skew={skew} />;
  }
  const module: VersionSkewFallback = { default: RemoteIncompatible, versionSkew: skew };
  return Object.assign(module, { [FALLBACK_MARK]: true });
}

/** A skew is permanent for a manifest: the caller must not try that remote again. */
export function isVersionSkewFallback(module: unknown): module is VersionSkewFallback {
  return isFallbackModule(module) && 'versionSkew' in (module as object);
}
