import type { Kysely } from 'kysely';
import { ApplicantState, formatPhone, Role } from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import type { Database, User } from '../../db/schema';
import type { Events } from '../../plugins/events';
import type { Subscriptions } from '../subscriptions';

/** Disables the account and ends its sessions at once (the admin area's Block). */
export async function blockUser(db: Db, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ enabled: false }).where('id', '=', userId).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
  });
}

/**
 * An employer's account goes with its jobs (issue 17): the jobs are deleted (job.deleted, 'employer-gone'),
 * so the officers hired for them (and the waiting applicants of open ones) are texted that the job is
 * cancelled, no one keeps a hire that answers 404, and the shifts still ahead go.
 */
async function removeEmployerJobs(trx: Kysely<Database>, events: Events, employerId: number, now: Date): Promise<void> {
  const jobs = await trx
    .updateTable('jobs')
    .set({ deleted_at: now, updated_at: now })
    .where('employer_id', '=', employerId)
    .where('deleted_at', 'is', null)
    .returning('id')
    .execute();
  const ids = jobs.map((job) => job.id).sort((a, b) => a - b);
  await events.record(trx, now, ...ids.map((jobId) => ({ kind: 'job.deleted' as const, jobId, why: 'employer-gone' as const })));
}

/**
 * Deletes an account the way the spec's 'Delete my account' needs: the row stays (jobs, applications and
 * shifts point at it) but nothing in it identifies the person any more, and the phone is free for a fresh
 * sign-up. Recorded as account.deleted, with hire.ended for each hire it ends.
 */
export async function deleteAccount(db: Db, events: Events, user: User, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // The jobs first, in id order, as every write to a job or its hires locks them: an account leaving
    // while its employer edits, closes or cancels must wait its turn, not deadlock (the applicants' and
    // users' counters are written under the job's lock).
    const jobs = user.role === Role.Employer ? trx.selectFrom('jobs').select('id').where('employer_id', '=', user.id) : trx.selectFrom('applicants').select('job_id as id').where('user_id', '=', user.id);
    await trx.selectFrom('jobs').select('id').where('id', 'in', jobs).orderBy('id').forUpdate().execute();
    await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('email_links').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('outbox').where('user_id', '=', user.id).execute();
    if (user.phone) {
      await trx.deleteFrom('phone_codes').where('phone', '=', user.phone).where('role', '=', user.role).execute();
      // Sign-up codes went out before the account existed, so they name only the phone.
      await trx.deleteFrom('outbox').where('recipient', '=', user.phone).where('user_id', 'is', null).execute();
    }
    if (user.role === Role.Employer) await removeEmployerJobs(trx, events, user.id, now);
    // Profile data names the person; open applications of a deleted employee free their places.
    await trx.deleteFrom('employee_documents').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('permit_files').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('employee_industries').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('employee_profiles').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('employer_profiles').where('user_id', '=', user.id).execute();
    const applications = await trx.deleteFrom('applicants').where('user_id', '=', user.id).where('state', 'in', [0, 1]).returning(['job_id', 'state']).execute();
    await trx
      .updateTable('users')
      .set({
        phone: null,
        paused_notifications_until: null,
        paused_notifications_ends_at: null,
        email: null,
        pending_email: null,
        name: null,
        email_verified: false,
        consent_sms_at: null,
        consent_emails_at: null,
        consent_terms_at: null,
        filled_steps: [],
        deleted_at: now,
      })
      .where('id', '=', user.id)
      .execute();
    // Issue 17: an officer leaving while hired frees the place; the employer hears it, as of a withdrawal.
    const name = user.name ?? (user.phone ? formatPhone(user.phone) : 'A hired officer');
    const ended = applications.sort((a, b) => a.job_id - b.job_id);
    await events.record(
      trx,
      now,
      ...ended.map(({ job_id: jobId, state }) =>
        state === ApplicantState.Accepted
          ? { kind: 'hire.ended' as const, jobId, userId: user.id, why: 'account-deleted' as const, name }
          : { kind: 'application.withdrawn' as const, jobId, userId: user.id },
      ),
      { kind: 'account.deleted', userId: user.id },
    );
  });
}

/**
 * The whole account deletion, the same for the user's own DELETE auth and the admin's DELETE
 * admin/users/{id} (spec section 4): a running subscription is cancelled first (at the payment
 * provider too; a provider failure refuses and deletes nothing), then the personal data goes and
 * every session ends.
 */
export async function deleteAccountWithSubscription(subscriptions: Pick<Subscriptions, 'endForDeletedAccount'>, db: Db, events: Events, user: User, now: Date): Promise<void> {
  await subscriptions.endForDeletedAccount(user.id);
  await deleteAccount(db, events, user, now);
}

/** Enables a blocked account again (the admin area's Unblock); the user signs in afresh. */
export async function unblockUser(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ enabled: true }).where('id', '=', userId).execute();
}
