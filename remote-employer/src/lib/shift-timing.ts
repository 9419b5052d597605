import { formatMinutes, formatShiftClock, type ShiftTimes } from '@dutylink/contracts';

const MINUTE_MS = 60_000;

type Timed = Pick<ShiftTimes, 'startsAt' | 'endsAt' | 'timeZone'>;

/** ' (3 h 56 min late)': whole minutes from `from` to `to`, or '' under a minute. */
function offBy(from: string, to: string, word: 'late' | 'early'): string {
  const minutes = Math.floor((Date.parse(to) - Date.parse(from)) / MINUTE_MS);
  return minutes >= 1 ? ` (${formatMinutes(minutes)} ${word})` : '';
}

/** ', tapped without signal, reached us 7:52 AM CST': a check the server got CHECK_SENT_LATE_MINUTES or more after its tap (issue 39). */
const received = (shift: Timed, at: string | null) => (at ? `, tapped without signal, reached us ${formatShiftClock(at, shift.timeZone)}` : '');

/** '7:10 AM CST (10 min late)': a check-in in the job's zone, and how long after the start it came. */
export const checkInClock = (shift: Timed, at: string, receivedAt: string | null) =>
  `${formatShiftClock(at, shift.timeZone)}${offBy(shift.startsAt, at, 'late')}${received(shift, receivedAt)}`;

/** '11:00 AM CST (4 h early)': a check-out in the job's zone, and how long before the end it came. */
export const checkOutClock = (shift: Timed, at: string, receivedAt: string | null) =>
  `${formatShiftClock(at, shift.timeZone)}${offBy(at, shift.endsAt, 'early')}${received(shift, receivedAt)}`;
