import { createHmac, timingSafeEqual } from 'node:crypto';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { sql } from 'kysely';
import { formatPhone, formatShiftPlace, mapUrl } from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import { officerView, shiftRows, type ShiftRow } from './rows';

/**
 * Shifts as calendars (RFC 5545, written by ical-generator): one shift's .ics for "Add to calendar", and
 * the officer's feed that calendar apps subscribe to. The feed's address carries `{userId}.{hmac}`, the
 * HMAC over the user and users.calendar_feed_version with a key derived from the server secret: no
 * token is stored, and renewing counts the version up, so the old address stops working.
 */
const TOKEN = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/;

const signature = (key: Buffer, userId: number, version: number) => createHmac('sha256', key).update(`calendar-feed:${userId}:${version}`).digest('base64url');

export const feedToken = (key: Buffer, userId: number, version: number) => `${userId}.${signature(key, userId, version)}`;

/** The user a feed token names, when its HMAC matches the user's current version and the account is neither blocked nor deleted; else null. */
export async function feedOwner(db: Db, key: Buffer, token: string): Promise<number | null> {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const user = await db
    .selectFrom('users')
    .select('calendar_feed_version')
    .where('id', '=', userId)
    .where('enabled', '=', true)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!user) return null;
  const expected = Buffer.from(signature(key, userId, user.calendar_feed_version));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}

/** How far back the feed keeps shifts, and how long it lists one no longer the officer's as cancelled (issue 37). */
const FEED_PAST_DAYS = 30;
const FEED_LIMIT = 500;

/**
 * When the shift (shifts as s, with its offer o as shiftRows joins it) stopped being its officer's, or null while it is
 * theirs: called off, released, or, a no-show, taken by a backfill.
 */
const cancelledAt = sql<Date | null>`coalesce(s.called_off_at, s.released_at, o.filled_at)`;

/** What every event of a shift shows; a cancelled one (a shift no longer the officer's, or dropped) shows no more. */
interface CalendarShift {
  id: number;
  starts_at: Date;
  ends_at: Date;
  calendar_sequence: number;
  title: string;
  company_name: string;
}

/** The officer's shifts that planning dropped (issue 37), as cancelled events. */
const droppedShifts = (db: Db, userId: number) =>
  db
    .selectFrom('dropped_shifts as d')
    .innerJoin('jobs as j', 'j.id', 'd.job_id')
    .select(['d.shift_id as id', 'd.starts_at', 'd.ends_at', 'd.calendar_sequence', 'j.title', 'j.company_name'])
    .where('d.user_id', '=', userId);

/**
 * The feed names itself and asks to be read hourly; a single shift's file is one event to import. A shift keeps its UID
 * for life and its SEQUENCE counts its moves; one no longer the officer's is STATUS:CANCELLED with the next SEQUENCE,
 * so a calendar that has it removes it or marks it cancelled. Every line ends with CRLF, the last too (RFC 5545 3.1).
 */
function calendarOf(shifts: ShiftRow[], cancelled: CalendarShift[], siteUrl: string, now: Date, feed: boolean): string {
  const calendar = ical({
    prodId: { company: 'DutyLink', product: 'Shifts', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ...(feed ? { name: 'DutyLink shifts', ttl: 60 * 60 } : {}),
  });
  // A deleted employer's jobs lose the company's name.
  const summary = (shift: CalendarShift) => (shift.company_name ? `${shift.title} (${shift.company_name})` : shift.title);
  const event = (shift: CalendarShift) => ({ id: `shift-${shift.id}@dutylink`, stamp: now, start: shift.starts_at, end: shift.ends_at, summary: summary(shift) });
  for (const row of shifts) {
    const shift = officerView(row);
    calendar.createEvent({
      ...event(row),
      sequence: row.calendar_sequence,
      location: formatShiftPlace(shift),
      url: siteUrl,
      // Where to report first, in the job page's words; ical-generator escapes what RFC 5545 reserves (, ; \ and line breaks).
      description: [
        shift.locationDescription && `Location details: ${shift.locationDescription}`,
        `Dress: ${shift.uniform}`,
        `Armed: ${shift.armed}`,
        `Equipment: ${shift.equipment}`,
        shift.workPhone && `Employer's work phone: ${formatPhone(shift.workPhone)}`,
        shift.address && `Map: ${mapUrl(shift.address)}`,
      ]
        .filter(Boolean)
        .join('\n'),
    });
  }
  for (const shift of cancelled) calendar.createEvent({ ...event(shift), sequence: shift.calendar_sequence + 1, status: ICalEventStatus.CANCELLED });
  return `${calendar.toString()}\r\n`;
}

/**
 * GET shifts/{id}/calendar.ics: one of the officer's shifts; a cancelled event when it is no longer theirs or was
 * dropped (issue 37: a file imported earlier is then replaced, not left beside the truth); undefined when it was
 * never theirs.
 */
export async function shiftCalendar(db: Db, userId: number, shiftId: number, now: Date, siteUrl: string): Promise<string | undefined> {
  const row = await shiftRows(db).select(cancelledAt.as('cancelled_at')).where('s.id', '=', shiftId).where('s.user_id', '=', userId).executeTakeFirst();
  if (row) return row.cancelled_at ? calendarOf([], [row], siteUrl, now, false) : calendarOf([row], [], siteUrl, now, false);
  const dropped = await droppedShifts(db, userId).where('d.shift_id', '=', shiftId).executeTakeFirst();
  return dropped && calendarOf([], [dropped], siteUrl, now, false);
}

/**
 * GET shifts/feed/{token}: the officer's shifts of the last 30 days and ahead, and as cancelled those that stopped
 * being theirs or were dropped in the last 30 days.
 */
export async function feedCalendar(db: Db, userId: number, now: Date, siteUrl: string): Promise<string> {
  const since = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000);
  const [rows, dropped] = await Promise.all([
    shiftRows(db)
      .select(cancelledAt.as('cancelled_at'))
      .where('s.user_id', '=', userId)
      .where((eb) => eb.or([eb.and([eb(cancelledAt, 'is', null), eb('s.ends_at', '>', since)]), eb(cancelledAt, '>', since)]))
      .orderBy('s.starts_at')
      .limit(FEED_LIMIT)
      .execute(),
    droppedShifts(db, userId).where('d.dropped_at', '>', since).orderBy('d.starts_at').limit(FEED_LIMIT).execute(),
  ]);
  return calendarOf(
    rows.filter((row) => !row.cancelled_at),
    [...rows.filter((row) => row.cancelled_at), ...dropped],
    siteUrl,
    now,
    true,
  );
}
