import { JobPeriodType, PERMIT_DOCUMENT_TYPES, RateType, ReportOutcome, Shift, smsSize, WITHDRAW_REASONS } from '@dutylink/contracts';
import { freeSms, sms, user } from '../../src/lib/sms-text';
import { signInCodeSms } from '../../src/modules/auth/phone-codes';
import { jobAlertLink, jobAlertSms } from '../../src/modules/job-alerts/alert-text';
import * as notices from '../../src/modules/job-notices/texts';
import { alertDeclinedSms, alertQuestionSms, appliedSms, applyRefusedSms } from '../../src/modules/jobs/apply-by-reply';
import { permitExpirySms } from '../../src/modules/permit-expiry/reminders';
import { reportClosedSms } from '../../src/modules/reports/texts';
import * as shifts from '../../src/modules/shifts/texts';
import { helpText, nothingAskedText, START_TEXT, STOP_TEXT } from '../../src/modules/sms-consent/keywords';
import { whichOneSms } from '../../src/plugins/sms-replies';

/*
 * Issue 37: every SMS template within its budget of segments, in GSM-7, with every value users write at its
 * longest and full of the characters that used to make texts UCS-2 (dashes, curly quotes, Vietnamese and Polish
 * letters, emoji), and the link whole.
 */
const unicode = (length: number) => 'Nguyễn’s “Night Watch” – Łódź Gate 3 🚓 '.repeat(20).slice(0, length);
const title = unicode(128);
const company = unicode(128);
const name = unicode(64);
const place = unicode(250);
const reason = unicode(300);
const link = 'https://dutylink-security.example.com/employee/shifts/2147483647';
/** A job's dates at their longest: 'Full time from 28 Dec 2026, Graveyard (2300-0700)'. */
const dates = notices.datesText({ periodType: JobPeriodType.FullTime, from: '2026-12-28', to: null, shift: Shift.Graveyard });
const shift = { title, startsAt: new Date('2026-12-30T18:00:00Z'), timeZone: 'America/Los_Angeles' };
const row = { title, starts_at: shift.startsAt, time_zone: shift.timeZone, company_name: company };
const offered = { ...row, ends_at: new Date('2026-12-31T02:00:00Z'), salary_value: '99999.99', salary_type: RateType.Daily };
const job = { id: 2147483647, title, company };
const longestReason = WITHDRAW_REASONS.reduce((a, b) => (b.length > a.length ? b : a));
const alertJob = { id: 2147483647, title, company, periodType: JobPeriodType.Range, from: '2026-12-28', to: '2027-01-31', shift: 99, salaryType: RateType.Daily, salaryValue: 99999.99, city: unicode(60) };
const alertLink = jobAlertLink('https://dutylink-security.example.com', alertJob.id, 2147483647, `${'9'.repeat(10)}.${'A'.repeat(43)}`);

