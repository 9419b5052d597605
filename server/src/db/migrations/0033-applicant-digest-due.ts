import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * The employer's new-applicant digest is composed when it is due instead of rewritten by every application
 * (issue 35, docs/decisions/applicant-digest.md): a burst of applies held the job's lock for the digest's
 * count and rewrite each, and queued behind one another.
 * - jobs.applicant_digest_due_at: when the job's next digest is to be composed and sent; null while none is due.
 *   A digest queued by the old way becomes due at its time, and its queued row goes.
 * - jobs.applicant_digest_id goes: no outbox row is kept for a digest before it is sent.
 */
export const migration0033: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table jobs add column applicant_digest_due_at timestamptz`.execute(db);
    const queued = sql`o.id = j.applicant_digest_id and o.status = 'pending' and o.claimed_at is null`;
    await sql`update jobs j set applicant_digest_due_at = o.next_attempt_at from outbox o where ${queued}`.execute(db);
    await sql`delete from outbox o using jobs j where ${queued}`.execute(db);
    await sql`alter table jobs drop column applicant_digest_id`.execute(db);
    await sql`create index jobs_applicant_digest_due on jobs (applicant_digest_due_at) where applicant_digest_due_at is not null`.execute(db);
  },
};
