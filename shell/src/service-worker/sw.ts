import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import type { RouteHandlerCallback } from 'workbox-core/types';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { OFFICER_APP, OFFICER_APP_CALLS, type ToServiceWorker } from '@dutylink/contracts';
import { keepCheck, sendChecks } from './checks';
import { keep, keepRemote } from './code';
import { forgetOfficerData, markedOffline, OFFICER_DATA, OFFICER_PAGES, rememberOfficer, startPageOffline } from './officer-data';
import { onPush, openNotifiedPage, showAndAcknowledge } from './notifications';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

/**
 * The officer's app's service worker (issue 39, docs/decisions/officer-app.md). It keeps what an officer on a post
 * without signal needs: the shell (precached, listed by Workbox at build time), the employee area's code, My shifts
 * and the last page of the area; it keeps a check made offline and sends it when the network returns; it shows the
 * push notifications.
 *
 * A new release's worker waits until the pages of the old one are closed (no skipWaiting): a running page keeps
 * its release's files. Remote manifests are network-first, so a remote released alone reaches the app on reload.
 */
precacheAndRoute(self.__WB_MANIFEST);
// The first worker takes the page that installed it: the officer's next reload already works offline.
clientsClaim();

const NETWORK_WAIT_SECONDS = 5;
const CODE = 'app-code';
const REMOTE_MAPS = 'remote-maps';
/** Named by content, so never changed: the shell's and the remotes' chunks (other origins' too, when readable). */
const HASHED_SCRIPT = /[.-][0-9a-f]{8,}\.js$|\.js\?[0-9a-f]{16,}$/;
/** Fixed names a release rewrites: the remote map, each remote's manifest and entry. */
const REMOTE_MAP = /(\/remotes\.json|\/mf-manifest\.json|\/remoteEntry\.js)$/;

// Installed, it keeps the employee area's code, My shifts and its page: the app opens offline from the next start.
self.addEventListener('install', (event) =>
  event.waitUntil(
    Promise.all([
      keepRemote('remote_employee', { code: CODE, maps: REMOTE_MAPS }),
      keep(OFFICER_PAGES, [new URL(OFFICER_APP.startUrl, self.location.origin)]),
      keep(OFFICER_DATA, OFFICER_APP_CALLS.myShifts.map((path) => new URL(path, self.location.origin))),
    ]),
  ),
);

registerRoute(
  ({ url, request }) => request.method === 'GET' && HASHED_SCRIPT.test(`${url.pathname}${url.search}`),
  new CacheFirst({
    cacheName: CODE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 90 * 24 * 3600 })],
  }),
);
registerRoute(
  ({ url, request }) => request.method === 'GET' && REMOTE_MAP.test(url.pathname),
  new NetworkFirst({ cacheName: REMOTE_MAPS, networkTimeoutSeconds: NETWORK_WAIT_SECONDS, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

// The officer's pages: the latest from the network, else the one kept, else My shifts (the app's start).
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && url.pathname.startsWith('/employee'),
  new NetworkFirst({
    cacheName: OFFICER_PAGES,
    networkTimeoutSeconds: NETWORK_WAIT_SECONDS,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), { handlerDidError: startPageOffline }],
  }),
);
registerRoute(
  ({ url }) => url.origin === self.location.origin && OFFICER_APP_CALLS.myShifts.includes(url.pathname),
  new NetworkFirst({ cacheName: OFFICER_DATA, networkTimeoutSeconds: NETWORK_WAIT_SECONDS, plugins: [new CacheableResponsePlugin({ statuses: [200] }), markedOffline] }),
);
registerRoute(({ url }) => url.origin === self.location.origin && OFFICER_APP_CALLS.check.test(url.pathname), keepCheck, 'POST');

// Signing out, or deleting the account, forgets the officer's pages and shifts on this device, and its push subscription.
const sessionEnds: RouteHandlerCallback = async ({ request, event }) => {
  const response = await new NetworkOnly().handle({ request, event });
  if (response.ok) await Promise.all([forgetOfficerData(), self.registration.pushManager.getSubscription().then((subscription) => subscription?.unsubscribe())]);
  return response;
};
for (const method of ['POST', 'DELETE'] as const) {
  registerRoute(({ url }) => url.origin === self.location.origin && OFFICER_APP_CALLS.sessionEnds.includes(url.pathname), sessionEnds, method);
}

self.addEventListener('message', (event) => {
  const message = event.data as ToServiceWorker;
  if (message.type === 'send-checks') event.waitUntil(sendChecks());
  if (message.type === 'signed-in') event.waitUntil(rememberOfficer(message.userId));
  // The dev outbox's Show on this device: the demo records pushes instead of sending them.
  if (message.type === 'show-push' && new URL(event.origin).origin === self.location.origin) event.waitUntil(showAndAcknowledge(message.payload));
  if (message.type === 'keep-scripts') {
    const urls = message.urls.map((url) => new URL(url));
    event.waitUntil(Promise.all([keep(CODE, urls.filter((url) => HASHED_SCRIPT.test(`${url.pathname}${url.search}`))), keep(REMOTE_MAPS, urls.filter((url) => REMOTE_MAP.test(url.pathname)))]));
  }
});
self.addEventListener('push', onPush);
self.addEventListener('notificationclick', openNotifiedPage);