/** Each template by name, its budget, the text with its longest values, and what must stay whole in it. */
const templates: Array<[string, number, string, string?]> = [
  ['sign-in code', 1, signInCodeSms('123456', 10)],
  ['HELP', 1, helpText('https://dutylink-security.example.com'), 'https://dutylink-security.example.com'],
  ['STOP', 1, STOP_TEXT],
  ['START', 1, START_TEXT],
  ['nothing asked', 1, nothingAskedText('https://dutylink-security.example.com'), '/employee/shifts'],
  ['job alert', 2, jobAlertSms(alertJob, alertLink.length)(alertLink), `Reply YES to apply. ${alertLink}\nReply STOP to opt out`],
  ['hired, shift ahead, asks', 2, shifts.hiredSms({ title, company, dates }, shift, place, new Date('2026-12-30T17:00:00Z'), link, true), link],
  ['hired, shift ahead', 2, shifts.hiredSms({ title, company, dates }, shift, place, new Date('2026-12-01T00:00:00Z'), link, false), link],
  ['hired, no shift ahead', 2, shifts.hiredSms({ title, company, dates }, null, place, new Date(), link, false), link],
  ['2-hour reminder', 2, shifts.reminderSms(shift, place, link), link],
  ['confirm ask', 2, shifts.confirmAskSms(row, place, link), `${shifts.REPLY_TO_CONFIRM} Your shifts: ${link}`],
  ['confirmed', 2, shifts.confirmedSms(row)],
  ['confirm question', 2, shifts.confirmQuestionSms(row), shifts.REPLY_TO_CONFIRM],
  ['confirm too late', 2, shifts.confirmTooLateSms(row, link), link],
  ['unconfirmed', 2, shifts.unconfirmedSms(row, name, '+12145550100', link), link],
  ['officer confirmed', 2, shifts.officerConfirmedSms(row, name, link), link],
  ['call-off question', 2, shifts.callOffQuestionSms(row), `6 ${WITHDRAW_REASONS[5]}.`],
  ['call-off done, late', 2, shifts.callOffDoneSms(row, true), 'late call-off on your record.'],
  ['call-off refused', 2, shifts.callOffRefusedSms('Your shift has started: it can no longer be called off', link), link],
  ['no-show, to the company', 2, shifts.noShowSms(shift, name, '+12145550100', link), link],
  ['late, to the officer', 2, shifts.lateSms(shift, link), link],
  ['no-show, to the officer', 2, shifts.officerNoShowSms(shift, company, '+12145550100', link), link],
  ['hours set', 2, shifts.hoursSetSms(shift, company, 725, reason, link), link],
  ['offer', 2, shifts.offerSms(offered, place), shifts.REPLY_TO_TAKE],
  ['offer question', 2, shifts.offerQuestionSms(offered), shifts.REPLY_TO_TAKE],
  ['offer declined', 2, shifts.offerDeclinedSms(offered)],
  ['offer taken', 2, shifts.offerTakenSms(offered, place, link), link],
  ['offer gone', 2, shifts.offerGoneSms(offered, true)],
  ['offer refused', 2, shifts.offerRefusedSms(offered, reason)],
  ['released', 2, shifts.releasedSms(row, link), link],
  ['job changed', 2, notices.jobChangedSms(job, { dates, place, rate: { value: 99999.99, type: RateType.Daily } }, link), link],
  ['new applicants', 2, notices.newApplicantSms(job, { count: 9999, firstNames: [name, name, name, name] }, link), link],
  ['withdrawal', 2, notices.withdrawalSms(job, name, longestReason, link), link],
  ['call-off, to the company', 2, notices.callOffSms(job, name, shift, longestReason, true, link), link],
  ['covered', 2, notices.coveredSms(job, name, shift, link), link],
  ['hire gone', 2, notices.hireGoneSms(job, name, link), link],
  ['hire cancelled', 2, notices.hireCancelledSms(title, company, reason)],
  ['not selected', 2, notices.notSelectedSms(title, company, reason)],
  ['passed over', 2, notices.passedOverSms(job)],
  ['closed, hired', 2, notices.closedHiredSms(job, dates, link), link],
  ['closed', 2, notices.closedSms(job)],
  ['closed, not selected', 2, notices.closedNotSelectedSms(job)],
  ['job cancelled', 2, notices.jobCancelledSms(job, dates)],
  ['employer gone', 2, notices.employerGoneSms(job, dates, true)],
  ['applied by reply', 2, appliedSms(title, link), link],
  ['apply refused', 2, applyRefusedSms(title, reason)],
  ['alert question', 2, alertQuestionSms(title)],
  ['alert declined', 2, alertDeclinedSms(title)],
  ['which one', 2, whichOneSms(['offer', 'alert', 'confirm'].map((kind) => ({ kind, title, starts_at: shift.startsAt, time_zone: shift.timeZone })))],
  ...PERMIT_DOCUMENT_TYPES.map((type): [string, number, string, string] => [`permit expiry (${type})`, 2, permitExpirySms(type, '2027-01-31', 30, link), link]),
  ...Object.values(ReportOutcome).map((outcome): [string, number, string] => [`report closed (${outcome})`, 2, reportClosedSms({ company, title, outcome })]),
];

describe('SMS budgets (issue 37)', () => {
  // A rest parameter: a row without its fourth value must not make Jest pass a done callback.
  it.each(templates)('%s: GSM-7, within %i segments, with what it must say whole', (...[, budget, text, whole]) => {
    expect(smsSize(text)).toEqual({ encoding: 'GSM-7', segments: expect.any(Number) });
    expect(smsSize(text).segments).toBeLessThanOrEqual(budget);
    if (whole) expect(text).toContain(whole);
  });

  it('keeps short values whole and folds them to GSM-7', () => {
    expect(shifts.reminderSms({ ...shift, title: 'Gate 3 – night' }, 'Arena’s “North” lot', link)).toBe(
      `DutyLink reminder: your shift for "Gate 3 - night" starts in 2 hours, Wed, 30 Dec at 10:00 AM PST, at Arena's "North" lot. Check in from the app: ${link}`,
    );
  });

  it('shortens what users wrote, longest first and at a word, never the rest', () => {
    const text = sms(1)`${user('Short title', 40)} at ${user('A very long company name of many words indeed, Incorporated', 60)}: ${'x'.repeat(100)}`;
    expect(text).toBe(`Short title at A very long company name of many words...: ${'x'.repeat(100)}`);
    expect(text.length).toBeLessThanOrEqual(160);
    // Nothing to shorten: sent as it is, over its budget (the template tests above fail first).
    expect(smsSize(sms(1)`${'x'.repeat(200)}`).segments).toBe(2);
  });

  it("takes an admin's text whole, folded", () => {
    expect(freeSms('  Don’t miss it – Zoë  ')).toBe("Don't miss it - Zoe");
  });
});
