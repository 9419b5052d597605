import { JobPeriodType, RATE_TYPE_UNIT, type RateType } from './enums';
import { dayIn } from '../time-zone';
import type { Job } from './types';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar day 'yyyy-MM-dd' (or the day of 'yyyy-MM-ddT…') as 'd MMM yyyy' ('5 Mar 2026'), or 'd MMM'
 * without the year (spec section 9). Read from the text, not through a Date: a day is the same day in
 * every zone. Written out rather than with date-fns' format, which brings its formatters and locale
 * (about 12 KB gzip) to the role homes for these patterns (docs/decisions/day-formatting.md).
 */
export function formatDay(value: string, withYear = true): string {
  const [year, month, dayOfMonth] = value.slice(0, 10).split('-');
  const text = `${Number(dayOfMonth)} ${MONTHS[Number(month) - 1]}`;
  return withYear ? `${text} ${year}` : text;
}

/**
 * Dates of a job as lists show them (spec: 'd MMM' for one day or full time, 'from - to' for a range).
 * withYear adds the year: '5 Mar 2026', '5 Mar - 7 Mar 2026', 'Full time from 5 Mar 2026'.
 */
export function formatJobDates(job: Pick<Job, 'from' | 'to' | 'periodType'>, withYear = true): string {
  if (!job.from) return '';
  if (job.periodType === JobPeriodType.Range && job.to) return `${formatDay(job.from, false)} - ${formatDay(job.to, withYear)}`;
  if (job.periodType === JobPeriodType.FullTime) return `Full time from ${formatDay(job.from, withYear)}`;
  return formatDay(job.from, withYear);
}

/** '$25.00/hr', '$1,200.00/day'. */
export function formatSalary(value: number, type: RateType): string {
  const amount = value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `$${amount}/${RATE_TYPE_UNIT[type] ?? 'hr'}`;
}

/** Short date used by lists: MM/dd/yy (spec section 9); an instant shows the runtime's local day. */
export function formatShortDate(value: string): string {
  const [year, month, dayOfMonth] = (value.length === 10 ? value : dayIn(new Date(value))).split('-');
  return `${month}/${dayOfMonth}/${year.slice(2)}`;
}
