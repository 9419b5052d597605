import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * The job search finds words (issue 22): jobs.words holds the words of what a job card shows (title,
 * description, city, location name, company; 'simple': lower-cased, no stemming, no stop words), with a
 * GIN index on jobs not deleted. Each word typed must begin a word of the job (`textMatch` in
 * src/modules/jobs/service.ts), so 'canine unit' costs the jobs that hold both words instead of every
 * job sharing its trigrams. The substring indexes of migration 0010 served only that search and go.
 */
const shown = "title || ' ' || description || ' ' || city || ' ' || location_name || ' ' || company_name";

export const migration0013: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table jobs add column words tsvector
      generated always as (to_tsvector('simple', ${sql.raw(shown)})) stored`.execute(db);
    await sql`create index jobs_words on jobs using gin (words) where deleted_at is null`.execute(db);
    await sql`drop index if exists jobs_search_title, jobs_search_description`.execute(db);
  },
};
