import { employeeRoutes } from '@dutylink/contracts';
import { HttpError } from '../../http-errors';
import { sms, user } from '../../lib/sms-text';
import type { Events } from '../../plugins/events';
import { replyWord, type AskAnswerer, type SmsReplies } from '../../plugins/sms-replies';
import { applyInTransaction } from './apply';
import { employeeOf } from './link-employee';

/** The texts of applying by a reply to a job alert (issue 36), within two GSM-7 segments. */
export const appliedSms = (title: string, link: string) => sms(2)`DutyLink: you applied to "${user(title, 80)}". The company will let you know. The job: ${link}`;
export const applyRefusedSms = (title: string, reason: string) => sms(2)`DutyLink: you could not apply to "${user(title, 80)}": ${user(reason, 160)}.`;
export const alertQuestionSms = (title: string) => sms(2)`DutyLink: reply YES to apply to "${user(title, 80)}".`;
export const alertDeclinedSms = (title: string) => sms(2)`DutyLink: OK, you did not apply to "${user(title, 80)}".`;
const ACCOUNT_GONE = 'your account is not active';

/**
 * The answers to a job alert's replies (issue 36, "applying by reply"): YES applies through the same path as the
 * Apply button (applyInTransaction, all its checks), and says it applied, or why not; NO declines; anything else
 * asks again.
 */
export function alertAnswerer(events: Events, publicUrl: string): AskAnswerer {
  return async (trx, ask, body, now) => {
    const job = await trx.selectFrom('jobs').select(['id', 'title']).where('id', '=', ask.jobId!).executeTakeFirstOrThrow();
    const word = replyWord(body);
    if (word === 'no') return { reply: alertDeclinedSms(job.title), answered: true };
    if (word !== 'yes') return { reply: alertQuestionSms(job.title), answered: false };
    const employee = await employeeOf(trx, ask.userId, now);
    if (!employee) return { reply: applyRefusedSms(job.title, ACCOUNT_GONE), answered: true };
    try {
      await applyInTransaction(trx, events, employee, job.id, now);
    } catch (error) {
      // A refusal is decided before anything is written: the reply's transaction goes on to close the ask.
      if (error instanceof HttpError && error.statusCode < 500) return { reply: applyRefusedSms(job.title, error.message), answered: true };
      throw error;
    }
    return { reply: appliedSms(job.title, `${publicUrl}${employeeRoutes.job(job.id)}`), answered: true };
  };
}

/** Registers the answer to job alerts' replies. */
export function jobReplies(replies: SmsReplies, events: Events, publicUrl: string): void {
  replies.on('alert', alertAnswerer(events, publicUrl));
}
