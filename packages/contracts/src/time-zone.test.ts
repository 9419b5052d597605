import { dayIn, dayStartIn, FALLBACK_TIME_ZONE, isoIn, knownTimeZone, timeZoneCookie } from './time-zone';
import { todayOf } from './employee/validation';
import { adminPromoSchema } from './admin/promo';
import { fromAllowed } from './employer/job-validation';

// 17:00 in Los Angeles on 24 Nov 2026 is 01:00 UTC on the 25th; in Honolulu it is 15:00 on the 24th.
const LA_EVENING = new Date('2026-11-25T01:00:00Z');

describe('the user\'s time zone', () => {
  it('gives the calendar day of an instant in a zone', () => {
    expect(dayIn(LA_EVENING, 'America/Los_Angeles')).toBe('2026-11-24');
    expect(dayIn(LA_EVENING, 'Pacific/Honolulu')).toBe('2026-11-24');
    expect(dayIn(LA_EVENING, 'America/New_York')).toBe('2026-11-24');
    expect(dayIn(LA_EVENING, 'Europe/London')).toBe('2026-11-25');
  });

  it('finds the instant a day starts in a zone, daylight saving included', () => {
    expect(dayStartIn('2026-11-25', 'America/Los_Angeles').toISOString()).toBe('2026-11-25T08:00:00.000Z');
    expect(dayStartIn('2026-03-08', 'America/Los_Angeles').toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(dayStartIn('2026-03-09', 'America/Los_Angeles').toISOString()).toBe('2026-03-09T07:00:00.000Z');
    expect(dayStartIn('2026-11-02', 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(dayStartIn('2026-11-25', 'Pacific/Honolulu').toISOString()).toBe('2026-11-25T10:00:00.000Z');
    expect(dayStartIn('2026-06-01', 'Pacific/Guam').toISOString()).toBe('2026-05-31T14:00:00.000Z');
  });

  it('writes an instant as ISO 8601 with the year and the offset of that moment in the zone', () => {
    expect(isoIn(new Date('2026-10-29T12:00:00Z'), 'America/Chicago')).toBe('2026-10-29T07:00:00-05:00');
    expect(isoIn(new Date('2026-12-02T05:59:59.900Z'), 'America/Chicago')).toBe('2026-12-01T23:59:59-06:00');
    expect(isoIn(new Date('2026-12-02T06:00:00Z'), 'America/Chicago')).toBe('2026-12-02T00:00:00-06:00');
    expect(isoIn(new Date('2026-07-01T12:30:00Z'), 'Asia/Kolkata')).toBe('2026-07-01T18:00:00+05:30');
    expect(isoIn(new Date('2026-11-25T10:00:00Z'), 'UTC')).toBe('2026-11-25T10:00:00+00:00');
    // The fall-back hour twice, told apart by the offset.
    expect([isoIn(new Date('2026-11-01T06:30:00Z'), 'America/Chicago'), isoIn(new Date('2026-11-01T07:30:00Z'), 'America/Chicago')]).toEqual([
      '2026-11-01T01:30:00-05:00',
      '2026-11-01T01:30:00-06:00',
    ]);
  });

  it('knows IANA zones only, spelled as Intl spells them', () => {
    expect(knownTimeZone('America/Los_Angeles')).toBe('America/Los_Angeles');
    expect(knownTimeZone('america/los_angeles')).toBe('America/Los_Angeles');
    expect(knownTimeZone('Pacific/Honolulu')).toBe('Pacific/Honolulu');
    expect(knownTimeZone('UTC')).toBe('UTC');
    for (const bad of ['Mars/Olympus', 'Utopia', '+05:00', '-0800', '', 'America/', 'x'.repeat(80), undefined, 42, "America/New_York'; drop table users"]) {
      expect(knownTimeZone(bad)).toBeUndefined();
    }
    expect(FALLBACK_TIME_ZONE).toBe('America/New_York');
  });

  it('writes the cookie for 720 days (spec section 9)', () => {
    expect(timeZoneCookie('America/Los_Angeles')).toBe('timezone=America%2FLos_Angeles; Max-Age=62208000; Path=/; SameSite=Lax');
  });

  it('runs the date rules on the day of the context\'s zone', async () => {
    expect(todayOf({ now: LA_EVENING, timeZone: 'America/Los_Angeles' })).toBe('2026-11-24');
    expect(todayOf({ now: LA_EVENING, timeZone: 'Europe/London' })).toBe('2026-11-25');
    expect(fromAllowed('2026-11-24', { now: LA_EVENING, timeZone: 'America/Los_Angeles' })).toBe(true);
    expect(fromAllowed('2026-11-24', { now: LA_EVENING, timeZone: 'Europe/London' })).toBe(false);
    const promo = { id: 0, name: 'EVENING', value: 20, forever: true, duration: 1, maxRedemptions: null, validUntil: '2026-11-24' };
    await expect(adminPromoSchema.validate(promo, { context: { now: LA_EVENING, timeZone: 'Pacific/Honolulu' } })).resolves.toBeTruthy();
    await expect(adminPromoSchema.validate(promo, { context: { now: LA_EVENING, timeZone: 'Europe/London' } })).rejects.toThrow('Date must be in the future');
  });
});
