import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * Sign-in limits a stranger cannot turn against the owner (docs/decisions/sign-in-throttling.md):
 * - phone_codes.source: who asked for the code (an IPv4 address or an IPv6 /64), so the hourly cap on codes to a phone is per
 *   source and one stranger cannot use up the owner's codes;
 * - wrong_codes goes: wrong tries count only against the code they were made for (phone_codes.wrong_tries).
 */
export const migration0007: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable('phone_codes').addColumn('source', 'text').execute();
    await db.schema.createIndex('phone_codes_account').on('phone_codes').columns(['phone', 'role', 'id']).execute();
    await db.schema.dropTable('wrong_codes').execute();
  },
};
