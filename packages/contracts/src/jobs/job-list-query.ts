import { hasAtMostTwoDecimals } from '../money';
import { ARMED_STATUSES, HOURS_PER_PAID_DAY, SHIFTS, type ArmedStatus, type Shift } from './enums';
import { EmployeeJobSort } from './types';

/**
 * The employee's All jobs list, sorted and filtered (issue 21), as the page's address says it:
 * /employee/jobs?sort=pay&from=2026-12-01&to=2026-12-31&minPay=25&shift=2&armed=1. The server sorts and
 * filters (POST employees/jobs/items: the sort in the path, the filters in the body).
 */
export type JobListSort = 'date' | 'pay' | 'distance';
export const JOB_LIST_SORTS: readonly JobListSort[] = ['date', 'pay', 'distance'];
export const JOB_LIST_SORT_LABEL: Record<JobListSort, string> = { date: 'Date', pay: 'Pay', distance: 'Distance' };

/**
 * A sort's path keys: Date newest first (today's order), Pay highest first, Distance nearest first. Distance
 * is ascending only: farthest first is not offered (no index reads it).
 */
export const JOB_LIST_SORT_KEYS: Record<JobListSort, { sortBy: EmployeeJobSort; asc: boolean }> = {
  date: { sortBy: EmployeeJobSort.Created, asc: false },
  pay: { sortBy: EmployeeJobSort.Pay, asc: false },
  distance: { sortBy: EmployeeJobSort.Distance, asc: true },
};

/** Shown beside the sort when the officer's profile has no ZIP code the distances could be measured from. */
export const DISTANCE_SORT_NEEDS_ZIP = 'Add your ZIP code in General information to sort by distance.';

/** The filters of the All jobs list; null is no filter. Days 'yyyy-MM-dd', inclusive; pay in dollars an hour. */
export interface JobListFilters {
  /** Jobs with a day on or after it. */
  from: string | null;
  /** Jobs with a day on or before it. */
  to: string | null;
  /** At least this much an hour, a day's rate counting as HOURS_PER_PAID_DAY hours. */
  minPay: number | null;
  shift: Shift | null;
  armed: ArmedStatus | null;
}

export const NO_JOB_LIST_FILTERS: JobListFilters = { from: null, to: null, minPay: null, shift: null, armed: null };

/** The most a minimum pay may say, in dollars an hour. */
export const JOB_LIST_MAX_MIN_PAY = 10_000;

/** The 'yyyy-MM-dd' day exists (not '2026-02-30'). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

/** A day's pay the minimum asks for (what the server compares with jobs.day_pay). */
export const minDayPay = (minPayPerHour: number) => minPayPerHour * HOURS_PER_PAID_DAY;

/** How many filters are on (the 'Filters (2)' button): the date range counts once. */
export function activeFilterCount(filters: JobListFilters): number {
  return [filters.from !== null || filters.to !== null, filters.minPay !== null, filters.shift !== null, filters.armed !== null].filter(Boolean).length;
}

export interface JobListQuery {
  sort: JobListSort;
  filters: JobListFilters;
}

const choice = <T extends number>(value: string | null, choices: readonly T[]): T | null => {
  const n = value === null || value === '' ? Number.NaN : Number(value);
  return choices.includes(n as T) ? (n as T) : null;
};

/**
 * The sort and filters a page address says. What is not valid is left out (a link typed by hand shows the
 * list without it), so what reaches the server passes its rules; a range whose end is before its start keeps
 * only its start.
 */
export function readJobListQuery(params: URLSearchParams): JobListQuery {
  const sort = JOB_LIST_SORTS.find((each) => each === params.get('sort')) ?? 'date';
  const day = (name: string) => {
    const value = params.get(name);
    return value !== null && isCalendarDay(value) ? value : null;
  };
  const from = day('from');
  const to = day('to');
  const pay = params.get('minPay');
  const minPay = pay !== null && pay.trim() !== '' ? Number(pay) : Number.NaN;
  return {
    sort,
    filters: {
      from,
      to: from !== null && to !== null && to < from ? null : to,
      minPay: Number.isFinite(minPay) && minPay >= 0 && minPay <= JOB_LIST_MAX_MIN_PAY && hasAtMostTwoDecimals(minPay) ? minPay : null,
      shift: choice(params.get('shift'), SHIFTS),
      armed: choice(params.get('armed'), ARMED_STATUSES),
    },
  };
}

/** The address's search params for a sort and filters: the defaults are left out, so the plain list stays /employee/jobs. */
export function jobListSearchParams({ sort, filters }: JobListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (sort !== 'date') params.set('sort', sort);
  if (filters.from !== null) params.set('from', filters.from);
  if (filters.to !== null) params.set('to', filters.to);
  if (filters.minPay !== null) params.set('minPay', String(filters.minPay));
  if (filters.shift !== null) params.set('shift', String(filters.shift));
  if (filters.armed !== null) params.set('armed', String(filters.armed));
  return params;
}
