import { sql } from 'kysely';
import {
  ApplicantState,
  COVERAGE_CHART_WEEKS,
  NO_SHOW_MINUTES,
  Role,
  utcDayStart,
  type AnalyticsCounts,
  type AnalyticsGeneral,
  type CoverageWeekRow,
  type DayRange,
  type JobsPlacement,
  type JobsPostedRow,
  type ShiftsWeekRow,
} from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import { coverageByWeek } from '../shifts';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

interface Window {
  weekAgo: Date;
  twoWeeksAgo: Date;
}

const countsSql = ({ weekAgo, twoWeeksAgo }: Window, column: 'u.created_at' | 'j.created_at') => [
  sql<number>`count(*)::int`.as('total'),
  sql<number>`(count(*) filter (where ${sql.ref(column)} > ${weekAgo}))::int`.as('current'),
  sql<number>`(count(*) filter (where ${sql.ref(column)} > ${twoWeeksAgo} and ${sql.ref(column)} <= ${weekAgo}))::int`.as('prev'),
];

/**
 * GET admin/analytics/general: for employers and employees (accounts not deleted, blocked ones too)
 * and jobs (not deleted, of employers not deleted: the admin Jobs list's total): total, current =
 * created in the last 7×24 h up to now, prev = the 7×24 h before.
 */
export async function analyticsGeneral(db: Db, now: Date): Promise<AnalyticsGeneral> {
  const window = { weekAgo: new Date(now.getTime() - WEEK_MS), twoWeeksAgo: new Date(now.getTime() - 2 * WEEK_MS) };
  const users = (role: Role) =>
    db
      .selectFrom('users as u')
      .select(countsSql(window, 'u.created_at'))
      .where('u.role', '=', role)
      .where('u.deleted_at', 'is', null)
      .where('u.created_at', '<=', now)
      .executeTakeFirstOrThrow();
  const [employers, employees, jobs] = await Promise.all([
    users(Role.Employer),
    users(Role.Employee),
    db
      .selectFrom('jobs as j')
      .innerJoin('users as e', 'e.id', 'j.employer_id')
      .select(countsSql(window, 'j.created_at'))
      .where('j.deleted_at', 'is', null)
      .where('e.deleted_at', 'is', null)
      .where('j.created_at', '<=', now)
      .executeTakeFirstOrThrow(),
  ]);
  const box = (row: AnalyticsCounts): AnalyticsCounts => ({ prev: row.prev, current: row.current, total: row.total });
  return { employers: box(employers), employees: box(employees), jobs: box(jobs) };
}

