import { STATUS_CODES } from 'node:http';
import { request } from 'undici';
import webPush from 'web-push';
import type { VapidConfig } from '../config';
import { DeliveryError, type Delivery, type PushProvider, type PushTarget } from './providers';

/** A push service that has not answered in this long counts as failed (an unknown outcome), as Twilio does. */
const PUSH_TIMEOUT_MS = 15_000;

/** A push service's refusal that ends the subscription: the browser unsubscribed or the subscription expired (RFC 8030 §7.3). */
export class SubscriptionGone extends DeliveryError {
  constructor(status: number) {
    super(`Push service ${status}: the subscription is gone`, true, true);
    this.name = 'SubscriptionGone';
  }
}

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292) and the payload encrypted for the subscription (RFC 8291, aes128gcm):
 * `web-push` signs and encrypts, undici sends (as for Twilio: one HTTP client, with a time limit).
 */
export function webPushProvider(vapid: VapidConfig, timeoutMs = PUSH_TIMEOUT_MS): PushProvider {
  return {
    name: 'web-push',
    async send(target: PushTarget, payload: string, { ttlSeconds, urgent, topic }): Promise<Delivery> {
      const details = webPush.generateRequestDetails(target, payload, {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: ttlSeconds,
        urgency: urgent ? 'high' : 'normal',
        ...(topic ? { topic } : {}),
      });
      let response: Awaited<ReturnType<typeof request>>;
      try {
        response = await request(details.endpoint, {
          method: 'POST',
          headers: details.headers as Record<string, string>,
          body: details.body ?? undefined,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new DeliveryError(`Push service unreachable: ${(error as Error).message}`, false);
      }
      const status = response.statusCode;
      await response.body.dump();
      if (status === 404 || status === 410) throw new SubscriptionGone(status);
      if (status < 200 || status > 299) {
        // 413 (payload too large) and 400 refuse this message itself; 429 asks to wait; a 5xx leaves the outcome unknown.
        const throttledForMs = status === 429 ? Math.min(Number(response.headers['retry-after']) || 1, 60) * 1000 : undefined;
        throw new DeliveryError(`Push service ${status}: ${STATUS_CODES[status] ?? ''}`, status < 500, status === 400 || status === 413, throttledForMs);
      }
      // The push service names the message it accepted in Location (RFC 8030 §5).
      return { providerId: String(response.headers.location ?? `push-${status}`) };
    },
  };
}

/** A VAPID key pair for a server that has none configured (the demo stores one: server-secrets.ts). */
export function newVapidKeys(): { publicKey: string; privateKey: string } {
  return webPush.generateVAPIDKeys();
}
