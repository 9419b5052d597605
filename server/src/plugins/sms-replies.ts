import fp from 'fastify-plugin';
import { sql, type Kysely } from 'kysely';
import { formatShiftDay } from '@dutylink/contracts';
import { sms, user, type SmsText } from '../lib/sms-text';
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
export type AskAnswerer = (trx: Trx, ask: SmsAsk, body: string, now: Date) => Promise<{ reply: SmsText; answered: boolean }>;

/**
 * Records an ask in the transaction that writes its message, open until it is answered or `openUntil`. `outboxId`: the
 * SMS that asks, where it may stand in for a push (tellOfficers): a reply answers the ask only once that SMS went out.
 */
export async function openAsk(trx: Trx, ask: Omit<SmsAsk, 'id'>, now: Date, openUntil: Date, outboxId: number | null = null): Promise<void> {
  await trx
    .insertInto('sms_asks')
    .values({ user_id: ask.userId, phone: ask.phone, kind: ask.kind, shift_id: ask.shiftId, job_id: ask.jobId ?? null, asked_at: now, open_until: openUntil, outbox_id: outboxId })
    .execute();
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
   * once answer it once, and returns the text back; null when the phone has no open ask. A bare YES or NO when
   * two questions about different things were asked within AMBIGUOUS_MINUTES gets "which one?" back, naming them;
   * 'YES 2' then answers the second.
   */
  answer(db: Db, from: string, body: string, now: Date): Promise<SmsText | null>;
}

export function createSmsReplies(): SmsReplies {
  const answerers = new Map<AskKind, AskAnswerer>();
  return {
    on(kind, answerer) {
      answerers.set(kind, answerer);
    },
    answer(db, from, body, now) {
      return db.transaction().execute(async (trx) => {
        const open = await openAsks(trx, from, now);
        const chosen = choice(body);
        const ambiguous = !chosen && replyWord(body) !== null && open.length > 1 && open[0]!.kind !== 'call-off' && sameMoment(open[0]!, open[1]!);
        if (ambiguous) return whichOneSms([open[0]!, ...open.slice(1).filter((ask) => sameMoment(open[0]!, ask))].slice(0, MAX_CHOICES));
        const row = chosen ? open[chosen.index] : open[0];
        const answerer = row && answerers.get(row.kind as AskKind);
        if (!row || !answerer) return null;
        const ask: SmsAsk = { id: row.id, userId: row.user_id, phone: row.phone, kind: row.kind as AskKind, shiftId: row.shift_id, jobId: row.job_id };
        const { reply, answered } = await answerer(trx, ask, chosen?.word ?? body, now);
        if (answered) await trx.updateTable('sms_asks').set({ answered_at: now, answer: body.trim().slice(0, 40) }).where('id', '=', row.id).where('answered_at', 'is', null).execute();
        return reply;
      });
    },
  };
}

/**
 * Once an offer is filled or stopped, a later reply to it is still told so (taken, no longer offered) for this
 * long; then its asks no longer stand before the phone's other questions (docs/decisions/sms-replies.md).
 */
export const OFFER_GONE_REPLY_MINUTES = 60;
/** Two open questions asked this close together are both fresh: a bare YES or NO could mean either. */
export const AMBIGUOUS_MINUTES = 10;
/** The most questions one "which one?" names. */
const MAX_CHOICES = 3;

/**
 * The phone's open asks that were texted, latest first, locked so two replies at once answer one once; with each ask's job title and
 * shift start for naming it. An offer filled or stopped more than OFFER_GONE_REPLY_MINUTES ago no longer counts.
 */
function openAsks(trx: Trx, phone: string, now: Date) {
  const goneBefore = new Date(now.getTime() - OFFER_GONE_REPLY_MINUTES * 60_000);
  return trx
    .selectFrom('sms_asks as k')
    .leftJoin('shifts as s', 's.id', 'k.shift_id')
    .leftJoin('jobs as j', (join) => join.on(sql<boolean>`j.id = coalesce(k.job_id, s.job_id)`))
    .select(['k.id', 'k.user_id', 'k.phone', 'k.kind', 'k.shift_id', 'k.job_id', 'k.asked_at', 's.starts_at', 'j.title', 'j.time_zone'])
    .where('k.phone', '=', phone)
    .where('k.answered_at', 'is', null)
    .where('k.open_until', '>', now)
    .where(sql<boolean>`not exists (select 1 from shift_offers o where k.kind = 'offer' and o.shift_id = k.shift_id and coalesce(o.filled_at, o.stopped_at) < ${goneBefore})`)
    // A question the officer got as a push only (its SMS held back, skipped, or not due yet) was never texted: a reply is not to it.
    // One whose SMS is due and waits for the worker's next pass is being texted.
    .where(
      sql<boolean>`(k.outbox_id is null or exists (select 1 from outbox t where t.id = k.outbox_id and (t.status in ('sending', 'sent') or (t.status = 'pending' and t.next_attempt_at <= ${now}))))`,
    )
    .orderBy('k.asked_at', 'desc')
    .orderBy('k.id', 'desc')
    .limit(MAX_CHOICES + 1)
    .forUpdate('k')
    .execute();
}
type OpenAsk = Awaited<ReturnType<typeof openAsks>>[number];

/** Asked within AMBIGUOUS_MINUTES of each other about different things (another kind, shift or job). */
const sameMoment = (latest: OpenAsk, other: OpenAsk) =>
  latest.asked_at.getTime() - other.asked_at.getTime() <= AMBIGUOUS_MINUTES * 60_000 &&
  (latest.kind !== other.kind || latest.shift_id !== other.shift_id || latest.job_id !== other.job_id);

/** 'YES 2' or 'no 1': the answer to "which one?", naming the question by its number. */
function choice(body: string): { word: string; index: number } | null {
  const match = /^\s*(\S+)\s+([1-9])\s*$/.exec(body);
  return match && replyWord(match[1]!) !== null ? { word: match[1]!, index: Number(match[2]) - 1 } : null;
}

const VERB: Record<AskKind, string> = { confirm: 'confirm', 'call-off': 'call off', offer: 'take', alert: 'apply to' };

/** The short question back when a bare YES or NO could answer more than one fresh question. */
export function whichOneSms(asks: Pick<OpenAsk, 'kind' | 'title' | 'starts_at' | 'time_zone'>[]): SmsText {
  const named = asks.map((ask, index) => {
    const when = ask.starts_at && ask.time_zone ? ` ${formatShiftDay(ask.starts_at, ask.time_zone)}` : '';
    return [index ? ', ' : '', `YES ${index + 1} to ${VERB[ask.kind as AskKind]} "`, user(ask.title ?? 'the job', 30), `"${when}`];
  });
  return sms(2)`DutyLink: which one? Reply ${named}.`;
}

/** app.smsReplies: the asks a reply can answer, by kind. */
export const smsReplies = fp(
  async (app) => {
    app.decorate('smsReplies', createSmsReplies());
  },
  { name: 'sms-replies' },
);
