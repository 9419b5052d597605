import { sql, type Kysely, type Migration } from 'kysely';
import { zipTimeZone } from '../../lib/zip-codes';
import { STATE_TIME_ZONES } from '../reference-data';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * Job lists at marketplace scale (issue 22, docs/performance.md). An employee's job list reads jobs alone
 * through one index, whatever the size of the marketplace:
 *
 * - jobs.hired_count: Accepted applications of the job, kept with applicants_count by the applicants
 *   triggers of migration 0004 (replaced here);
 * - jobs.employer_enabled: the employer is not blocked, copied with employer_live by admin_employer_jobs;
 * - jobs.time_zone: the IANA zone of the job's address: its ZIP code's (set by the server on save,
 *   `zipTimeZone`), else its state's main zone (us_states.time_zone, filled in by a trigger);
 * - jobs.ends_at: when the job's last day is over in that zone ('infinity' for full-time jobs), set by a
 *   trigger; a job is open while enabled, not deleted, its employer live and not blocked, and ends_at is ahead;
 * - open_jobs: how many jobs are open per ends_at, kept by statement triggers on jobs, so the All tab's
 *   total is a sum over the few ends_at still ahead instead of a count of every open job;
 * - list_totals: the admin lists' totals without a search ('jobs': not deleted, employer live;
 *   'role <n>': live accounts of the role), kept the same way.
 */
const openRow = (row = '') => {
  const c = row ? `${row}.` : '';
  return `${c}enabled and ${c}deleted_at is null and ${c}employer_live and ${c}employer_enabled`;
};

/** The applications' deltas into jobs (applicants_count, hired_count) and the employees' hired counts. */
const applicantsDelta = (rows: string) => `
    update jobs set applicants_count = applicants_count + s.n, hired_count = hired_count + s.h
    from (select job_id, sum(n)::int as n, coalesce(sum(n) filter (where state = 1), 0)::int as h from ${rows} group by job_id) s
    where jobs.id = s.job_id;
    update users u set hired_jobs = u.hired_jobs + h.n, active_hires = u.active_hires + h.a
    from (
      select d.user_id, sum(d.n)::int as n, coalesce(sum(d.n) filter (where j.enabled), 0)::int as a
      from ${rows} join jobs j on j.id = d.job_id
      where d.state = 1 and j.deleted_at is null
      group by d.user_id
    ) h
    where u.id = h.user_id and (h.n <> 0 or h.a <> 0);`;

/**
 * Keeps `counter` (key column `key`, count column n) equal to the number of `table` rows for which
 * `counted(row)` holds, per `keyOf(row)`: three statement triggers add what each statement's removed (-1)
 * and added (+1) rows move, in key order so concurrent writers lock alike; then the counter is filled.
 */
async function keepCount(db: Kysely<any>, name: string, table: string, counter: string, key: string, keyOf: (row: string) => string, counted: (row: string) => string) {
  const removed = `select ${keyOf('o')} as k, -1 as n from old_rows o where ${counted('o')}`;
  const added = `select ${keyOf('w')} as k, 1 as n from new_rows w where ${counted('w')}`;
  const events: [string, string, string][] = [
    ['insert', added, 'new table as new_rows'],
    ['delete', removed, 'old table as old_rows'],
    ['update', `${removed} union all ${added}`, 'old table as old_rows new table as new_rows'],
  ];
  for (const [event, rows, tables] of events) {
    const fn = sql.raw(`${name}_${event}`);
    await sql`create function ${fn}() returns trigger language plpgsql as $$
      begin
        insert into ${sql.raw(counter)} as c (${sql.raw(key)}, n)
        select k, sum(n)::int from (${sql.raw(rows)}) d group by k having sum(n) <> 0 order by k
        on conflict (${sql.raw(key)}) do update set n = c.n + excluded.n;
        return null;
      end $$`.execute(db);
    await sql`create trigger ${fn} after ${sql.raw(event)} on ${sql.raw(table)} referencing ${sql.raw(tables)} for each statement execute function ${fn}()`.execute(db);
  }
  await sql`insert into ${sql.raw(counter)} (${sql.raw(key)}, n) select ${sql.raw(keyOf('t'))}, count(*) from ${sql.raw(table)} t where ${sql.raw(counted('t'))} group by 1`.execute(db);
}

