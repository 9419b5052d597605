import { formatJobDates, formatSalary, JobPeriodType, publicJobPath, SHIFT_LABEL, type RateType, type Shift } from '@dutylink/contracts';
import { clip } from '../../lib/sms-text';

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
 * 'DutyLink job: <title> at <company>, <dates>, <shift>, <rate>, <city>. Apply: ' — the text before the
 * link, the same for every recipient. Title and company are clipped so the text stays about two SMS
 * segments with the link.
 */
export function jobAlertPrefix(job: AlertJobSummary): string {
  const dates = formatJobDates({ from: job.from, to: job.to, periodType: job.periodType as JobPeriodType });
  const parts = [dates, SHIFT_LABEL[job.shift as Shift] ?? 'Varied', formatSalary(job.salaryValue, job.salaryType as RateType), clip(job.city, 30)].filter((p) => p);
  return `DutyLink job: ${clip(job.title, 40)} at ${clip(job.company, 30)}, ${parts.join(', ')}. Apply: `;
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
