import { fallbackModule, isFallbackModule, isVersionSkewFallback, type RoutesModule } from './fallback-module';
import type { RemoteName } from './remote-names';
import { ensureRemotesRegistered, loadRemoteRoutes } from './runtime';

/** Pauses before the second and third tries: network blips, a deploy swapping files. */
export const RETRY_DELAYS_MS = [400, 1200] as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function isRoutesModule(module: unknown): module is RoutesModule {
  return !!module && typeof module === 'object' && typeof (module as RoutesModule).default === 'function';
}

/**
 * First line of defence: tries a remote's ./routes up to three times, fetching /remotes.json again
 * if it had failed. Resolves to the fallback module when every try failed, and at once when the
 * remote was built against incompatible shared versions (no try can change its manifest).
 */
export async function loadRoutesWithRetry(name: RemoteName): Promise<RoutesModule> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
    if (attempt > 0) await wait(RETRY_DELAYS_MS[attempt - 1]);
    try {
      await ensureRemotesRegistered();
      const module = await loadRemoteRoutes(name);
      if (isVersionSkewFallback(module)) return module;
      if (isRoutesModule(module) && !isFallbackModule(module)) return module;
      lastError = new Error(`${name} did not provide its routes`);
    } catch (error) {
      lastError = error;
    }
  }
  console.warn(`Giving up on ${name}`, lastError);
  return fallbackModule;
}
