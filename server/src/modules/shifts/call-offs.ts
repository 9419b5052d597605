import type { Kysely } from 'kysely';
import { callOffMessages, isLateCallOff, WITHDRAW_REASONS, type WithdrawReason } from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http-errors';
import type { Events } from '../../plugins/events';
import type { AskAnswerer } from '../../plugins/sms-replies';
import { dropOfficer } from './lost';
import { shiftRows, type ShiftRow } from './rows';
import { callOffDoneSms,
  callOffRefusedSms, callOffQuestionSms, confirmTooLateSms } from './texts';

type Trx = Kysely<Database>;

/** Why a shift cannot be called off now; null when it can. */
function callOffRefusal(row: ShiftRow, now: Date): string | null {
  if (row.called_off_at) return callOffMessages.already;
  if (row.checked_in_at) return callOffMessages.checkedIn;
  return row.starts_at <= now ? callOffMessages.started : null;
}

/**
 * The officer will not work this shift (issue 36), in the caller's transaction with the shift locked: the shift
 * stays as a record of the call-off (the database keeps it), late inside LATE_WITHDRAWAL_HOURS of the start; its
 * reminders and open asks go; `shift.called-off` tells the company. Returns the refusal, or null when done.
 */
async function callOff(trx: Trx, events: Events, row: ShiftRow, reason: WithdrawReason, now: Date): Promise<string | null> {
  const refusal = callOffRefusal(row, now);
  if (refusal) return refusal;
  const late = isLateCallOff(row.starts_at, now);
  await trx.updateTable('shifts').set({ called_off_at: now, call_off_reason: reason, call_off_late: late }).where('id', '=', row.id).execute();
  await dropOfficer(trx, row.id, now, 'called off');
  await events.record(trx, now, { kind: 'shift.called-off', jobId: row.job_id, userId: row.user_id, shiftId: row.id, reason, late });
  return null;
}

const lockedShift = (trx: Trx, shiftId: number) => shiftRows(trx).where('s.id', '=', shiftId).forUpdate('s');

/** POST shifts/{id}/callOff: from My shifts, with a reason (409 once started, checked in or called off). */
export async function callOffShift(db: Db, events: Events, userId: number, shiftId: number, reason: WithdrawReason, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await lockedShift(trx, shiftId).where('s.user_id', '=', userId).executeTakeFirst();
    if (!row) throw notFound();
    const refusal = await callOff(trx, events, row, reason, now);
    if (refusal) throw new HttpError(409, refusal);
  });
}

/** The reason a reply names by its number in callOffQuestionSms ('1' is the first), or null. */
export function callOffReasonOf(body: string): WithdrawReason | null {
  const number = Number(body.trim().replace(/[.)]$/, ''));
  return Number.isInteger(number) && number >= 1 && number <= WITHDRAW_REASONS.length ? WITHDRAW_REASONS[number - 1]! : null;
}

/** The answers to a call-off's reason by SMS: a reason's number calls the shift off; anything else asks again. */
export function callOffAnswerer(events: Events, myShifts: string): AskAnswerer {
  return async (trx, ask, body, now) => {
    const row = ask.shiftId === null ? undefined : await lockedShift(trx, ask.shiftId).executeTakeFirst();
    if (!row) return { reply: confirmTooLateSms(null, myShifts), answered: true };
    const reason = callOffReasonOf(body);
    if (!reason) return { reply: callOffQuestionSms(row), answered: false };
    const refusal = await callOff(trx, events, row, reason, now);
    return { reply: refusal ? callOffRefusedSms(refusal, myShifts) : callOffDoneSms(row, isLateCallOff(row.starts_at, now)), answered: true };
  };
}
