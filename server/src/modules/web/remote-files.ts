import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteUrls } from '@dutylink/contracts';
import type { Config } from '../../config';
import { currentRemotes } from '../../lib/remote-map';

/** A file fetched from a remote on another origin is reused this long, and kept when a refetch fails. */
const REMOTE_FILE_TTL_MS = 60_000;
const FETCH_TIMEOUT_MS = 2_000;

interface Fetched {
  at: number;
  body: string;
}

/**
 * Reads a file a remote's build publishes next to its mf-manifest.json (the manifest itself, the
 * landing page), where that manifest lives right now (the remote map, REMOTES_JSON_FILE included),
 * so a release or rollback of the remote changes what the server reads. A remote served by this
 * server is read from disk; one on another origin is fetched and cached. Undefined when there is none
 * (an older build, an unreachable origin).
 */
export function remoteFileSource(config: Config, warn: (message: string) => void) {
  const fetched = new Map<string, Fetched>();

  async function fromOrigin(url: string): Promise<string | undefined> {
    const cached = fetched.get(url);
    if (cached && Date.now() - cached.at < REMOTE_FILE_TTL_MS) return cached.body;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const body = await response.text();
      fetched.set(url, { at: Date.now(), body });
      return body;
    } catch (error) {
      warn(`remote file ${url}: ${(error as Error).message}`);
      if (cached) fetched.set(url, { ...cached, at: Date.now() });
      return cached?.body;
    }
  }

  // Our own origin is PUBLIC_URL, never the request's Host header (a stranger writes that).
  const own = new URL(config.publicUrl);
  return async function remoteFile(remote: keyof RemoteUrls, file: string): Promise<{ url: URL; body: string } | undefined> {
    const url = new URL(file, new URL(currentRemotes(config, warn)[remote], own));
    const local = url.origin === own.origin && /^\/remotes\/(remote-[a-z]+)\/([\w.-]+)$/.exec(url.pathname);
    if (!local) {
      const body = await fromOrigin(url.href);
      return body === undefined ? undefined : { url, body };
    }
    try {
      return { url, body: await readFile(path.join(config.webRoot, local[1]!, 'dist', local[2]!), 'utf8') };
    } catch {
      return undefined;
    }
  };
}