export const migration0011: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table jobs
      add column hired_count integer not null default 0,
      add column employer_enabled boolean not null default true,
      add column time_zone text,
      add column ends_at timestamptz`.execute(db);

    // ------------------------------------------------------------ time zone and end
    await sql`alter table us_states add column time_zone text`.execute(db);
    for (const [code, zone] of Object.entries(STATE_TIME_ZONES)) await sql`update us_states set time_zone = ${zone} where code = ${code}`.execute(db);
    const zips = await sql<{ postal_code: string }>`select distinct postal_code from jobs`.execute(db);
    for (const { postal_code } of zips.rows) {
      const zone = zipTimeZone(postal_code);
      if (zone) await sql`update jobs set time_zone = ${zone} where postal_code = ${postal_code}`.execute(db);
    }
    await sql`create function job_ends_at() returns trigger language plpgsql as $$
      begin
        if new.time_zone is null then
          new.time_zone := coalesce((select s.time_zone from us_states s where s.id = new.state_id), 'America/New_York');
        end if;
        new.ends_at := case
          when new.period_type = 2 then 'infinity'::timestamptz
          else ((coalesce(case when new.period_type = 1 then new.to_date end, new.from_date) + 1)::timestamp at time zone new.time_zone)
        end;
        return new;
      end $$`.execute(db);
    await sql`create trigger job_ends_at before insert or update of period_type, from_date, to_date, time_zone, state_id on jobs
      for each row execute function job_ends_at()`.execute(db);
    await sql`update jobs set from_date = from_date`.execute(db);
    await sql`alter table jobs alter column time_zone set not null, alter column ends_at set not null`.execute(db);

    // ------------------------------------------------------------ hired counts
    await sql`update jobs j set hired_count = (select count(*) from applicants a where a.job_id = j.id and a.state = 1)`.execute(db);
    await sql`create or replace function admin_applicants_insert() returns trigger language plpgsql as $$
      begin
        ${sql.raw(applicantsDelta('(select job_id, user_id, state, 1 as n from new_rows) d'))}
        return null;
      end $$`.execute(db);
    await sql`create or replace function admin_applicants_delete() returns trigger language plpgsql as $$
      begin
        ${sql.raw(applicantsDelta('(select job_id, user_id, state, -1 as n from old_rows) d'))}
        return null;
      end $$`.execute(db);
    await sql`create or replace function admin_applicants_update() returns trigger language plpgsql as $$
      begin
        ${sql.raw(
          applicantsDelta(`(
          select x.job_id, x.user_id, x.state, x.n
          from old_rows o join new_rows w on w.id = o.id
          cross join lateral (values (o.job_id, o.user_id, o.state, -1), (w.job_id, w.user_id, w.state, 1)) x(job_id, user_id, state, n)
          where (o.job_id, o.user_id, o.state) is distinct from (w.job_id, w.user_id, w.state)
        ) d`),
        )}
        return null;
      end $$`.execute(db);

    // ------------------------------------------------------------ the employer's block
    await sql`create or replace function admin_job_employer() returns trigger language plpgsql as $$
      declare
        owner record;
      begin
        perform 1 from users where id = new.employer_id for share;
        select u.name, u.deleted_at, u.enabled into owner from users u where u.id = new.employer_id;
        new.owner_name := owner.name;
        new.employer_live := owner.deleted_at is null;
        new.employer_enabled := owner.enabled;
        new.company_name := coalesce((select ep.company from employer_profiles ep where ep.user_id = new.employer_id), owner.name, '');
        if tg_op = 'INSERT' then
          new.applicants_count := 0;
          new.hired_count := 0;
        end if;
        return new;
      end $$`.execute(db);
    await sql`create or replace function admin_employer_jobs() returns trigger language plpgsql as $$
      declare
        emp int;
        owner record;
        company text;
      begin
        if tg_table_name = 'users' then
          emp := new.id;
        elsif tg_op = 'DELETE' then
          emp := old.user_id;
        else
          emp := new.user_id;
        end if;
        perform 1 from users where id = emp for no key update;
        select u.name, u.deleted_at, u.enabled into owner from users u where u.id = emp;
        company := coalesce((select ep.company from employer_profiles ep where ep.user_id = emp), owner.name, '');
        update jobs j set owner_name = owner.name, employer_live = owner.deleted_at is null, employer_enabled = owner.enabled, company_name = company
        where j.employer_id = emp
          and (j.owner_name, j.employer_live, j.employer_enabled, j.company_name) is distinct from (owner.name, owner.deleted_at is null, owner.enabled, company);
        return null;
      end $$`.execute(db);
    await sql`drop trigger admin_employer_jobs on users`.execute(db);
    await sql`create trigger admin_employer_jobs after update of name, deleted_at, enabled on users for each row
      when (old.name is distinct from new.name or (old.deleted_at is null) is distinct from (new.deleted_at is null) or old.enabled is distinct from new.enabled)
      execute function admin_employer_jobs()`.execute(db);
    await sql`update jobs j set employer_enabled = e.enabled from users e where e.id = j.employer_id and not e.enabled`.execute(db);

    // ------------------------------------------------------------ kept totals
    await sql`create table open_jobs (ends_at timestamptz primary key, n integer not null)`.execute(db);
    await keepCount(db, 'open_jobs', 'jobs', 'open_jobs', 'ends_at', (r) => `${r}.ends_at`, openRow);
    await sql`create table list_totals (list text primary key, n integer not null)`.execute(db);
    await keepCount(db, 'list_total_jobs', 'jobs', 'list_totals', 'list', () => `'jobs'`, (r) => `${r}.deleted_at is null and ${r}.employer_live`);
    await keepCount(db, 'list_total_users', 'users', 'list_totals', 'list', (r) => `'role ' || ${r}.role`, (r) => `${r}.deleted_at is null`);

    // ------------------------------------------------------------ list indexes
    // The All tab, newest or oldest first: an index-only scan that skips ended jobs by the included ends_at.
    await sql`create index jobs_open_created on jobs (created_at, id) include (ends_at) where ${sql.raw(openRow())}`.execute(db);
    // An employer's Active and Closed tabs, and their counts.
    await sql`create index jobs_employer_created on jobs (employer_id, enabled, created_at, id) where deleted_at is null`.execute(db);
    // The admin's user lists by name (their default sort), each direction with its NULLs last.
    await sql`create index users_admin_name_asc on users (role, lower(name) collate "C" asc nulls last, id asc) where deleted_at is null`.execute(db);
    await sql`create index users_admin_name_desc on users (role, lower(name) collate "C" desc nulls last, id desc) where deleted_at is null`.execute(db);
  },
};