/** The Monday of the week a 'yyyy-MM-dd' day is in, 'yyyy-MM-dd'. */
function mondayOf(day: string): string {
  const start = utcDayStart(day);
  return new Date(start - ((new Date(start).getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A chart range valid by analyticsRangeSchema (the route's path) as days of the admin's time zone:
 * the instants of its first midnight and of the midnight after its last day there (PostgreSQL
 * knows each zone's daylight saving), its days and the Mondays of its weeks, and the SQL of the
 * day and of the week's Monday an instant falls on there.
 */
function dayRange(range: DayRange, timeZone: string) {
  const midnight = (day: string) => sql<Date>`(${day}::date)::timestamp at time zone ${timeZone}`;
  const [first, last] = [utcDayStart(range.from), utcDayStart(range.to)];
  const days = Array.from({ length: (last - first) / DAY_MS + 1 }, (_, i) => new Date(first + i * DAY_MS).toISOString().slice(0, 10));
  return {
    from: midnight(range.from),
    toExclusive: sql<Date>`(${range.to}::date + 1)::timestamp at time zone ${timeZone}`,
    days,
    weeks: [...new Set(days.map(mondayOf))],
    dayOf: (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone ${timeZone}, 'YYYY-MM-DD')`,
    weekOf: (column: string) => sql<string>`to_char(date_trunc('week', ${sql.ref(column)} at time zone ${timeZone}), 'YYYY-MM-DD')`,
  };
}

/** GET admin/analytics/jobs/placement: applications made in the range; hired = now Accepted, applied = the rest. */
export async function jobsPlacement(db: Db, days: DayRange, timeZone: string): Promise<JobsPlacement> {
  const range = dayRange(days, timeZone);
  const row = await db
    .selectFrom('applicants as a')
    .select([
      sql<number>`(count(*) filter (where a.state = ${ApplicantState.Accepted}))::int`.as('hired'),
      sql<number>`(count(*) filter (where a.state <> ${ApplicantState.Accepted}))::int`.as('applied'),
    ])
    .where('a.created_at', '>=', range.from)
    .where('a.created_at', '<', range.toExclusive)
    .executeTakeFirstOrThrow();
  return { applied: row.applied, hired: row.hired };
}

/**
 * GET admin/analytics/jobs/posted: jobs created per day of the range in the admin's zone, zeros
 * included. Counts the jobs still listed (not deleted, employer not deleted), like the Jobs box.
 */
export async function jobsPosted(db: Db, days: DayRange, timeZone: string): Promise<JobsPostedRow[]> {
  const range = dayRange(days, timeZone);
  const rows = await db
    .selectFrom('jobs as j')
    .innerJoin('users as e', 'e.id', 'j.employer_id')
    .select([range.dayOf('j.created_at').as('dt'), sql<number>`count(*)::int`.as('value')])
    .where('j.deleted_at', 'is', null)
    .where('e.deleted_at', 'is', null)
    .where('j.created_at', '>=', range.from)
    .where('j.created_at', '<', range.toExclusive)
    .groupBy(sql`1`)
    .execute();
  const byDay = new Map(rows.map((r) => [r.dt, r.value]));
  return range.days.map((dt) => ({ dt, value: byDay.get(dt) ?? 0 }));
}

/**
 * GET admin/analytics/shifts (issue 20): the shifts that start in the range, per week of the admin's zone
 * (Monday first), zeros included. A week the range only partly covers counts its days in the range. Every
 * shift counts, whoever's: one checked in was worked, however the hire or the accounts went afterwards.
 */
export async function shiftsPerWeek(db: Db, days: DayRange, timeZone: string, now: Date): Promise<ShiftsWeekRow[]> {
  const range = dayRange(days, timeZone);
  const noShowStartedBy = new Date(now.getTime() - NO_SHOW_MINUTES * 60_000);
  const rows = await db
    .selectFrom('shifts as s')
    .select([
      range.weekOf('s.starts_at').as('week'),
      sql<number>`(count(*) filter (where s.checked_in_at is not null))::int`.as('worked'),
      sql<number>`(count(*) filter (where s.checked_in_at is null and s.starts_at <= ${noShowStartedBy}))::int`.as('noShows'),
    ])
    .where('s.starts_at', '>=', range.from)
    .where('s.starts_at', '<', range.toExclusive)
    .groupBy(sql`1`)
    .execute();
  const byWeek = new Map(rows.map((r) => [r.week, r]));
  return range.weeks.map((week) => byWeek.get(week) ?? { week, worked: 0, noShows: 0 });
}

/**
 * GET admin/analytics/coverage (issue 36): across every company, the COVERAGE_CHART_WEEKS weeks up to the one `today`
 * (the admin's day) is in, oldest first, zeros included: each week's planned shifts, covered and open, and the
 * median time to fill its lost shifts. A shift's week is its day's, in its job's zone (the companies' weeks).
 */
export async function coveragePerWeek(db: Db, today: string): Promise<CoverageWeekRow[]> {
  const last = utcDayStart(mondayOf(today));
  const weeks = Array.from({ length: COVERAGE_CHART_WEEKS }, (_, i) => new Date(last - (COVERAGE_CHART_WEEKS - 1 - i) * WEEK_MS).toISOString().slice(0, 10));
  const byWeek = await coverageByWeek(db, weeks);
  return weeks.map((week) => ({ week, ...(byWeek.get(week) ?? { planned: 0, covered: 0, open: 0, medianFillMinutes: null }) }));
}
