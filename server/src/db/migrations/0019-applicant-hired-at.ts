import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * When the applicant was last hired (issue 17: a New applicant can be turned down, so a Rejected
 * application is either a cancelled hire or one that was never hired, and the employer's tag says which).
 * Before issue 17 only a cancelled hire was Rejected: those and the hired take their last change.
 */
export const migration0019: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table applicants add column hired_at timestamptz`.execute(db);
    await sql`update applicants set hired_at = updated_at where state in (1, 2)`.execute(db);
  },
};
