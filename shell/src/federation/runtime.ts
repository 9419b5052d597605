// The only module of the suite that talks to the Module Federation runtime.
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchRemoteMap, remoteMapOf, type RemoteMap } from './remote-map';
import { ROUTES_EXPOSE, type RemoteName } from './remote-names';

/** What each remote exposes as ./routes: its route tree. */
export interface RoutesModule {
  default: ComponentType;
}

let registration: Promise<void> | undefined;
let registered: RemoteMap = {};

/**
 * Registers every remote once: those the page brought (PageBoot), else those of /remotes.json. A
 * failed fetch is forgotten so that the next call (a Retry in a fallback) fetches again; registered
 * remotes are never re-registered with force, which would drop a loaded container.
 */
export function ensureRemotesRegistered(known?: unknown): Promise<void> {
  registration ??= (known ? Promise.resolve().then(() => remoteMapOf(known)) : fetchRemoteMap()).then(
    (map) => {
      registered = map;
      registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
    },
    (error: unknown) => {
      registration = undefined;
      throw error;
    },
  );
  return registration;
}

/**
 * A remote's ./routes. Rejects when the remote map, the remote's manifest, entry or chunk cannot be
 * loaded. A remote built against a version of a shared singleton this page does not provide is
 * refused by Module Federation (`strictVersion`, packages/build-config/webpack.cjs) and fails on
 * its first render instead: both end in the area's error boundary.
 */
export async function loadRemoteRoutes(name: RemoteName): Promise<RoutesModule> {
  try {
    await ensureRemotesRegistered();
    const module = await loadRemote<Partial<RoutesModule>>(`${name}/${ROUTES_EXPOSE}`);
    if (typeof module?.default !== 'function') throw new Error(`${name} did not provide its routes`);
    failedLoads.delete(name);
    return module as RoutesModule;
  } catch (error) {
    failedLoads.add(name);
    throw error;
  }
}

/** Remotes whose last load failed (not a render: a skewed remote loads, then fails to render). */
const failedLoads = new Set<RemoteName>();

/**
 * Whether a Retry of the remote needs the page loaded again: its load failed and the page's HTML preloaded
 * it (its manifest: the server writes the area's preloads in). Chromium keeps a failed preload for the
 * document's life and answers the remote's later script request with it (measured: after a failed preload,
 * Retry fetched the manifest and failed on remoteEntry.js without a request).
 */
export function retryNeedsNewPage(name: RemoteName): boolean {
  const manifest = registered[name];
  return failedLoads.has(name) && !!manifest && [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.href === manifest);
}
