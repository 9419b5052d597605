import { sql } from 'kysely';
import { ApplicantState, Role, utcDayStart, type AnalyticsCounts, type AnalyticsGeneral, type DayRange, type JobsPlacement, type JobsPostedRow } from '@dutylink/contracts';
import type { Db } from '../../db/connect';

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

/** The instants of a chart range valid by analyticsRangeSchema (the route's path): its first, the end (exclusive), the days. */
function dayRange(range: DayRange): { from: Date; toExclusive: Date; days: number } {
  const [from, to] = [utcDayStart(range.from), utcDayStart(range.to)];
  return { from: new Date(from), toExclusive: new Date(to + DAY_MS), days: (to - from) / DAY_MS + 1 };
}

/** GET admin/analytics/jobs/placement: applications made in the range; hired = now Accepted, applied = the rest. */
export async function jobsPlacement(db: Db, days: DayRange): Promise<JobsPlacement> {
  const range = dayRange(days);
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
 * GET admin/analytics/jobs/posted: jobs created per UTC day of the range, zeros included. Counts the
 * jobs still listed (not deleted, employer not deleted), like the Jobs box.
 */
export async function jobsPosted(db: Db, days: DayRange): Promise<JobsPostedRow[]> {
  const range = dayRange(days);
  const rows = await db
    .selectFrom('jobs as j')
    .innerJoin('users as e', 'e.id', 'j.employer_id')
    .select([sql<string>`to_char(j.created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('dt'), sql<number>`count(*)::int`.as('value')])
    .where('j.deleted_at', 'is', null)
    .where('e.deleted_at', 'is', null)
    .where('j.created_at', '>=', range.from)
    .where('j.created_at', '<', range.toExclusive)
    .groupBy(sql`1`)
    .execute();
  const byDay = new Map(rows.map((r) => [r.dt, r.value]));
  return Array.from({ length: range.days }, (_, i) => {
    const dt = new Date(range.from.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    return { dt, value: byDay.get(dt) ?? 0 };
  });
}
