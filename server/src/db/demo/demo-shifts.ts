import { ApplicantState, ArmedStatus, dayIn, Dress, Equipment, instantIn, JobPeriodType, jobWeekDays, PaymentMethod, RateType, Sex, Shift } from '@dutylink/contracts';
import type { Db } from '../connect';
import { stateIdOf } from '../reference-data';
import type { Events } from '../../plugins/events';

const HOUR = 3_600_000;
const ZONE = 'America/Chicago';
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Minutes from the demo's start to its first shift's: check-in is open (CHECK_IN_OPENS_MINUTES before), nobody is late yet. */
const STARTS_IN_MINUTES = 20;

/**
 * The demo's shift of today in Dallas: 8 hours (to 23:59 at most) from a few minutes after `now` (on the next 5 minutes), whatever the
 * hour the demo starts. A fixed AM or PM shift would have started hours before an evening start, and its officer
 * would be texted a no-show at once.
 */
function comingShift(now: Date): { from: string; to: string; day: string } {
  const startsAt = new Date(Math.ceil((now.getTime() + STARTS_IN_MINUTES * 60_000) / 300_000) * 300_000);
  const clock = (at: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  // The job editor takes no range over midnight: a late start ends the shift at 23:59.
  const endsAt = new Date(startsAt.getTime() + 8 * HOUR);
  return { from: clock(startsAt), to: dayIn(endsAt, ZONE) === dayIn(startsAt, ZONE) ? clock(endsAt) : '23:59', day: dayIn(startsAt, ZONE) };
}

const DEMO_SHIFTS_TITLE = 'Front Desk Security – Comerica Bank Tower';

/**
 * DEMO_DATA, issue 20: the demo employee is hired for three days of shifts at a Dallas office tower, today's
 * starting in a few minutes (so a newcomer can check in as the officer and watch the employer's Today board) and
 * yesterday's worked and checked out (a timesheet to approve). The hire is recorded as any hire is
 * (hire.made), so the later shifts and their reminders are planned, and the officer texted, as for a real
 * one. Runs once: skipped when the job is there.
 */
export async function seedDemoShifts(db: Db, events: Events, now: Date, employerId: number, employeeId: number): Promise<void> {
  if (await db.selectFrom('jobs').select('id').where('employer_id', '=', employerId).where('title', '=', DEMO_SHIFTS_TITLE).executeTakeFirst()) return;
  const coming = comingShift(now);
  await db.transaction().execute(async (trx) => {
    const job = await trx
      .insertInto('jobs')
      .values({
        employer_id: employerId,
        title: DEMO_SHIFTS_TITLE,
        description: 'Lobby access control and visitor badges for a downtown office tower.',
        period_type: JobPeriodType.Range,
        from_date: addDays(coming.day, -1),
        // To tomorrow: from the day after, the demo employee works the bank branch's mornings (demo-jobs.ts), and an
        // officer works one shift at a time.
        to_date: addDays(coming.day, 1),
        days: [...jobWeekDays({ periodType: JobPeriodType.Range, from: addDays(coming.day, -1), to: addDays(coming.day, 1) })],
        shift: Shift.Other,
        varied_shifts: JSON.stringify([{ from: coming.from, to: coming.to }]),
        sex: Sex.Unknown,
        specializations: [1],
        categories: [1],
        location_name: 'Comerica Bank Tower',
        location_description: 'Security desk in the main lobby.',
        address1: '1717 Main St',
        city: 'Dallas',
        state_id: stateIdOf('TX'),
        postal_code: '75201',
        location_ids: [101],
        number_of_employee: 1,
        uniform_type: Dress.Uniform,
        armed_type: ArmedStatus.Unarmed,
        equipment: Equipment.Yes,
        equipment_description: 'Radio and key card at the desk.',
        salary_type: RateType.Hourly,
        salary_value: 26,
        payroll_type: PaymentMethod.DirectDeposit,
        enabled: true,
        created_at: new Date(now.getTime() - 3 * 86_400_000),
        updated_at: now,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('applicants').values({ job_id: job.id, user_id: employeeId, state: ApplicantState.Accepted, reason: null, hired_at: now, created_at: now, updated_at: now }).execute();
    const shiftOn = (day: string) => {
      const startsAt = instantIn(day, coming.from, ZONE);
      const endsAt = instantIn(coming.to > coming.from ? day : addDays(day, 1), coming.to, ZONE);
      return { job_id: job.id, user_id: employeeId, day, starts_at: startsAt, ends_at: endsAt };
    };
    const yesterday = shiftOn(addDays(coming.day, -1));
    await trx
      .insertInto('shifts')
      .values([
        { ...yesterday, checked_in_at: new Date(yesterday.starts_at.getTime() - 0.1 * HOUR), check_in_distance: 140, checked_out_at: new Date(yesterday.ends_at.getTime() + 0.25 * HOUR), check_out_distance: 160 },
        shiftOn(coming.day),
      ])
      .execute();
    await events.record(trx, now, { kind: 'hire.made', jobId: job.id, userId: employeeId });
  });
}
