import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * One engine for work that happens later (issue 34):
 * - events: what happened to a job, a hire or an account, written in the transaction of the change
 *   (plugins/events.ts); shift planning, reminders, notices and alerts react to them. Kept: a history;
 * - shifts are a record once something happened on them: a shift checked in, told as a no-show or
 *   approved can no longer be deleted, moved or given to another job or officer (the trigger below), and
 *   deleting a job or a user row never takes its shifts along (restrict instead of cascade).
 */
export const migration0029: Migration = {
  async up(db: Kysely<any>) {
    await sql`create table events (
      id bigint primary key generated always as identity,
      kind text not null,
      job_id integer references jobs (id),
      user_id integer references users (id),
      data jsonb not null default '{}',
      at timestamptz not null
    )`.execute(db);
    await sql`create index events_job on events (job_id, id) where job_id is not null`.execute(db);
    await sql`create index events_user on events (user_id, id) where user_id is not null`.execute(db);

    await sql`alter table shifts drop constraint shifts_job_id_fkey, add constraint shifts_job_id_fkey foreign key (job_id) references jobs (id) on delete restrict`.execute(db);
    await sql`alter table shifts drop constraint shifts_user_id_fkey, add constraint shifts_user_id_fkey foreign key (user_id) references users (id) on delete restrict`.execute(db);
    await sql`create function shifts_keep_records() returns trigger language plpgsql as $$
      begin
        if old.checked_in_at is null and old.no_show_told_at is null and old.approved_at is null then
          return case when tg_op = 'DELETE' then old else new end;
        end if;
        if tg_op = 'DELETE' then
          raise exception 'shift % is a record (checked in, a no-show or approved) and cannot be deleted', old.id using errcode = 'restrict_violation';
        end if;
        if (new.job_id, new.user_id, new.day, new.starts_at, new.ends_at) is distinct from (old.job_id, old.user_id, old.day, old.starts_at, old.ends_at) then
          raise exception 'shift % is a record (checked in, a no-show or approved) and cannot be moved', old.id using errcode = 'restrict_violation';
        end if;
        return new;
      end $$`.execute(db);
    await sql`create trigger shifts_keep_records before update or delete on shifts for each row execute function shifts_keep_records()`.execute(db);
  },
};
