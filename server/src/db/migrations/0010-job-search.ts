import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * The job search's text filter (src/modules/jobs/service.ts textFilter: title or description
 * ILIKE '%text%') reads pg_trgm GIN indexes, one per column, combined by a BitmapOr, instead of every
 * job's text. pg_trgm is created by migration 0004 (PGlite loads it in connect.ts). Patterns shorter
 * than three characters have no trigram to look up and still read every row. See bench/README.md.
 * `if not exists`: a large deployment may build them beforehand with CREATE INDEX CONCURRENTLY.
 */
export const migration0010: Migration = {
  async up(db: Kysely<any>) {
    await sql`create index if not exists jobs_search_title on jobs using gin (title gin_trgm_ops) where deleted_at is null`.execute(db);
    await sql`create index if not exists jobs_search_description on jobs using gin (description gin_trgm_ops) where deleted_at is null`.execute(db);
  },
};
