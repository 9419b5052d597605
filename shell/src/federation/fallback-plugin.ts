import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fallbackModule, versionSkewFallback } from './fallback-module';
import { VersionSkewError } from './version-skew-plugin';

/**
 * Second line of defence: when a remote's manifest, entry or chunk fails, loadRemote resolves to
 * the fallback module instead of rejecting. Only the 'onLoad' lifecycle expects a module; the
 * others expect a manifest or a container, so they are left to fail into 'onLoad'. A version skew
 * (already reported by the version-skew plugin) gets the fallback that names its dependencies.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'dutylink-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      if (error instanceof VersionSkewError) return versionSkewFallback(error.skew);
      console.warn(`Remote module ${id} could not be loaded`, error);
      return fallbackModule;
    },
  };
}
