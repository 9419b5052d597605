import { sql, type Kysely } from 'kysely';
import { ApplicantState, employeeRoutes, FULL_TIME_DAYS_AHEAD, JobPeriodType } from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { dropShiftMessages, tellOfficers, type OfficerMessage } from '../../messaging/officer-messages';
import { closeShiftAsks } from '../../plugins/sms-replies';
import { stillTheirs } from './rows';
import { reminderPush, reminderSms } from './texts';
import { firstOpenDay, planHorizon, shiftTimes, type ShiftTime } from './times';

type Trx = Kysely<Database>;

/**
 * The reminder goes this many hours before a shift starts (issue 20). The day-before text is the confirmation's
 * ask (confirmations.ts, at the company's confirm time); a company that asks only 2 hours before sends that alone.
 */
export const REMINDER_HOURS = 2;
const HOUR = 3_600_000;

/** Where to go, as the job's page names it: 'Stadium North, 2500 Victory Ave, Dallas' (of jobs as j). */
export const jobPlace = sql<string>`concat_ws(', ', nullif(j.location_name, ''), nullif(j.address1, ''), nullif(j.city, ''))`;

/** What a job's shifts and their texts need of it. */
export async function scheduledJob(trx: Trx, jobId: number) {
  return trx
    .selectFrom('jobs as j')
    .innerJoin('users as e', 'e.id', 'j.employer_id')
    .select([
      'j.title',
      'j.company_name',
      'e.confirm_hours',
      'j.period_type',
      sql<string>`to_char(j.from_date, 'YYYY-MM-DD')`.as('from_day'),
      sql<string | null>`to_char(j.to_date, 'YYYY-MM-DD')`.as('to_day'),
      'j.days',
      'j.shift',
      'j.varied_shifts',
      'j.time_zone',
      jobPlace.as('place'),
      // Closed to new applicants is still live: the hired keep their shifts (docs/decisions/closing-a-job.md).
      sql<boolean>`j.deleted_at is null`.as('live'),
    ])
    .where('j.id', '=', jobId)
    .executeTakeFirst();
}

/** A job's shifts that have not started, as its hired officers have them (planShifts). */
export function shiftsAhead(job: NonNullable<Awaited<ReturnType<typeof scheduledJob>>>, now: Date): ShiftTime[] {
  const schedule = { periodType: job.period_type, fromDay: job.from_day, toDay: job.to_day, days: job.days, shift: job.shift, variedShifts: job.varied_shifts, timeZone: job.time_zone };
  return shiftTimes(schedule, firstOpenDay(now, job.time_zone)).filter((time) => time.startsAt > now);
}

const key = (userId: number, startsAt: Date, endsAt: Date) => `${userId}/${startsAt.getTime()}/${endsAt.getTime()}`;
const startKey = (userId: number, startsAt: Date) => `${userId}/${startsAt.getTime()}`;
const dayKey = (userId: number, day: string) => `${userId}/${day}`;

interface PlannedShift extends ShiftTime {
  userId: number;
}

/**
 * Keeps a job's shifts in step with the job and its hires (issue 20), inside the caller's transaction:
 * every hired officer of a job not deleted has each of its shifts that has not started; a shift still
 * ahead that no longer matches the job, or whose officer is no longer hired, goes with its reminders. A lost
 * shift (called off, released) is a record and stays; a backfill (issue 36) stays until the job is deleted.
 * A shift that has started, or was checked in, is a record and is never touched (issue 34: the database
 * refuses to delete or move one checked in, told as a no-show or approved). The reminders of the shifts
 * still ahead are written again with the job as it is now (a changed place or title), 2 hours before the
 * start when that is still ahead. Runs on every event that can move a shift (reactions.ts).
 *
 * Issue 37: a shift whose day stays planned for its officer moves to that day's new times and keeps its id, so its
 * calendar event keeps its UID (SEQUENCE counts the move); a shift that goes is kept in dropped_shifts, so the
 * officer's calendar is told it is cancelled.
 */
