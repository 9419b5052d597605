import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * The officer who has not checked in when a shift starts is texted so, once (issue 36):
 * - shifts.late_told_at: when that text was written, in the transaction that claimed the shift, so each
 *   shift is told once across processes. The pass finds its shifts through shifts_awaiting_check_in (not
 *   checked in, no-show not yet told), as it looks only at the minutes before a no-show.
 */
export const migration0036: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table shifts add column late_told_at timestamptz`.execute(db);
  },
};
