import { sql } from 'kysely';
import {
  ApplicantState,
  COVERAGE_CHART_WEEKS,
  dayIn,
  NO_SHOW_MINUTES,
  Role,
  smsSize,
  utcDayStart,
  type AnalyticsCounts,
  type AnalyticsGeneral,
  type CoverageWeekRow,
  type DayRange,
  type JobsPlacement,
  type JobsPostedRow,
  type MessageChannels,
  type MessagesWeekRow,
  type ShiftsWeekRow,
} from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import type { Channel } from '../../db/schema';
import { PUSH_DELIVERED, PUSH_SHOWN } from '../../messaging/push-delivery';
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

/**
 * Characters that are one unit of GSM-7 and of UCS-2 alike. A text with each of them written 'x' (its shape) is billed
 * the same segments in either encoding: what decides the encoding and the splits (the other characters) stays.
 */
const ONE_UNIT = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 !"#$%&\'()*+,-./:;<=>?@_';
const shapeOf = (column: string) => sql<string>`translate(${sql.ref(column)}, ${ONE_UNIT}, ${'x'.repeat(ONE_UNIT.length)})`;

/**
 * GET admin/analytics/messages (issue 39, docs/decisions/push-first.md): per week of the range in the admin's zone,
 * what was handed to the provider for officers (status 'sent', by channel), and the SMS a push made unnecessary:
 * the fallbacks push-delivery.ts skipped (PUSH_DELIVERED, PUSH_SHOWN), not those skipped for a STOP. A message's week
 * is its claim's (claimed_at: the send, or the skip), the column of the retention pass and of its index
 * (outbox_settled). Segments as carriers bill them (smsSize): Twilio's calculator takes about a millisecond a text,
 * so the texts of a week are grouped by shape in SQL and each shape measured once (an alert storm is a few shapes).
 */
export async function messagesPerWeek(db: Db, days: DayRange, timeZone: string, now: Date, retentionDays: number): Promise<MessageChannels> {
  const range = dayRange(days, timeZone);
  const saved = sql<boolean>`o.status = 'skipped' and o.last_error in (${PUSH_DELIVERED}, ${PUSH_SHOWN})`;
  const rows = await db
    .selectFrom('outbox as o')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select([
      range.weekOf('o.claimed_at').as('week'),
      sql<Channel | 'saved'>`case when ${saved} then 'saved' else o.channel end`.as('kind'),
      sql<string | null>`case when ${saved} then ${shapeOf('o.body')} end`.as('shape'),
      sql<number>`count(*)::int`.as('count'),
    ])
    .where('u.role', '=', Role.Employee)
    // Settled rows only, as the partial index outbox_settled holds them.
    .where('o.status', 'in', ['sent', 'skipped'])
    .where((eb) => eb.or([eb('o.status', '=', 'sent'), eb.and([eb('o.channel', '=', 'sms'), saved])]))
    .where('o.claimed_at', '>=', range.from)
    .where('o.claimed_at', '<', range.toExclusive)
    .groupBy([sql`1`, sql`2`, sql`3`])
    .execute();
  const weeks = new Map(range.weeks.map((week): [string, MessagesWeekRow] => [week, { week, sms: 0, push: 0, email: 0, smsSaved: 0, segmentsSaved: 0 }]));
  const segments = new Map<string, number>();
  for (const { week, kind, shape, count } of rows) {
    const row = weeks.get(week)!;
    if (kind !== 'saved') {
      row[kind] += count;
      continue;
    }
    if (!segments.has(shape!)) segments.set(shape!, smsSize(shape!).segments);
    row.smsSaved += count;
    row.segmentsSaved += count * segments.get(shape!)!;
  }
  // The retention pass deletes what was claimed before now − retentionDays: the day after that instant's is whole.
  const keptFrom = retentionDays > 0 ? new Date(utcDayStart(dayIn(new Date(now.getTime() - retentionDays * DAY_MS), timeZone)) + DAY_MS).toISOString().slice(0, 10) : null;
  return { weeks: [...weeks.values()], keptFrom };
}
