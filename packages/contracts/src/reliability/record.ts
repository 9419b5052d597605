import type { WithdrawReason } from '../jobs/withdraw';
import { dayIn, dayStartIn } from '../time-zone';
import type { EmployerRecord, OfficerRecord, RatingSummary } from './types';

/** The employer's record covers today and the days before it, this many in all, in the reader's calendar. */
export const RECORD_DAYS = 90;
/** Below this many hires in the window, a cancel share says nothing yet (1 of 2 is 50 %): "New on DutyLink". */
export const FEW_HIRES = 3;
/** A withdrawal from a hire this close to a shift's start (or after it started) is late. */
export const LATE_WITHDRAWAL_HOURS = 24;
/** The employer moved the job: an officer who cannot make the new date is not late. */
export const JOB_CHANGED_REASON: WithdrawReason = 'Job details changed';

/**
 * Whether withdrawing from a hire at `at` counts as late on the officer's record: the officer's next shift of
 * the job (the first not yet over; null for none) started, or starts within LATE_WITHDRAWAL_HOURS, unless the
 * reason is that the job's details changed. One rule for the server, which records it
 * (hire_withdrawals.late), and the withdraw dialog, which says it before the officer confirms.
 */
export function withdrawalIsLate(nextShiftAt: Date | null, reason: string, at: Date): boolean {
  return reason !== JOB_CHANGED_REASON && nextShiftAt !== null && nextShiftAt.getTime() - at.getTime() < LATE_WITHDRAWAL_HOURS * 3_600_000;
}

/** The withdraw dialog's line on the record, as the reason chosen ('' for none yet) makes it. */
export function withdrawalLateNote(nextShiftAt: Date | null, reason: string, at: Date): string {
  if (withdrawalIsLate(nextShiftAt, reason, at)) {
    return `This withdrawal counts as late on your record, which employers see: your next shift of this job ${nextShiftAt!.getTime() <= at.getTime() ? 'has started' : `starts within ${LATE_WITHDRAWAL_HOURS} hours`}.`;
  }
  if (nextShiftAt === null) return 'This withdrawal does not count as late: you have no shift of this job ahead.';
  if (withdrawalIsLate(nextShiftAt, '', at)) return "This withdrawal does not count as late: the job's details changed.";
  return `This withdrawal does not count as late: your next shift of this job is more than ${LATE_WITHDRAWAL_HOURS} hours away.`;
}

export const NO_RATINGS_TEXT = 'No ratings yet';
export const NEW_EMPLOYER_TEXT = 'New on DutyLink';

/** The instant the record's window opens: the start of the day RECORD_DAYS - 1 days before today, in the zone. */
export function recordWindowStart(now: Date, timeZone: string): Date {
  const today = dayIn(now, timeZone);
  const first = new Date(Date.parse(`${today}T00:00:00Z`) - (RECORD_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  return dayStartIn(first, timeZone);
}

/**
 * Whether a shift counts as completed (ratings open, the officer's record): the employer's approval decides
 * once given (more than 0 minutes); before it, the officer's check-out.
 */
export function shiftCompleted(shift: { checkedOut: boolean; approvedMinutes: number | null }): boolean {
  return shift.approvedMinutes !== null ? shift.approvedMinutes > 0 : shift.checkedOut;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** '★ 4.6 (9 ratings)', or 'No ratings yet'. */
export function formatRatingSummary({ average, count }: RatingSummary): string {
  if (count === 0 || average === null) return NO_RATINGS_TEXT;
  return `★ ${average.toFixed(1)} (${plural(count, 'rating')})`;
}

/** The share of hires the employer cancelled, in whole percent; null below FEW_HIRES hires. */
export function cancelledPercent({ hires, cancelled }: Pick<EmployerRecord, 'hires' | 'cancelled'>): number | null {
  return hires < FEW_HIRES ? null : Math.round((cancelled / hires) * 100);
}

/** 'Last 90 days: 14 hires · 7% cancelled by the employer · ★ 4.6 (9 ratings)'; under 3 hires 'Last 90 days: New on DutyLink · …'. */
export function formatEmployerRecord(record: EmployerRecord): string {
  const percent = cancelledPercent(record);
  const hires = percent === null ? [NEW_EMPLOYER_TEXT] : [plural(record.hires, 'hire'), `${percent}% cancelled by the employer`];
  return `Last ${RECORD_DAYS} days: ${[...hires, formatRatingSummary(record.ratings)].join(' · ')}`;
}

/** The admin's view of the cancel rate: the figures behind the share, even below FEW_HIRES. '1 of 14 hires cancelled (7%)'. */
export function formatCancelRate({ hires, cancelled }: Pick<EmployerRecord, 'hires' | 'cancelled'>): string {
  if (hires === 0) return `No hires in the last ${RECORD_DAYS} days`;
  return `${cancelled} of ${plural(hires, 'hire')} cancelled (${Math.round((cancelled / hires) * 100)}%) in the last ${RECORD_DAYS} days`;
}

/** '12 shifts completed · 1 no-show · 0 late withdrawals · ★ 4.8 (5 ratings)'. */
export function formatOfficerRecord(record: OfficerRecord): string {
  return [
    `${plural(record.completedShifts, 'shift')} completed`,
    plural(record.noShows, 'no-show'),
    plural(record.lateWithdrawals, 'late withdrawal'),
    formatRatingSummary(record.ratings),
  ].join(' · ');
}

/** The average of star counts to one decimal, as the server rounds it; null for none. */
export function averageStars(total: number, count: number): number | null {
  return count === 0 ? null : Math.round((total / count) * 10) / 10;
}
