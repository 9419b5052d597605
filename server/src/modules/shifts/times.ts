import { addCalendarDays, dayIn, FULL_TIME_DAYS_AHEAD, instantIn, jobWorkDays, Shift, type TimeRange } from '@dutylink/contracts';

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

/** The shift's wall-clock times (issue 20): AM 07:00-15:00, PM 15:00-23:00, Graveyard 23:00-07:00 the next day. */
const FIXED: Record<number, TimeRange> = {
  [Shift.AM]: { from: '07:00', to: '15:00' },
  [Shift.PM]: { from: '15:00', to: '23:00' },
  [Shift.Graveyard]: { from: '23:00', to: '07:00' },
};

/** The last day a full-time job's shifts are made to, planning from `firstDay` (yesterday): today and the 27 days after. */
export const planHorizon = (firstDay: string) => addCalendarDays(firstDay, FULL_TIME_DAYS_AHEAD);

/** The days a job works from `firstDay` on (jobWorkDays), full time up to its plan's horizon. */
const workDays = (job: JobSchedule, firstDay: string) =>
  jobWorkDays({ periodType: job.periodType, from: job.fromDay, to: job.toDay, days: job.days }, firstDay, planHorizon(firstDay));

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
      endsAt: instantIn(range.to > range.from ? day : addCalendarDays(day, 1), range.to, job.timeZone),
    })),
  );
}

/** The day before `now`'s day in a zone: the first day whose shifts may still be running (a graveyard shift). */
export const firstOpenDay = (now: Date, timeZone: string) => addCalendarDays(dayIn(now, timeZone), -1);
