import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * A check-in or check-out made on a post without signal is sent when the phone is back online (issue 39): the
 * check counts from when the officer tapped (checked_in_at, checked_out_at) and the server keeps when it got it,
 * so the employer sees one that came late. Null for checks recorded before, which came as they were made.
 */
export const migration0044: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table shifts add column check_in_received_at timestamptz, add column check_out_received_at timestamptz`.execute(db);
  },
};
