import {
  ApplicantState,
  ArmedStatus,
  CANCEL_HIRE_REASONS,
  dayIn,
  Dress,
  Equipment,
  instantIn,
  JobPeriodType,
  jobWeekDays,
  PaymentMethod,
  QualifiedAs,
  RateType,
  ReportKind,
  Role,
  Sex,
  Shift,
} from '@dutylink/contracts';
import type { Db } from '../connect';
import { demoUser } from './demo-users';
import { stateIdOf } from '../reference-data';

const DAY_MS = 86_400_000;
const ZONE = 'America/Chicago';
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Officers who worked the demo employer's past jobs (they rate it, and it rates them). */
export const DEMO_OFFICERS = [
  { name: 'Marcus Reed', phone: '+15555550110' },
  { name: 'Tanya Brooks', phone: '+15555550111' },
  { name: 'Luis Ortega', phone: '+15555550112' },
  { name: 'Grace Kim', phone: '+15555550113' },
];

/** An employer that hires and then cancels: its record shows it, and the demo employee reported it. */
export const DEMO_CANCELLING_EMPLOYER = { name: 'Victor Vance', phone: '+15555550120', company: 'Metro Event Staffing' };

export const jobBase = {
  description: '',
  varied_shifts: '[]',
  sex: Sex.Unknown,
  specializations: [1],
  categories: [1],
  sub_categories: [] as number[],
  location_ids: [101],
  uniform_type: Dress.Uniform,
  armed_type: ArmedStatus.Unarmed,
  equipment: Equipment.No,
  salary_type: RateType.Hourly,
  payroll_type: PaymentMethod.DirectDeposit,
  employer_type: QualifiedAs.PPO as number | null,
  city: 'Dallas',
  address2: '',
};

/**
 * DEMO_DATA, issue 21: ratings both ways on the demo employer's past jobs (its record reads about
 * "Last 90 days: 9 hires · 22% cancelled by the employer · ★ 4.6 (5 ratings)", the demo employee's
 * "3 shifts completed · … · ★ 5.0 (2 ratings)"), a second employer that hires and cancels (most of its
 * hires, the demo employee's among them), and the demo employee's open report about it in the admins'
 * queue. Yesterday's Comerica shift (demo-shifts.ts) stays unrated, for a newcomer to rate on both sides.
 * Runs once: skipped when the demo employer has a rating.
 */
