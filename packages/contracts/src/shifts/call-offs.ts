import { yup } from '../yup';
import { WITHDRAW_REASONS, type WithdrawReason, withdrawMessages } from '../jobs/withdraw';
import { LATE_WITHDRAWAL_HOURS } from '../reliability/record';

/**
 * Call-offs (issue 36, docs/shifts.md "Call-offs"): an officer who cannot work one shift calls it off, by a reply
 * to the confirmation (NO, then the reason's number) or from My shifts, with one of the withdraw reasons. The
 * company is told at once. Inside LATE_WITHDRAWAL_HOURS of the start it counts as late on the officer's record,
 * as a late withdrawal does.
 */
export interface CallOffRequest {
  reason: WithdrawReason;
}

export const callOffMessages = {
  reasonRequired: 'Tell the company why you call off',
  started: 'This shift has started: call the company instead',
  checkedIn: 'You checked in to this shift: check out instead',
  already: 'You already called off this shift',
} as const;

export const callOffSchema = yup.object({
  reason: yup
    .string()
    .trim()
    .required(callOffMessages.reasonRequired)
    .oneOf([...WITHDRAW_REASONS], withdrawMessages.reasonUnknown),
});

/** Whether calling off a shift starting at `startsAt` now counts as late on the officer's record. */
export const isLateCallOff = (startsAt: Date, now: Date) => startsAt.getTime() - now.getTime() < LATE_WITHDRAWAL_HOURS * 3_600_000;

/** A call-off as the company sees it on its shifts. */
export interface CallOff {
  at: string;
  reason: string;
  late: boolean;
}
