import { createECDH } from 'node:crypto';
import { pushMessages, type PushSubscriptionRequest } from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import { CHECK_FIELDS } from '../../contract/input';
import { HttpError } from '../../http-errors';

/** A subscription's key must be a point on P-256, or no payload can be encrypted for it (a forged subscription). */
function isP256Point(key: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(key, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

/**
 * Keeps this device's subscription for the session that sent it: a subscription moves to whoever signs in on the
 * device last (its endpoint is the device's), and ends with that session. Outside the demo, push services are https.
 */
export async function saveSubscription(db: Db, userId: number, sessionHash: string, request: PushSubscriptionRequest, httpsOnly: boolean, now: Date): Promise<void> {
  if (httpsOnly && new URL(request.endpoint).protocol !== 'https:') throw new HttpError(400, CHECK_FIELDS, { endpoint: [pushMessages.endpointHttps] });
  if (!isP256Point(request.keys.p256dh)) throw new HttpError(400, CHECK_FIELDS, { 'keys.p256dh': [pushMessages.p256dh] });
  const values = { user_id: userId, session_hash: sessionHash, p256dh: request.keys.p256dh, auth: request.keys.auth };
  await db
    .insertInto('push_subscriptions')
    .values({ ...values, endpoint: request.endpoint, created_at: now })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ ...values, created_at: now }))
    .execute();
}

/** Turning push off on this device: the session's subscriptions end (signing out ends them with the session). */
export async function removeSubscriptions(db: Db, sessionHash: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('session_hash', '=', sessionHash).execute();
}
