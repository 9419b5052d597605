import { formatJobDates, formatSalary, JobPeriodType, publicJobPath, SHIFT_LABEL, type RateType, type Shift } from '@dutylink/contracts';
import { clipTogether } from '../../lib/sms-text';

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

/**
 * 'DutyLink job: <title> at <company>, <dates>, <shift>, <rate>, <city>. Reply YES to apply. ' — the text
 * before the link, the same for every recipient. A reply YES applies (issue 36: the alert opens an 'alert' ask).
 * Title, company and city share ALERT_NAMES_BUDGET characters, clipped only when together they are longer, so
 * the text stays within two SMS segments with the link (the longest values and ids: job-alerts.test.ts).
 */
export function jobAlertPrefix(job: AlertJobSummary): string {
  const dates = formatJobDates({ from: job.from, to: job.to, periodType: job.periodType as JobPeriodType });
  const [title, company, city] = clipTogether([job.title, job.company, job.city], ALERT_NAMES_BUDGET);
  const parts = [dates, SHIFT_LABEL[job.shift as Shift] ?? 'Varied', formatSalary(job.salaryValue, job.salaryType as RateType), city].filter((p) => p);
  return `DutyLink job: ${title} at ${company}, ${parts.join(', ')}. ${REPLY_TO_APPLY}. `;
}

/** The characters title, company and city share in an alert (clipTogether), what two segments leave them. */
const ALERT_NAMES_BUDGET = 60;

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

/** The whole alert text: the prefix of the job (jobAlertPrefix, the same for every recipient), the recipient's link, the opt-out line. */
export function jobAlertSms(prefix: string, link: string): string {
  return `${prefix}${link}\n${JOB_ALERT_OPT_OUT}`;
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
