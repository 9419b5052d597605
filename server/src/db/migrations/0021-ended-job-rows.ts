import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * The All tab's kept rows of jobs that ended are forgotten (issue 22: the lists only grew). Every read of
 * open_jobs, open_job_words and open_word_counts takes the ends still ahead, so a row whose end has
 * passed is never read again, yet a search of a word still stepped over every such row of it: after a
 * year, most of them. `forgetEndedJobs` (src/modules/jobs/ended-jobs.ts) deletes them by these indexes.
 */
export const migration0021: Migration = {
  async up(db: Kysely<any>) {
    await sql`create index open_job_words_ends_at on open_job_words (ends_at)`.execute(db);
    await sql`create index open_word_counts_ends_at on open_word_counts (ends_at)`.execute(db);
  },
};
