import {
  foldToGsm7,
  APPLICANT_NOTICE_INTERVAL_MINUTES,
  employeeRoutes,
  formatJobDates,
  formatSalary,
  formatShiftClock,
  formatShiftDay,
  SHIFT_LABEL,
  type JobPeriodType,
  type PushPayload,
  type RateType,
  type Shift,
} from '@dutylink/contracts';
import { clip, sms, user, type SmsPiece } from '../../lib/sms-text';
import type { EmailContent } from '../../messaging/email-content';
import type { JobChanges } from '../../plugins/events';

/**
 * The texts of issue 17's notices (sms, lib/sms-text.ts): GSM-7 within two segments with the link; titles at
 * most 80 characters, companies 60, names 50, places 100, shorter only when the budget needs it.
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

const t = (title: string): SmsPiece => ['"', user(title, 80), '"'];
const c = (company: string) => user(company, 60);

export const datesText = (job: JobDates) =>
  `${formatJobDates({ from: job.from, to: job.to, periodType: job.periodType as JobPeriodType })}, ${SHIFT_LABEL[job.shift as Shift] ?? 'Varied'}`;

export function jobChangedSms(job: NoticeJob, changes: JobChanges, link: string) {
  const parts: SmsPiece[] = [
    ...(changes.dates ? [`new dates ${changes.dates}`] : []),
    ...(changes.place ? [['new place ', user(changes.place, 100)]] : []),
    ...(changes.rate ? [`new rate ${formatSalary(changes.rate.value, changes.rate.type as RateType)}`] : []),
  ];
  return sms(2)`DutyLink: ${t(job.title)} at ${c(job.company)} changed: ${parts.flatMap((part, i) => (i ? ['; ', part] : [part]))}. Details: ${link}`;
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
  // A name with no letter an SMS can carry (all '?' in GSM-7) is counted, not shown.
  const names = firstNames.map((name) => name.trim()).filter((name) => /[A-Za-z0-9]/.test(foldToGsm7(name))).slice(0, DIGEST_NAMES).map((name) => clip(name, 15));
  if (names.length === 0) return '';
  const more = count - names.length;
  if (more > 0) return `${names.join(', ')} and ${more} more`;
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const howMany = (count: number) => (count === 1 ? 'a new applicant' : `${count} new applicants`);

export function newApplicantSms(job: NoticeJob, applicants: NewApplicants, link: string) {
  const who = whoApplied(applicants);
  return sms(2)`DutyLink: ${howMany(applicants.count)} for ${t(job.title)}${who ? `: ${who}` : ''}. Review: ${link}`;
}

export function newApplicantEmail(job: NoticeJob, applicants: NewApplicants, link: string): EmailContent {
  const who = whoApplied(applicants);
  const one = applicants.count === 1;
  const applied = who ? `${who} ${one ? 'has' : 'have'} applied` : one ? 'An officer has applied' : `${applicants.count} officers have applied`;
  const many = howMany(applicants.count);
  return {
    subject: `${many[0]!.toUpperCase()}${many.slice(1)} for ${clip(job.title, 80)}`,
    blocks: [
      `${applied} to your job "${job.title}".`,
      { label: 'Review the applicants', link },
      `You get at most one of these notices per job per ${APPLICANT_NOTICE_INTERVAL_MINUTES} minutes. Change how you hear of applicants on your DutyLink profile.`,
    ],
  };
}

export const withdrawalSms = (job: NoticeJob, name: string, reason: string, link: string) =>
  sms(2)`DutyLink: ${user(name, 50)} withdrew from ${t(job.title)} (${reason}). Applicants: ${link}`;

/** A shift's day and time in the job's zone: 'Wed, 2 Dec at 7:00 AM CST'. */
const shiftWhen = (shift: { startsAt: Date; timeZone: string }) => clip(`${formatShiftDay(shift.startsAt, shift.timeZone)} at ${formatShiftClock(shift.startsAt, shift.timeZone)}`, 60);

/** As Today's card says it ('Called off: Sick or injured · late'), a late call-off says late. */
export const callOffSms = (job: NoticeJob, name: string, shift: { startsAt: Date; timeZone: string }, reason: string, late: boolean, link: string) =>
  sms(2)`DutyLink: ${user(name, 50)} called off ${t(job.title)} ${shiftWhen(shift)} (${reason}${late ? ', late' : ''}). Today's shifts: ${link}`;

export const callOffEmail = (job: NoticeJob, name: string, shift: { startsAt: Date; timeZone: string }, reason: string, late: boolean, link: string): EmailContent => ({
  subject: `${clip(name, 30)} called off ${clip(job.title, 80)} ${shiftWhen(shift)}`,
  blocks: [
    `${name} called off the shift of your job "${job.title}" on ${shiftWhen(shift)}. Reason: ${reason}.${late ? ' It was less than 24 hours before the start: it counts as a late call-off on their record.' : ''}`,
    'The shift is open.',
    { label: "Today's shifts", link },
  ],
});

/** A lost shift was taken by an officer who replied YES to its offer (issue 36), in Today's words ('Covered by Ann Rusher'). */
export const coveredSms = (job: NoticeJob, name: string, shift: { startsAt: Date; timeZone: string }, link: string) =>
  sms(2)`DutyLink: ${t(job.title)} ${shiftWhen(shift)} is covered by ${user(name, 50)}, who replied YES to your offer. Today's shifts: ${link}`;

