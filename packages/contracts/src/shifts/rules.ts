import { RateType } from '../jobs/enums';
import { CHECK_IN_OPENS_MINUTES, CHECK_OUT_GRACE_MINUTES, CHECK_OUT_UNDO_MINUTES, NO_SHOW_MINUTES, ShiftStatus } from './types';
import { formatShiftTimes } from './format';

const MINUTE = 60_000;

/** A shift's times and check-ins, as instants. */
export interface ShiftClock {
  startsAt: string | Date;
  endsAt: string | Date;
  checkedInAt: string | Date | null;
  checkedOutAt: string | Date | null;
}

const ms = (value: string | Date) => new Date(value).getTime();

/** The officer's standing on a shift at `now` (the Today board). */
export function shiftStatus(shift: ShiftClock, now: Date): ShiftStatus {
  if (shift.checkedOutAt) return ShiftStatus.CheckedOut;
  if (shift.checkedInAt) return ShiftStatus.CheckedIn;
  const late = now.getTime() - ms(shift.startsAt);
  if (late < 0) return ShiftStatus.NotCheckedIn;
  return late < NO_SHOW_MINUTES * MINUTE ? ShiftStatus.Late : ShiftStatus.NoShow;
}

export const checkInMessages = {
  tooEarly: `Check-in opens ${CHECK_IN_OPENS_MINUTES} minutes before the shift starts`,
  over: 'This shift is over: check-in is closed',
  already: 'You are already checked in',
  notCheckedIn: 'Check in first',
  alreadyOut: 'You are already checked out',
  checkOutClosed: 'Check-out closed 2 hours after the shift ended: your employer can set your hours',
  notStarted: 'Your shift has not started: check-out opens when it starts',
  early: 'Less than half of your shift has passed: confirm to check out now',
  notCheckedOut: 'You are not checked out',
  undoClosed: `A check-out can be undone for ${CHECK_OUT_UNDO_MINUTES} minutes: your employer can set your hours`,
  approved: 'Your hours are approved: your employer can change them',
} as const;

/** Why a check-in at `now` is refused, or null when it is allowed (from 30 minutes before the start until the end). */
export function checkInRefusal(shift: ShiftClock, now: Date): string | null {
  if (shift.checkedInAt) return checkInMessages.already;
  if (now.getTime() < ms(shift.startsAt) - CHECK_IN_OPENS_MINUTES * MINUTE) return checkInMessages.tooEarly;
  if (now.getTime() > ms(shift.endsAt)) return checkInMessages.over;
  return null;
}

/** Whether a check-out at `now` comes before half of the shift has passed (the officer is asked to confirm it). */
export function isEarlyCheckOut(shift: ShiftClock, now: Date): boolean {
  return now.getTime() < (ms(shift.startsAt) + ms(shift.endsAt)) / 2;
}

/**
 * Why a check-out at `now` is refused, or null: after the check-in and the shift's start, until
 * CHECK_OUT_GRACE_MINUTES after the end; before half of the shift only when the officer confirmed it (`early`).
 */
export function checkOutRefusal(shift: ShiftClock, now: Date, early = false): string | null {
  if (!shift.checkedInAt) return checkInMessages.notCheckedIn;
  if (shift.checkedOutAt) return checkInMessages.alreadyOut;
  if (now.getTime() < ms(shift.startsAt)) return checkInMessages.notStarted;
  if (now.getTime() > ms(shift.endsAt) + CHECK_OUT_GRACE_MINUTES * MINUTE) return checkInMessages.checkOutClosed;
  if (!early && isEarlyCheckOut(shift, now)) return checkInMessages.early;
  return null;
}

/** Until when the check-out can be undone (CHECK_OUT_UNDO_MINUTES after it), or null when not checked out. */
export const checkOutUndoUntil = (shift: Pick<ShiftClock, 'checkedOutAt'>): Date | null =>
  shift.checkedOutAt ? new Date(ms(shift.checkedOutAt) + CHECK_OUT_UNDO_MINUTES * MINUTE) : null;

/** Why undoing the check-out at `now` is refused, or null: within CHECK_OUT_UNDO_MINUTES of it, before the hours are approved. */
export function undoCheckOutRefusal(shift: ShiftClock & { approved: boolean }, now: Date): string | null {
  const until = checkOutUndoUntil(shift);
  if (!until) return checkInMessages.notCheckedOut;
  if (shift.approved) return checkInMessages.approved;
  if (now > until) return checkInMessages.undoClosed;
  return null;
}

/** Whole minutes from check-in to check-out; null without both. */
export function workedMinutes(shift: Pick<ShiftClock, 'checkedInAt' | 'checkedOutAt'>): number | null {
  if (!shift.checkedInAt || !shift.checkedOutAt) return null;
  return Math.max(0, Math.round((ms(shift.checkedOutAt) - ms(shift.checkedInAt)) / MINUTE));
}

/** The shift's length as planned, start to end, in whole minutes. */
export function scheduledMinutes(shift: Pick<ShiftClock, 'startsAt' | 'endsAt'>): number {
  return Math.round((ms(shift.endsAt) - ms(shift.startsAt)) / MINUTE);
}

/**
 * Issue 36: approving more minutes than the shift was scheduled for needs a reason, as a correction does, so
 * an overrun (an early check-in, a check-out left for hours) is never paid unnoticed.
 */
export const isOverSchedule = (minutes: number, shift: Pick<ShiftClock, 'startsAt' | 'endsAt'>) => minutes > scheduledMinutes(shift);

/** The refusal of an approval above the schedule without a reason, under the reason field. */
export const overScheduleReasonMessage = (shift: Pick<ShiftClock, 'startsAt' | 'endsAt'>) =>
  `Required: the shift was scheduled for ${formatMinutes(scheduledMinutes(shift))}; say why more hours are approved`;

/**
 * The pay rule (issue 37, docs/decisions/timesheet-csv.md). Minutes are billed in hundredths of an hour, the
 * decimal hours payroll reads (8 h 20 min is 8.33 h); a shift is paid its quantity, those hours at an hourly rate or
 * one day at a daily rate for any time worked, times the rate, rounded once to the cent. The CSV shows that same
 * quantity, so hours × rate in a spreadsheet gives each row's pay.
 */
function paidHundredths(minutes: number, rateType: RateType): number {
  if (rateType === RateType.Daily) return minutes > 0 ? 100 : 0;
  // minutes / 60 in hundredths; a third never ends in a half, so the rounding has no tie.
  return Math.round((minutes * 5) / 3);
}

/** What a shift is paid for, in its rate's unit: hours to the hundredth, or days. */
export const paidQuantity = (minutes: number, rateType: RateType) => paidHundredths(minutes, rateType) / 100;

/** Minutes as the hours billed for them: to the hundredth (7 h 20 min is 7.33). */
export const billedHours = (minutes: number) => paidQuantity(minutes, RateType.Hourly);

/** Dollars for `minutes` of work: the paid quantity times the rate, rounded half up to the cent, in whole cents so no binary fraction decides it. */
export function shiftPay(minutes: number, rate: number, rateType: RateType): number {
  return Math.round((paidHundredths(minutes, rateType) * Math.round(rate * 100)) / 100) / 100;
}

/** '7 h 30 min', '8 h', '45 min'. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/**
 * Hire refused: the officer already works another shift (of any company) at the time of one of this job's shifts,
 * named in the job's zone. The other shift is not named: it is another company's business.
 */
export const hireClashText = (shift: { startsAt: Date | string; endsAt: Date | string; timeZone: string }) =>
  `This officer cannot be hired: they already work another shift at the time of this job's shift on ${formatShiftTimes(shift)}`;
