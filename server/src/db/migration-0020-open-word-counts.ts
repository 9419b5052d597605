import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * The All tab's search of one word costs the same at 1,000 and 100,000 jobs (issue 22). Through
 * open_job_words alone (migration 0016), 'arena' read each of its 11,000 index entries twice, for the
 * total and for the page's order: 2.8 ms of PostgreSQL per request at 100,000 jobs against 0.4 without text.
 *
 * open_word_counts holds how many rows of open_job_words there are per word, end (ends_at) and `shared`:
 * how many first letters the word shares with the job's previous word in byte order (0 for its first).
 * A job is counted for a typed word at the first of its words beginning with it, the one whose previous
 * word does not: where `shared` is shorter than the typed word. So the exact total of open jobs with a
 * word beginning 'arena' is a sum over the few rows of the words beginning 'arena' and the ends still
 * ahead, like open_jobs. Statement triggers on open_job_words keep it, in key order so concurrent
 * writers lock alike.
 *
 * The page then takes, for each of those words, its newest (or oldest) open jobs from the index of
 * open_job_words, which keeps each word's jobs in created_at order, and merges them
 * (`oneWordMatches` in src/modules/jobs/service.ts).
 */
const counted = (rows: string, sign: number) => `
    insert into open_word_counts as c (word, ends_at, shared, n)
    select word, ends_at, common_prefix_length(previous_word, word), ${sign} * count(*)::int from ${rows} group by 1, 2, 3 order by 1, 2, 3
    on conflict (word, ends_at, shared) do update set n = c.n + excluded.n;`;

export const migration0020: Migration = {
  async up(db: Kysely<any>) {
    await sql`create function common_prefix_length(a text, b text) returns integer language sql immutable parallel safe
      return coalesce((select max(i) from generate_series(1, least(length(a), length(b))) i where left(a, i) = left(b, i)), 0)`.execute(db);
    await sql`create table open_word_counts (
      word text collate "C" not null,
      ends_at timestamptz not null,
      shared integer not null,
      n integer not null,
      primary key (word, ends_at, shared)
    )`.execute(db);
    await sql.raw(counted('open_job_words', 1)).execute(db);
    const events: [string, string, string][] = [
      ['insert', counted('new_rows', 1), 'new table as new_rows'],
      ['delete', counted('old_rows', -1), 'old table as old_rows'],
    ];
    for (const [event, body, tables] of events) {
      const fn = sql.raw(`open_word_counts_${event}`);
      await sql`create function ${fn}() returns trigger language plpgsql as $$
        begin
          ${sql.raw(body)}
          return null;
        end $$`.execute(db);
      await sql`create trigger ${fn} after ${sql.raw(event)} on open_job_words referencing ${sql.raw(tables)} for each statement execute function ${fn}()`.execute(db);
    }
  },
};
