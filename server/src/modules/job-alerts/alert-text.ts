import { employeeRoutes, formatJobDates, formatSalary, JobPeriodType, publicJobPath, SHIFT_LABEL, type PushPayload, type RateType, type Shift } from '@dutylink/contracts';
import { sms, user, type SmsText } from '../../lib/sms-text';

const DAY_MS = 86_400_000;
/** Default life of a link sent in a job alert. */
export const JOB_LINK_TTL_DAYS = 30;

/** The job as the alert text shows it (days 'yyyy-MM-dd'). */
export interface AlertJobSummary {
  id: number;
  title: string;
  company: string;
  periodType: number;
  from: string;
  to: string | null;
  shift: number;
  salaryType: number;
  salaryValue: number;
  city: string;
}

/** How every alert asks (issue 36): the words a reply YES answers. */
export const REPLY_TO_APPLY = 'Reply YES to apply';

/** A reply YES to an alert applies for this long after it (or until its link expires, when that is sooner). */
export const ALERT_REPLY_HOURS = 48;
export function alertAskOpenUntil(linkExpiry: Date, now: Date): Date {
  return new Date(Math.min(linkExpiry.getTime(), now.getTime() + ALERT_REPLY_HOURS * 3_600_000));
}

/**
 * The alert's last line (issue 17): carriers (CTIA) expect recurring marketing-like texts to say how to opt
 * out. On its own line, so no phone reads it as part of the link.
 */
export const JOB_ALERT_OPT_OUT = 'Reply STOP to opt out';

/**
 * The alert (issues 17 and 36): 'DutyLink job: <title> at <company>, <dates>, <shift>, <rate>, <city>. Reply YES to
 * apply. <link>' and the opt-out line, within two segments: title, company and city give way, never the link. A
 * reply YES applies. Written once per job for links of up to `linkLength` characters (the recipients' links differ
 * only in their user and token), then each recipient's link is put in its place.
 */
export function jobAlertSms(job: AlertJobSummary, linkLength: number): (link: string) => SmsText {
  const terms = alertTerms(job);
  const slot = '#'.repeat(linkLength);
  const text = sms(2)`DutyLink job: ${user(job.title, 80)} at ${user(job.company, 60)}, ${terms.join(', ')}${job.city ? [', ', user(job.city, 30)] : ''}. ${REPLY_TO_APPLY}. ${slot}\n${JOB_ALERT_OPT_OUT}`;
  const [before, after] = text.split(slot);
  return (link) => `${before}${link}${after}` as SmsText;
}

/** The job's dates, shift and pay as an alert says them. */
function alertTerms(job: AlertJobSummary): string[] {
  const dates = formatJobDates({ from: job.from, to: job.to, periodType: job.periodType as JobPeriodType });
  return [dates, SHIFT_LABEL[job.shift as Shift] ?? 'Varied', formatSalary(job.salaryValue, job.salaryType as RateType)].filter((p) => p);
}

/** The alert as a push notification (docs/decisions/push-first.md): what the SMS says, and a tap opens the job in the app. */
export function jobAlertPush(job: AlertJobSummary): Omit<PushPayload, 'ack'> {
  return { title: `New job: ${job.title}`, body: [job.company, ...alertTerms(job), job.city].filter(Boolean).join(' · '), url: employeeRoutes.job(job.id), tag: `job-${job.id}` };
}

/** The public job page link of one alert: PUBLIC_URL/jobs/{id}/{userId}?token=... */
export function jobAlertLink(publicUrl: string, jobId: number, userId: number, token: string): string {
  return `${publicUrl}${publicJobPath(jobId, userId, token)}`;
}

/**
 * When the alert's link stops working: JOB_LINK_TTL_DAYS after sending, or earlier once the job is over
 * (two days after the UTC midnight of its last day, so the last day is covered in every US time zone).
 * A full-time job has no last day and keeps the TTL; a link always lives at least a day.
 */
export function jobAlertLinkExpiry(job: Pick<AlertJobSummary, 'periodType' | 'from' | 'to'>, now: Date): Date {
  const ttl = now.getTime() + JOB_LINK_TTL_DAYS * DAY_MS;
  const lastDay = job.periodType === JobPeriodType.FullTime ? null : job.periodType === JobPeriodType.Range && job.to ? job.to : job.from;
  if (!lastDay) return new Date(ttl);
  const over = Date.parse(`${lastDay.slice(0, 10)}T00:00:00Z`) + 2 * DAY_MS;
  return new Date(Number.isNaN(over) ? ttl : Math.min(ttl, Math.max(over, now.getTime() + DAY_MS)));
}