export const coveredEmail = (job: NoticeJob, name: string, shift: { startsAt: Date; timeZone: string }, link: string): EmailContent => ({
  subject: `${clip(name, 30)} covers ${clip(job.title, 80)} ${shiftWhen(shift)}`,
  blocks: [`${name} replied YES to your offer and covers the shift of your job "${job.title}" on ${shiftWhen(shift)}.`, { label: "Today's shifts", link }],
});

export const hireGoneSms = (job: NoticeJob, name: string, link: string) =>
  sms(2)`DutyLink: ${user(name, 50)}, hired for ${t(job.title)}, deleted their DutyLink account and is no longer hired. Applicants: ${link}`;

export const hireGoneEmail = (job: NoticeJob, name: string, link: string): EmailContent => ({
  subject: `${clip(name, 30)} is no longer hired for ${clip(job.title, 80)}`,
  blocks: [`${name}, hired for your job "${job.title}", has deleted their DutyLink account and is no longer hired. The place is open again.`, { label: 'Your applicants', link }],
});

export const withdrawalEmail = (job: NoticeJob, name: string, reason: string, link: string): EmailContent => ({
  subject: `${clip(name, 30)} withdrew from ${clip(job.title, 80)}`,
  blocks: [`${name}, hired for your job "${job.title}", has withdrawn. Reason: ${reason}.`, { label: 'Your applicants', link }],
});

export const hireCancelledSms = (title: string, company: string, reason: string) => sms(2)`DutyLink: your hire for "${user(title, 80)}" at ${user(company, 60)} was cancelled (${user(reason, 120)}).`;
/** Turned down; a company's block declines with no reason (reason ''). */
export const notSelectedSms = (title: string, company: string, reason: string) => sms(2)`DutyLink: you were not selected for "${user(title, 80)}" at ${user(company, 60)}${reason ? [' (', user(reason, 120), ')'] : ''}.`;

export const passedOverSms = (job: NoticeJob) => sms(2)`DutyLink: every place for ${t(job.title)} at ${c(job.company)} is filled. You were not selected this time.`;

export const closedHiredSms = (job: NoticeJob, dates: string, link: string) =>
  sms(2)`DutyLink: ${t(job.title)} at ${c(job.company)} is closed to new applicants. You are still hired: ${dates}. Details: ${link}`;

export const closedSms = (job: NoticeJob) => sms(2)`DutyLink: ${t(job.title)} at ${c(job.company)} has been closed.`;

export const closedNotSelectedSms = (job: NoticeJob) => sms(2)`DutyLink: ${t(job.title)} at ${c(job.company)} has been closed. You were not selected.`;

export const jobCancelledSms = (job: NoticeJob, dates: string) => sms(2)`DutyLink: ${t(job.title)} at ${c(job.company)} on ${dates} was cancelled by the employer. You are no longer hired.`;

export const employerGoneSms = (job: NoticeJob, dates: string, hired: boolean) =>
  sms(2)`DutyLink: ${t(job.title)} on ${dates} is cancelled: ${c(job.company)} closed its DutyLink account.${hired ? ' You are no longer hired.' : ''}`;

/*
 * The notices to officers as push notifications (docs/decisions/push-first.md), in the words of their texts: the job,
 * the company and what happened, for the lock screen (a new place is named, not its address: the job page shows it),
 * the page a tap opens, and the job's tag, so a newer notice of the job replaces an older one on the device.
 */
type Push = Omit<PushPayload, 'ack'>;

const jobPush = (job: NoticeJob, title: string, body: string, url: string = employeeRoutes.job(job.id)): Push => ({ title, body, url, tag: `job-${job.id}` });
const named = (job: NoticeJob) => `"${job.title}" at ${job.company}`;

export function jobChangedPush(job: NoticeJob, changes: JobChanges): Push {
  const parts = [
    ...(changes.dates ? [`new dates ${changes.dates}`] : []),
    ...(changes.place ? ['new place'] : []),
    ...(changes.rate ? [`new rate ${formatSalary(changes.rate.value, changes.rate.type as RateType)}`] : []),
  ];
  return jobPush(job, `Job changed: ${job.title}`, `${job.company}: ${parts.join('; ')}`);
}

export const hireCancelledPush = (job: NoticeJob, reason: string) => jobPush(job, 'Your hire was cancelled', `${named(job)} (${reason})`);
export const notSelectedPush = (job: NoticeJob, reason: string) => jobPush(job, 'You were not selected', `${named(job)}${reason ? ` (${reason})` : ''}`);
export const passedOverPush = (job: NoticeJob) => jobPush(job, 'Every place is filled', `${named(job)}. You were not selected this time.`);
export const closedHiredPush = (job: NoticeJob, dates: string) => jobPush(job, 'Closed to new applicants', `${named(job)}. You are still hired: ${dates}`);
/** `url`: the job page, or My jobs once the job is gone. */
export const closedPush = (job: NoticeJob, notSelected: boolean, url?: string) => jobPush(job, 'Job closed', `${named(job)} has been closed.${notSelected ? ' You were not selected.' : ''}`, url);

/** A job gone (deleted, or its company's account closed): its page is gone too; a tap opens My jobs. */
export const jobCancelledPush = (job: NoticeJob, dates: string) => jobPush(job, 'Job cancelled', `${named(job)} on ${dates} was cancelled by the employer. You are no longer hired.`, employeeRoutes.jobs);
export const employerGonePush = (job: NoticeJob, dates: string, hired: boolean) =>
  jobPush(job, 'Job cancelled', `"${job.title}" on ${dates}: ${job.company} closed its DutyLink account.${hired ? ' You are no longer hired.' : ''}`, employeeRoutes.jobs);
