// The only module of the suite that talks to the Module Federation runtime.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteFallbackPlugin } from './fallback-plugin';
import { fetchRemoteMap } from './remote-map';
import { ROUTES_EXPOSE, type RemoteName } from './remote-names';
import { versionSkewPlugin } from './version-skew-plugin';

let pluginRegistered = false;
let registration: Promise<void> | undefined;

/**
 * Registers every remote of /remotes.json once. A failed fetch is forgotten so that the next call
 * (a Retry in a fallback) fetches again; registered remotes are never re-registered with force,
 * which would drop a loaded container.
 */
export function ensureRemotesRegistered(): Promise<void> {
  if (!pluginRegistered) {
    registerPlugins([versionSkewPlugin(), remoteFallbackPlugin()]);
    pluginRegistered = true;
  }
  registration ??= fetchRemoteMap().then(
    (map) => {
      registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
    },
    (error: unknown) => {
      registration = undefined;
      throw error;
    },
  );
  return registration;
}

/** Resolves to the remote's ./routes module, or to the fallback module when the runtime gave up. */
export function loadRemoteRoutes(name: RemoteName): Promise<unknown> {
  return loadRemote(`${name}/${ROUTES_EXPOSE}`);
}
