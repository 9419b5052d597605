import { employeeRoutes, formatJobDates, type JobPeriodType } from '@dutylink/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { tellOfficers } from '../../messaging/officer-messages';
import { askToConfirm } from './confirmations';
import { scheduledJob } from './plan';
import { hiredPush, hiredSms } from './texts';

/**
 * The officer just hired is told where and when their first shift is, with My shifts (issue 36; a push first, issue 39), once
 * planShifts has made their shifts in the same transaction. A hire less than 24 hours before that shift has
 * missed its reminders, and this text says what they would have; inside the company's confirm time it also asks to
 * confirm that shift (issue 36), so the reply YES or NO answers it.
 */
export async function tellHired(trx: Kysely<Database>, jobId: number, userId: number, now: Date, publicUrl: string): Promise<void> {
  const [job, officer, first] = await Promise.all([
    scheduledJob(trx, jobId),
    trx.selectFrom('users').select('phone').where('id', '=', userId).where('deleted_at', 'is', null).executeTakeFirst(),
    trx.selectFrom('shifts').select(['id', 'starts_at', 'confirmed_at']).where('job_id', '=', jobId).where('user_id', '=', userId).where('starts_at', '>', now).orderBy('starts_at').limit(1).executeTakeFirst(),
  ]);
  if (!job || !officer?.phone) return;
  // A first shift already inside the company's confirm time is asked here, in the same text (one SMS, not two).
  const asks = first !== undefined && !first.confirmed_at && first.starts_at.getTime() - now.getTime() <= job.confirm_hours * 3_600_000;
  const dates = formatJobDates({ from: job.from_day, to: job.to_day, periodType: job.period_type as JobPeriodType });
  const hire = { title: job.title, company: job.company_name, dates };
  const firstShift = first ? { title: job.title, startsAt: first.starts_at, timeZone: job.time_zone } : null;
  const message = {
    type: 'change',
    sms: hiredSms(hire, firstShift, job.place, now, `${publicUrl}${employeeRoutes.shifts}`, asks),
    push: hiredPush(jobId, hire, firstShift, asks),
  } as const;
  if (asks && first) await askToConfirm(trx, { id: first.id, userId, phone: officer.phone, startsAt: first.starts_at }, now, message);
  else await tellOfficers(trx, now, [{ userId, phone: officer.phone, ...message, retryUnknownOutcome: true }]);
}
