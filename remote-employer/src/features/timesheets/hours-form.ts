import * as yup from 'yup';
import { approveTimesheetSchema, isOverSchedule, overScheduleReasonMessage, type ApproveTimesheetRequest, type TimesheetRow } from '@dutylink/contracts';
import { validateStep } from '@dutylink/design-system';
import { approvedMinutes } from './timesheet-row';

/** The Set hours form: hours and minutes as typed, and why they differ from the worked time. */
export interface HoursForm {
  hours: string;
  minutes: string;
  reason: string;
}

const wholeNumber = (max: number, message: string) =>
  yup
    .string()
    .defined()
    .matches(/^\d*$/, message)
    .test('max', message, (value) => Number(value) <= max);

/** The two parts as typed; the total and the reason are the contract's (approveTimesheetSchema). */
const hoursFieldsSchema = yup
  .object({ hours: wholeNumber(24, 'Enter whole hours from 0 to 24'), minutes: wholeNumber(59, 'Enter whole minutes from 0 to 59') })
  .test('hours', 'Enter the hours worked', (value, context) =>
    value.hours || value.minutes ? true : context.createError({ path: 'hours', message: 'Enter the hours worked' }),
  );

const whole = (part: string) => (/^\d+$/.test(part) ? Number(part) : 0);

/** The request the form sends: its hours and minutes as minutes. */
export const correctionOf = (values: HoursForm): ApproveTimesheetRequest => ({
  minutes: whole(values.hours) * 60 + whole(values.minutes),
  reason: values.reason.trim(),
});

/**
 * The form's messages by field: the total's (more than a day) under Hours, where the reader sees the hours,
 * and a part's own message wins over the total's at the same field.
 */
export async function validateHours(values: HoursForm) {
  const [{ minutes: total, ...request }, fields] = await Promise.all([
    validateStep<ApproveTimesheetRequest>(approveTimesheetSchema)(correctionOf(values)),
    validateStep<HoursForm>(hoursFieldsSchema)(values),
  ]);
  return { ...(total && { hours: total }), ...request, ...fields };
}

/**
 * The form's messages for `row`: above its schedule a missing reason is asked for in the server's words
 * (issue 36: more hours than scheduled need a reason, even the worked ones).
 */
export function validateHoursFor(row: Pick<TimesheetRow, 'startsAt' | 'endsAt'>) {
  return async (values: HoursForm) => {
    const errors = await validateHours(values);
    const { minutes } = correctionOf(values);
    return errors.reason && minutes !== null && isOverSchedule(minutes, row) ? { ...errors, reason: overScheduleReasonMessage(row) } : errors;
  };
}

/** Starts from the hours already approved, else the worked ones; empty for a shift without a check-out. */
export function initialHours(row: TimesheetRow): HoursForm {
  const minutes = approvedMinutes(row) ?? row.workedMinutes;
  const reason = row.correctionReason ?? '';
  if (minutes === null) return { hours: '', minutes: '', reason };
  return { hours: String(Math.floor(minutes / 60)), minutes: String(minutes % 60), reason };
}
