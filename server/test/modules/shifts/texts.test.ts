import { WITHDRAW_REASONS } from '@dutylink/contracts';
import { callOffSms, coveredSms } from '../../../src/modules/job-notices/texts';
import { alertDeclinedSms, alertQuestionSms, appliedSms, applyRefusedSms } from '../../../src/modules/jobs/apply-by-reply';
import { nothingAskedText } from '../../../src/modules/sms-consent/keywords';
import { whichOneSms } from '../../../src/plugins/sms-replies';
import {
  callOffDoneSms,
  callOffQuestionSms,
  confirmAskSms,
  confirmedSms,
  confirmQuestionSms,
  confirmTooLateSms,
  hiredSms,
  offerDeclinedSms,
  offerGoneSms,
  offerQuestionSms,
  offerRefusedSms,
  offerSms,
  offerTakenSms,
  officerConfirmedSms,
  releasedSms,
  reminderSms,
  unconfirmedSms,
} from '../../../src/modules/shifts/texts';
import { smsSegments } from '../../helpers/sms';

/** The shift texts (issues 20 and 36): the first shift, where and when, in two GSM-7 segments with the longest values. */
describe('shift texts', () => {
  const link = 'https://dutylink-security.example.com/employee/shifts';
  const longest = { title: 'T'.repeat(120), company: 'C'.repeat(120), dates: 'Mon, Dec 28, 2026 - Sun, Jan 31, 2027' };
  const first = { title: longest.title, startsAt: new Date('2026-12-30T18:00:00Z'), timeZone: 'America/Los_Angeles' };
  const row = { title: longest.title, starts_at: first.startsAt, time_zone: first.timeZone, company_name: longest.company };
  const place = `${'Stadium North Gate Plaza '.repeat(4)}, 12345 Westminster Boulevard Apt 1200, Rancho Santa Margarita`;
  const name = 'N'.repeat(64);
  const phone = '+12145550100';
  const longestReason = WITHDRAW_REASONS.reduce((a, b) => (b.length > a.length ? b : a));
  const offered = { ...row, ends_at: new Date('2026-12-31T02:00:00Z'), salary_value: '12345.67', salary_type: 1 };

  it('each stays within two segments of GSM-7 with every value at its longest', () => {
    const texts = [
      ...[
        [first, new Date('2026-12-01T00:00:00Z')],
        [first, new Date('2026-12-30T17:00:00Z')],
        [null, new Date('2026-12-01T00:00:00Z')],
      ].flatMap(([start, now]) => [false, true].map((asks) => hiredSms(longest, start as typeof first | null, place, now as Date, link, asks))),
      reminderSms(first, place, link),
      confirmAskSms(row, place, link),
      confirmedSms(row),
      confirmQuestionSms(row),
      confirmTooLateSms(row, link),
      confirmTooLateSms(null, link),
      unconfirmedSms(row, name, phone, link),
      officerConfirmedSms(row, name, link),
      callOffQuestionSms(row),
      callOffDoneSms(row, true),
      callOffSms({ id: 1, title: longest.title, company: longest.company }, name, first, longestReason, true, link),
      // Backfill (issue 36): the offer, its answers, the release and the company's notice of who covers it.
      offerSms(offered, place),
      offerQuestionSms(offered),
      offerDeclinedSms(offered),
      offerTakenSms(offered, place, link),
      offerGoneSms(offered, true),
      offerGoneSms(offered, false),
      offerRefusedSms(offered, 'R'.repeat(300)),
      releasedSms(row, link),
      coveredSms({ id: 1, title: longest.title, company: longest.company }, name, first, link),
      // Applying by a reply to a job alert, and the question back when a YES could answer more than one.
      appliedSms(longest.title, `${link}/2147483647`),
      applyRefusedSms(longest.title, 'R'.repeat(300)),
      alertQuestionSms(longest.title),
      alertDeclinedSms(longest.title),
      // A YES when nothing is open for the phone.
      nothingAskedText('https://dutylink.example'),
      whichOneSms(['offer', 'alert', 'confirm'].map((kind) => ({ kind, title: longest.title, starts_at: first.startsAt, time_zone: first.timeZone }))),
    ];
    expect(texts.filter((text) => smsSegments(text) > 2)).toEqual([]);
  });

  it('says to check in from the app within 2 hours of the start, and gives the dates without a shift ahead', () => {
    const job = { title: 'Bank lobby', company: 'Acme', dates: 'Dec 30, 2026' };
    expect(hiredSms(job, { ...first, title: job.title }, 'Arena, 1 Main St, Dallas', new Date('2026-12-30T16:00:00Z'), link, false)).toBe(
      `DutyLink: you are hired for "Bank lobby" at Acme. First shift: Wed, Dec 30 at 10:00 AM PST, at Arena, 1 Main St, Dallas. Check in from the app: ${link}`,
    );
    expect(hiredSms(job, null, '', new Date(), link, false)).toBe(`DutyLink: you are hired for "Bank lobby" at Acme, Dec 30, 2026. Your shifts: ${link}`);
  });

  it('asks a late hire to confirm in the hire text itself, and numbers the call-off reasons', () => {
    const job = { title: 'Bank lobby', company: 'Acme', dates: 'Dec 30, 2026' };
    expect(hiredSms(job, { ...first, title: job.title }, 'Arena', new Date('2026-12-30T00:00:00Z'), link, true)).toBe(
      `DutyLink: you are hired for "Bank lobby" at Acme. First shift: Wed, Dec 30 at 10:00 AM PST, at Arena. Reply YES to confirm, or NO to call off. Your shifts: ${link}`,
    );
    expect(callOffQuestionSms({ title: 'Bank lobby', starts_at: first.startsAt, time_zone: first.timeZone })).toBe(
      'DutyLink: to call off "Bank lobby" Wed, Dec 30 at 10:00 AM PST, reply with your reason\'s number: 1 Sick or injured, 2 Family emergency, 3 Schedule conflict, 4 Transportation problem, 5 Job details changed, 6 Other.',
    );
  });
});
