import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * What a paid checkout did (issue 17): 'started' now or 'queued' behind the running plan, so the
 * success page tells the user what really happened. Checkouts paid before stay null.
 */
export const migration0017: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table checkouts add column outcome text check (outcome in ('started', 'queued'))`.execute(db);
  },
};
