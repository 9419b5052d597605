import { sql } from 'kysely';
import { PUSH_ACK_MINUTES, type MessageType, type PushPayload } from '@dutylink/contracts';
import type { Db } from '../db/connect';
import type { OutboxMessage } from '../db/schema';
import type { Outcome } from './outbox-worker';
import type { PushOptions, PushTarget } from './providers';
import { SubscriptionGone } from './web-push';

/**
 * How long a push service keeps a message for a device that is offline (RFC 8030 TTL), by type: an offer is taken or
 * passed on within its wave, a reminder is about a shift within hours; a change still matters the next day.
 */
const TTL_SECONDS: Record<MessageType, number> = { alert: 12 * 3600, offer: 15 * 60, reminder: 2 * 3600, change: 24 * 3600 };

/** last_error of an SMS that stood in for a push and was not needed (status 'skipped'; claimed_at then, for the retention pass). */
export const PUSH_DELIVERED = 'Not needed: delivered as a push notification';
export const PUSH_SHOWN = 'Not needed: the push notification was shown';

/** What the worker hands the push provider for a claimed push row: its subscription, and the payload with its ack address. */
export async function pushToSend(db: Db, message: OutboxMessage, ackPath: (outboxId: number) => string): Promise<{ target: PushTarget; payload: string; options: PushOptions }> {
  const subscription =
    message.push_subscription_id === null
      ? undefined
      : await db.selectFrom('push_subscriptions').select(['endpoint', 'p256dh', 'auth']).where('id', '=', message.push_subscription_id).executeTakeFirst();
  // The device unsubscribed, signed out or was forgotten since the message was queued.
  if (!subscription) throw new SubscriptionGone(410);
  const type = message.message_type ?? 'change';
  const payload: PushPayload = { ...(JSON.parse(message.body) as Omit<PushPayload, 'ack'>), ack: ackPath(message.id) };
  // A topic (RFC 8030 §5.4) is at most 32 base64url characters: a shift's messages replace each other at the push service.
  const topic = payload.tag && /^[A-Za-z0-9_-]{1,32}$/.test(payload.tag) ? payload.tag : undefined;
  return {
    target: { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    payload: JSON.stringify(payload),
    options: { ttlSeconds: TTL_SECONDS[type], urgent: type in PUSH_ACK_MINUTES, topic },
  };
}

/**
 * The SMS standing in for a push goes now, unless another push of it may still reach a device (queued, in flight, or
 * sent and waiting for its acknowledgement).
 */
async function releaseFallback(db: Db, now: Date, push: OutboxMessage): Promise<void> {
  if (push.fallback_id === null) return;
  await db
    .updateTable('outbox')
    .set({ status: 'pending', next_attempt_at: now })
    .where('id', '=', push.fallback_id)
    .where('status', 'in', ['held', 'pending'])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('outbox as other')
            .select(sql`1`.as('one'))
            .where('other.fallback_id', '=', push.fallback_id)
            .where('other.id', '<>', push.id)
            .where('other.status', 'in', ['pending', 'sending', 'sent']),
        ),
      ),
    )
    .execute();
}

/**
 * After a batch (outbox-worker.ts), for its push rows that will not be tried again:
 * - delivered, not urgent: the SMS standing in for it is not needed;
 * - delivered, urgent: the SMS waits for the acknowledgement (acknowledgePush) or its time;
 * - refused as gone (404, 410) or failed for good: a gone subscription is deleted; the SMS goes (releaseFallback).
 */
export async function settlePushOutcomes(db: Db, now: Date, outcomes: Outcome[]): Promise<void> {
  for (const { message, delivery, error } of outcomes) {
    const urgent = (message.message_type ?? 'change') in PUSH_ACK_MINUTES;
    if (delivery) {
      if (message.push_subscription_id !== null) await db.updateTable('push_subscriptions').set({ last_sent_at: now }).where('id', '=', message.push_subscription_id).execute();
      if (!urgent && message.fallback_id !== null) {
        await db.updateTable('outbox').set({ status: 'skipped', last_error: PUSH_DELIVERED, claimed_at: now }).where('id', '=', message.fallback_id).where('status', '=', 'held').execute();
      }
      continue;
    }
    if (error instanceof SubscriptionGone && message.push_subscription_id !== null) {
      await db.deleteFrom('push_subscriptions').where('id', '=', message.push_subscription_id).execute();
    }
    await releaseFallback(db, now, message);
  }
}

/** The device showed the push (its service worker said so): the SMS standing in for it is not needed. */
export async function acknowledgePush(db: Db, outboxId: number, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const push = await trx
      .updateTable('outbox')
      .set({ acknowledged_at: now })
      .where('id', '=', outboxId)
      .where('channel', '=', 'push')
      .where('acknowledged_at', 'is', null)
      .returning('fallback_id')
      .executeTakeFirst();
    if (push?.fallback_id) {
      await trx.updateTable('outbox').set({ status: 'skipped', last_error: PUSH_SHOWN, claimed_at: now }).where('id', '=', push.fallback_id).where('status', 'in', ['held', 'pending']).execute();
    }
    return push !== undefined;
  });
}
