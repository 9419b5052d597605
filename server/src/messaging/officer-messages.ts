import { sql, type Kysely, type OperandValueExpressionOrList } from 'kysely';
import {
  DEFAULT_OFFICER_CHANNEL,
  FALLBACK_TIME_ZONE,
  HELD_IN_QUIET_HOURS,
  PUSH_ACK_MINUTES,
  quietHoursEnd,
  type MessageType,
  type OfficerChannel,
  type PushPayload,
} from '@dutylink/contracts';
import type { Database, OutboxStatus } from '../db/schema';
import type { SmsText } from '../lib/sms-text';

/** Something an officer is told, ready for either channel: the text as it is texted, the notification as it is shown. */
export interface OfficerMessage {
  userId: number;
  phone: string;
  type: MessageType;
  sms: SmsText;
  push: Omit<PushPayload, 'ack'>;
  /** Whether to text again after an unknown outcome (a timeout): false where a second copy would do harm. */
  retryUnknownOutcome: boolean;
  /** A shift's message (a reminder): moved or dropped with the shift (migration 0022). */
  shiftId?: number;
  /** Not before (a scheduled reminder); default now. */
  sendAt?: Date;
}

interface Row {
  channel: 'sms' | 'push';
  status: OutboxStatus;
  recipient: string;
  body: string;
  userId: number;
  retry: boolean;
  sendAt: Date;
  shiftId: number | null;
  type: MessageType;
  subscriptionId: number | null;
  /** Index in the batch of the SMS this push stands beside (its fallback). */
  fallbackOf: number | null;
}

