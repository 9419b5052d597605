import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export interface SmsMessage {
  to: string;
  body: string;
  userId?: number | null;
  /** Login codes say false: a code that may already be on the phone is not sent twice. */
  retryUnknownOutcome: boolean;
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  userId?: number | null;
  retryUnknownOutcome: boolean;
}

/** Call inside the transaction of the change that causes the message, so neither is lost alone. */
export async function enqueueSms(trx: Kysely<Database>, now: Date, message: SmsMessage): Promise<void> {
  await trx
    .insertInto('outbox')
    .values({
      channel: 'sms',
      recipient: message.to,
      subject: null,
      body: message.body,
      html: null,
      user_id: message.userId ?? null,
      retry_unknown_outcome: message.retryUnknownOutcome,
      next_attempt_at: now,
      claimed_at: null,
      provider_id: null,
      last_error: null,
      created_at: now,
      sent_at: null,
    })
    .execute();
}

export async function enqueueEmail(trx: Kysely<Database>, now: Date, message: EmailMessage): Promise<void> {
  await trx
    .insertInto('outbox')
    .values({
      channel: 'email',
      recipient: message.to,
      subject: message.subject,
      body: message.text,
      html: message.html ?? null,
      user_id: message.userId ?? null,
      retry_unknown_outcome: message.retryUnknownOutcome,
      next_attempt_at: now,
      claimed_at: null,
      provider_id: null,
      last_error: null,
      created_at: now,
      sent_at: null,
    })
    .execute();
}
