import { pushApi } from '@dutylink/api-client';
import type { PushSubscriptionRequest } from '@dutylink/contracts';

/**
 * Push notifications on this device (issue 39): 'on' with a subscription; 'off'; 'blocked' in the browser's settings;
 * 'install-first' on iPhone and iPad, where only the app on the Home Screen gets them; 'unsupported' elsewhere.
 */
export type PushOnThisPhone = 'on' | 'off' | 'blocked' | 'install-first' | 'unsupported';

const registration = () => navigator.serviceWorker?.getRegistration();

/** How long the browser's push service may take to subscribe (Chrome's waits for its own network, without end). */
export const SUBSCRIBE_TIMEOUT_MS = 20_000;
const withinTime = <T>(promise: Promise<T>) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('The push service did not answer')), SUBSCRIBE_TIMEOUT_MS))]);

export async function pushOnThisPhone(): Promise<PushOnThisPhone> {
  if (!('PushManager' in window) || !('Notification' in window) || !navigator.serviceWorker) {
    return /iPhone|iPad|iPod/.test(navigator.userAgent) ? 'install-first' : 'unsupported';
  }
  if (Notification.permission === 'denied') return 'blocked';
  const subscription = await (await registration())?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * Asks the browser's permission (the page said why first), subscribes this device with the server's key and saves the
 * subscription: 'on', or why not. Throws when the browser's push service refuses, or does not answer in time.
 */
export async function turnOnPush(): Promise<PushOnThisPhone> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const [key, worker] = await Promise.all([pushApi.key(), navigator.serviceWorker.ready]);
  if (!key) return 'off';
  const subscription = await withinTime(worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key.publicKey }));
  if (await pushApi.subscribe(subscription.toJSON() as PushSubscriptionRequest)) return 'on';
  await subscription.unsubscribe();
  return 'off';
}

/** The server forgets this device, then the browser its subscription. */
export async function turnOffPush(): Promise<PushOnThisPhone> {
  if (!(await pushApi.unsubscribe())) return 'on';
  await (await (await registration())?.pushManager.getSubscription())?.unsubscribe();
  return 'off';
}
