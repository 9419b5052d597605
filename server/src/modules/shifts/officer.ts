import {
  checkInRefusal,
  checkOutRefusal,
  OFFLINE_CHECK_MAX_HOURS,
  RateType,
  shiftPay,
  workedMinutes,
  type EarnedShift,
  type EarningsResponse,
  type OfficerShift,
  type ShiftCheckRequest,
  undoCheckOutRefusal,
} from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import { badRequest, HttpError, notFound } from '../../http-errors';
import { metresFromZip } from '../../lib/zip-codes';
import { clockOf, officerView, shiftRows, shiftTimesOf, stillTheirs, type ShiftRow } from './rows';

/** The most shifts My shifts lists (a long range job has one a day). */
export const MY_SHIFTS_LIMIT = 100;
/** The most approved shifts the earnings history shows. */
export const EARNINGS_HISTORY_LIMIT = 100;

/** GET shifts: the officer's shifts not yet over and not called off, soonest first. */
export async function myShifts(db: Db, userId: number, now: Date): Promise<OfficerShift[]> {
  const rows = await shiftRows(db).where('s.user_id', '=', userId).where('s.ends_at', '>', now).where(stillTheirs).orderBy('s.starts_at').orderBy('s.id').limit(MY_SHIFTS_LIMIT).execute();
  return rows.map(officerView);
}

async function ownShift(db: Db, userId: number, shiftId: number) {
  const row = await shiftRows(db).where('s.id', '=', shiftId).where('s.user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

const distance = (row: ShiftRow, point: ShiftCheckRequest) =>
  point.latitude === null || point.longitude === null ? null : metresFromZip(row.postal_code, point.latitude, point.longitude);

/** Why a check made offline arrives too late to count: the employer enters those hours. */
export const TOO_LATE_TO_SEND = `This check was made more than ${OFFLINE_CHECK_MAX_HOURS} hours ago: ask the company to enter your hours`;

/**
 * When a check counts from: the tap, by the phone's clock, for a check sent later (made offline, issue 39); never after
 * the server got it (a phone ahead counts as now); 400 when older than OFFLINE_CHECK_MAX_HOURS.
 */
function tappedAt(deviceTime: string | undefined, now: Date): Date {
  if (deviceTime === undefined) return now;
  const tapped = new Date(deviceTime);
  if (now.getTime() - tapped.getTime() > OFFLINE_CHECK_MAX_HOURS * 3_600_000) throw badRequest(TOO_LATE_TO_SEND, { deviceTime: [TOO_LATE_TO_SEND] });
  return tapped < now ? tapped : now;
}

/**
 * POST shifts/{id}/checkIn and checkOut: refused with the reason outside the window (rules.ts) at the time of the tap: a
 * check-out before the start, or before half of the shift without `early`. The check counts from the tap and keeps when
 * the server got it. The distance from the job's address is recorded when the phone gave its place. The update names the
 * state it expects, so two taps at once (or a check sent twice by a phone back online) record one time.
 */
export async function checkShift(db: Db, userId: number, shiftId: number, point: ShiftCheckRequest, now: Date, way: 'in' | 'out'): Promise<OfficerShift> {
  const row = await ownShift(db, userId, shiftId);
  const at = tappedAt(point.deviceTime, now);
  const refusal = way === 'in' ? checkInRefusal(clockOf(row), at) : checkOutRefusal(clockOf(row), at, point.early);
  if (refusal) throw new HttpError(409, refusal);
  const update =
    way === 'in'
      ? db.updateTable('shifts').set({ checked_in_at: at, check_in_received_at: now, check_in_distance: distance(row, point) }).where('checked_in_at', 'is', null)
      : db.updateTable('shifts').set({ checked_out_at: at, check_out_received_at: now, check_out_distance: distance(row, point) }).where('checked_out_at', 'is', null);
  await update.where('id', '=', shiftId).execute();
  return officerView(await ownShift(db, userId, shiftId));
}

/**
 * POST shifts/{id}/undoCheckOut: a check-out tapped by mistake is taken back within CHECK_OUT_UNDO_MINUTES,
 * until the hours are approved; the officer is checked in again. The update names the check-out it takes back.
 */
export async function undoCheckOut(db: Db, userId: number, shiftId: number, now: Date): Promise<OfficerShift> {
  const row = await ownShift(db, userId, shiftId);
  const refusal = undoCheckOutRefusal({ ...clockOf(row), approved: row.approved_at !== null }, now);
  if (refusal) throw new HttpError(409, refusal);
  await db
    .updateTable('shifts')
    .set({ checked_out_at: null, check_out_received_at: null, check_out_distance: null })
    .where('id', '=', shiftId)
    .where('checked_out_at', '=', row.checked_out_at)
    .where('approved_at', 'is', null)
    .execute();
  return officerView(await ownShift(db, userId, shiftId));
}

/** A worked shift with its pay: of the approved minutes once approved, else of the worked ones. */
export function earnedShift(row: ShiftRow): EarnedShift {
  const worked = workedMinutes(clockOf(row));
  const rate = Number(row.salary_value);
  const rateType = row.salary_type as RateType;
  return {
    ...shiftTimesOf(row),
    company: row.company_name,
    workedMinutes: worked,
    approvedMinutes: row.approved_minutes,
    correctionReason: row.correction_reason,
    rate,
    rateType,
    pay: shiftPay(row.approved_minutes ?? worked ?? 0, rate, rateType),
    rated: row.officer_rated,
  };
}

/** GET shifts/earnings: checked-out shifts waiting for approval, and the latest approved ones. */
export async function earnings(db: Db, userId: number): Promise<EarningsResponse> {
  const own = shiftRows(db).where('s.user_id', '=', userId);
  const [awaiting, approved] = await Promise.all([
    own.where('s.checked_out_at', 'is not', null).where('s.approved_at', 'is', null).orderBy('s.starts_at', 'desc').execute(),
    own.where('s.approved_at', 'is not', null).orderBy('s.starts_at', 'desc').limit(EARNINGS_HISTORY_LIMIT).execute(),
  ]);
  return { awaiting: awaiting.map(earnedShift), approved: approved.map(earnedShift) };
}
