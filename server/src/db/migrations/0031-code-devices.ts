import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * Sign-in a stranger cannot block (issue 35, docs/decisions/sign-in-throttling.md):
 * - phone_codes.device: the hash of the browser's device id (its signed cookie). A code works only
 *   from the browser that asked for it, and a guess counts only against that browser's code;
 * - phone_codes.known_device: the browser had signed in to the account before it asked. Such codes
 *   are the device's own limits; every other code of the account shares the anonymous ones.
 */
export const migration0031: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('phone_codes')
      .addColumn('device', 'text')
      .addColumn('known_device', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
  },
};
