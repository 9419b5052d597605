import { sql, type Kysely } from 'kysely';
import type { Database, OutboxKind } from '../db/schema';
import type { SmsText } from '../lib/sms-text';

export interface SmsMessage {
  to: string;
  /** Written by lib/sms-text.ts (sms, freeSms): GSM-7 within its template's budget. */
  body: SmsText;
  userId?: number | null;
  /** Whether to send again after an unknown outcome (a timeout): false where a second copy would do harm. */
  retryUnknownOutcome: boolean;
  /** 'code' only for login codes, which a STOP reply does not silence; default 'notice' (see migration 0006). */
  kind?: OutboxKind;
  /** Not sent before (a scheduled notice); default now. */
  sendAt?: Date;
  /** A shift reminder's shift: moved or dropped with it (migration 0022). */
  shiftId?: number;
  /** Of no use after this (a sign-in code): not sent later, marked 'expired' (migration 0032). */
  expiresAt?: Date;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** Every e-mail has an HTML part beside its text (issue 37): make both with renderEmail (email-content.ts). */
  html: string;
  userId?: number | null;
  retryUnknownOutcome: boolean;
  /** Not sent before (a scheduled notice); default now. */
  sendAt?: Date;
  /** Of no use after this (an e-mail link): not sent later, marked 'expired' (migration 0032). */
  expiresAt?: Date;
  /** A recurring e-mail's signed one-click address: sent as List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  unsubscribeUrl?: string;
  /** A receipt's payment (transactions.id): its invoice PDF is rendered and attached when the e-mail is sent (migration 0040). */
  invoiceId?: number;
}

/** Call inside the transaction of the change that causes the message, so neither is lost alone. Returns the outbox row's id. */
export async function enqueueSms(trx: Kysely<Database>, now: Date, message: SmsMessage): Promise<number> {
  const row = await trx
    .insertInto('outbox')
    .values({
      channel: 'sms',
      recipient: message.to,
      subject: null,
      body: message.body,
      html: null,
      user_id: message.userId ?? null,
      retry_unknown_outcome: message.retryUnknownOutcome,
      kind: message.kind ?? 'notice',
      next_attempt_at: message.sendAt ?? now,
      claimed_at: null,
      provider_id: null,
      last_error: null,
      created_at: now,
      sent_at: null,
      shift_id: message.shiftId ?? null,
      expires_at: message.expiresAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Messages per INSERT of enqueueSmsBatch (bounds the size of one statement's arrays). */
export const SMS_BATCH_CHUNK = 5000;

/**
 * enqueueSms for many messages at once (job alerts, shift reminders), in the caller's transaction like enqueueSms:
 * one INSERT ... SELECT FROM unnest(arrays) per SMS_BATCH_CHUNK messages, so thousands of rows cost a
 * handful of parameters instead of 14 each (about 10 times faster than multi-row VALUES at 1,000+ rows).
 */
export async function enqueueSmsBatch(trx: Kysely<Database>, now: Date, messages: readonly SmsMessage[]): Promise<void> {
  for (let start = 0; start < messages.length; start += SMS_BATCH_CHUNK) {
    const chunk = messages.slice(start, start + SMS_BATCH_CHUNK);
    const recipients = chunk.map((m) => m.to);
    const bodies = chunk.map((m) => m.body);
    const userIds = chunk.map((m) => m.userId ?? null);
    const retries = chunk.map((m) => m.retryUnknownOutcome);
    const kinds = chunk.map((m) => m.kind ?? 'notice');
    const sendAts = chunk.map((m) => m.sendAt ?? now);
    const shiftIds = chunk.map((m) => m.shiftId ?? null);
    const expiresAts = chunk.map((m) => m.expiresAt ?? null);
    await trx
      .insertInto('outbox')
      .columns(['channel', 'recipient', 'body', 'user_id', 'retry_unknown_outcome', 'kind', 'next_attempt_at', 'shift_id', 'expires_at', 'created_at'])
      .expression(
        sql`select 'sms', m.recipient, m.body, m.user_id, m.retry, m.kind, m.send_at, m.shift_id, m.expires_at, ${now}::timestamptz
            from unnest(${recipients}::text[], ${bodies}::text[], ${userIds}::int[], ${retries}::boolean[], ${kinds}::text[],
              ${sendAts}::timestamptz[], ${shiftIds}::int[], ${expiresAts}::timestamptz[])
              as m(recipient, body, user_id, retry, kind, send_at, shift_id, expires_at)`,
      )
      .execute();
  }
}

/** enqueueSms for an e-mail. */
export async function enqueueEmail(trx: Kysely<Database>, now: Date, message: EmailMessage): Promise<number> {
  const row = await trx
    .insertInto('outbox')
    .values({
      channel: 'email',
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      html: message.html,
      user_id: message.userId ?? null,
      retry_unknown_outcome: message.retryUnknownOutcome,
      next_attempt_at: message.sendAt ?? now,
      claimed_at: null,
      provider_id: null,
      last_error: null,
      created_at: now,
      sent_at: null,
      expires_at: message.expiresAt ?? null,
      unsubscribe_url: message.unsubscribeUrl ?? null,
      invoice_id: message.invoiceId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
