import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/*
 * Copied from migration 0016 as it stood (issue 34: a migration imports kysely only): the rows of open_job_words
 * of `rows`' open jobs, and the rows of an update whose words or open-job columns changed.
 */
const open = (row: string) => `${row}.enabled and ${row}.deleted_at is null and ${row}.employer_live and ${row}.employer_enabled`;
const wordRows = (rows: string) => `
    select w, r.created_at, r.id, r.ends_at, lag(w) over (partition by r.id order by w collate "C")
    from ${rows} r cross join unnest(tsvector_to_array(r.words)) w where ${open('r')}`;
const changed = (side: 'o' | 'w') => `(select ${side}.* from old_rows o join new_rows w on w.id = o.id
    where (o.words, o.enabled, o.deleted_at, o.employer_live, o.employer_enabled, o.created_at, o.ends_at)
      is distinct from (w.words, w.enabled, w.deleted_at, w.employer_live, w.employer_enabled, w.created_at, w.ends_at))`;

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
 * ahead, like open_jobs. The page takes, for each of those words, its first jobs from the index of
 * open_job_words, which keeps one word's jobs in created_at order, and merges them (`wordMatches` in
 * src/modules/jobs/service.ts).
 *
 * The statement triggers of migration 0016 keep it: each now moves a statement's words out of and into
 * open_job_words and the counts in one statement, the counts in key order so concurrent writers lock
 * alike (an edit that moved them in two passes, out then in, could deadlock with another edit).
 */
const removed = (rows: string) => `
    delete from open_job_words ow using (${wordRows(rows)}) d(word, created_at, job_id, ends_at, previous_word)
    where ow.word = d.word and ow.created_at = d.created_at and ow.job_id = d.job_id
    returning ow.word, ow.ends_at, ow.previous_word, -1 as n`;
const added = (rows: string) => `
    insert into open_job_words (word, created_at, job_id, ends_at, previous_word) ${wordRows(rows)}
    returning word, ends_at, previous_word, 1 as n`;
const counted = (moved: string) => `
    insert into open_word_counts as c (word, ends_at, shared, n)
    select word, ends_at, common_prefix_length(previous_word, word), sum(n)::int from (${moved}) d
    group by 1, 2, 3 having sum(n) <> 0 order by 1, 2, 3
    on conflict (word, ends_at, shared) do update set n = c.n + excluded.n`;

export const migration0020: Migration = {
  async up(db: Kysely<any>) {
    // No job is written while the counts are filled and the triggers replaced (another process may be serving).
    await sql`lock table jobs in share row exclusive mode`.execute(db);
    await sql`create function common_prefix_length(a text, b text) returns integer language sql immutable parallel safe
      return coalesce((select max(i) from generate_series(1, least(length(a), length(b))) i where left(a, i) = left(b, i)), 0)`.execute(db);
    await sql`create table open_word_counts (
      word text collate "C" not null,
      ends_at timestamptz not null,
      shared integer not null,
      n integer not null,
      primary key (word, ends_at, shared)
    )`.execute(db);
    await sql.raw(counted('select word, ends_at, previous_word, 1 as n from open_job_words')).execute(db);
    const bodies: [string, string][] = [
      ['insert', `with a as (${added('new_rows')}) ${counted('select * from a')}`],
      ['delete', `with r as (${removed('old_rows')}) ${counted('select * from r')}`],
      ['update', `with r as (${removed(changed('o'))}), a as (${added(changed('w'))}) ${counted('select * from r union all select * from a')}`],
    ];
    for (const [event, body] of bodies) {
      await sql`create or replace function ${sql.raw(`open_job_words_${event}`)}() returns trigger language plpgsql as $$
        begin
          ${sql.raw(body)};
          return null;
        end $$`.execute(db);
    }
  },
};
