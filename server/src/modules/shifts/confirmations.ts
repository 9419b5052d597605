import { sql, type Kysely } from 'kysely';
import {
  confirmMessages,
  employeeRoutes,
  employerRoutes,
  UNCONFIRMED_AFTER_HOURS,
  UNCONFIRMED_BEFORE_START_HOURS,
  UNCONFIRMED_MIN_WAIT_MINUTES,
  type OfficerShift,
  type StaffedShift,
} from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http-errors';
import { enqueueSms } from '../../messaging/outbox';
import { tellOfficers, type OfficerMessage } from '../../messaging/officer-messages';
import type { Events } from '../../plugins/events';
import { closeShiftAsks, openAsk, replyWord, type AskAnswerer, type SmsReplies } from '../../plugins/sms-replies';
import { callOffAnswerer } from './call-offs';
import { offerAnswerer } from './offers';
import { jobPlace } from './plan';
import { officerName, officerView, shiftRows, shiftsToClaim, type ShiftRow } from './rows';
import { callOffQuestionSms, confirmAskPush, confirmAskSms, confirmedSms, confirmQuestionSms, confirmTooLateSms, officerConfirmedSms, unconfirmedSms } from './texts';
import { staffed } from './employer';

type Trx = Kysely<Database>;

/** Shifts asked or reported per pass; a full batch asks the worker to come round again. */
const CONFIRM_BATCH = 100;

/** What asks an officer to confirm a shift: the confirmation's own message, or the hire's that asks for its first shift. */
export type ConfirmAsk = Pick<OfficerMessage, 'type' | 'sms' | 'push' | 'shiftId'>;

/**
 * Records the ask of one shift and tells the officer, in the caller's transaction: the shift is marked asked, Confirm
 * shift shows on My shifts, and the phone's reply (YES, NO) answers it until the start once its text went out.
 */
export async function askToConfirm(trx: Trx, shift: { id: number; userId: number; phone: string | null; startsAt: Date }, now: Date, message: ConfirmAsk): Promise<void> {
  await trx.updateTable('shifts').set({ confirm_asked_at: now }).where('id', '=', shift.id).execute();
  if (!shift.phone) return;
  const texts = await tellOfficers(trx, now, [{ userId: shift.userId, phone: shift.phone, ...message, retryUnknownOutcome: true }]);
  await openAsk(trx, { userId: shift.userId, phone: shift.phone, kind: 'confirm', shiftId: shift.id }, now, shift.startsAt, texts.get(shift.userId));
}

/**
 * An outbox source (issue 36): each shift ahead whose company's confirm time has come (users.confirm_hours before
 * the start) asks its officer to confirm, once across processes (claimed FOR UPDATE SKIP LOCKED, marked in the
 * transaction that writes the SMS). A shift confirmed from My shifts before its time is not asked.
 */
export async function askConfirmations(db: Db, now: Date, publicUrl: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const due = await shiftsToClaim(trx, CONFIRM_BATCH)
      .select(['s.id', 's.user_id', 's.starts_at', 'j.title', 'j.time_zone', jobPlace.as('place'), 'u.phone'])
      .where('s.confirm_asked_at', 'is', null)
      .where('s.confirmed_at', 'is', null)
      .where('s.checked_in_at', 'is', null)
      .where('s.starts_at', '>', now)
      .where(sql<boolean>`s.starts_at <= ${now}::timestamptz + e.confirm_hours * interval '1 hour'`)
      .where('u.deleted_at', 'is', null)
      .execute();
    const link = `${publicUrl}${employeeRoutes.shifts}`;
    for (const shift of due) {
      const message = { type: 'reminder', sms: confirmAskSms(shift, shift.place, link), push: confirmAskPush(shift.id, shift), shiftId: shift.id } as const;
      await askToConfirm(trx, { id: shift.id, userId: shift.user_id, phone: shift.phone, startsAt: shift.starts_at }, now, message);
    }
    return due.length === CONFIRM_BATCH;
  });
}

const HOUR = 3_600_000;

/**
 * An outbox source (issue 36): a shift asked and still unconfirmed UNCONFIRMED_AFTER_HOURS later, or at
 * UNCONFIRMED_BEFORE_START_HOURS before its start when that is earlier (never sooner than
 * UNCONFIRMED_MIN_WAIT_MINUTES after the ask), is reported to its company by SMS once, and shows as
 * Unconfirmed until the officer confirms or the company keeps them.
 */