/** Inserts the rows (one statement for many), answering their ids in order. */
async function insertRows(trx: Kysely<Database>, now: Date, rows: Row[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const column = <T>(pick: (row: Row) => T) => rows.map(pick);
  const { rows: ids } = await sql<{ id: number }>`
    insert into outbox (channel, status, recipient, body, user_id, retry_unknown_outcome, kind, next_attempt_at, shift_id, message_type, push_subscription_id, created_at)
    select m.channel, m.status, m.recipient, m.body, m.user_id, m.retry, 'notice', m.send_at, m.shift_id, m.message_type, m.subscription_id, ${now}::timestamptz
    from unnest(${column((r) => r.channel)}::text[], ${column((r) => r.status)}::text[], ${column((r) => r.recipient)}::text[], ${column((r) => r.body)}::text[],
      ${column((r) => r.userId)}::int[], ${column((r) => r.retry)}::boolean[], ${column((r) => r.sendAt)}::timestamptz[], ${column((r) => r.shiftId)}::int[],
      ${column((r) => r.type)}::text[], ${column((r) => r.subscriptionId)}::int[]) with ordinality
      as m(channel, status, recipient, body, user_id, retry, send_at, shift_id, message_type, subscription_id, position)
    order by m.position
    returning id`.execute(trx);
  return ids.map((row) => row.id);
}

/**
 * Tells officers, each by the channel they read (docs/decisions/push-first.md), in the caller's transaction:
 * - SMS where the officer chose texts, or has no device subscribed;
 * - otherwise a push to each of their devices, and the SMS kept as its fallback: held, and sent only if no push
 *   reaches a device; for the urgent types (offers, reminders) sent too if no device showed it within
 *   PUSH_ACK_MINUTES; with 'both', the SMS goes as well;
 * - a job alert within the officer's quiet hours waits until they end, in the officer's zone.
 * Answers each officer's SMS row (a question's ask names it: sms-replies.ts): one question per officer per call.
 */
export async function tellOfficers(trx: Kysely<Database>, now: Date, messages: readonly OfficerMessage[]): Promise<Map<number, number>> {
  if (messages.length === 0) return new Map();
  const userIds = messages.map((m) => m.userId);
  const [chosen, subscriptions, quiet] = await Promise.all([
    trx.selectFrom('officer_channels').select(['user_id', 'message_type', 'channel']).where('user_id', '=', sql<number>`any(${userIds}::int[])`).execute(),
    trx.selectFrom('push_subscriptions').select(['id', 'user_id', 'endpoint']).where('user_id', '=', sql<number>`any(${userIds}::int[])`).orderBy('id').execute(),
    messages.some((m) => HELD_IN_QUIET_HOURS.includes(m.type))
      ? trx
          .selectFrom('employee_profiles')
          .select(['user_id', 'quiet_from', 'quiet_to', 'time_zone'])
          .where('user_id', '=', sql<number>`any(${userIds}::int[])`)
          .where('quiet_from', 'is not', null)
          .where('quiet_to', 'is not', null)
          .execute()
      : [],
  ]);
  const channelOf = new Map(chosen.map((row) => [`${row.user_id} ${row.message_type}`, row.channel]));
  const devicesOf = new Map<number, typeof subscriptions>();
  for (const row of subscriptions) devicesOf.set(row.user_id, [...(devicesOf.get(row.user_id) ?? []), row]);
  const quietOf = new Map(quiet.map((row) => [row.user_id, row]));

  const rows: Row[] = [];
  for (const message of messages) {
    let sendAt = message.sendAt ?? now;
    const hours = HELD_IN_QUIET_HOURS.includes(message.type) ? quietOf.get(message.userId) : undefined;
    if (hours) sendAt = quietHoursEnd(sendAt, hours.quiet_from!, hours.quiet_to!, hours.time_zone ?? FALLBACK_TIME_ZONE) ?? sendAt;
    const channel: OfficerChannel = channelOf.get(`${message.userId} ${message.type}`) ?? DEFAULT_OFFICER_CHANNEL;
    const devices = channel === 'sms' ? [] : (devicesOf.get(message.userId) ?? []);
    const base = { userId: message.userId, retry: message.retryUnknownOutcome, shiftId: message.shiftId ?? null, type: message.type, subscriptionId: null, fallbackOf: null };
    const ackMinutes = PUSH_ACK_MINUTES[message.type];
    const [status, smsAt]: [OutboxStatus, Date] =
      devices.length === 0 || channel === 'both' ? ['pending', sendAt] : ackMinutes ? ['pending', new Date(sendAt.getTime() + ackMinutes * 60_000)] : ['held', sendAt];
    const sms = rows.push({ ...base, channel: 'sms', status, recipient: message.phone, body: message.sms, sendAt: smsAt }) - 1;
    for (const device of devices) {
      // A push is tried again after an unknown outcome: a second copy replaces the first on the device (its tag), and a
      // push left failed by a dead process would hold its SMS back for good.
      rows.push({ ...base, channel: 'push', status: 'pending', recipient: device.endpoint, body: JSON.stringify(message.push), retry: true, sendAt, subscriptionId: device.id, fallbackOf: channel === 'both' ? null : sms });
    }
  }
  const ids = await insertRows(trx, now, rows);
  const fallbacks = rows.flatMap((row, i) => (row.fallbackOf === null ? [] : [sql`(${ids[i]!}::integer, ${ids[row.fallbackOf]!}::integer)`]));
  if (fallbacks.length > 0) {
    await sql`update outbox set fallback_id = v.fallback_id from (values ${sql.join(fallbacks)}) as v(id, fallback_id) where outbox.id = v.id`.execute(trx);
  }
  return new Map(rows.flatMap((row, i) => (row.channel === 'sms' ? [[row.userId, ids[i]!] as const] : [])));
}

/**
 * Drops the messages of shifts that are not yet due, in the caller's transaction: the reminders of a shift that moved
 * (written again for its new times) or lost its officer, texts and pushes alike, pending or held. An SMS standing in
 * for a push that has gone out stays: that reminder was told, and its fallback still stands in for it; unless the
 * officer no longer works the shift (`officerGone`), when no fallback not yet texted is needed.
 */
export async function dropShiftMessages(trx: Kysely<Database>, now: Date, shifts: OperandValueExpressionOrList<Database & { o: Database['outbox'] }, 'o', 'o.shift_id'>, officerGone: boolean): Promise<void> {
  await trx
    .deleteFrom('outbox as o')
    .where('o.shift_id', 'in', shifts)
    .where('o.status', 'in', ['pending', 'held'])
    .where((eb) => {
      const pushes = eb.selectFrom('outbox as p').select(sql`1`.as('one')).whereRef('p.fallback_id', '=', 'o.id');
      if (officerGone) return eb.or([eb('o.next_attempt_at', '>', now), eb.exists(pushes)]);
      // In one statement, the pushes it drops are still seen as pending: only a push that went out keeps its SMS.
      const gone = pushes.where((p) => p.or([p('p.status', '<>', 'pending'), p('p.next_attempt_at', '<=', now)]));
      return eb.and([eb('o.next_attempt_at', '>', now), eb.not(eb.exists(gone))]);
    })
    .execute();
}
