import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { currentRemotes } from '../public-config/remote-map';

/** What remote-auth's build publishes next to its manifest: the landing page as static markup. */
export const LANDING_FRAGMENT = 'landing.html';
/** A landing fragment fetched from another origin is reused this long, and kept when a refetch fails. */
export const FRAGMENT_TTL_MS = 60_000;
const FETCH_TIMEOUT_MS = 2_000;

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>\s*/gi;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/gi;
// html-webpack-plugin minifies the shell's page: <div id=root></div>.
const ROOT = /<div id=("?)root\1><\/div>/;

/**
 * The shell's page with the landing markup in #root and without its scripts: a whole page that
 * paints and navigates (plain links) without JavaScript. Undefined when the page has no empty #root.
 */
export function staticLandingPage(shellPage: string, fragment: string): string | undefined {
  if (!ROOT.test(shellPage)) return undefined;
  return shellPage.replace(SCRIPT, '').replace(NOSCRIPT, '').replace(ROOT, () => `<div id="root">${fragment.trim()}</div>`);
}

interface Fetched {
  at: number;
  body: string;
}

/**
 * Reads remote-auth's current landing fragment: where its manifest lives right now (the remote map,
 * REMOTES_JSON_FILE included), so a release or rollback of remote-auth changes the first paint too.
 * A manifest served by this server is read from disk; one on another origin is fetched and cached.
 * Undefined when there is none (an older build, an unreachable origin): visitors then get the app.
 */
export function landingFragmentSource(config: Config, warn: (message: string) => void) {
  const fetched = new Map<string, Fetched>();

  async function fromOrigin(url: string): Promise<string | undefined> {
    const cached = fetched.get(url);
    if (cached && Date.now() - cached.at < FRAGMENT_TTL_MS) return cached.body;
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const body = await response.text();
      fetched.set(url, { at: Date.now(), body });
      return body;
    } catch (error) {
      warn(`landing page ${url}: ${(error as Error).message}`);
      if (cached) fetched.set(url, { ...cached, at: Date.now() });
      return cached?.body;
    }
  }

  // Our own origin is PUBLIC_URL, never the request's Host header (a stranger writes that).
  const own = new URL(config.publicUrl);
  return async function landingFragment(): Promise<string | undefined> {
    const url = new URL(LANDING_FRAGMENT, new URL(currentRemotes(config, warn).remote_auth, own));
    const local = url.origin === own.origin && /^\/remotes\/(remote-[a-z]+)\/([\w.-]+)$/.exec(url.pathname);
    if (!local) return fromOrigin(url.href);
    try {
      return await readFile(path.join(config.webRoot, local[1]!, 'dist', local[2]!), 'utf8');
    } catch {
      return undefined;
    }
  };
}
