import { sql } from 'kysely';
import {
  CHECK_SENT_LATE_MINUTES,
  dayIn,
  dayStartIn,
  employeeRoutes,
  isOverSchedule,
  overScheduleReasonMessage,
  shiftConfirmation,
  shiftStatus,
  workedMinutes,
  type ApproveTimesheetRequest,
  type StaffedShift,
  type TimesheetRow,
  type TodayBoardResponse,
} from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import { CHECK_FIELDS } from '../../contract/input';
import { HttpError, notFound } from '../../http-errors';
import { tellOfficers } from '../../messaging/officer-messages';
import { companyCoverage } from './coverage';
import { lost, lostReason } from './lost';
import { clockOf, iso, officerName, shiftRows, shiftTimesOf, type ShiftRow } from './rows';
import { hoursSetPush, hoursSetSms } from './texts';

export const timesheetMessages = {
  running: 'This shift is still running: approve it when it ends or the officer checks out',
  noCheckOut: 'The officer did not check out: enter the hours worked',
} as const;

/** The most rows one timesheet range answers. */
export const TIMESHEET_LIMIT = 2000;

/** When the server got a check sent CHECK_SENT_LATE_MINUTES or more after its tap (made offline, issue 39); else null. */
const receivedLate = (tapped: Date | null, received: Date | null) =>
  tapped && received && received.getTime() - tapped.getTime() >= CHECK_SENT_LATE_MINUTES * 60_000 ? received.toISOString() : null;

export function staffed(row: ShiftRow, now: Date): StaffedShift {
  return {
    ...shiftTimesOf(row),
    officer: { id: row.user_id, name: officerName(row), phone: row.officer_phone ?? '' },
    status: shiftStatus(clockOf(row), now),
    checkedInAt: iso(row.checked_in_at),
    checkInDistance: row.check_in_distance,
    checkedOutAt: iso(row.checked_out_at),
    checkOutDistance: row.check_out_distance,
    checkInReceivedAt: receivedLate(row.checked_in_at, row.check_in_received_at),
    checkOutReceivedAt: receivedLate(row.checked_out_at, row.check_out_received_at),
    confirmation: shiftConfirmation({ confirmedAt: row.confirmed_at, unconfirmedToldAt: row.unconfirmed_told_at, keptAt: row.kept_at }),
    calledOff: row.called_off_at ? { at: row.called_off_at.toISOString(), reason: row.call_off_reason!, late: row.call_off_late! } : null,
    lost: lostReason(row),
    offer: row.offer_started_at
      ? {
          startedAt: row.offer_started_at.toISOString(),
          asked: row.offer_asked,
          nextWaveAt: iso(row.offer_next_wave_at),
          filledAt: iso(row.offer_filled_at),
          stoppedAt: iso(row.offer_stopped_at),
          automatic: row.offer_automatic!,
        }
      : null,
    coveredBy: row.covered_by_id !== null ? { id: row.covered_by_id, name: row.covered_by_name ?? 'Deleted account', lost: coverLost(row) } : null,
    covering: row.backfill_of !== null,
  };
}

/** The backfill of a lost shift lost its officer in turn (the same cases as lostReason). */
const coverLost = (row: ShiftRow) =>
  lostReason({ called_off_at: row.covered_by_called_off_at, release_reason: row.covered_by_release_reason, no_show_told_at: row.covered_by_no_show_told_at, checked_in_at: row.covered_by_checked_in_at }) !== null;

