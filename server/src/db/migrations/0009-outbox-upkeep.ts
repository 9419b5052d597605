import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * The outbox worker's upkeep queries (src/messaging/outbox-worker.ts) read only the rows they act on:
 * - the stale-claim release, run on every poll, looks at rows 'sending' (a handful at any time);
 * - the retention sweep deletes settled rows ('sent', 'skipped') claimed before the retention period.
 */
export const migration0009: Migration = {
  async up(db: Kysely<any>) {
    await sql`create index outbox_sending on outbox (claimed_at) where status = 'sending'`.execute(db);
    await sql`create index outbox_settled on outbox (claimed_at) where status in ('sent', 'skipped')`.execute(db);
  },
};
