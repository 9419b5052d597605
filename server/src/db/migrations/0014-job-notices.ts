import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * Being told what changed (issue 17):
 * - users.applicant_notices: how an employer hears of new applicants and withdrawals ('sms', 'email', 'off');
 * - jobs.applicant_notice_at: when the job's latest new-applicant notice went (or will go) out, so an
 *   employer gets at most one per job per interval;
 * - applicants.passed_over_at: when a New applicant was told that every place is filled, so closing
 *   the job does not tell them again.
 */
export const migration0014: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table users add column applicant_notices text not null default 'sms'
      constraint users_applicant_notices check (applicant_notices in ('sms', 'email', 'off'))`.execute(db);
    await sql`alter table jobs add column applicant_notice_at timestamptz`.execute(db);
    await sql`alter table applicants add column passed_over_at timestamptz`.execute(db);
  },
};
