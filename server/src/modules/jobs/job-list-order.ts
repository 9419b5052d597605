import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { EmployeeJobSort, JobPeriodType, minDayPay, type JobListFilters } from '@dutylink/contracts';
import type { Database } from '../../db/schema';

type WithJobs = Database & { j: Database['jobs'] };

/**
 * How the All tab is ordered (issue 21): the path's sort key and direction, and for Distance the officer's
 * place (employee_profiles.place) the distances are from. Distance without a place is the date order.
 */
export interface JobListOrder {
  /** EmployeeJobSort. */
  sortBy: number;
  asc: boolean;
  /** The officer's place, read first for the Distance sort (the nearest-first scan needs it as a value). */
  from?: string | null;
}

/** The filters as the body gives them (JobListFilters; left out or null: no filter). */
export type JobListFilterInput = { [K in keyof JobListFilters]?: string | number | null } & { from?: string | null; to?: string | null; minPay?: number | null };

/** The job's last day: its end for a range, none for full time (infinity), else its one day. */
const lastDay = sql<string>`coalesce(case when j.period_type = ${sql.lit(JobPeriodType.FullTime)} then 'infinity'::date when j.period_type = ${sql.lit(JobPeriodType.Range)} then j.to_date end, j.from_date)`;

/**
 * The conditions of the filters on `j` (none: an empty list): a day of the job within from–to (its dates
 * overlap the range; calendar days compared as written), at least the minimum pay an hour (jobs.day_pay, a
 * day counting as HOURS_PER_PAID_DAY hours), the shift, the armed status.
 */
export function filterConditions(filters: JobListFilterInput) {
  return (eb: ExpressionBuilder<WithJobs, 'j'>): Expression<SqlBool>[] => [
    ...(filters.from != null ? [sql<SqlBool>`${lastDay} >= ${filters.from}::date`] : []),
    ...(filters.to != null ? [sql<SqlBool>`j.from_date <= ${filters.to}::date`] : []),
    ...(filters.minPay != null ? [eb('j.day_pay', '>=', String(minDayPay(filters.minPay)))] : []),
    ...(filters.shift != null ? [eb('j.shift', '=', Number(filters.shift))] : []),
    ...(filters.armed != null ? [eb('j.armed_type', '=', Number(filters.armed))] : []),
  ];
}

export const hasFilters = (filters: JobListFilterInput) =>
  filters.from != null || filters.to != null || filters.minPay != null || filters.shift != null || filters.armed != null;

/** The order is other than newest or oldest first. */
export const isSorted = (order: JobListOrder) =>
  order.sortBy === EmployeeJobSort.Pay || (order.sortBy === EmployeeJobSort.Distance && order.from != null);

/**
 * Orders a query of `j` (with `j.day_pay` and the distance as `sortDistance`) as the list shows it:
 * - Pay: a day's pay, highest first (asc: lowest), newer first among equals (jobs_open_day_pay);
 * - Distance: nearest first, jobs whose ZIP is unknown last, newest first among equals (jobs_open_place:
 *   a nearest-first scan of the GiST index, with the ties sorted as they come);
 * - Created: newest first (asc: oldest), as before issue 21 (jobs_open_created).
 */
export function orderJobs<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  order: JobListOrder,
  keys: { payKey: Expression<unknown>; distanceKey: Expression<unknown>; created: Expression<unknown>; id: Expression<unknown> },
): SelectQueryBuilder<DB, TB, O> {
  const direction = order.asc ? 'asc' : 'desc';
  if (order.sortBy === EmployeeJobSort.Pay) {
    return query.orderBy(keys.payKey, direction).orderBy(keys.created, direction).orderBy(keys.id, direction);
  }
  if (order.sortBy === EmployeeJobSort.Distance && order.from != null) {
    return query.orderBy(sql`${keys.distanceKey} asc nulls last`).orderBy(keys.created, 'desc').orderBy(keys.id, 'desc');
  }
  return query.orderBy(keys.created, direction).orderBy(keys.id, direction);
}

/** The chord from a job to the officer's place, the Distance sort's key on `j` (its GiST index reads it nearest first). */
export const chordFrom = (place: string) => sql`(j.place <-> ${place}::cube)`;
