import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * Required permits (issue 21): the permit types an employer marks as required for a job, besides the one
 * its armed status implies (jobRequiredPermits in contracts). A hire is refused while the applicant lacks one.
 */
export const migration0023: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table jobs add column marked_permits integer[] not null default '{}'`.execute(db);
  },
};
