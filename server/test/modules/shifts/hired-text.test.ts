import { hiredSms } from '../../../src/modules/shifts/texts';
import { smsSegments } from '../../helpers/sms';

/** The hire's SMS (issue 36): the first shift, where and when, in two GSM-7 segments with the longest values. */
describe("the hire's text", () => {
  const link = 'https://dutylink-security.example.com/employee/shifts';
  const longest = { title: 'T'.repeat(120), company: 'C'.repeat(120), dates: 'Mon, Dec 28, 2026 - Sun, Jan 31, 2027' };
  const first = { title: longest.title, startsAt: new Date('2026-12-30T18:00:00Z'), timeZone: 'America/Los_Angeles' };
  const place = `${'Stadium North Gate Plaza '.repeat(4)}, 12345 Westminster Boulevard Apt 1200, Rancho Santa Margarita`;

  it('stays within two segments of GSM-7 with every value at its longest', () => {
    for (const [start, now] of [
      [first, new Date('2026-12-01T00:00:00Z')],
      [first, new Date('2026-12-30T17:00:00Z')],
      [null, new Date('2026-12-01T00:00:00Z')],
    ] as const) {
      const text = hiredSms(longest, start, place, now, link);
      expect(smsSegments(text)).toBeLessThanOrEqual(2);
    }
  });

  it('says to check in from the app within 2 hours of the start, and gives the dates without a shift ahead', () => {
    const job = { title: 'Bank lobby', company: 'Acme', dates: 'Dec 30, 2026' };
    expect(hiredSms(job, { ...first, title: job.title }, 'Arena, 1 Main St, Dallas', new Date('2026-12-30T16:00:00Z'), link)).toBe(
      `DutyLink: you are hired for "Bank lobby" at Acme. First shift: Wed, Dec 30 at 10:00 AM PST, at Arena, 1 Main St, Dallas. Check in from the app: ${link}`,
    );
    expect(hiredSms(job, null, '', new Date(), link)).toBe(`DutyLink: you are hired for "Bank lobby" at Acme, Dec 30, 2026. Your shifts: ${link}`);
  });
});
