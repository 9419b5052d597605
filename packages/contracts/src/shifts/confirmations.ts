/**
 * Shift confirmations (issue 36, docs/shifts.md "Confirmations"): each shift asks its officer to confirm, by an
 * SMS they answer YES or NO or by a button on My shifts, a time before the start the company sets; a shift
 * still unconfirmed a while after the ask is reported to the company, which keeps the officer or finds another.
 */

/** The company's choice of when its officers are asked: at least this many hours before a shift… */
export const CONFIRM_HOURS_MIN = 2;
/** …and at most this many. */
export const CONFIRM_HOURS_MAX = 72;
/** A new company's choice: the day before, as the 24-hour reminder was. */
export const DEFAULT_CONFIRM_HOURS = 24;
/** The choices the profile offers (the API takes any whole hour in the range). */
export const CONFIRM_HOURS_OPTIONS = [2, 4, 8, 12, 24, 32, 48, 72] as const;

/** A shift is unconfirmed this long after its ask… */
export const UNCONFIRMED_AFTER_HOURS = 4;
/** …or at this many hours before its start, whichever is earlier… */
export const UNCONFIRMED_BEFORE_START_HOURS = 2;
/** …but never sooner than this after the ask (a late hire asked an hour before the start has time to answer). */
export const UNCONFIRMED_MIN_WAIT_MINUTES = 30;

const HOUR = 3_600_000;

/** When a shift asked at `askedAt` and not confirmed is reported to its company. */
export function unconfirmedAt(askedAt: Date, startsAt: Date): Date {
  const earlier = Math.min(askedAt.getTime() + UNCONFIRMED_AFTER_HOURS * HOUR, startsAt.getTime() - UNCONFIRMED_BEFORE_START_HOURS * HOUR);
  return new Date(Math.max(earlier, askedAt.getTime() + UNCONFIRMED_MIN_WAIT_MINUTES * 60_000));
}

/**
 * Where a shift ahead stands on its confirmation, as the company sees it: asked or not yet asked (Awaiting),
 * Confirmed, Unconfirmed once reported, and Kept when the company chose to keep the officer all the same.
 */
export const ShiftConfirmation = {
  Awaiting: 'awaiting',
  Confirmed: 'confirmed',
  Unconfirmed: 'unconfirmed',
  Kept: 'kept',
} as const;
export type ShiftConfirmation = (typeof ShiftConfirmation)[keyof typeof ShiftConfirmation];
export const SHIFT_CONFIRMATION_LABEL: Record<ShiftConfirmation, string> = {
  awaiting: 'Not yet confirmed',
  confirmed: 'Confirmed',
  unconfirmed: 'Unconfirmed',
  kept: 'Kept, unconfirmed',
};

export function shiftConfirmation(shift: { confirmedAt: Date | null; unconfirmedToldAt: Date | null; keptAt: Date | null }): ShiftConfirmation {
  if (shift.confirmedAt) return ShiftConfirmation.Confirmed;
  if (shift.keptAt) return ShiftConfirmation.Kept;
  return shift.unconfirmedToldAt ? ShiftConfirmation.Unconfirmed : ShiftConfirmation.Awaiting;
}

/** The 409 answers of confirming and keeping. */
export const confirmMessages = {
  started: 'This shift has started: there is nothing to confirm',
  notUnconfirmed: 'This shift is not unconfirmed: there is nothing to keep',
} as const;
