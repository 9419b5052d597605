import type { Kysely, Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * Per-IP rate limits shared by every process (src/plugins/shared-rate-limits.ts): one row per key
 * (route or group, then the client's address) with the hits of its current window.
 */
export const migration0008: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('hits', 'integer', (c) => c.notNull())
      .addColumn('resets_at', 'timestamptz', (c) => c.notNull())
      .execute();
    // The sweep of expired windows.
    await db.schema.createIndex('rate_limits_resets').on('rate_limits').column('resets_at').execute();
  },
};
