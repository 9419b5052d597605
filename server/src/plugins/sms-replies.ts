import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';

type Trx = Kysely<Database>;

/**
 * What a phone was asked by SMS (migrations 0035, 0037): to 'confirm' a shift, the reason of a 'call-off', to take a
 * lost shift it was offered ('offer', shiftId the lost shift), or to apply to a job of an 'alert' (jobId).
 */
export type AskKind = 'confirm' | 'call-off' | 'offer' | 'alert';

export interface SmsAsk {
  id: number;
  userId: number;
  phone: string;
  kind: AskKind;
  shiftId: number | null;
  jobId?: number | null;
}

/** A reply's answer: YES and its forms, NO and its forms, or something else. */
export type ReplyWord = 'yes' | 'no' | null;

const YES = new Set(['YES', 'Y', 'YEP', 'YEAH', 'CONFIRM', 'OK', 'OKAY']);
const NO = new Set(['NO', 'N', 'NOPE']);

/** The whole reply is the word, compared trimmed, upper-cased and without end punctuation ("Yes!" is YES; "yes but late" is neither). */
export function replyWord(body: string): ReplyWord {
  const word = body.trim().toUpperCase().replace(/[.!]+$/, '');
  if (YES.has(word)) return 'yes';
  return NO.has(word) ? 'no' : null;
}

/**
 * How an area answers a reply to its ask, inside the reply's transaction: the text the phone gets back, and
 * whether the reply answered the ask (closed) or was not understood (a short question back; the ask stays open).
 */
export type AskAnswerer = (trx: Trx, ask: SmsAsk, body: string, now: Date) => Promise<{ reply: string; answered: boolean }>;

/** Records an ask sent by SMS in the transaction that writes the SMS, open until it is answered or `openUntil`. */
export async function openAsk(trx: Trx, ask: Omit<SmsAsk, 'id'>, now: Date, openUntil: Date): Promise<void> {
  await trx.insertInto('sms_asks').values({ user_id: ask.userId, phone: ask.phone, kind: ask.kind, shift_id: ask.shiftId, job_id: ask.jobId ?? null, asked_at: now, open_until: openUntil }).execute();
}

/** Closes a shift's open asks answered another way (the button on My shifts). */
export async function closeShiftAsks(trx: Trx, shiftId: number, now: Date, answer: string): Promise<void> {
  await trx.updateTable('sms_asks').set({ answered_at: now, answer }).where('shift_id', '=', shiftId).where('answered_at', 'is', null).execute();
}

export interface SmsReplies {
  /** Adds the answerer of a kind of ask (app.ts registers the areas). */
  on(kind: AskKind, answerer: AskAnswerer): void;
  /**
   * A reply from `from`: answers the latest open ask for that phone (no code to type), locked so two replies at
   * once answer it once, and returns the text back; null when the phone has no open ask.
   */
  answer(db: Db, from: string, body: string, now: Date): Promise<string | null>;
}

export function createSmsReplies(): SmsReplies {
  const answerers = new Map<AskKind, AskAnswerer>();
  return {
    on(kind, answerer) {
      answerers.set(kind, answerer);
    },
    answer(db, from, body, now) {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('sms_asks')
          .select(['id', 'user_id', 'phone', 'kind', 'shift_id'])
          .where('phone', '=', from)
          .where('answered_at', 'is', null)
          .where('open_until', '>', now)
          .orderBy('asked_at', 'desc')
          .orderBy('id', 'desc')
          .limit(1)
          .forUpdate()
          .executeTakeFirst();
        const answerer = row && answerers.get(row.kind as AskKind);
        if (!row || !answerer) return null;
        const ask: SmsAsk = { id: row.id, userId: row.user_id, phone: row.phone, kind: row.kind as AskKind, shiftId: row.shift_id };
        const { reply, answered } = await answerer(trx, ask, body, now);
        if (answered) await trx.updateTable('sms_asks').set({ answered_at: now, answer: body.trim().slice(0, 40) }).where('id', '=', row.id).where('answered_at', 'is', null).execute();
        return reply;
      });
    },
  };
}

/** app.smsReplies: the asks a reply can answer, by kind. */
export const smsReplies = fp(
  async (app) => {
    app.decorate('smsReplies', createSmsReplies());
  },
  { name: 'sms-replies' },
);
