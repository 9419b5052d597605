import { yup } from '../yup';

/** Issue 17: why a hired officer withdraws (the employer is told). Short, so the employer's SMS stays one or two segments. */
export const WITHDRAW_REASONS = [
  'Sick or injured',
  'Family emergency',
  'Schedule conflict',
  'Transportation problem',
  'Job details changed',
  'Other',
] as const;

export type WithdrawReason = (typeof WITHDRAW_REASONS)[number];

/** Body of POST jobs/cancel/{id}: a reason is required only to withdraw from a hire. */
export interface WithdrawRequest {
  reason?: WithdrawReason;
}

export const withdrawMessages = {
  reasonRequired: 'Tell the employer why you withdraw',
  reasonUnknown: 'Choose a reason from the list',
  closed: 'This job is closed: you can no longer withdraw',
} as const;

export const withdrawSchema = yup.object({
  reason: yup
    .string()
    .trim()
    .test('reason-known', withdrawMessages.reasonUnknown, (v) => !v || (WITHDRAW_REASONS as readonly string[]).includes(v)),
});

/** The withdraw dialog's form: the reason is required (a hired officer's withdrawal). */
export const withdrawFormSchema = yup.object({
  reason: yup
    .string()
    .trim()
    .default('')
    .required(withdrawMessages.reasonRequired)
    .test('reason-known', withdrawMessages.reasonUnknown, (v) => !v || (WITHDRAW_REASONS as readonly string[]).includes(v)),
});
