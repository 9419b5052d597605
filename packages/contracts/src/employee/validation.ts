import { yup } from '../yup';
import { format, isValid, parseISO } from 'date-fns';
import { dayIn } from '../time-zone';

/**
 * Validation context of the employee schemas. `now` makes the date rules deterministic (tests, server
 * clock); without it the current time is used. Dates are compared as calendar days in `timeZone`
 * (the user's zone from the time-zone cookie on the server), else in the local zone of whoever validates.
 */
export interface EmployeeValidationContext {
  now?: Date;
  timeZone?: string;
}

/** Messages of the employee steps (spec section 5), exactly as shown. */
export const employeeMessages = {
  required: 'Required',
  sexRequired: 'Sex must be specified',
  atLeastOneFilled: 'At least one item must be filled',
  atLeastOneSelected: 'At least one item must be selected',
  phoneStart: 'Phone must start with +1',
  phoneInvalid: 'Enter a valid US cell phone number',
  zipCode: 'ZIP code must be 5 digits',
  stateRequired: 'State is required',
  timeZoneInvalid: 'Choose a time zone from the list',
  dateFuture: 'Date must be in the future',
  datePast: 'Date must be in the past',
  dateInvalid: 'Enter a valid date',
  documentRequired: 'This document is required',
  agree: 'Acknowledge that all certificates and permits are valid and meets requirements of Local, State and Federal Law *',
  salaryRange: 'Enter an amount from 1 to 1,000,000',
  salaryDecimals: 'At most 2 decimal places',
  categoryRequired: 'At least one category must be selected',
  locationRequired: 'At least one location must be selected',
  radius: 'Choose 5, 10, 25, 50 or 100 miles',
  industryYears: 'Select industry experiencies and set years',
  otherTrainingRequired: 'Tick a training or enter your other training',
  pauseDays: 'Enter a number of days from 0 to 365',
} as const;

export const maxMessage = (max: number) => `At most ${max} characters`;

/** Issue 36: a 5-digit ZIP code the US ZIP data does not know ('00000'), refused by the server wherever one is entered. */
export const unknownZipMessage = (zip: string) => `ZIP code ${zip} is not a US ZIP code`;

/** Issue 36: an address whose ZIP code is in another state than the one chosen ('ZIP code 10001 is in NY, not TX'). */
export const zipOtherStateMessage = (zip: string, zipState: string, chosenState: string) => `ZIP code ${zip} is in ${zipState}, not ${chosenState}`;

/** yyyy-MM-dd of the validation's `now` (or of the current time) in its time zone. */
export function todayOf(context: EmployeeValidationContext | undefined): string {
  return dayIn(context?.now ?? new Date(), context?.timeZone);
}

/** A calendar day 'yyyy-MM-dd' (an ISO timestamp is cut to its day); undefined if not a date. */
export function toDay(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const dayText = value.slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dayText)) return undefined;
  const parsed = parseISO(dayText);
  return isValid(parsed) && format(parsed, 'yyyy-MM-dd') === dayText ? dayText : undefined;
}

/** Optional day string: '' and null become null; a non-date fails with dateInvalid. */
export const optionalDaySchema = () =>
  yup
    .string()
    .nullable()
    .default(null)
    .transform((v: unknown) => (v === '' || v === undefined ? null : v))
    .test('date-valid', employeeMessages.dateInvalid, (v) => v === null || v === undefined || toDay(v) !== undefined);

/** Maps a yup ValidationError to the API's errors map {path: [messages]} (paths as yup writes them, e.g. 'address.city'). */
export function validationErrorsToMap(error: yup.ValidationError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const item of error.inner.length > 0 ? error.inner : [error]) {
    const field = item.path || 'request';
    const list = (errors[field] ??= []);
    for (const message of item.errors) if (!list.includes(message)) list.push(message);
  }
  return errors;
}

export { hasAtMostTwoDecimals } from '../money';
