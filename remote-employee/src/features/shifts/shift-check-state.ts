import { CHECK_IN_OPENS_MINUTES, checkInMessages, NO_SHOW_MINUTES, checkInRefusal, checkOutRefusal, checkOutUndoUntil, formatShiftClock, isEarlyCheckOut, undoCheckOutRefusal, type OfficerShift } from '@dutylink/contracts';

export type ShiftCheck = 'checkIn' | 'checkOut';

export interface ShiftCheckState {
  /** The check the officer can make now, if any. */
  check: ShiftCheck | null;
  /** The check-in and check-out made, then why no check can be made now, times in the job's zone. */
  notes: string[];
  /** Beside Check in: until when it is open. */
  openUntil: string | null;
  /** What the location dialog says first: the shift's end, when checking out before it. */
  warning: string | null;
  /** Check out comes before half of the shift: the officer confirms it first. */
  early: boolean;
  /** Beside Undo check-out, while a check-out can be taken back: until when. */
  undoUntil: string | null;
}

const MINUTE = 60_000;

/** What a shift's card offers at `now`: Check in, Check out or neither, and the lines that say why. */
export function shiftCheckState(shift: OfficerShift, now: Date): ShiftCheckState {
  const clock = (instant: string | Date) => formatShiftClock(instant, shift.timeZone);
  const notes: string[] = [];
  if (shift.checkedInAt) notes.push(`Checked in at ${clock(shift.checkedInAt)}`);
  if (shift.checkedOutAt) notes.push(`Checked out at ${clock(shift.checkedOutAt)}`);

  const none = { openUntil: null, warning: null, early: false, undoUntil: null };
  const checkIn = checkInRefusal(shift, now);
  if (checkIn === null) {
    // Past the start without a check-in: the company is waiting, and is told of a no-show NO_SHOW_MINUTES after the
    // start. The record counts one until the officer checks in, in the words of the officer's texts (texts.ts).
    const noShowAt = new Date(Date.parse(shift.startsAt) + NO_SHOW_MINUTES * MINUTE);
    if (now >= noShowAt) notes.push(`You are late: your shift started at ${clock(shift.startsAt)}. It counts as a no-show on your record until you check in.`);
    else if (now.getTime() > Date.parse(shift.startsAt)) notes.push(`You are late: your shift started at ${clock(shift.startsAt)}. Check in before ${clock(noShowAt)}, or it counts as a no-show.`);
    return { ...none, check: 'checkIn', notes, openUntil: `Check-in open until ${clock(shift.endsAt)}` };
  }
  const checkOut = checkOutRefusal(shift, now, true);
  if (checkOut === null) {
    const beforeEnd = now.getTime() < Date.parse(shift.endsAt);
    return { ...none, check: 'checkOut', notes, warning: beforeEnd ? `Your shift ends at ${clock(shift.endsAt)}.` : null, early: isEarlyCheckOut(shift, now) };
  }

  if (checkIn === checkInMessages.tooEarly) {
    notes.push(`Check-in opens at ${clock(new Date(Date.parse(shift.startsAt) - CHECK_IN_OPENS_MINUTES * MINUTE))}`);
  } else if (!shift.checkedInAt) {
    notes.push(checkIn);
  } else if (checkOut === checkInMessages.notStarted) {
    notes.push(`Check-out opens at ${clock(shift.startsAt)}, when your shift starts`);
  } else if (!shift.checkedOutAt) {
    notes.push(checkOut);
  } else if (undoCheckOutRefusal(shift, now) === null) {
    return { ...none, check: null, notes, undoUntil: `You can undo it until ${clock(checkOutUndoUntil(shift)!)}` };
  }
  return { ...none, check: null, notes };
}
