import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { Channel } from '../db/schema';

/** A channel whose last deliveries failed for want of the provider counts as failing for this long after the last failure. */
export const FAILING_FOR_MS = 5 * 60_000;
/** A message to a channel due this long ago and still not sent means that channel is behind (a backlog, a stalled worker). */
export const BEHIND_AFTER_MS = 60_000;

/**
 * Writes what a batch of deliveries on a channel says about its provider (migration 0032): one that
 * went through, and one that failed for want of the provider (a timeout, a 5xx, no connection; a
 * refusal of one message says nothing about the others). Every worker writes, so every process reads it.
 */
export async function recordChannelOutcomes(db: Db, channel: Channel, now: Date, { delivered, providerFailed }: { delivered: boolean; providerFailed: boolean }): Promise<void> {
  if (!delivered && !providerFailed) return;
  await db
    .updateTable('message_channels')
    .set({
      ...(delivered ? { last_success_at: sql<Date>`greatest(last_success_at, ${now}::timestamptz)` } : {}),
      ...(providerFailed ? { last_failure_at: sql<Date>`greatest(last_failure_at, ${now}::timestamptz)` } : {}),
    })
    .where('channel', '=', channel)
    .execute();
}

/**
 * Whether messages on the channel are delayed right now, for the sign-in page to say so: its provider
 * failed within FAILING_FOR_MS and nothing went through since, or a message due BEHIND_AFTER_MS ago waits
 * still (read through the outbox_due index: the oldest due messages first).
 */
export async function channelDelayed(db: Db, channel: Channel, now: Date): Promise<boolean> {
  const failing = await db
    .selectFrom('message_channels')
    .select('channel')
    .where('channel', '=', channel)
    .where('last_failure_at', '>', new Date(now.getTime() - FAILING_FOR_MS))
    .where((eb) => eb.or([eb('last_success_at', 'is', null), eb('last_success_at', '<', eb.ref('last_failure_at'))]))
    .executeTakeFirst();
  if (failing) return true;
  const behind = await db
    .selectFrom('outbox')
    .select('id')
    .where(sql<boolean>`status = 'pending'`)
    .where('next_attempt_at', '<', new Date(now.getTime() - BEHIND_AFTER_MS))
    .where('channel', '=', channel)
    .limit(1)
    .executeTakeFirst();
  return !!behind;
}
