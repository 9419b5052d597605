import { dayIn, type OfficerShift } from '@dutylink/contracts';

export type ShiftTag = 'Done' | 'Now' | 'Today';

/** A shift's small label at `now`: Done once checked out, Now while it runs, Today when it starts later today (in the job's zone). */
export function shiftTag(shift: OfficerShift, now: Date): ShiftTag | null {
  if (shift.checkedOutAt) return 'Done';
  const start = new Date(shift.startsAt);
  if (start > now) return dayIn(start, shift.timeZone) === dayIn(now, shift.timeZone) ? 'Today' : null;
  return now < new Date(shift.endsAt) ? 'Now' : null;
}
