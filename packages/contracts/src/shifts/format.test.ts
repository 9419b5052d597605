import { formatDistance, formatShiftDay, formatShiftPlace, formatShiftTimes, formatWeekday, mapUrl } from './format';
import { billedHours, checkInRefusal, checkOutRefusal, formatMinutes, paidQuantity, shiftPay, shiftStatus, workedMinutes } from './rules';
import { RateType } from '../jobs/enums';
import { ShiftStatus } from './types';

const shift = { startsAt: '2026-12-02T13:00:00Z', endsAt: '2026-12-02T21:00:00Z', checkedInAt: null, checkedOutAt: null };
const at = (iso: string) => new Date(iso);

describe('a shift as people read it', () => {
  it('shows its times in the job zone, naming the zone, a graveyard shift ending the next morning', () => {
    expect(formatShiftTimes({ ...shift, timeZone: 'America/Chicago' })).toMatch(/^Wed, 2 Dec, 7:00\sAM – 3:00\sPM CST$/);
    expect(formatShiftTimes({ startsAt: '2026-12-03T05:00:00Z', endsAt: '2026-12-03T13:00:00Z', timeZone: 'America/Chicago' })).toMatch(/^Wed, 2 Dec, 11:00\sPM – 7:00\sAM CST$/);
    expect(formatShiftTimes({ ...shift, timeZone: 'America/Los_Angeles' })).toMatch(/^Wed, 2 Dec, 5:00\sAM – 1:00\sPM PST$/);
  });

  it("writes a shift's day with its weekday, the day before the month (spec 'd MMM'), on the job's calendar", () => {
    // 05:00 UTC on Thursday is still Wednesday evening in Chicago.
    expect(formatShiftDay('2026-12-03T05:00:00Z', 'America/Chicago')).toBe('Wed, 2 Dec');
    expect(formatShiftDay(new Date('2026-12-03T05:00:00Z'), 'UTC')).toBe('Thu, 3 Dec');
    expect(formatShiftDay('2026-09-28T20:00:00Z', 'Pacific/Honolulu')).toBe('Mon, 28 Sep');
    expect(formatWeekday('2026-11-28')).toBe('Sat, 28 Nov');
    expect(formatWeekday('2027-01-01T00:00:00Z')).toBe('Fri, 1 Jan');
  });

  it('writes distances in miles and hours as hours and minutes', () => {
    expect(formatDistance(480)).toBe('0.3 mi');
    expect(formatDistance(40_000)).toBe('25 mi');
    expect(formatMinutes(500)).toBe('8 h 20 min');
    expect(formatMinutes(480)).toBe('8 h');
    expect(formatMinutes(45)).toBe('45 min');
    expect(mapUrl('1 Main St, Dallas, TX')).toBe('https://www.google.com/maps/search/?api=1&query=1%20Main%20St%2C%20Dallas%2C%20TX');
  });

  it('names the place before its address, and leaves out what the job does not give', () => {
    expect(formatShiftPlace({ locationName: 'Arena', address: '1 Main St, Dallas, TX' })).toBe('Arena, 1 Main St, Dallas, TX');
    expect(formatShiftPlace({ locationName: '', address: '1 Main St, Dallas, TX' })).toBe('1 Main St, Dallas, TX');
    expect(formatShiftPlace({ locationName: 'Arena', address: '' })).toBe('Arena');
  });
});

describe('the rules of a shift', () => {
  it('opens check-in 30 minutes before the start until the end', () => {
    expect(checkInRefusal(shift, at('2026-12-02T12:29:00Z'))).toBe('Check-in opens 30 minutes before the shift starts');
    expect(checkInRefusal(shift, at('2026-12-02T12:30:00Z'))).toBeNull();
    expect(checkInRefusal(shift, at('2026-12-02T21:00:00Z'))).toBeNull();
    expect(checkInRefusal(shift, at('2026-12-02T21:01:00Z'))).toBe('This shift is over: check-in is closed');
  });

  it('checks out after a check-in, until 2 hours after the end', () => {
    const checkedIn = { ...shift, checkedInAt: '2026-12-02T12:50:00Z' };
    expect(checkOutRefusal(shift, at('2026-12-02T14:00:00Z'))).toBe('Check in first');
    expect(checkOutRefusal(checkedIn, at('2026-12-02T23:00:00Z'))).toBeNull();
    expect(checkOutRefusal(checkedIn, at('2026-12-02T23:01:00Z'))).toMatch(/^Check-out closed/);
  });

  it('tells late from no-show at 15 minutes', () => {
    expect(shiftStatus(shift, at('2026-12-02T12:59:00Z'))).toBe(ShiftStatus.NotCheckedIn);
    expect(shiftStatus(shift, at('2026-12-02T13:14:59Z'))).toBe(ShiftStatus.Late);
    expect(shiftStatus(shift, at('2026-12-02T13:15:00Z'))).toBe(ShiftStatus.NoShow);
    expect(shiftStatus({ ...shift, checkedInAt: '2026-12-02T13:20:00Z' }, at('2026-12-02T14:00:00Z'))).toBe(ShiftStatus.CheckedIn);
  });

  it('pays hours at an hourly rate and the whole rate for a day', () => {
    expect(workedMinutes({ checkedInAt: '2026-12-02T12:45:00Z', checkedOutAt: '2026-12-02T21:05:00Z' })).toBe(500);
    // 8 h 20 min is billed as 8.33 h: 8.33 × 28.50 = 237.405, paid 237.41.
    expect(billedHours(500)).toBe(8.33);
    expect(shiftPay(500, 28.5, RateType.Hourly)).toBe(237.41);
    expect(shiftPay(300, 240, RateType.Daily)).toBe(240);
    expect(shiftPay(0, 240, RateType.Daily)).toBe(0);
  });

  it('pays exactly the hours a spreadsheet reads times the rate, rounded once to the cent', () => {
    expect([0, 1, 2, 440, 479, 480, 1439].map(billedHours)).toEqual([0, 0.02, 0.03, 7.33, 7.98, 8, 23.98]);
    expect(paidQuantity(440, RateType.Hourly)).toBe(7.33);
    expect([paidQuantity(440, RateType.Daily), paidQuantity(0, RateType.Daily)]).toEqual([1, 0]);
    // 7.33 × 31.75 = 232.7275; 0.02 × 10,000 = 200 (not 166.67 for the one minute).
    expect(shiftPay(440, 31.75, RateType.Hourly)).toBe(232.73);
    expect(shiftPay(1, 10000, RateType.Hourly)).toBe(200);
    // Across a day's minutes and rates up to $100, no binary fraction tips a rounding: the pay is the exact decimal hours × rate, half up.
    const wrong = [];
    for (let minutes = 0; minutes <= 1440; minutes += 7) {
      for (let cents = 100; cents <= 10_000; cents += 37) {
        const exact = Math.floor((Math.round((minutes * 100) / 60) * cents + 50) / 100);
        if (Math.round(shiftPay(minutes, cents / 100, RateType.Hourly) * 100) !== exact) wrong.push({ minutes, cents });
      }
    }
    expect(wrong).toEqual([]);
  });
});
