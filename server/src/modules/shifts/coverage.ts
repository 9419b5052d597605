import { sql, type RawBuilder } from 'kysely';
import { COVERAGE_FILL_DAYS, type CompanyCoverage, type CoverageCounts, type CoverageWeekRow } from '@dutylink/contracts';
import type { Db } from '../../db/connect';

/*
 * Coverage figures (issue 36, docs/shifts.md "Coverage figures"): set-based SQL, one statement per answer.
 * A planned shift (backfill_of null) lost its officer by a call-off, a release or a no-show; its backfill chain
 * (backfill_of, unique) is followed by a recursive CTE from the lost ones only. It is covered when a shift of the
 * chain kept its officer (the chain goes on only through lost shifts, so that shift is its last), open otherwise.
 * A week is Monday to Sunday of the shift's day, which is the day in its job's zone.
 */

const lost = (s: string) => sql.raw(`(${s}.called_off_at is not null or ${s}.released_at is not null or (${s}.no_show_told_at is not null and ${s}.checked_in_at is null))`);
const lostAt = (s: string) => sql.raw(`least(${s}.called_off_at, ${s}.released_at, case when ${s}.checked_in_at is null then ${s}.no_show_told_at end)`);
/** The Monday of a date's week, a date. */
const monday = (day: RawBuilder<unknown>) => sql`(${day} - (extract(isodow from ${day})::int - 1))`;

/**
 * The open ones among `planned` (a CTE of id and lost), as the CTE `open_shifts` (root): the chain of each lost
 * one, and those whose every shift lost its officer.
 */
const openShifts = sql`
  chain (root, id, lost) as (
    select p.id, p.id, true from planned p where p.lost
    union all
    select c.root, b.id, ${lost('b')} from chain c join shifts b on b.backfill_of = c.id where c.lost
  ),
  open_shifts as (select root from chain group by root having bool_and(lost))`;

interface FigureRow {
  key: number | null;
  planned: number;
  open: number;
  median: number | null;
  lost_recently: number;
}

const figures = (group: RawBuilder<unknown>) => sql`
  select ${group} as key, sum(planned)::int as planned, sum(open)::int as open,
    percentile_cont(0.5) within group (order by fill_minutes) as median, sum(lost_recently)::int as lost_recently
  from figures`;

const counts = (row: FigureRow | undefined): CoverageCounts => ({ planned: row?.planned ?? 0, covered: (row?.planned ?? 0) - (row?.open ?? 0), open: row?.open ?? 0 });
const minutes = (median: number | null) => (median === null ? null : Math.round(Number(median)));

/**
 * The company's coverage this week (each job's own week, the one its zone is in now) and the median time to fill
 * over the lost shifts of the last COVERAGE_FILL_DAYS days and ahead; with `jobIds`, only those jobs. Per job and in
 * all (grouping sets). Reads the company's jobs by jobs.employer_id and their shifts by (job_id, starts_at).
 */
export async function companyCoverage(db: Db, employerId: number, now: Date, jobIds?: number[]): Promise<{ company: CompanyCoverage; ofJob: (jobId: number) => CoverageCounts }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const jobs = jobIds ? sql`and j.id in (${sql.join(jobIds.length ? jobIds : [0])})` : sql``;
  const { rows } = await sql<FigureRow>`
    with recursive planned as (
      select s.id, s.job_id, ${lost('s')} as lost
      from jobs j join shifts s on s.job_id = j.id
      where j.employer_id = ${employerId} ${jobs} and s.backfill_of is null
        -- the index's bounds: a week around now, wider than any zone's week
        and s.starts_at > ${at} - interval '8 days' and s.starts_at < ${at} + interval '8 days'
        and ${monday(sql`s.day`)} = ${monday(sql`(${at} at time zone j.time_zone)::date`)}
    ),
    ${openShifts},
    recent as (
      select s.job_id, extract(epoch from (o.filled_at - ${lostAt('s')})) / 60 as fill_minutes
      from jobs j join shifts s on s.job_id = j.id left join shift_offers o on o.shift_id = s.id and o.filled_at is not null
      where j.employer_id = ${employerId} ${jobs} and ${lost('s')}
        and s.starts_at >= ${at} - make_interval(days => ${COVERAGE_FILL_DAYS})
    ),
    figures as (
      select p.job_id, 1 as planned, (o.root is not null)::int as open, null::float8 as fill_minutes, 0 as lost_recently
      from planned p left join open_shifts o on o.root = p.id
      union all
      select r.job_id, 0, 0, r.fill_minutes, 1 from recent r
    )
    ${figures(sql`job_id`)} group by grouping sets ((job_id), ())`.execute(db);
  const all = rows.find((row) => row.key === null);
  return {
    company: { ...counts(all), medianFillMinutes: minutes(all?.median ?? null), lostRecently: all?.lost_recently ?? 0 },
    ofJob: (jobId) => counts(rows.find((row) => row.key === jobId)),
  };
}

/**
 * Across every company, per week (Monday to Sunday of each job's zone; `weeks` their Mondays, 'yyyy-MM-dd', oldest
 * first): the planned shifts, covered and open, and the median time to fill the week's lost shifts (planned or
 * backfills) that were filled. A week without shifts is left out.
 */
export async function coverageByWeek(db: Db, weeks: string[]): Promise<Map<string, Omit<CoverageWeekRow, 'week'>>> {
  const [first, last] = [sql`${weeks[0]}::date`, sql`${weeks[weeks.length - 1]}::date`];
  // The index's bounds on starts_at, a day wider each side than the days (every US zone is within a day of UTC).
  const within = (s: string) =>
    sql`${sql.ref(`${s}.day`)} >= ${first} and ${sql.ref(`${s}.day`)} < ${last} + 7
      and ${sql.ref(`${s}.starts_at`)} >= (${first} - 1)::timestamp at time zone 'UTC' and ${sql.ref(`${s}.starts_at`)} < (${last} + 8)::timestamp at time zone 'UTC'`;
  const { rows } = await sql<FigureRow & { key: string }>`
    with recursive planned as (
      select s.id, ${monday(sql`s.day`)} as week, ${lost('s')} as lost from shifts s where s.backfill_of is null and ${within('s')}
    ),
    ${openShifts},
    figures as (
      select p.week, 1 as planned, (o.root is not null)::int as open, null::float8 as fill_minutes, 0 as lost_recently
      from planned p left join open_shifts o on o.root = p.id
      union all
      select ${monday(sql`s.day`)}, 0, 0, extract(epoch from (o.filled_at - ${lostAt('s')})) / 60, 0
      from shift_offers o join shifts s on s.id = o.shift_id where o.filled_at is not null and ${within('s')}
    )
    ${figures(sql`to_char(week, 'YYYY-MM-DD')`)} group by week`.execute(db);
  return new Map(rows.map((row) => [row.key, { ...counts(row), medianFillMinutes: minutes(row.median) }]));
}
