import { remoteScripts, type PageBoot, type RemoteUrls } from '@dutylink/contracts';

/** Adds what is not kept yet; one that cannot be fetched now is kept when a page next loads it. */
export async function keep(cacheName: string, urls: readonly URL[]): Promise<void> {
  const cache = await caches.open(cacheName);
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return;
      try {
        const response = await fetch(url);
        if (response.ok) await cache.put(url, response);
      } catch {
        // Offline, or the file moved with a release: the runtime caching keeps it when it is used.
      }
    }),
  );
}

/**
 * On install, the worker keeps a remote's whole area for offline use: its manifest and entry (maps), and every
 * script its routes use, its lazy pages included (code). The remote's address is the current remote map's.
 */
export async function keepRemote(remote: keyof RemoteUrls, { code, maps }: { code: string; maps: string }): Promise<void> {
  try {
    const map = (await (await fetch('/remotes.json')).json()) as PageBoot['remotes'];
    const manifestUrl = map[remote] && new URL(map[remote], self.location.origin);
    if (!manifestUrl) return;
    const manifest = await fetch(manifestUrl);
    if (!manifest.ok) return;
    const body = await manifest.clone().text();
    await (await caches.open(maps)).put(manifestUrl, manifest);
    const [entry, ...scripts] = remoteScripts(manifestUrl, body, 'all');
    await Promise.all([keep(maps, entry ? [entry] : []), keep(code, scripts)]);
  } catch {
    // Offline at install: the pages keep what they load.
  }
}
