import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * The employer's new-applicant notice becomes a digest (issue 35, docs/decisions/applicant-digest.md): one
 * queued message per job that later applicants rewrite with the new count and names, instead of a message each.
 * - jobs.applicant_digest_id: the outbox row of the job's latest digest (queued, or gone out); no foreign key,
 *   as the outbox's upkeep deletes settled rows and must not wait on job locks;
 * - jobs.applicant_digest_from: the first application (applicants.id) that digest counts. Applications to
 *   one job are made under the job's lock, so their ids grow in the order the digests see them.
 */
export const migration0030: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table jobs add column applicant_digest_id integer, add column applicant_digest_from integer`.execute(db);
  },
};
