import { dayIn, instantIn, JobPeriodType, Shift, type TimeRange } from '@dutylink/contracts';

/** What of a job decides its shifts. */
export interface JobSchedule {
  periodType: number;
  /** 'yyyy-MM-dd' */
  fromDay: string;
  toDay: string | null;
  /** Weekdays, Sunday 0. */
  days: readonly number[];
  shift: number;
  variedShifts: readonly TimeRange[];
  timeZone: string;
}

export interface ShiftTime {
  /** The day it starts, in the job's zone. */
  day: string;
  startsAt: Date;
  endsAt: Date;
}

/** A full-time job's shifts are made this many days ahead, and kept so by the hourly pass. */
export const FULL_TIME_DAYS_AHEAD = 28;

/** The shift's wall-clock times (issue 20): AM 07:00-15:00, PM 15:00-23:00, Graveyard 23:00-07:00 the next day. */
const FIXED: Record<number, TimeRange> = {
  [Shift.AM]: { from: '07:00', to: '15:00' },
  [Shift.PM]: { from: '15:00', to: '23:00' },
  [Shift.Graveyard]: { from: '23:00', to: '07:00' },
};

const DAY_MS = 86_400_000;
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The last day a full-time job's shifts are made to, planning from `firstDay` (yesterday): today and the 27 days after. */
export const planHorizon = (firstDay: string) => addDays(firstDay, FULL_TIME_DAYS_AHEAD);

/** The days a job works from `firstDay` on: a one-day job its day, a range its weekdays up to its end, full time its weekdays for FULL_TIME_DAYS_AHEAD days. */
function workDays(job: JobSchedule, firstDay: string): string[] {
  if (job.periodType === JobPeriodType.OneDay) return job.fromDay >= firstDay ? [job.fromDay] : [];
  const start = job.fromDay > firstDay ? job.fromDay : firstDay;
  const end = job.periodType === JobPeriodType.Range && job.toDay ? job.toDay : planHorizon(firstDay);
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) if (job.days.includes(weekday(day))) days.push(day);
  return days;
}

/**
 * A job's dated shifts whose day is `firstDay` or later, in the job's zone: one per work day and time range
 * (a varied job can have several a day); a range that ends at or before its start ends the next day.
 */
export function shiftTimes(job: JobSchedule, firstDay: string): ShiftTime[] {
  const ranges = job.shift === Shift.Other ? job.variedShifts : [FIXED[job.shift] ?? FIXED[Shift.AM]];
  return workDays(job, firstDay).flatMap((day) =>
    ranges.map((range) => ({
      day,
      startsAt: instantIn(day, range.from, job.timeZone),
      endsAt: instantIn(range.to > range.from ? day : addDays(day, 1), range.to, job.timeZone),
    })),
  );
}

/** The day before `now`'s day in a zone: the first day whose shifts may still be running (a graveyard shift). */
export const firstOpenDay = (now: Date, timeZone: string) => addDays(dayIn(now, timeZone), -1);
