import { OFFICER_APP, type MyShiftsResponse } from '@dutylink/contracts';

/** What this device keeps of one officer: the area's pages (each with its session written in) and My shifts. */
export const OFFICER_PAGES = 'officer-pages';
export const OFFICER_DATA = 'officer-data';
/** Whose they are: the officer who last opened the app here. */
const OFFICER = 'officer';
const WHO = '/signed-in-officer';

export async function forgetOfficerData(): Promise<void> {
  await Promise.all([caches.delete(OFFICER_PAGES), caches.delete(OFFICER_DATA)]);
}

/** Another officer signed in on this device: the pages and shifts kept are forgotten before theirs are kept. */
export async function rememberOfficer(userId: number): Promise<void> {
  const cache = await caches.open(OFFICER);
  const before = await cache.match(WHO);
  if (before && (await before.text()) !== String(userId)) await forgetOfficerData();
  await cache.put(WHO, new Response(String(userId)));
}

/** Offline, a page of the area not kept yet opens as My shifts, the app's start, when it was kept. */
export async function startPageOffline(): Promise<Response | undefined> {
  const cache = await caches.open(OFFICER_PAGES);
  return (await cache.match(OFFICER_APP.startUrl, { ignoreSearch: true })) ?? (await cache.keys().then(([any]) => (any ? cache.match(any) : undefined)));
}

/**
 * A kept read of My shifts answered without a network says when it was loaded (`offlineSince`): the page says it is
 * offline, which navigator.onLine cannot tell (one bar of signal reads as online).
 */
export const markedOffline = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return cachedResponse;
    const kept = (await cachedResponse.clone().json()) as object;
    const loaded = cachedResponse.headers.get('date');
    const answer: Pick<MyShiftsResponse, 'offlineSince'> = { ...kept, offlineSince: new Date(loaded ?? Date.now()).toISOString() };
    return new Response(JSON.stringify(answer), { status: cachedResponse.status, headers: cachedResponse.headers });
  },
};
