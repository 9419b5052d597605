import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { describeVersionSkew, findSkewedDependencies, providedShares, type VersionSkew } from './version-skew';

/** Why a remote's entry was refused; 'errorLoadRemote' turns it into the fallback that names it. */
export class VersionSkewError extends Error {
  constructor(readonly skew: VersionSkew) {
    super(describeVersionSkew(skew));
    this.name = 'VersionSkewError';
  }
}

/**
 * Keeps a remote built against incompatible shared singletons from ever running. The check runs as
 * soon as the runtime has read the remote's mf-manifest.json ('loadRemoteSnapshot'); a skewed
 * remote is then not preloaded ('beforePreloadRemote') and its remoteEntry.js is never requested
 * ('loadEntry' fails), so it cannot register its versions in the share scope. Failing at the entry
 * rather than at the manifest keeps the shell's own shared modules safe: under the 'version-first'
 * share strategy the shell's loadShare initialises every registered remote, and skips one whose
 * entry fails, while a failure at the manifest would fail that loadShare too.
 */
export function versionSkewPlugin(): ModuleFederationRuntimePlugin {
  const skewed = new Map<string, VersionSkew>();
  return {
    name: 'dutylink-version-skew',
    loadRemoteSnapshot(args) {
      const { manifestJson, manifestUrl, moduleInfo, options } = args;
      if (!manifestJson) return args;
      const dependencies = findSkewedDependencies(manifestJson.shared ?? [], providedShares(options));
      if (dependencies.length === 0) return args;
      const skew: VersionSkew = { remote: moduleInfo.name, manifestUrl, dependencies };
      skewed.set(skew.remote, skew);
      console.error(describeVersionSkew(skew), skew);
      return args;
    },
    async beforePreloadRemote({ preloadOps }) {
      for (let index = preloadOps.length - 1; index >= 0; index -= 1) {
        if (skewed.has(preloadOps[index].nameOrAlias)) preloadOps.splice(index, 1);
      }
    },
    async loadEntry({ remoteInfo }) {
      const skew = skewed.get(remoteInfo.name);
      if (skew) throw new VersionSkewError(skew);
      return undefined;
    },
  };
}
