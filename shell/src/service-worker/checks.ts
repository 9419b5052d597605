import { Queue } from 'workbox-background-sync';
import { CHECK_QUEUED_STATUS, OFFLINE_CHECK_MAX_HOURS, type CheckQueued, type ChecksSentMessage } from '@dutylink/contracts';

declare const self: ServiceWorkerGlobalScope;

/**
 * Check-ins and check-outs made without signal (issue 39), in the order they were made, each with the time of its
 * tap (deviceTime in its body). Sent by Background Sync when the network returns where the browser has it; the page,
 * back online or opened again, asks for them to be sent too (send-checks), for browsers without it.
 */
const queue = new Queue('checks', { maxRetentionTime: OFFLINE_CHECK_MAX_HOURS * 60, onSync: () => sendChecks() });

/** A check that cannot reach the server is kept and answered 202 { queued: true }: the page says it will be sent. */
export async function keepCheck({ request }: { request: Request }): Promise<Response> {
  const kept = request.clone();
  try {
    return await fetch(request);
  } catch {
    await queue.pushRequest({ request: kept });
    const body: CheckQueued = { queued: true };
    return new Response(JSON.stringify(body), { status: CHECK_QUEUED_STATUS, headers: { 'content-type': 'application/json' } });
  }
}

const titleOf = async (response: Response) => ((await response.json().catch(() => ({}))) as { title?: string }).title ?? response.statusText;

let sending: Promise<void> | undefined;

/**
 * Sends the kept checks, oldest first, and tells the pages, with the reason of each the server refused (a check-in
 * already made on another device, a shift called off meanwhile). One that cannot reach the server, or gets a server
 * error, stays for the next try. One run at a time.
 */
export function sendChecks(): Promise<void> {
  sending ??= (async () => {
    const refused: string[] = [];
    let sent = 0;
    try {
      for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
        const response = await fetch(entry.request.clone()).catch(() => undefined);
        if (!response || response.status >= 500) {
          await queue.unshiftRequest(entry);
          break;
        }
        sent += 1;
        if (!response.ok) refused.push(await titleOf(response));
      }
    } finally {
      sending = undefined;
    }
    if (sent === 0) return;
    const message: ChecksSentMessage = { type: 'checks-sent', refused };
    for (const page of await self.clients.matchAll({ type: 'window' })) page.postMessage(message);
  })();
  return sending;
}
