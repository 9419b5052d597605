import { ApplicantState, ArmedStatus, dayIn, Dress, Equipment, instantIn, JobPeriodType, PaymentMethod, RateType, Sex, Shift } from '@dutylink/contracts';
import type { Db } from '../connect';
import { stateIdOf } from '../reference-data';
import type { Events } from '../../plugins/events';

const HOUR = 3_600_000;
const ZONE = 'America/Chicago';
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The fixed shift running at `now` in Dallas, and the day it started: graveyard after midnight started yesterday. */
function runningShift(now: Date): { shift: Shift; from: string; to: string; day: string } {
  const today = dayIn(now, ZONE);
  const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: 'numeric', hourCycle: 'h23' }).format(now));
  if (hour >= 7 && hour < 15) return { shift: Shift.AM, from: '07:00', to: '15:00', day: today };
  if (hour >= 15 && hour < 23) return { shift: Shift.PM, from: '15:00', to: '23:00', day: today };
  return { shift: Shift.Graveyard, from: '23:00', to: '07:00', day: hour >= 23 ? today : addDays(today, -1) };
}

const DEMO_SHIFTS_TITLE = 'Front Desk Security – Comerica Bank Tower';

/**
 * DEMO_DATA, issue 20: the demo employee is hired for a week of shifts at a Dallas office tower, one of
 * them running now (so a newcomer can check in as the officer and watch the employer's Today board) and
 * yesterday's worked and checked out (a timesheet to approve). The hire is recorded as any hire is
 * (hire.made), so the later shifts and their reminders are planned, and the officer texted, as for a real
 * one. Runs once: skipped when the job is there.
 */
export async function seedDemoShifts(db: Db, events: Events, now: Date, employerId: number, employeeId: number): Promise<void> {
  if (await db.selectFrom('jobs').select('id').where('employer_id', '=', employerId).where('title', '=', DEMO_SHIFTS_TITLE).executeTakeFirst()) return;
  const running = runningShift(now);
  await db.transaction().execute(async (trx) => {
    const job = await trx
      .insertInto('jobs')
      .values({
        employer_id: employerId,
        title: DEMO_SHIFTS_TITLE,
        description: 'Lobby access control and visitor badges for a downtown office tower.',
        period_type: JobPeriodType.Range,
        from_date: addDays(running.day, -1),
        to_date: addDays(running.day, 6),
        days: [0, 1, 2, 3, 4, 5, 6],
        shift: running.shift,
        varied_shifts: '[]',
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
      const startsAt = instantIn(day, running.from, ZONE);
      const endsAt = instantIn(running.to > running.from ? day : addDays(day, 1), running.to, ZONE);
      return { job_id: job.id, user_id: employeeId, day, starts_at: startsAt, ends_at: endsAt };
    };
    const yesterday = shiftOn(addDays(running.day, -1));
    await trx
      .insertInto('shifts')
      .values([
        { ...yesterday, checked_in_at: new Date(yesterday.starts_at.getTime() - 0.1 * HOUR), check_in_distance: 140, checked_out_at: new Date(yesterday.ends_at.getTime() + 0.25 * HOUR), check_out_distance: 160 },
        shiftOn(running.day),
      ])
      .execute();
    await events.record(trx, now, { kind: 'hire.made', jobId: job.id, userId: employeeId });
  });
}