export async function seedDemoReliability(db: Db, now: Date, employerId: number, employeeId: number): Promise<void> {
  if (await db.selectFrom('shift_ratings').select('shift_id').where('ratee_id', '=', employerId).limit(1).executeTakeFirst()) return;
  const today = dayIn(now, ZONE);
  const at = (days: number, time: string) => instantIn(addDays(today, days), time, ZONE);
  await db.transaction().execute(async (trx) => {
    const newUser = async (account: { name: string; phone: string }, role: Role) => {
      const row = await trx
        .insertInto('users')
        .values(demoUser({ role, ...account }, now, at(-60, '09:00')))
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const officers = [employeeId];
    for (const officer of DEMO_OFFICERS) officers.push(await newUser(officer, Role.Employee));

    const newJob = async (owner: number, job: { title: string; location: string; address1: string; postalCode: string; from: number; to: number | null; shift: Shift; people: number; rate: number; enabled: boolean }) => {
      const dates = { periodType: job.to === null ? JobPeriodType.OneDay : JobPeriodType.Range, from: addDays(today, job.from), to: job.to === null ? null : addDays(today, job.to) };
      const row = await trx
        .insertInto('jobs')
        .values({
          ...jobBase,
          employer_id: owner,
          title: job.title,
          period_type: dates.periodType,
          from_date: dates.from,
          to_date: dates.to,
          // Every day within the dates (a one-day job: its date's weekday), as the job form allows.
          days: [...jobWeekDays(dates)],
          shift: job.shift,
          location_name: job.location,
          location_description: '',
          address1: job.address1,
          state_id: stateIdOf('TX'),
          postal_code: job.postalCode,
          number_of_employee: job.people,
          salary_value: job.rate,
          enabled: job.enabled,
          created_at: at(job.from - 10, '09:00'),
          updated_at: now,
          deleted_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const hire = (jobId: number, userId: number, hiredDaysAgo: number, cancelled = false) =>
      trx
        .insertInto('applicants')
        .values({
          job_id: jobId,
          user_id: userId,
          state: cancelled ? ApplicantState.Rejected : ApplicantState.Accepted,
          reason: cancelled ? CANCEL_HIRE_REASONS[0] : null,
          hired_at: at(-hiredDaysAgo, '10:00'),
          created_at: at(-hiredDaysAgo - 1, '10:00'),
          updated_at: at(-hiredDaysAgo + (cancelled ? 2 : 0), '10:00'),
        })
        .execute();

    // The demo employer's Holiday Market: five officers, two AM shifts each, worked, approved and rated both ways.
    const market = await newJob(employerId, { title: 'Holiday Market Patrol – Klyde Warren Park', location: 'Klyde Warren Park', address1: '2012 Woodall Rodgers Fwy', postalCode: '75201', from: -30, to: -29, shift: Shift.AM, people: 5, rate: 25, enabled: false });
    const byOfficers = [
      [5, 'Clear post orders and paid on time.'],
      [4, 'Good site. Parking was hard to find.'],
      [5, 'Friendly supervisor, breaks as promised.'],
      [4, ''],
      [5, 'Would work for them again.'],
    ] as const;
    const byEmployer = [
      [5, 'Arrived early and handled a lost child calmly.'],
      [4, 'Reliable, a little quiet on the radio.'],
      [5, 'Great with vendors.'],
      [3, 'Late from the break twice.'],
      [5, ''],
    ] as const;
    for (const [index, userId] of officers.entries()) {
      await hire(market, userId, 35);
      for (const day of [-30, -29]) {
        const startsAt = at(day, '07:00');
        const endsAt = at(day, '15:00');
        const shift = await trx
          .insertInto('shifts')
          .values({ job_id: market, user_id: userId, day: addDays(today, day), starts_at: startsAt, ends_at: endsAt, checked_in_at: new Date(startsAt.getTime() - 5 * 60_000), check_in_distance: 120, checked_out_at: endsAt, check_out_distance: 150, approved_at: at(day + 1, '09:00'), approved_minutes: 485 })
          .returning('id')
          .executeTakeFirstOrThrow();
        const ratedAt = at(day + 1, '12:00');
        // The officer rates the employer once (the first day); the employer rates the demo employee both days, the others once.
        if (day === -30) {
          const [stars, comment] = byOfficers[index];
          await trx.insertInto('shift_ratings').values({ shift_id: shift.id, side: 'officer', rater_id: userId, ratee_id: employerId, stars, comment, created_at: ratedAt }).execute();
        }
        if (day === -30 || userId === employeeId) {
          const [stars, comment] = day === -29 ? ([5, 'Professional with visitors, sharp uniform.'] as const) : byEmployer[index];
          await trx.insertInto('shift_ratings').values({ shift_id: shift.id, side: 'employer', rater_id: employerId, ratee_id: userId, stars, comment, created_at: ratedAt }).execute();
        }
      }
    }
    // A gala the demo employer cancelled two of its hires for: its record shows the share.
    const gala = await newJob(employerId, { title: 'Corporate Gala Door Staff', location: 'Fairmont Dallas', address1: '1717 N Akard St', postalCode: '75201', from: -18, to: null, shift: Shift.PM, people: 2, rate: 30, enabled: false });
    await hire(gala, officers[1], 22, true);
    await hire(gala, officers[2], 22, true);

    // Metro Event Staffing hires and cancels: three of its four hires, the demo employee's among them.
    const metro = await newUser(DEMO_CANCELLING_EMPLOYER, Role.Employer);
    await trx.insertInto('employer_profiles').values({ user_id: metro, first_name: 'Victor', last_name: 'Vance', company: DEMO_CANCELLING_EMPLOYER.company, license_number: 'C44551', work_phone: null, employer_type: QualifiedAs.PPO }).execute();
    const stadium = await newJob(metro, { title: 'Stadium Gate Staff – Friday Game', location: 'Cotton Bowl Stadium', address1: '3750 The Midway', postalCode: '75210', from: 4, to: null, shift: Shift.PM, people: 4, rate: 24, enabled: true });
    await hire(stadium, employeeId, 3, true);
    await hire(stadium, officers[3], 3, true);
    await hire(stadium, officers[4], 3, true);
    await hire(stadium, officers[1], 3);
    await trx
      .insertInto('reports')
      .values({
        officer_id: employeeId,
        employer_id: metro,
        job_id: stadium,
        kind: ReportKind.HiredThenCancelled,
        details: 'Hired me for the Friday stadium shift on Monday, then cancelled the next day without a reason. Three of us were cancelled the same way.',
        created_at: at(-1, '18:30'),
      })
      .execute();
  });
}