export async function tellUnconfirmed(db: Db, now: Date, publicUrl: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const due = await shiftsToClaim(trx, CONFIRM_BATCH)
      .select(['s.id', 's.starts_at', 'j.title', 'j.time_zone', 'j.employer_id', 'e.phone as employer_phone', 'u.name', 'u.phone'])
      .where('s.confirm_asked_at', 'is not', null)
      .where('s.confirmed_at', 'is', null)
      .where('s.unconfirmed_told_at', 'is', null)
      .where('s.kept_at', 'is', null)
      .where('s.checked_in_at', 'is', null)
      .where('s.starts_at', '>', now)
      .where(
        sql<boolean>`greatest(least(s.confirm_asked_at + ${UNCONFIRMED_AFTER_HOURS * HOUR} * interval '1 millisecond', s.starts_at - ${UNCONFIRMED_BEFORE_START_HOURS * HOUR} * interval '1 millisecond'), s.confirm_asked_at + ${UNCONFIRMED_MIN_WAIT_MINUTES * 60_000} * interval '1 millisecond') <= ${now}`,
      )
      .execute();
    if (!due.length) return false;
    await trx.updateTable('shifts').set({ unconfirmed_told_at: now }).where('id', 'in', due.map((shift) => shift.id)).execute();
    const link = `${publicUrl}${employerRoutes.today}`;
    for (const shift of due) {
      if (!shift.employer_phone) continue;
      await enqueueSms(trx, now, { to: shift.employer_phone, body: unconfirmedSms(shift, shift.name ?? 'Your hired officer', shift.phone, link), userId: shift.employer_id, retryUnknownOutcome: true });
    }
    return due.length === CONFIRM_BATCH;
  });
}

/**
 * Confirms a shift of its officer's, in the caller's transaction; false when it had started. A company already
 * told the shift is unconfirmed is told it is confirmed after all. The shift's open asks close.
 */
async function confirm(trx: Trx, row: ShiftRow, now: Date, answer: string, publicUrl: string): Promise<boolean> {
  if (row.starts_at <= now) return false;
  if (row.confirmed_at) return true;
  const confirmed = await trx.updateTable('shifts').set({ confirmed_at: now }).where('id', '=', row.id).where('confirmed_at', 'is', null).executeTakeFirst();
  await closeShiftAsks(trx, row.id, now, answer);
  if (!confirmed.numUpdatedRows || !row.unconfirmed_told_at || row.kept_at) return true;
  const employer = await trx.selectFrom('users').select('phone').where('id', '=', row.employer_id).executeTakeFirst();
  if (employer?.phone) {
    const body = officerConfirmedSms(row, officerName(row), `${publicUrl}${employerRoutes.today}`);
    await enqueueSms(trx, now, { to: employer.phone, body, userId: row.employer_id, retryUnknownOutcome: true });
  }
  return true;
}

/** POST shifts/{id}/confirm: the officer confirms from My shifts (409 once it started). */
export async function confirmShift(db: Db, userId: number, shiftId: number, now: Date, publicUrl: string): Promise<OfficerShift> {
  return db.transaction().execute(async (trx) => {
    const row = await shiftRows(trx).where('s.id', '=', shiftId).where('s.user_id', '=', userId).forUpdate('s').executeTakeFirst();
    if (!row) throw notFound();
    if (!(await confirm(trx, row, now, 'button', publicUrl))) throw new HttpError(409, confirmMessages.started);
    return officerView((await shiftRows(trx).where('s.id', '=', shiftId).executeTakeFirst())!);
  });
}

/** POST shifts/{id}/keep: the company keeps the officer of a shift reported Unconfirmed (409 otherwise). */
export async function keepShift(db: Db, employerId: number, shiftId: number, now: Date): Promise<StaffedShift> {
  const kept = await db
    .updateTable('shifts')
    .set({ kept_at: now })
    .where('id', '=', shiftId)
    .where('job_id', 'in', db.selectFrom('jobs').select('id').where('employer_id', '=', employerId))
    .where('unconfirmed_told_at', 'is not', null)
    .where('confirmed_at', 'is', null)
    .where('kept_at', 'is', null)
    .where('starts_at', '>', now)
    .executeTakeFirst();
  const row = await shiftRows(db).where('s.id', '=', shiftId).where('j.employer_id', '=', employerId).executeTakeFirst();
  if (!row) throw notFound();
  if (!kept.numUpdatedRows) throw new HttpError(409, row.starts_at <= now ? confirmMessages.started : confirmMessages.notUnconfirmed);
  return staffed(row, now);
}

/**
 * The answers to a confirmation's replies: YES confirms; NO asks for the call-off's reason by number (a call-off
 * ask, open until the start); anything else asks again.
 */
export function confirmAnswerer(publicUrl: string): AskAnswerer {
  const myShifts = `${publicUrl}${employeeRoutes.shifts}`;
  return async (trx, ask, body, now) => {
    const row = ask.shiftId === null ? undefined : await shiftRows(trx).where('s.id', '=', ask.shiftId).forUpdate('s').executeTakeFirst();
    if (!row || row.starts_at <= now || row.called_off_at) return { reply: confirmTooLateSms(row ?? null, myShifts), answered: true };
    const word = replyWord(body);
    if (word === 'yes') {
      await confirm(trx, row, now, 'yes', publicUrl);
      return { reply: confirmedSms(row), answered: true };
    }
    if (word === 'no') {
      await openAsk(trx, { userId: ask.userId, phone: ask.phone, kind: 'call-off', shiftId: row.id }, now, row.starts_at);
      return { reply: callOffQuestionSms(row), answered: true };
    }
    return { reply: confirmQuestionSms(row), answered: false };
  };
}

/** Registers the answers to confirmations, call-offs and offers with the reply handler. */
export function shiftReplies(replies: SmsReplies, events: Events, publicUrl: string): void {
  replies.on('confirm', confirmAnswerer(publicUrl));
  replies.on('offer', offerAnswerer(events, publicUrl));
  replies.on('call-off', callOffAnswerer(events, `${publicUrl}${employeeRoutes.shifts}`));
}
