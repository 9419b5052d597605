import { callOffQuestionSms, hiredSms } from '../../../src/modules/shifts/texts';

/** The shift texts (issues 20 and 36): the first shift, where and when. Their budgets: test/messaging/sms-budgets.test.ts. */
describe('shift texts', () => {
  const link = 'https://dutylink-security.example.com/employee/shifts';
  const first = { title: 'Bank lobby', startsAt: new Date('2026-12-30T18:00:00Z'), timeZone: 'America/Los_Angeles' };

  it('says to check in from the app within 2 hours of the start, and gives the dates without a shift ahead', () => {
    const job = { title: 'Bank lobby', company: 'Acme', dates: '30 Dec 2026' };
    expect(hiredSms(job, { ...first, title: job.title }, 'Arena, 1 Main St, Dallas', new Date('2026-12-30T16:00:00Z'), link, false)).toBe(
      `DutyLink: you are hired for "Bank lobby" at Acme. First shift: Wed, 30 Dec at 10:00 AM PST, at Arena, 1 Main St, Dallas. Check in from the app: ${link}`,
    );
    expect(hiredSms(job, null, '', new Date(), link, false)).toBe(`DutyLink: you are hired for "Bank lobby" at Acme, 30 Dec 2026. Your shifts: ${link}`);
  });

  it('asks a late hire to confirm in the hire text itself, and numbers the call-off reasons', () => {
    const job = { title: 'Bank lobby', company: 'Acme', dates: '30 Dec 2026' };
    expect(hiredSms(job, { ...first, title: job.title }, 'Arena', new Date('2026-12-30T00:00:00Z'), link, true)).toBe(
      `DutyLink: you are hired for "Bank lobby" at Acme. First shift: Wed, 30 Dec at 10:00 AM PST, at Arena. Reply YES to confirm, or NO to call off. Your shifts: ${link}`,
    );
    expect(callOffQuestionSms({ title: 'Bank lobby', starts_at: first.startsAt, time_zone: first.timeZone })).toBe(
      'DutyLink: to call off "Bank lobby" Wed, 30 Dec at 10:00 AM PST, reply with your reason\'s number: 1 Sick or injured, 2 Family emergency, 3 Schedule conflict, 4 Transportation problem, 5 Job details changed, 6 Other.',
    );
  });
});
