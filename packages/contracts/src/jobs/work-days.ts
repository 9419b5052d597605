import { JobPeriodType } from './enums';

/** What of a job decides on which days it works. Days are 'yyyy-MM-dd'; weekdays Sunday 0. */
export interface WorkSchedule {
  periodType: number;
  from: string;
  to: string | null;
  days: readonly number[];
}

/** A full-time job's shifts are made this many days ahead (today and the 27 days after), and kept so by the hourly pass. */
export const FULL_TIME_DAYS_AHEAD = 28;

const DAY_MS = 86_400_000;

/** A calendar day 'yyyy-MM-dd' moved by n days. */
export const addCalendarDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/**
 * The days a job works from `firstDay` on: a one-day job its day, a range its weekdays up to its last
 * day, full time (which has no end) its weekdays up to `fullTimeUntil`.
 */
export function jobWorkDays(job: WorkSchedule, firstDay: string, fullTimeUntil: string): string[] {
  if (job.periodType === JobPeriodType.OneDay) return job.from >= firstDay ? [job.from] : [];
  const start = job.from > firstDay ? job.from : firstDay;
  const end = job.periodType === JobPeriodType.Range && job.to ? job.to : fullTimeUntil;
  const days: string[] = [];
  for (let day = start; day <= end; day = addCalendarDays(day, 1)) if (job.days.includes(weekday(day))) days.push(day);
  return days;
}
