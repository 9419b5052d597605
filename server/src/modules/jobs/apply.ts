import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ApplicantState, BLOCKED_BY_COMPANY, type ApplicantStatus, type JobApplyResponse } from '@dutylink/contracts';
import type { Database } from '../../db/schema';
import { HttpError, notFound } from '../../http-errors';
import { requireFilledProfile } from '../../lib/filled-steps';
import type { Events } from '../../plugins/events';
import type { LinkedEmployee } from './link-employee';
import { jobState, lockJob, type JobState } from './service';

export const SUBSCRIPTION_REQUIRED_TO_APPLY = 'A subscription is required to apply';

/** The status when the employee has applied already, undefined when they may apply; throws the refusal (HttpError 4xx) otherwise. */
function appliedOrRefused(state: JobState): ApplicantStatus | undefined {
  if (!state.exists) throw notFound();
  if (state.status === ApplicantState.New || state.status === ApplicantState.Accepted) return state.status;
  // Issue 36: the company's block is said plainly; a job the officer blocked, or still for favourites only, is not there for them.
  if (state.blockedByCompany) throw new HttpError(403, BLOCKED_BY_COMPANY);
  if (!state.reaches) throw notFound();
  if (state.status === ApplicantState.Rejected) throw new HttpError(409, 'You were not selected for this job');
  if (!state.enabled) throw new HttpError(409, 'This job is closed');
  if (!state.open) throw new HttpError(409, 'This job is no longer available');
  return undefined;
}

/**
 * An employee applies to a job (the API's apply call and the SMS job page's Apply button), recorded as
 * application.made: the employer's applicant digest is started in the same transaction. Applying twice changes
 * nothing. Throws the refusal (HttpError 4xx) when the job is gone, closed or past, the employee was rejected,
 * or their profile or subscription (`access`, read with the session or the link's employee) is missing.
 */
export async function applyToJob(app: FastifyInstance, linked: LinkedEmployee, jobId: number): Promise<JobApplyResponse['status']> {
  const now = app.now();
  return app.db.transaction().execute((trx) => applyInTransaction(trx, app.events, linked, jobId, now));
}

/** applyToJob in the caller's transaction: the API, the job page's Apply button and a reply YES to a job alert (issue 36) share it. */
export async function applyInTransaction(trx: Kysely<Database>, events: Events, { user, access }: LinkedEmployee, jobId: number, now: Date): Promise<JobApplyResponse['status']> {
  // The job's lock first, as every write to a job or its hires takes it (docs/decisions/job-lock.md):
  // the application's foreign key and counters lock the job row too, and two applies that took those first
  // deadlocked on the digest's lock. The job is asked under it: it may have closed, or the employer rejected
  // this employee, while the call waited.
  await lockJob(trx, jobId);
  const applied = appliedOrRefused(await jobState(trx, jobId, user.id, now));
  if (applied !== undefined) return applied;
  // The profile first: a subscription needs it too, so its missing steps are what to do next.
  requireFilledProfile(user);
  if (!access.hasSubscription) throw new HttpError(403, SUBSCRIPTION_REQUIRED_TO_APPLY);
  await trx
    .insertInto('applicants')
    .values({ job_id: jobId, user_id: user.id, state: ApplicantState.New, reason: null, created_at: now, updated_at: now })
    .execute();
  await events.record(trx, now, { kind: 'application.made', jobId, userId: user.id });
  // The job alert's question is answered, however the officer applied: a later YES from their phone answers the
  // next question (a shift to confirm), and is never told "you applied" for this job again.
  await trx.updateTable('sms_asks').set({ answered_at: now, answer: 'applied' }).where('user_id', '=', user.id).where('job_id', '=', jobId).where('kind', '=', 'alert').where('answered_at', 'is', null).execute();
  return ApplicantState.New;
}
