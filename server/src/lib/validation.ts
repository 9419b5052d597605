import { ValidationError, type Schema } from 'yup';
import { validationErrorsToMap } from '@dutylink/contracts';
import { CHECK_FIELDS } from '../contract/input';
import { badRequest } from '../http-errors';

/**
 * Validates with a contracts schema and `now` in the user's time zone as context (the date rules);
 * a refusal is 400 {title, errors: {path: [messages]}} and nothing is stored.
 */
export function validateWith<S extends Schema>(schema: S, value: unknown, today: { now: Date; timeZone: string }): ReturnType<S['validateSync']> {
  try {
    return schema.validateSync(value, { abortEarly: false, stripUnknown: true, context: today });
  } catch (error) {
    if (ValidationError.isError(error)) throw badRequest(CHECK_FIELDS, validationErrorsToMap(error));
    throw error;
  }
}

/** 400 naming the fields whose ids are not in the reference lists. */
export function unknownItems(errors: Record<string, number[]>): void {
  const bad = Object.entries(errors).filter(([, ids]) => ids.length > 0);
  if (bad.length === 0) return;
  throw badRequest(CHECK_FIELDS, Object.fromEntries(bad.map(([field, ids]) => [field, [`Unknown item: ${ids.join(', ')}`]])));
}

/** 400 naming the fields whose ZIP codes are refused (lib/zip-codes.ts, zipCodeRefusal), each with its messages. */
export function refusedZipCodes(refusals: Record<string, readonly (string | undefined)[]>): void {
  const bad = Object.entries(refusals)
    .map(([field, messages]) => [field, messages.filter((message): message is string => message !== undefined)] as const)
    .filter(([, messages]) => messages.length > 0);
  if (bad.length === 0) return;
  throw badRequest(CHECK_FIELDS, Object.fromEntries(bad));
}
