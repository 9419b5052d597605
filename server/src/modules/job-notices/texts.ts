import { APPLICANT_NOTICE_INTERVAL_MINUTES, formatJobDates, formatSalary, formatShiftClock, formatShiftDay, SHIFT_LABEL, type JobPeriodType, type RateType, type Shift } from '@dutylink/contracts';
import { clip, gsmName } from '../../lib/sms-text';
import type { JobChanges } from '../../plugins/events';

/**
 * The texts of issue 17's notices. Each is plain GSM-7 (no '…', no curly quotes) and, with its
 * link, within two SMS segments (306 characters): titles are clipped to 40 characters, companies,
 * names and places to 30.
 */

/** A job as the notices name it (days 'yyyy-MM-dd'). */
export interface NoticeJob {
  id: number;
  title: string;
  company: string;
}

export interface JobDates {
  periodType: number;
  from: string;
  to: string | null;
  shift: number;
}

const t = (title: string) => `"${clip(title, 40)}"`;
const c = (company: string) => clip(company, 30);

export const datesText = (job: JobDates) =>
  `${formatJobDates({ from: job.from, to: job.to, periodType: job.periodType as JobPeriodType })}, ${SHIFT_LABEL[job.shift as Shift] ?? 'Varied'}`;

export function jobChangedSms(job: NoticeJob, changes: JobChanges, link: string): string {
  const parts = [
    changes.dates && `new dates ${changes.dates}`,
    changes.place && `new place ${clip(changes.place, 60)}`,
    changes.rate && `new rate ${formatSalary(changes.rate.value, changes.rate.type as RateType)}`,
  ].filter(Boolean);
  return `DutyLink: ${t(job.title)} at ${c(job.company)} changed: ${parts.join('; ')}. Details: ${link}`;
}

/** Applications made since the employer's last digest and still standing: how many, and the first names of the first few. */
export interface NewApplicants {
  count: number;
  firstNames: string[];
}

/** The names a digest lists; the rest are counted ('and 197 more'). */
export const DIGEST_NAMES = 3;

