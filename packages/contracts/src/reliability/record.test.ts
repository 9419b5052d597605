import {
  averageStars,
  cancelledPercent,
  formatCancelRate,
  formatEmployerRecord,
  formatOfficerRecord,
  formatRatingSummary,
  recordWindowStart,
  shiftCompleted,
  withdrawalIsLate,
  withdrawalLateNote,
} from './record';
import { newReportSchema, rateShiftSchema } from './schemas';

const ratings = (average: number | null, count: number) => ({ average, count });

test("the employer's record: hires, the share cancelled and the officers' rating", () => {
  expect(formatEmployerRecord({ hires: 14, cancelled: 1, ratings: ratings(4.6, 9) })).toBe('Last 90 days: 14 hires · 7% cancelled by the employer · ★ 4.6 (9 ratings)');
  expect(formatEmployerRecord({ hires: 3, cancelled: 0, ratings: ratings(5, 1) })).toBe('Last 90 days: 3 hires · 0% cancelled by the employer · ★ 5.0 (1 rating)');
});

test('under 3 hires an employer is new: no share of 1 or 2 hires', () => {
  expect(formatEmployerRecord({ hires: 2, cancelled: 1, ratings: ratings(null, 0) })).toBe('Last 90 days: New on DutyLink · No ratings yet');
  expect(cancelledPercent({ hires: 2, cancelled: 1 })).toBeNull();
  expect(cancelledPercent({ hires: 3, cancelled: 1 })).toBe(33);
  // The admin sees the figures all the same.
  expect(formatCancelRate({ hires: 2, cancelled: 1 })).toBe('1 of 2 hires cancelled (50%) in the last 90 days');
  expect(formatCancelRate({ hires: 0, cancelled: 0 })).toBe('No hires in the last 90 days');
});

test("the officer's record, singular and plural", () => {
  expect(formatOfficerRecord({ completedShifts: 12, noShows: 1, lateWithdrawals: 0, ratings: ratings(4.8, 5) })).toBe(
    '12 shifts completed · 1 no-show · 0 late withdrawals · ★ 4.8 (5 ratings)',
  );
  expect(formatOfficerRecord({ completedShifts: 1, noShows: 2, lateWithdrawals: 1, ratings: ratings(null, 0) })).toBe('1 shift completed · 2 no-shows · 1 late withdrawal · No ratings yet');
  expect(formatRatingSummary(ratings(4, 2))).toBe('★ 4.0 (2 ratings)');
});

test('averages to one decimal', () => {
  expect(averageStars(14, 3)).toBe(4.7);
  expect(averageStars(0, 0)).toBeNull();
});

test("the window opens at the start of the 90th day back in the reader's zone", () => {
  // 1:00 on Mar 1 in New York is still Feb 28 in Los Angeles.
  const now = new Date('2026-03-01T06:00:00Z');
  expect(recordWindowStart(now, 'America/New_York').toISOString()).toBe('2025-12-02T05:00:00.000Z');
  expect(recordWindowStart(now, 'America/Los_Angeles').toISOString()).toBe('2025-12-01T08:00:00.000Z');
});

test("a shift is completed by the check-out, unless the employer's approval says otherwise", () => {
  expect(shiftCompleted({ checkedOut: true, approvedMinutes: null })).toBe(true);
  expect(shiftCompleted({ checkedOut: false, approvedMinutes: null })).toBe(false);
  expect(shiftCompleted({ checkedOut: false, approvedMinutes: 480 })).toBe(true);
  expect(shiftCompleted({ checkedOut: true, approvedMinutes: 0 })).toBe(false);
});

test('a rating has 1 to 5 whole stars and at most 280 characters of comment', () => {
  expect(rateShiftSchema.isValidSync({ stars: 5, comment: '' })).toBe(true);
  for (const stars of [0, 6, 4.5, null]) expect(rateShiftSchema.isValidSync({ stars, comment: '' })).toBe(false);
  expect(rateShiftSchema.isValidSync({ stars: 3, comment: 'x'.repeat(281) })).toBe(false);
});

test('a report names the employer and the job, what happened, and 20 to 2000 characters', () => {
  const report = { employerId: 4, jobId: 9, kind: 'hiredThenCancelled', details: 'Hired on Monday, cancelled Tuesday.' };
  expect(newReportSchema.isValidSync(report)).toBe(true);
  expect(newReportSchema.isValidSync({ ...report, details: 'Too short' })).toBe(false);
  expect(newReportSchema.isValidSync({ ...report, details: 'x'.repeat(2001) })).toBe(false);
  expect(newReportSchema.isValidSync({ ...report, kind: 'spam' })).toBe(false);
  expect(newReportSchema.isValidSync({ ...report, employerId: 0 })).toBe(false);
});

test('a withdrawal is late within 24 hours of the next shift or after its start, unless the job changed (issue 36)', () => {
  const at = new Date('2026-12-01T13:00:00Z');
  const hoursAhead = (hours: number) => new Date(at.getTime() + hours * 3_600_000);
  expect(withdrawalIsLate(hoursAhead(24), 'Sick or injured', at)).toBe(false);
  expect(withdrawalIsLate(new Date(hoursAhead(24).getTime() - 1), 'Sick or injured', at)).toBe(true);
  expect(withdrawalIsLate(hoursAhead(-2), 'Other', at)).toBe(true);
  expect(withdrawalIsLate(hoursAhead(1), 'Job details changed', at)).toBe(false);
  expect(withdrawalIsLate(null, 'Other', at)).toBe(false);
  // No reason chosen yet: as any reason but the job's change.
  expect(withdrawalIsLate(hoursAhead(1), '', at)).toBe(true);

  expect(withdrawalLateNote(hoursAhead(1), '', at)).toBe('This withdrawal counts as late on your record, which employers see: your next shift of this job starts within 24 hours.');
  expect(withdrawalLateNote(hoursAhead(-1), 'Other', at)).toBe('This withdrawal counts as late on your record, which employers see: your next shift of this job has started.');
  expect(withdrawalLateNote(hoursAhead(1), 'Job details changed', at)).toBe("This withdrawal does not count as late: the job's details changed.");
  expect(withdrawalLateNote(hoursAhead(30), 'Other', at)).toBe('This withdrawal does not count as late: your next shift of this job is more than 24 hours away.');
  expect(withdrawalLateNote(null, 'Other', at)).toBe('This withdrawal does not count as late: you have no shift of this job ahead.');
});
