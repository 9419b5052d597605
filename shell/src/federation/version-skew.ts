import { satisfy, type ModuleFederation } from '@module-federation/enhanced/runtime';

/** A shared entry of a remote's mf-manifest.json, as loosely as it may arrive over the network. */
export interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

/** What the shell provides for one share key: its version, and the range its own code accepts. */
export interface ProvidedShare {
  version: string;
  requiredVersion?: string | false;
}

/** A shared singleton that a remote and the shell cannot use as one copy. */
export interface SkewedDependency {
  /** The share key as the manifest names it: react, react-dom/client, @mui/material/Button… */
  name: string;
  /** What the remote was built for: its requiredVersion, or its own version when that is what the shell's range refuses. */
  required: string;
  /** The version the shell provides to the whole page. */
  provided: string;
}

/** A remote whose build does not fit the shell; its entry is never loaded. */
export interface VersionSkew {
  remote: string;
  manifestUrl?: string;
  dependencies: SkewedDependency[];
}

/**
 * Whether `version` is in `range`, with the semver of the federation runtime itself (the one that
 * picks singleton versions), so the check and the share scope always agree. No range, `false`
 * (Module Federation's "any version") or `*` accept everything.
 */
export function satisfiesRange(version: string, range: string | false | undefined): boolean {
  if (typeof range !== 'string') return true;
  return satisfy(version, range);
}

/**
 * The share keys of the host itself (the entries it registered, not ones other containers added),
 * from the runtime's options: the shell's build sets them from the versions installed with it.
 */
export function providedShares(options: ModuleFederation['options']): Record<string, ProvidedShare> {
  const provided: Record<string, ProvidedShare> = {};
  for (const [name, shares] of Object.entries(options.shared ?? {})) {
    const own = shares.find((share) => share.from === options.name);
    if (own) provided[name] = { version: own.version, requiredVersion: own.shareConfig?.requiredVersion };
  }
  return provided;
}

/**
 * The singletons of a remote's manifest that cannot be the shell's copy: the shell's version is
 * outside the remote's requiredVersion, or the remote's own version is outside the shell's range
 * (registered in the share scope, a higher version would be picked for everyone). Keys the shell
 * does not provide, and non-singletons, are not the shell's to judge.
 */
export function findSkewedDependencies(shared: readonly ManifestShared[], provided: Record<string, ProvidedShare>): SkewedDependency[] {
  return shared.flatMap(({ name, version, requiredVersion, singleton }): SkewedDependency[] => {
    const own = provided[name];
    if (!singleton || !own) return [];
    if (!satisfiesRange(own.version, requiredVersion)) return [{ name, required: String(requiredVersion), provided: own.version }];
    if (version && !satisfiesRange(version, own.requiredVersion)) return [{ name, required: version, provided: own.version }];
    return [];
  });
}

/** The line the contained fallback shows for one dependency. */
export function skewedDependencyLine(remote: string, { name, required, provided }: SkewedDependency): string {
  return `This area (${remote}) was built for ${name} ${required}; this site provides ${provided}.`;
}

/** One line for the console: the remote and each dependency with both versions. */
export function describeVersionSkew({ remote, dependencies }: VersionSkew): string {
  const list = dependencies.map(({ name, required, provided }) => `${name} ${required} (this site provides ${provided})`).join(', ');
  return `Version skew: ${remote} was built for ${list}; its entry was not loaded.`;
}
