import type { RemoteUrls } from './api';
import type { UserInfo } from './user';

/**
 * The id of the JSON block the server writes into the app's page (`<script type="application/json">`):
 * what the shell needs before it can ask for anything, so it asks for nothing first (issue 18).
 */
export const PAGE_BOOT_ID = 'dl-boot';

export interface PageBoot {
  /** /remotes.json as it is right now. */
  remotes: Partial<RemoteUrls>;
  /** The session's user (ANONYMOUS_USER without one), as POST auth/refresh answers it. */
  user: UserInfo;
}

/** The parts of a remote's mf-manifest.json read here. */
interface RemoteManifest {
  metaData?: { remoteEntry?: { path?: string; name?: string } };
  exposes?: { assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

/**
 * A remote's remoteEntry.js and the scripts of its exposed routes, resolved against its manifest's address: 'first',
 * those its routes run first (the server preloads them); 'all', their lazy pages too (the officer's app keeps them for
 * offline use). None for a manifest that cannot be read.
 */
export function remoteScripts(manifestUrl: URL, manifestJson: string, which: 'first' | 'all'): URL[] {
  let manifest: RemoteManifest;
  try {
    manifest = JSON.parse(manifestJson) as RemoteManifest;
  } catch {
    return [];
  }
  const entry = manifest.metaData?.remoteEntry;
  const scripts = [
    ...(entry?.name ? [`${entry.path ?? ''}${entry.name}`] : []),
    ...(manifest.exposes ?? []).flatMap(({ assets }) => [...(assets?.js?.sync ?? []), ...(which === 'all' ? (assets?.js?.async ?? []) : [])]),
  ];
  return [...new Set(scripts)].map((script) => new URL(script, manifestUrl));
}
