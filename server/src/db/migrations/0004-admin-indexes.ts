import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * Indexes of the admin area (lists, counts, analytics), and the sort keys the admin lists need that
 * live in other rows, copied by triggers so a sorted page is an index scan (see bench/README.md):
 *
 * - jobs.applicants_count: applications of the job, any state;
 * - jobs.owner_name, jobs.company_name (coalesce(company, owner name, '')), jobs.employer_live
 *   (the employer account is not deleted): copies of the employer's users row and employer profile;
 * - users.hired_jobs (Accepted applications on jobs not deleted), users.active_hires (the same on
 *   enabled jobs) and users.work_status (1 Hired while active_hires > 0, else 0);
 * - employee_profiles.first_specialization: lower-case name (COLLATE "C") of the alphabetically first
 *   of the employee's specializations, null without one.
 *
 * The triggers are plpgsql (PGlite runs them as PostgreSQL does). Counters move by deltas (never a
 * recount), so concurrent writers add up; a trigger that reads another table's row first locks that
 * row, so a concurrent change of it cannot slip between the read and the commit. The substring
 * searches use pg_trgm GIN indexes (PGlite loads the extension in connect.ts).
 */
export const migration0004: Migration = {
  async up(db: Kysely<any>) {
    // Lists and counts per role (live accounts), and the analytics boxes (created in a week).
    await sql`create index users_role_created on users (role, created_at) where deleted_at is null`.execute(db);
    // Live jobs per employer (NumberOfJobs), and jobs posted per day / per week.
    await sql`create index jobs_employer_live on jobs (employer_id) where deleted_at is null`.execute(db);
    await sql`create index jobs_created_live on jobs (created_at) where deleted_at is null`.execute(db);
    // Applicants per job and hired per job (the Applicants column, hired counts); per-user lookups use applicants_user.
    await db.schema.createIndex('applicants_job_state').on('applicants').columns(['job_id', 'state']).execute();
    // Jobs placement: applications made in a date range.
    await db.schema.createIndex('applicants_created').on('applicants').column('created_at').execute();
    // The promo list and the applied-promo join.
    await sql`create index subscriptions_promo on subscriptions (promo_id) where promo_id is not null`.execute(db);

    // ---------------------------------------------------------------- copied sort keys
    await sql`alter table jobs
      add column applicants_count integer not null default 0,
      add column owner_name text,
      add column company_name text not null default '',
      add column employer_live boolean not null default true`.execute(db);
    await sql`alter table users
      add column hired_jobs integer not null default 0,
      add column active_hires integer not null default 0`.execute(db);
    await sql`alter table users add column work_status integer generated always as (case when active_hires > 0 then 1 else 0 end) stored`.execute(db);
    await sql`alter table employee_profiles add column first_specialization text collate "C"`.execute(db);

    // Applications: the job's count, and the employee's hired counts for Accepted ones on jobs not deleted.
    // One statement-level trigger per event over the changed rows (a bulk insert updates each job once).
    // Two statements: the first updates (so locks) the jobs, the second then reads their current
    // enabled / deleted state under a new snapshot (READ COMMITTED), so a concurrent enable, disable
    // or delete of the job is either seen here or sees these applications (admin_job_hires).
    const applicantsDelta = (rows: string) => sql.raw(`
        update jobs set applicants_count = applicants_count + s.n
        from (select job_id, sum(n)::int as n from ${rows} group by job_id) s
        where jobs.id = s.job_id;
        update users u set hired_jobs = u.hired_jobs + h.n, active_hires = u.active_hires + h.a
        from (
          select d.user_id, sum(d.n)::int as n, coalesce(sum(d.n) filter (where j.enabled), 0)::int as a
          from ${rows} join jobs j on j.id = d.job_id
          where d.state = 1 and j.deleted_at is null
          group by d.user_id
        ) h
        where u.id = h.user_id and (h.n <> 0 or h.a <> 0);`);
    await sql`create function admin_applicants_insert() returns trigger language plpgsql as $$
      begin
        ${applicantsDelta('(select job_id, user_id, state, 1 as n from new_rows) d')}
        return null;
      end $$`.execute(db);
    await sql`create function admin_applicants_delete() returns trigger language plpgsql as $$
      begin
        ${applicantsDelta('(select job_id, user_id, state, -1 as n from old_rows) d')}
        return null;
      end $$`.execute(db);
    // A changed job, employee or state counts as the old row removed and the new one added.
    await sql`create function admin_applicants_update() returns trigger language plpgsql as $$
      begin
        ${applicantsDelta(`(
          select x.job_id, x.user_id, x.state, x.n
          from old_rows o join new_rows w on w.id = o.id
          cross join lateral (values (o.job_id, o.user_id, o.state, -1), (w.job_id, w.user_id, w.state, 1)) x(job_id, user_id, state, n)
          where (o.job_id, o.user_id, o.state) is distinct from (w.job_id, w.user_id, w.state)
        ) d`)}
        return null;
      end $$`.execute(db);
    await sql`create trigger admin_applicants_insert after insert on applicants referencing new table as new_rows for each statement execute function admin_applicants_insert()`.execute(db);
    await sql`create trigger admin_applicants_delete after delete on applicants referencing old table as old_rows for each statement execute function admin_applicants_delete()`.execute(db);
    await sql`create trigger admin_applicants_update after update on applicants referencing old table as old_rows new table as new_rows for each statement execute function admin_applicants_update()`.execute(db);

    // A job's employer copies, filled when it is written (the employer row locked first, so a rename
    // or a profile change waits for this job or sees it), and its applications' share of the hired
    // counts when it is enabled, disabled, deleted or removed.
    await sql`create function admin_job_employer() returns trigger language plpgsql as $$
      declare
        owner record;
      begin
        perform 1 from users where id = new.employer_id for share;
        select u.name, u.deleted_at into owner from users u where u.id = new.employer_id;
        new.owner_name := owner.name;
        new.employer_live := owner.deleted_at is null;
        new.company_name := coalesce((select ep.company from employer_profiles ep where ep.user_id = new.employer_id), owner.name, '');
        if tg_op = 'INSERT' then
          new.applicants_count := 0;
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger admin_job_employer before insert or update of employer_id on jobs for each row execute function admin_job_employer()`.execute(db);
    await sql`create function admin_job_hires() returns trigger language plpgsql as $$
      declare
        was_live int := 0;
        was_active int := 0;
        is_live int := 0;
        is_active int := 0;
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.deleted_at is null then
          was_live := 1;
          was_active := case when old.enabled then 1 else 0 end;
        end if;
        if tg_op = 'UPDATE' and new.deleted_at is null then
          is_live := 1;
          is_active := case when new.enabled then 1 else 0 end;
        end if;
        if was_live <> is_live or was_active <> is_active then
          update users u set hired_jobs = u.hired_jobs + (is_live - was_live) * a.n, active_hires = u.active_hires + (is_active - was_active) * a.n
          from (select user_id, count(*)::int as n from applicants where job_id = old.id and state = 1 group by user_id) a
          where u.id = a.user_id;
        end if;
        return case when tg_op = 'DELETE' then old else new end;
      end $$`.execute(db);
    // BEFORE DELETE: the job's applications are still there (a cascade removes them after; their
    // trigger then finds no job and leaves the counts alone).
    await sql`create trigger admin_job_hires_delete before delete on jobs for each row execute function admin_job_hires()`.execute(db);
    await sql`create trigger admin_job_hires_update after update of enabled, deleted_at on jobs for each row
      when ((old.deleted_at is null) is distinct from (new.deleted_at is null) or old.enabled is distinct from new.enabled)
      execute function admin_job_hires()`.execute(db);

    // The employer's name, deletion and company name into its jobs.
    await sql`create function admin_employer_jobs() returns trigger language plpgsql as $$
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
        -- The employer row locked against a job being written meanwhile (admin_job_employer locks it
        -- too), then the current name and company read.
        perform 1 from users where id = emp for no key update;
        select u.name, u.deleted_at into owner from users u where u.id = emp;
        company := coalesce((select ep.company from employer_profiles ep where ep.user_id = emp), owner.name, '');
        update jobs j set owner_name = owner.name, employer_live = owner.deleted_at is null, company_name = company
        where j.employer_id = emp
          and (j.owner_name, j.employer_live, j.company_name) is distinct from (owner.name, owner.deleted_at is null, company);
        return null;
      end $$`.execute(db);
    await sql`create trigger admin_employer_jobs after update of name, deleted_at on users for each row
      when (old.name is distinct from new.name or (old.deleted_at is null) is distinct from (new.deleted_at is null))
      execute function admin_employer_jobs()`.execute(db);
    await sql`create trigger admin_employer_jobs after insert or update of company or delete on employer_profiles for each row execute function admin_employer_jobs()`.execute(db);

    // The employee's first specialization, on the profile row itself; recomputed for every profile
    // when the reference list changes.
    await sql`create function admin_first_specialization() returns trigger language plpgsql as $$
      begin
        new.first_specialization := (select min(lower(sp.name) collate "C") from specializations sp where sp.id = any(new.specializations));
        return new;
      end $$`.execute(db);
    await sql`create trigger admin_first_specialization before insert or update of specializations on employee_profiles for each row execute function admin_first_specialization()`.execute(db);
    await sql`create function admin_specializations_changed() returns trigger language plpgsql as $$
      begin
        update employee_profiles p set first_specialization = k.first
        from (select p2.user_id, (select min(lower(sp.name) collate "C") from specializations sp where sp.id = any(p2.specializations)) as first from employee_profiles p2) k
        where p.user_id = k.user_id and p.first_specialization is distinct from k.first;
        return null;
      end $$`.execute(db);
    await sql`create trigger admin_specializations_changed after insert or update or delete on specializations for each statement execute function admin_specializations_changed()`.execute(db);

    // Backfill (the triggers keep them from here on).
    await sql`update jobs j set
        applicants_count = (select count(*) from applicants a where a.job_id = j.id),
        owner_name = e.name,
        employer_live = e.deleted_at is null,
        company_name = coalesce((select company from employer_profiles ep where ep.user_id = j.employer_id), e.name, '')
      from users e where e.id = j.employer_id`.execute(db);
    await sql`update users u set hired_jobs = h.n, active_hires = h.a
      from (
        select a.user_id, count(*)::int as n, count(*) filter (where j.enabled)::int as a
        from applicants a join jobs j on j.id = a.job_id where a.state = 1 and j.deleted_at is null group by a.user_id
      ) h
      where u.id = h.user_id`.execute(db);
    await sql`update employee_profiles p set first_specialization = (select min(lower(sp.name) collate "C") from specializations sp where sp.id = any(p.specializations))`.execute(db);

    // ---------------------------------------------------------------- list indexes
    // Each matches its list's ORDER BY exactly (expression, collation, direction, NULLs), so a page
    // is an index scan (backward for the other direction). Keys that cannot be NULL are ordered
    // without NULLS LAST (the same order), which lets one index serve both directions.
    const liveJobs = sql`where deleted_at is null and employer_live`;
    // Title carried (INCLUDE) so a deep page is an index-only scan (the key's expression reads title).
    await sql`create index jobs_admin_title on jobs (lower(title) collate "C", id) include (title) ${liveJobs}`.execute(db);
    await sql`create index jobs_admin_dates on jobs (from_date, id) ${liveJobs}`.execute(db);
    await sql`create index jobs_admin_applicants on jobs (applicants_count, id) ${liveJobs}`.execute(db);
    await sql`create index jobs_admin_company on jobs (lower(company_name) collate "C", id) ${liveJobs}`.execute(db);
    // The owner name may be NULL (last in both directions): one index per direction.
    await sql`create index jobs_admin_owner_asc on jobs (lower(owner_name) collate "C" asc nulls last, id asc) ${liveJobs}`.execute(db);
    await sql`create index jobs_admin_owner_desc on jobs (lower(owner_name) collate "C" desc nulls last, id desc) ${liveJobs}`.execute(db);
    await sql`create index users_admin_work_status on users (role, work_status, id) where deleted_at is null`.execute(db);
    await sql`create index users_admin_hired on users (role, hired_jobs, id) where deleted_at is null`.execute(db);

    // Substring searches (ILIKE '%text%') of the lists.
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const column of ['title', 'owner_name', 'company_name']) {
      await sql`create index ${sql.raw(`jobs_admin_search_${column}`)} on jobs using gin (${sql.raw(column)} gin_trgm_ops) ${liveJobs}`.execute(db);
    }
    for (const column of ['name', 'email', 'phone']) {
      await sql`create index ${sql.raw(`users_admin_search_${column}`)} on users using gin (${sql.raw(column)} gin_trgm_ops) where deleted_at is null`.execute(db);
    }
  },
};
