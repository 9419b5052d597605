import { REMOTE_NAMES, type RemoteName } from './remote-names';

export const REMOTE_MAP_URL = '/remotes.json';

/** Where each remote's mf-manifest.json lives, as absolute URLs. */
export type RemoteMap = Partial<Record<RemoteName, string>>;

/** The remote locations of a /remotes.json body, resolved against the page, so the runtime derives each remote's public path from a full manifest URL. */
export function remoteMapOf(body: unknown): RemoteMap {
  if (!body || typeof body !== 'object') throw new Error('the remote map is not a JSON object');
  const map: RemoteMap = {};
  for (const name of REMOTE_NAMES) {
    const entry = (body as Record<string, unknown>)[name];
    if (typeof entry === 'string' && entry.trim() !== '') map[name] = new URL(entry, window.location.href).href;
  }
  return map;
}

/** Reads the remote locations of this deployment, when the page did not bring them (PageBoot). */
export async function fetchRemoteMap(url: string = REMOTE_MAP_URL): Promise<RemoteMap> {
  const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return remoteMapOf(await response.json());
}
