import { sql } from 'kysely';
import type { Db } from '../../db/connect';

/** Rows deleted per statement, so that each holds its locks only briefly. */
export const FORGET_BATCH = 5_000;
/** How often each process forgets ended jobs' rows. */
export const FORGET_EVERY_MS = 3_600_000;
/** Rows are kept a day past their end: the processes' clocks may differ a little. */
const MARGIN_MS = 86_400_000;

/**
 * open_job_words before open_word_counts: once a job's word rows are gone, an edit of the job no longer
 * moves its counts of that end, so a count row deleted next is not written again.
 */
const KEPT_TABLES = ['open_job_words', 'open_word_counts', 'open_jobs'] as const;

/**
 * Deletes what the All tab keeps (open_jobs, open_job_words, open_word_counts) for ends more than a day
 * past (migration 0021), a batch per statement; returns how many rows. Every read takes only the ends
 * still ahead, so these rows are never read again, but a word's search stepped over each of them.
 *
 * It never waits for a row (skip locked): a row a writer holds, as an edit of an ended job does, is left
 * to the next pass. So it cannot deadlock with a writer or hold one up, and each process can run it.
 */
export async function forgetEndedJobs(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - MARGIN_MS);
  let forgotten = 0;
  for (const table of KEPT_TABLES) {
    for (;;) {
      const { numAffectedRows } = await sql`
        delete from ${sql.table(table)} where ctid = any(array(
          select ctid from ${sql.table(table)} where ends_at < ${before} limit ${FORGET_BATCH} for update skip locked))`.execute(db);
      const deleted = Number(numAffectedRows ?? 0);
      forgotten += deleted;
      if (deleted < FORGET_BATCH) break;
    }
  }
  return forgotten;
}
