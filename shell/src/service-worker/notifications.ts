import { OFFICER_APP, type PushPayload } from '@dutylink/contracts';

declare const self: ServiceWorkerGlobalScope;

const ICON = '/app-icons/icon-192.png';

/** Only a page of this site opens from a notification. */
const pageOf = (url: unknown) => new URL(typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : OFFICER_APP.startUrl, self.location.origin).href;

/**
 * A push (docs/decisions/push-first.md): shown as its payload says, then acknowledged by the signed path in it, so the
 * server does not send its SMS fallback. A notification that could not be shown is not acknowledged.
 */
export async function showAndAcknowledge(payload: PushPayload): Promise<void> {
  await self.registration.showNotification(payload.title, { body: payload.body, tag: payload.tag, icon: ICON, data: { url: payload.url } });
  if (payload.ack.startsWith('/api/')) await fetch(payload.ack, { method: 'POST' }).catch(() => undefined);
}

export function onPush(event: PushEvent): void {
  const payload = event.data?.json() as PushPayload | undefined;
  if (payload) event.waitUntil(showAndAcknowledge(payload));
}

/** A tap opens the notification's page: in the app's window when one is open, else in a new one. */
export function openNotifiedPage(event: NotificationEvent): void {
  event.notification.close();
  const url = pageOf((event.notification.data as { url?: string } | undefined)?.url);
  event.waitUntil(
    (async () => {
      const [open] = await self.clients.matchAll({ type: 'window' });
      if (!open) return void (await self.clients.openWindow(url));
      await open.navigate(url);
      await open.focus().catch(() => undefined);
    })(),
  );
}
