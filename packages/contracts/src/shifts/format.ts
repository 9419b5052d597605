const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, ...options });
    if (formats.size < 1000) formats.set(key, format);
  }
  return format;
}

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/**
 * 'Sat, 28 Nov' in the job's zone: the weekday officers plan by, then the spec's 'd MMM' (section 9), day before
 * month. Intl finds the parts in the zone; they are put in order here, as en-US puts the month first.
 */
export function formatShiftDay(instant: string | Date, timeZone: string): string {
  const parts = formatIn(timeZone, DAY).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('weekday')}, ${part('day')} ${part('month')}`;
}

/** A calendar day 'yyyy-MM-dd' as a shift day, 'Sat, 28 Nov' (a day is the same day in every zone). */
export const formatWeekday = (day: string) => formatShiftDay(`${day.slice(0, 10)}T12:00:00Z`, 'UTC');

/** '7:00 AM CST' in the job's zone (the zone named, as the reader may be elsewhere). */
export const formatShiftClock = (instant: string | Date, timeZone: string) => formatIn(timeZone, { ...TIME, timeZoneName: 'short' }).format(new Date(instant));

/** 'Sat, 28 Nov, 11:00 PM – 7:00 AM CST': a shift's day and times in the job's zone. */
export function formatShiftTimes(shift: { startsAt: string | Date; endsAt: string | Date; timeZone: string }): string {
  const start = formatIn(shift.timeZone, TIME).format(new Date(shift.startsAt));
  return `${formatShiftDay(shift.startsAt, shift.timeZone)}, ${start} – ${formatShiftClock(shift.endsAt, shift.timeZone)}`;
}

/** 'Arena, 2500 Victory Ave, Dallas, TX 75219': where a shift is, on one line (a calendar's place, the hired job's next shift). */
export const formatShiftPlace = (shift: { locationName: string; address: string }) => [shift.locationName, shift.address].filter(Boolean).join(', ');

/** A map search for an address (opens the phone's map app). */
export const mapUrl = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

const METRES_PER_MILE = 1609.344;

/** '0.3 mi' (US users read miles): a check-in's distance from the job's address, from metres. */
export function formatDistance(metres: number): string {
  const miles = metres / METRES_PER_MILE;
  return `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi`;
}