function timesheetRow(row: ShiftRow, now: Date): TimesheetRow {
  return {
    ...staffed(row, now),
    workedMinutes: workedMinutes(clockOf(row)),
    approvedMinutes: row.approved_minutes,
    correctionReason: row.correction_reason,
    approvedAt: iso(row.approved_at),
    rated: row.employer_rated,
  };
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The most shifts ahead Today lists as needing the company. */
export const ATTENTION_LIMIT = 100;

/**
 * GET shifts/today: the shifts of the employer's jobs that overlap today in the employer's own zone, and the
 * shifts not ended that need the company (issue 36): lost (called off, released, a no-show; with their offer and
 * who covers them), or reported Unconfirmed and not kept before the start; and the company's coverage figures.
 */
export async function todayBoard(db: Db, employerId: number, now: Date, timeZone: string): Promise<TodayBoardResponse> {
  const day = dayIn(now, timeZone);
  const rows = await shiftRows(db)
    .where('j.employer_id', '=', employerId)
    .where('s.starts_at', '<', dayStartIn(nextDay(day), timeZone))
    .where('s.ends_at', '>', dayStartIn(day, timeZone))
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .execute();
  const attention = await shiftRows(db)
    .where('j.employer_id', '=', employerId)
    .where('s.ends_at', '>', now)
    .where('j.deleted_at', 'is', null)
    .where((eb) =>
      eb.or([
        lost(eb),
        eb.and([eb('s.starts_at', '>', now), eb('s.released_at', 'is', null), eb('s.called_off_at', 'is', null), eb('s.unconfirmed_told_at', 'is not', null), eb('s.confirmed_at', 'is', null), eb('s.kept_at', 'is', null)]),
      ]),
    )
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .limit(ATTENTION_LIMIT)
    .execute();
  const { company: coverage } = await companyCoverage(db, employerId, now);
  return { day, shifts: rows.map((row) => staffed(row, now)), attention: attention.map((row) => staffed(row, now)), coverage };
}

/** Whether a shift has a timesheet yet: it started, or the officer checked in (up to 30 minutes early). */
const begun = (now: Date) => sql<boolean>`(s.called_off_at is null and s.released_at is null and (s.starts_at <= ${now} or s.checked_in_at is not null))`;

/** The shifts of the employer's jobs whose day (in the job's zone) is in the range, oldest first; the caller sets how many. */
export function rangeRows(db: Db, employerId: number, from: string, to: string) {
  return shiftRows(db)
    .where('j.employer_id', '=', employerId)
    .where(sql<boolean>`s.day between ${from}::date and ${to}::date`)
    .orderBy('s.starts_at')
    .orderBy('s.id');
}

/** GET shifts/timesheets/{from}/{to}: the begun shifts of the range. */
export async function timesheets(db: Db, employerId: number, from: string, to: string, now: Date): Promise<TimesheetRow[]> {
  const rows = await rangeRows(db, employerId, from, to).where(begun(now)).limit(TIMESHEET_LIMIT).execute();
  return rows.map((row) => timesheetRow(row, now));
}

/**
 * POST shifts/{id}/approve, once the shift has ended or the officer checked out: the worked time (minutes
 * null) or corrected minutes with a reason; more minutes than scheduled need a reason too (400 without). Approving again replaces the earlier approval. The officer is
 * told (a push first) when the hours approved are not those worked, or differ from what was approved before.
 */
export async function approveTimesheet(db: Db, employerId: number, shiftId: number, body: ApproveTimesheetRequest, now: Date, publicUrl: string): Promise<TimesheetRow> {
  const own = () => shiftRows(db).where('s.id', '=', shiftId).where('j.employer_id', '=', employerId).executeTakeFirst();
  const row = await own();
  if (!row) throw notFound();
  if (!row.checked_out_at && row.ends_at > now) throw new HttpError(409, timesheetMessages.running);
  const worked = workedMinutes(clockOf(row));
  const minutes = body.minutes ?? worked;
  if (minutes === null) throw new HttpError(409, timesheetMessages.noCheckOut);
  const corrected = body.minutes !== null && body.minutes !== worked;
  // The worked time too, when it runs past the schedule (issue 36); its reason is kept as a correction's is.
  const overSchedule = isOverSchedule(minutes, clockOf(row));
  const reason = body.reason.trim();
  if (overSchedule && !reason) throw new HttpError(400, CHECK_FIELDS, { reason: [overScheduleReasonMessage(clockOf(row))] });
  const changed = row.approved_minutes !== null && row.approved_minutes !== minutes;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('shifts')
      .set({ approved_at: now, approved_minutes: minutes, correction_reason: corrected || overSchedule ? reason : null })
      .where('id', '=', shiftId)
      .execute();
    if ((corrected || changed) && row.officer_phone) {
      const why = corrected ? reason : 'the hours you worked';
      const times = { title: row.title, startsAt: row.starts_at, timeZone: row.time_zone };
      const sms = hoursSetSms(times, row.company_name, minutes, why, `${publicUrl}${employeeRoutes.earnings}`);
      await tellOfficers(trx, now, [{ userId: row.user_id, phone: row.officer_phone, type: 'change', sms, push: hoursSetPush(row.id, times, row.company_name, minutes), retryUnknownOutcome: true }]);
    }
  });
  return timesheetRow((await own())!, now);
}
