import type { FastifyInstance } from 'fastify';
import { ApplicantState, type JobApplyResponse } from '@dutylink/contracts';
import type { User } from '../../db/schema';
import { HttpError, notFound } from '../../http-errors';
import { requireFilledProfile } from '../../lib/filled-steps';
import { jobState } from './service';

export const SUBSCRIPTION_REQUIRED_TO_APPLY = 'A subscription is required to apply';

/**
 * An employee applies to a job (the API's apply call and the SMS job page's Apply button), recorded as
 * application.made: the employer is told in the same transaction. Applying twice changes nothing. Throws the refusal
 * (HttpError 4xx) when the job is gone, closed or past, the employee was rejected, or their profile
 * or subscription is missing.
 */
export async function applyToJob(app: FastifyInstance, user: User, jobId: number): Promise<JobApplyResponse['status']> {
  const state = await jobState(app.db, jobId, user.id, app.now());
  if (!state.exists) throw notFound();
  if (state.status === ApplicantState.New || state.status === ApplicantState.Accepted) return state.status;
  if (state.status === ApplicantState.Rejected) throw new HttpError(409, 'You were not selected for this job');
  if (!state.enabled) throw new HttpError(409, 'This job is closed');
  if (!state.open) throw new HttpError(409, 'This job is no longer available');
  // The profile first: a subscription needs it too, so its missing steps are what to do next.
  requireFilledProfile(user);
  if (!(await app.subscriptions.access(user.id)).hasSubscription) throw new HttpError(403, SUBSCRIPTION_REQUIRED_TO_APPLY);
  const now = app.now();
  await app.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('applicants')
      .values({ job_id: jobId, user_id: user.id, state: ApplicantState.New, reason: null, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(['job_id', 'user_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) await app.events.record(trx, now, { kind: 'application.made', jobId, userId: user.id });
  });
  app.outbox.kick();
  return (await jobState(app.db, jobId, user.id, app.now())).status;
}
