import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * outbox.user_id gets its index (issue 34). Deleting an account deletes its messages
 * (`delete from outbox where user_id = $1`, src/modules/auth/accounts.ts), and the foreign key's
 * ON DELETE SET NULL looks rows up the same way; without an index each read the whole outbox.
 * Partial, like outbox_shift: sign-up codes and other messages to no account (user_id null) are left
 * out, and `user_id = $1` implies `user_id is not null`, so the planner takes it for any parameter.
 * A plain CREATE INDEX: migrations run in a transaction, where CONCURRENTLY cannot, and the outbox is
 * small (the upkeep deletes settled messages), so writers wait only briefly.
 */
export const migration0028: Migration = {
  async up(db: Kysely<any>) {
    await sql`create index outbox_user on outbox (user_id) where user_id is not null`.execute(db);
  },
};
