import { lateSms, noShowSms, officerNoShowSms } from '../../../src/modules/shifts/texts';
import { smsSegments } from '../../helpers/sms';

/** The texts of a shift started without a check-in (issue 36), in two GSM-7 segments with the longest values. */
describe('the texts of a shift without a check-in', () => {
  const link = 'https://dutylink-security.example.com/employee/shifts';
  // Alaska's zone has the longest abbreviation, a two-digit hour and day the longest clock and date.
  const shift = { title: 'T'.repeat(120), startsAt: new Date('2026-12-31T20:00:00Z'), timeZone: 'America/Anchorage' };
  const company = 'C'.repeat(120);

  it('stays within two segments of GSM-7 with every value at its longest', () => {
    for (const text of [
      lateSms(shift, link),
      officerNoShowSms(shift, company, '+12145550100', link),
      officerNoShowSms(shift, company, null, link),
      noShowSms(shift, 'N'.repeat(120), '+12145550100', 'https://dutylink-security.example.com/employer/today'),
    ]) {
      expect(smsSegments(text)).toBeLessThanOrEqual(2);
    }
  });

  it('names the no-show time in the job zone, and leaves out a work phone the employer did not give', () => {
    const bank = { title: 'Bank lobby', startsAt: new Date('2026-12-30T18:00:00Z'), timeZone: 'America/Los_Angeles' };
    expect(lateSms(bank, link)).toBe(
      `DutyLink: you have not checked in for "Bank lobby", which started Wed, 30 Dec at 10:00 AM PST. Check in from the app before 10:15 AM PST, or it is on your record as a no-show: ${link}`,
    );
    expect(officerNoShowSms(bank, 'Acme', null, link)).toBe(
      `DutyLink: you did not check in for "Bank lobby", Wed, 30 Dec at 10:00 AM PST: it counts as a no-show on your record until you check in or Acme approves your hours. Your shifts: ${link}`,
    );
  });
});
