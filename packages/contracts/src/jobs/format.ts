import { format, parseISO } from 'date-fns';
import { JobPeriodType, RATE_TYPE_UNIT, type RateType } from './enums';
import type { Job } from './types';

function day(value: string): Date {
  return parseISO(value.slice(0, 10));
}

/**
 * Dates of a job as lists show them (spec: 'd MMM' for one day or full time, 'from - to' for a range).
 * withYear adds the year: '5 Mar 2026', '5 Mar - 7 Mar 2026', 'Full time from 5 Mar 2026'.
 */
export function formatJobDates(job: Pick<Job, 'from' | 'to' | 'periodType'>, withYear = true): string {
  const pattern = withYear ? 'd MMM yyyy' : 'd MMM';
  if (!job.from) return '';
  const from = day(job.from);
  if (job.periodType === JobPeriodType.Range && job.to) {
    const to = day(job.to);
    return `${format(from, 'd MMM')} - ${format(to, pattern)}`;
  }
  if (job.periodType === JobPeriodType.FullTime) return `Full time from ${format(from, pattern)}`;
  return format(from, pattern);
}

/** '$25.00/hr', '$1,200.00/day'. */
export function formatSalary(value: number, type: RateType): string {
  const amount = value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `$${amount}/${RATE_TYPE_UNIT[type] ?? 'hr'}`;
}

/** Short date used by lists: MM/dd/yy (spec section 9). */
export function formatShortDate(value: string): string {
  return format(parseISO(value), 'MM/dd/yy');
}