export async function planShifts(trx: Trx, jobId: number, now: Date, publicUrl: string): Promise<void> {
  const job = await scheduledJob(trx, jobId);
  const hired = job?.live
    ? await trx
        .selectFrom('applicants as a')
        .innerJoin('users as u', 'u.id', 'a.user_id')
        .select(['a.user_id', 'u.phone'])
        .where('a.job_id', '=', jobId)
        .where('a.state', '=', ApplicantState.Accepted)
        .where('u.deleted_at', 'is', null)
        .execute()
    : [];
  const firstDay = job ? firstOpenDay(now, job.time_zone) : '';
  const times = job && hired.length ? shiftsAhead(job, now) : [];
  const wanted = new Map(hired.flatMap((officer) => times.map((time) => [key(officer.user_id, time.startsAt, time.endsAt), { userId: officer.user_id, ...time }] as const)));

  // A backfill gives its officer one shift without a hire (issue 36): only the job's deletion takes it.
  let aheadQuery = trx
    .selectFrom('shifts as s')
    .select(['s.id', 's.user_id', sql<string>`to_char(s.day, 'YYYY-MM-DD')`.as('day'), 's.starts_at', 's.ends_at'])
    .where('s.job_id', '=', jobId)
    .where('s.checked_in_at', 'is', null)
    .where(stillTheirs)
    .where('s.starts_at', '>', now)
    .orderBy('s.starts_at');
  if (job?.live) aheadQuery = aheadQuery.where('s.backfill_of', 'is', null);
  const ahead = await aheadQuery.execute();
  const stale = ahead.filter((shift) => !wanted.has(key(shift.user_id, shift.starts_at, shift.ends_at)));
  for (const shift of ahead) wanted.delete(key(shift.user_id, shift.starts_at, shift.ends_at));

  const { moves, dropped } = await moveOrDrop(trx, jobId, now, stale, wanted);
  if (dropped.length) {
    await trx
      .insertInto('dropped_shifts')
      .columns(['shift_id', 'job_id', 'user_id', 'starts_at', 'ends_at', 'calendar_sequence', 'dropped_at'])
      .expression(trx.selectFrom('shifts').select(['id', 'job_id', 'user_id', 'starts_at', 'ends_at', 'calendar_sequence', sql<Date>`${now}::timestamptz`.as('dropped_at')]).where('id', 'in', dropped))
      .execute();
    await trx.deleteFrom('shifts').where('id', 'in', dropped).execute();
  }
  for (const move of moves) await moveShift(trx, move.id, move.to, now);
  if (wanted.size) {
    await trx
      .insertInto('shifts')
      .values([...wanted.values()].map((shift) => ({ job_id: jobId, user_id: shift.userId, day: shift.day, starts_at: shift.startsAt, ends_at: shift.endsAt })))
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
  if (hired.length) {
    await trx.updateTable('applicants').set({ shifts_planned_to: planHorizon(firstDay) }).where('job_id', '=', jobId).where('state', '=', ApplicantState.Accepted).execute();
  }
  if (job) await remindAgain(trx, jobId, job, now, `${publicUrl}${employeeRoutes.shifts}`);
}

/**
 * Pairs the stale shifts (soonest first) with the new times of the same officer and day (earliest first), taking
 * each paired time out of `wanted`; the stale shifts left over are dropped. A time at which another shift of that
 * officer on the job already starts is not a move's (the unique job, officer, start; it is not made either). Moves
 * later go latest first and moves earlier earliest first, so two of an officer's shifts never start at once.
 */
async function moveOrDrop(trx: Trx, jobId: number, now: Date, stale: { id: number; user_id: number; day: string; starts_at: Date }[], wanted: Map<string, PlannedShift>) {
  const staleIds = new Set(stale.map((shift) => shift.id));
  const planned = await trx.selectFrom('shifts').select(['id', 'user_id', 'starts_at']).where('job_id', '=', jobId).where('starts_at', '>', now).execute();
  const taken = new Set(planned.filter((shift) => !staleIds.has(shift.id)).map((shift) => startKey(shift.user_id, shift.starts_at)));
  const freeTimes = new Map<string, PlannedShift[]>();
  for (const time of [...wanted.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) {
    const start = startKey(time.userId, time.startsAt);
    if (taken.has(start)) continue;
    taken.add(start);
    const day = dayKey(time.userId, time.day);
    freeTimes.set(day, [...(freeTimes.get(day) ?? []), time]);
  }
  const moves: { id: number; from: Date; to: PlannedShift }[] = [];
  const dropped: number[] = [];
  for (const shift of stale) {
    const to = freeTimes.get(dayKey(shift.user_id, shift.day))?.shift();
    if (!to) {
      dropped.push(shift.id);
      continue;
    }
    moves.push({ id: shift.id, from: shift.starts_at, to });
    wanted.delete(key(to.userId, to.startsAt, to.endsAt));
  }
  const later = moves.filter((move) => move.to.startsAt > move.from).sort((a, b) => b.to.startsAt.getTime() - a.to.startsAt.getTime());
  const earlier = moves.filter((move) => move.to.startsAt <= move.from).sort((a, b) => a.to.startsAt.getTime() - b.to.startsAt.getTime());
  return { moves: [...later, ...earlier], dropped };
}

/**
 * The shift takes its day's new times and its event's next SEQUENCE. It is asked to confirm again, as a new shift
 * is: a confirmation, the company's Unconfirmed report and Keep were for the old times, and its open asks close.
 */
async function moveShift(trx: Trx, shiftId: number, to: ShiftTime, now: Date): Promise<void> {
  await trx
    .updateTable('shifts')
    .set((eb) => ({
      starts_at: to.startsAt,
      ends_at: to.endsAt,
      calendar_sequence: eb('calendar_sequence', '+', 1),
      confirm_asked_at: null,
      confirmed_at: null,
      unconfirmed_told_at: null,
      kept_at: null,
    }))
    .where('id', '=', shiftId)
    .execute();
  await closeShiftAsks(trx, shiftId, now, 'moved');
}

/** Writes the reminders still ahead of a job's shifts that have not started again, with the job's title and place as they are now. */
async function remindAgain(trx: Trx, jobId: number, job: { title: string; place: string; time_zone: string; confirm_hours: number }, now: Date, link: string): Promise<void> {
  await dropShiftMessages(trx, now, trx.selectFrom('shifts').select('id').where('job_id', '=', jobId).where('starts_at', '>', now), false);
  const shifts = await trx
    .selectFrom('shifts as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.user_id', 's.starts_at', 'u.phone'])
    .where('s.job_id', '=', jobId)
    .where('s.starts_at', '>', now)
    .where('s.checked_in_at', 'is', null)
    .where(stillTheirs)
    .where('u.phone', 'is not', null)
    .execute();
  const messages: OfficerMessage[] = shifts.flatMap((shift) => {
    const sendAt = new Date(shift.starts_at.getTime() - REMINDER_HOURS * HOUR);
    if (sendAt <= now || job.confirm_hours <= REMINDER_HOURS) return [];
    const times = { title: job.title, startsAt: shift.starts_at, timeZone: job.time_zone };
    const sms = reminderSms(times, job.place, link);
    return [{ userId: shift.user_id, phone: shift.phone!, type: 'reminder', sms, push: reminderPush(shift.id, times), retryUnknownOutcome: true, sendAt, shiftId: shift.id }];
  });
  await tellOfficers(trx, now, messages);
}

/** Jobs planned again per pass (the rest wait for the next). */
const TOP_UP_BATCH = 200;

/**
 * The hourly pass that keeps full-time jobs rolling (issue 20): each full-time job not deleted (closed ones
 * too: their hires stay) with a hire
 * planned to a day before today's horizon (FULL_TIME_DAYS_AHEAD days on, in the job's zone) is planned
 * again, each in its own transaction with the job locked, so passes in several processes never make a
 * shift twice.
 */
export async function topUpFullTimeShifts(db: Db, now: Date, publicUrl: string): Promise<number> {
  const due = await db
    .selectFrom('jobs as j')
    .innerJoin('applicants as a', 'a.job_id', 'j.id')
    .select('j.id')
    .distinct()
    .where('j.period_type', '=', JobPeriodType.FullTime)
    .where('j.deleted_at', 'is', null)
    .where('a.state', '=', ApplicantState.Accepted)
    // Planned today, a hire's horizon is today + FULL_TIME_DAYS_AHEAD - 1 days in the job's zone (planHorizon).
    .where(sql<boolean>`coalesce(a.shifts_planned_to < (${now}::timestamptz at time zone j.time_zone)::date + ${FULL_TIME_DAYS_AHEAD - 1}::int, true)`)
    .orderBy('j.id')
    .limit(TOP_UP_BATCH)
    .execute();
  for (const { id } of due) {
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom('jobs').select('id').where('id', '=', id).forUpdate().execute();
      await planShifts(trx, id, now, publicUrl);
    });
  }
  return due.length;
}