/** 'Ann', 'Ann and Bob', 'Ann, Bob and Carl', 'Ann, Bob, Carl and 197 more'; '' when none has a name to show. */
function whoApplied({ count, firstNames }: NewApplicants): string {
  const names = firstNames.map(gsmName).filter(Boolean).slice(0, DIGEST_NAMES).map((name) => clip(name, 15));
  if (names.length === 0) return '';
  const more = count - names.length;
  if (more > 0) return `${names.join(', ')} and ${more} more`;
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const howMany = (count: number) => (count === 1 ? 'a new applicant' : `${count} new applicants`);

export function newApplicantSms(job: NoticeJob, applicants: NewApplicants, link: string): string {
  const who = whoApplied(applicants);
  return `DutyLink: ${howMany(applicants.count)} for ${t(job.title)}${who ? `: ${who}` : ''}. Review: ${link}`;
}

export function newApplicantEmail(job: NoticeJob, applicants: NewApplicants, link: string) {
  const who = whoApplied(applicants);
  const one = applicants.count === 1;
  const applied = who ? `${who} ${one ? 'has' : 'have'} applied` : one ? 'An officer has applied' : `${applicants.count} officers have applied`;
  const many = howMany(applicants.count);
  return {
    subject: `${many[0]!.toUpperCase()}${many.slice(1)} for ${clip(job.title, 80)}`,
    text: `${applied} to your job "${job.title}".\n\nReview the applicants: ${link}\n\nYou get at most one of these notices per job per ${APPLICANT_NOTICE_INTERVAL_MINUTES} minutes. Change how you hear of applicants on your DutyLink profile.`,
  };
}

export const withdrawalSms = (job: NoticeJob, name: string, reason: string, link: string) =>
  `DutyLink: ${clip(name, 30)} withdrew from ${t(job.title)} (${reason}). Applicants: ${link}`;

/** A shift's day and time in the job's zone: 'Wed, Dec 2 at 7:00 AM CST'. */
const shiftWhen = (shift: { startsAt: Date; timeZone: string }) => clip(`${formatShiftDay(shift.startsAt, shift.timeZone)} at ${formatShiftClock(shift.startsAt, shift.timeZone)}`, 60);

/** As Today's card says it ('Called off: Sick or injured · late'), a late call-off says late. */
export const callOffSms = (job: NoticeJob, name: string, shift: { startsAt: Date; timeZone: string }, reason: string, late: boolean, link: string) =>
  `DutyLink: ${clip(name, 30)} called off ${t(job.title)} ${shiftWhen(shift)} (${reason}${late ? ', late' : ''}). Today's shifts: ${link}`;

export const callOffEmail = (job: NoticeJob, name: string, shift: { startsAt: Date; timeZone: string }, reason: string, late: boolean, link: string) => ({
  subject: `${clip(name, 30)} called off ${clip(job.title, 80)} ${shiftWhen(shift)}`,
  text: `${name} called off the shift of your job "${job.title}" on ${shiftWhen(shift)}. Reason: ${reason}.${late ? ' It was less than 24 hours before the start: it counts as a late call-off on their record.' : ''}\n\nThe shift is open. Today's shifts: ${link}`,
});

/** A lost shift was taken by an officer who replied YES to its offer (issue 36), in Today's words ('Covered by Ann Rusher'). */
export const coveredSms = (job: NoticeJob, name: string, shift: { startsAt: Date; timeZone: string }, link: string) =>
  `DutyLink: ${t(job.title)} ${shiftWhen(shift)} is covered by ${clip(name, 30)}, who replied YES to your offer. Today's shifts: ${link}`;

export const coveredEmail = (job: NoticeJob, name: string, shift: { startsAt: Date; timeZone: string }, link: string) => ({
  subject: `${clip(name, 30)} covers ${clip(job.title, 80)} ${shiftWhen(shift)}`,
  text: `${name} replied YES to your offer and covers the shift of your job "${job.title}" on ${shiftWhen(shift)}.\n\nToday's shifts: ${link}`,
});

export const hireGoneSms = (job: NoticeJob, name: string, link: string) =>
  `DutyLink: ${clip(name, 30)}, hired for ${t(job.title)}, deleted their DutyLink account and is no longer hired. Applicants: ${link}`;

export const hireGoneEmail = (job: NoticeJob, name: string, link: string) => ({
  subject: `${clip(name, 30)} is no longer hired for ${clip(job.title, 80)}`,
  text: `${name}, hired for your job "${job.title}", has deleted their DutyLink account and is no longer hired. The place is open again.\n\nYour applicants: ${link}`,
});

export const withdrawalEmail = (job: NoticeJob, name: string, reason: string, link: string) => ({
  subject: `${clip(name, 30)} withdrew from ${clip(job.title, 80)}`,
  text: `${name}, hired for your job "${job.title}", has withdrawn. Reason: ${reason}.\n\nYour applicants: ${link}`,
});

export const hireCancelledSms = (title: string, company: string, reason: string) => `DutyLink: your hire for "${title}" at ${company} was cancelled (${reason}).`;
/** Turned down; a company's block declines with no reason (reason ''). */
export const notSelectedSms = (title: string, company: string, reason: string) => `DutyLink: you were not selected for "${title}" at ${company}${reason ? ` (${reason})` : ''}.`;

export const passedOverSms = (job: NoticeJob) => `DutyLink: every place for ${t(job.title)} at ${c(job.company)} is filled. You were not selected this time.`;

export const closedHiredSms = (job: NoticeJob, dates: string, link: string) =>
  `DutyLink: ${t(job.title)} at ${c(job.company)} is closed to new applicants. You are still hired: ${dates}. Details: ${link}`;

export const closedSms = (job: NoticeJob) => `DutyLink: ${t(job.title)} at ${c(job.company)} has been closed.`;

export const closedNotSelectedSms = (job: NoticeJob) => `DutyLink: ${t(job.title)} at ${c(job.company)} has been closed. You were not selected.`;

export const jobCancelledSms = (job: NoticeJob, dates: string) => `DutyLink: ${t(job.title)} at ${c(job.company)} on ${dates} was cancelled by the employer. You are no longer hired.`;

export const employerGoneSms = (job: NoticeJob, dates: string, hired: boolean) =>
  `DutyLink: ${t(job.title)} on ${dates} is cancelled: ${c(job.company)} closed its DutyLink account.${hired ? ' You are no longer hired.' : ''}`;
