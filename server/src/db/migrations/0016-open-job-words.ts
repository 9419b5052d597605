import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * The All tab's text search counts without reading jobs (issue 22). Through the GIN index of migration
 * 0013, an exact count of 'arena' read each of its 14,000 jobs from the heap (PostgreSQL 15 rechecks
 * every match, and the open-job rule needs ends_at): 74 ms of database time per request at 100,000 jobs.
 *
 * open_job_words holds one row per word of each job that may be open (enabled, not deleted, its employer
 * live and not blocked), with the job's created_at and ends_at, and the job's previous word in byte order
 * (null for its first). Its btree index (word, created_at, job_id) INCLUDE (ends_at, previous_word)
 * answers "jobs with a word beginning 'arena' whose end is ahead" by an index-only scan: the count and
 * the page's ids come from the index alone (`openJobMatches` in src/modules/jobs/service.ts). A job
 * with several words beginning 'pat' (patrol, patio) is counted once, at the first of them: the only
 * one whose previous word does not begin 'pat', so no step has to remove duplicates.
 *
 * Statement triggers on jobs keep it: what each statement removes or changes loses its rows, what it
 * adds or changes gains them, for the columns the rule reads only. The GIN index goes: the other
 * searches (the employee's own tabs, an employer's posts) filter a few rows of one person.
 */
const open = (row: string) => `${row}.enabled and ${row}.deleted_at is null and ${row}.employer_live and ${row}.employer_enabled`;
const wordRows = (rows: string) => `
    select w, r.created_at, r.id, r.ends_at, lag(w) over (partition by r.id order by w collate "C")
    from ${rows} r cross join unnest(tsvector_to_array(r.words)) w where ${open('r')}`;
const removeWords = (rows: string) => `
    delete from open_job_words ow using (${wordRows(rows)}) d(word, created_at, job_id, ends_at, previous_word)
    where ow.word = d.word and ow.created_at = d.created_at and ow.job_id = d.job_id;`;
const addWords = (rows: string) => `insert into open_job_words (word, created_at, job_id, ends_at, previous_word) ${wordRows(rows)};`;
/** Rows of an update whose words or open-job columns changed. */
const changed = (side: 'o' | 'w') => `(select ${side}.* from old_rows o join new_rows w on w.id = o.id
    where (o.words, o.enabled, o.deleted_at, o.employer_live, o.employer_enabled, o.created_at, o.ends_at)
      is distinct from (w.words, w.enabled, w.deleted_at, w.employer_live, w.employer_enabled, w.created_at, w.ends_at))`;

export const migration0016: Migration = {
  async up(db: Kysely<any>) {
    await sql`create table open_job_words (
      word text collate "C" not null,
      created_at timestamptz not null,
      job_id integer not null,
      ends_at timestamptz not null,
      previous_word text collate "C"
    ) with (autovacuum_vacuum_insert_scale_factor = 0.02, autovacuum_vacuum_scale_factor = 0.02)`.execute(db);
    await sql.raw(addWords('jobs')).execute(db);
    await sql`create index open_job_words_word on open_job_words (word, created_at, job_id) include (ends_at, previous_word)`.execute(db);

    const events: [string, string, string][] = [
      ['insert', addWords('new_rows'), 'new table as new_rows'],
      ['delete', removeWords('old_rows'), 'old table as old_rows'],
      ['update', removeWords(changed('o')) + addWords(changed('w')), 'old table as old_rows new table as new_rows'],
    ];
    for (const [event, body, tables] of events) {
      const fn = sql.raw(`open_job_words_${event}`);
      await sql`create function ${fn}() returns trigger language plpgsql as $$
        begin
          ${sql.raw(body)}
          return null;
        end $$`.execute(db);
      await sql`create trigger ${fn} after ${sql.raw(event)} on jobs referencing ${sql.raw(tables)} for each statement execute function ${fn}()`.execute(db);
    }
    await sql`drop index if exists jobs_words`.execute(db);
  },
};
