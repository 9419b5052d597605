import { readAgain, toast } from '@dutylink/api-client';
import { OFFICER_APP, type ChecksSentMessage, type ToServiceWorker } from '@dutylink/contracts';
import { queuedChecks } from './queued-checks';

/** The service worker, once this page has one (it installs on the area's first visit). */
export async function activeWorker(): Promise<ServiceWorker | undefined> {
  const registration = await navigator.serviceWorker.getRegistration();
  return registration?.active ?? undefined;
}

async function tell(message: ToServiceWorker): Promise<void> {
  (await activeWorker())?.postMessage(message);
}

/** How often the page asks its worker to send the checks it keeps. */
export const SEND_CHECKS_EVERY_MS = 15_000;

let started = false;

/**
 * The officer's app on this device (issue 39, docs/decisions/officer-app.md), started once the first page has settled:
 * registers the shell's service worker, tells it who is signed in and what the page loaded before it controlled it, and asks it to send
 * the checks it keeps (at start, back online, and every SEND_CHECKS_EVERY_MS while one waits; Background Sync sends them
 * too where the browser has it); when it has sent them, the shifts are read again and a refused one says why.
 */
export function startOfficerApp(userId: number): void {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  navigator.serviceWorker.register(OFFICER_APP.serviceWorker).catch((error: unknown) => console.warn('The officer app could not start', error));
  void navigator.serviceWorker.ready.then(() => {
    void tell({ type: 'signed-in', userId });
    void tell({ type: 'keep-scripts', urls: performance.getEntriesByType('resource').map((entry) => entry.name) });
    void tell({ type: 'send-checks' });
  });
  // Back online, and every little while a check waits: one bar of signal reads as online, and not every browser syncs.
  window.addEventListener('online', () => void tell({ type: 'send-checks' }));
  setInterval(() => {
    if (queuedChecks.any()) void tell({ type: 'send-checks' });
  }, SEND_CHECKS_EVERY_MS);
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<ChecksSentMessage>) => {
    if (event.data?.type !== 'checks-sent') return;
    queuedChecks.forget();
    for (const reason of event.data.refused) toast.error('A check made offline was not recorded', reason);
    void readAgain(['shifts']);
  });
}
