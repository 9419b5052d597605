import { createHmac, timingSafeEqual } from 'node:crypto';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { formatPhone, formatShiftPlace, mapUrl } from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import { officerView, shiftRows, stillTheirs, type ShiftRow } from './rows';

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

/** How far back the feed keeps shifts (a calendar app drops what the feed no longer lists). */
const FEED_PAST_DAYS = 30;
const FEED_LIMIT = 500;

/** The feed names itself and asks to be read hourly; a single shift's file is one event to import. */
function calendarOf(rows: ShiftRow[], siteUrl: string, feed: boolean): string {
  const calendar = ical({
    prodId: { company: 'DutyLink', product: 'Shifts', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ...(feed ? { name: 'DutyLink shifts', ttl: 60 * 60 } : {}),
  });
  for (const row of rows) {
    const shift = officerView(row);
    calendar.createEvent({
      id: `shift-${shift.id}@dutylink`,
      start: row.starts_at,
      end: row.ends_at,
      summary: `${shift.title} (${shift.company})`,
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
  return calendar.toString();
}

/** GET shifts/{id}/calendar.ics: one of the officer's shifts; undefined when it is not theirs. */
export async function shiftCalendar(db: Db, userId: number, shiftId: number, siteUrl: string): Promise<string | undefined> {
  const row = await shiftRows(db).where('s.id', '=', shiftId).where('s.user_id', '=', userId).executeTakeFirst();
  return row && calendarOf([row], siteUrl, false);
}

/** GET shifts/feed/{token}: the officer's shifts of the last 30 days and ahead. */
export async function feedCalendar(db: Db, userId: number, now: Date, siteUrl: string): Promise<string> {
  const since = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000);
  const rows = await shiftRows(db).where('s.user_id', '=', userId).where('s.ends_at', '>', since).where(stillTheirs).orderBy('s.starts_at').limit(FEED_LIMIT).execute();
  return calendarOf(rows, siteUrl, true);
}
