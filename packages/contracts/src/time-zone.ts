/**
 * The user's time zone (spec section 9: the time-zone cookie, kept 720 days). The browser writes its
 * IANA zone into the cookie; the server reads it for every rule about today, past, future or a day.
 */
export const TIME_ZONE_COOKIE = 'timezone';
export const TIME_ZONE_COOKIE_DAYS = 720;

/** The zone of a request without a usable cookie: the most populous US zone. */
export const FALLBACK_TIME_ZONE = 'America/New_York';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The formatter of a zone, or undefined for a name Intl does not know. */
function dayFormat(timeZone: string): Intl.DateTimeFormat | undefined {
  let format = dayFormats.get(timeZone);
  if (!format) {
    try {
      // en-CA writes dates as yyyy-MM-dd.
      format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    } catch {
      return undefined;
    }
    if (dayFormats.size < 1000) dayFormats.set(timeZone, format);
  }
  return format;
}

/**
 * The IANA zone a text names, spelled as Intl spells it ('america/los_angeles' is America/Los_Angeles;
 * 'UTC' is what a browser on a UTC machine reports); undefined for anything else, offsets like '+05:00' included.
 */
export function knownTimeZone(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 64 || !/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)*$/.test(value)) return undefined;
  return dayFormat(value)?.resolvedOptions().timeZone;
}

/** The calendar day 'yyyy-MM-dd' of an instant in a zone (the runtime's own zone when none is given). */
export function dayIn(instant: Date, timeZone?: string): string {
  const format = timeZone ? dayFormat(timeZone) : undefined;
  if (format) return format.format(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/** The time-zone cookie as the browser writes it: the browser's zone, for 720 days, on every path. */
export function timeZoneCookie(timeZone: string): string {
  return `${TIME_ZONE_COOKIE}=${encodeURIComponent(timeZone)}; Max-Age=${TIME_ZONE_COOKIE_DAYS * 86_400}; Path=/; SameSite=Lax`;
}

/**
 * The instant a wall-clock time 'HH:mm' of a calendar day 'yyyy-MM-dd' is in a zone (daylight saving
 * included; a time the spring change skips comes out an hour off, as clocks disagree on it anyway).
 */
export function instantIn(day: string, time: string, timeZone: string): Date {
  const asUtc = Date.parse(`${day}T${time}:00Z`);
  const guess = asUtc - offsetAt(asUtc, timeZone);
  return new Date(asUtc - offsetAt(guess, timeZone));
}

/** The zone's offset from UTC at an instant (whole seconds), in ms: its wall clock read as UTC, minus the instant. */
const offsetAt = (ms: number, timeZone: string) => Date.parse(`${dayIn(new Date(ms), timeZone)}T${wallTime(ms, timeZone)}Z`) - ms;

/**
 * An instant as ISO 8601 with the zone's offset of that moment, to the second: '2026-10-29T07:00:00-05:00' (CDT),
 * what a spreadsheet reads as a date and time with its year.
 */
export function isoIn(instant: Date, timeZone: string): string {
  const ms = Math.floor(instant.getTime() / 1000) * 1000;
  const minutes = Math.round(offsetAt(ms, timeZone) / 60_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const offset = `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
  return `${dayIn(new Date(ms), timeZone)}T${wallTime(ms, timeZone)}${offset}`;
}

/** The instant a calendar day 'yyyy-MM-dd' starts in a zone. */
export function dayStartIn(day: string, timeZone: string): Date {
  return instantIn(day, '00:00', timeZone);
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

function wallTime(ms: number, timeZone: string): string {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    if (timeFormats.size < 1000) timeFormats.set(timeZone, format);
  }
  return format.format(new Date(ms));
}
