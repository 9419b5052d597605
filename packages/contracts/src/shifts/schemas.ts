import { yup } from '../yup';
import { messages } from '../messages';
import { MAX_ID } from '../schemas';

const FEED_INVALID = 'This calendar address is not valid';

/** The longest reason an employer may give for changed hours. */
export const CORRECTION_REASON_MAX_LENGTH = 500;
/** The most minutes one shift's timesheet may hold (a day). */
export const MAX_SHIFT_MINUTES = 24 * 60;

const coordinate = (limit: number) => yup.number().nullable().defined().min(-limit).max(limit);

/** An instant as JavaScript's toISOString writes it (a phone's clock). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

/**
 * POST shifts/{id}/checkIn and checkOut: both coordinates, or neither; `early` confirms a check-out before half of the
 * shift; `deviceTime` is when the officer tapped, for a check sent later (made offline).
 */
export const shiftCheckSchema = yup
  .object({
    latitude: coordinate(90),
    longitude: coordinate(180),
    early: yup.boolean().optional(),
    deviceTime: yup
      .string()
      .optional()
      .matches(ISO_INSTANT, 'A time like 2026-12-01T14:05:00.000Z')
      .test('date', 'Not a date', (value) => value === undefined || !Number.isNaN(Date.parse(value))),
  })
  .test('both', 'Give both latitude and longitude, or neither', (value) => (value.latitude === null) === (value.longitude === null));

/** POST shifts/{id}/approve. */
export const approveTimesheetSchema = yup
  .object({
    minutes: yup.number().nullable().defined().integer('Whole minutes').min(0).max(MAX_SHIFT_MINUTES, `At most ${MAX_SHIFT_MINUTES} minutes`),
    reason: yup.string().trim().defined().max(CORRECTION_REASON_MAX_LENGTH, `At most ${CORRECTION_REASON_MAX_LENGTH} characters`),
  })
  .test('reason', function check(value) {
    if (value.minutes === null || value.reason) return true;
    return this.createError({ path: 'reason', message: `${messages.required}: say why the hours changed` });
  });

/** The calendar feed's secret: `{userId}.{hmac}` (base64url). */
export const calendarFeedParamsSchema = yup.object({
  token: yup
    .string()
    .required()
    .matches(/^\d{1,10}\.[A-Za-z0-9_-]{43}$/, FEED_INVALID)
    .test('user', FEED_INVALID, (token) => Number(token.split('.')[0]) <= MAX_ID),
});
