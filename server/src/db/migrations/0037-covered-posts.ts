import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * Covered posts (issue 36, docs/shifts.md "Backfill" and "Rosters"):
 * - shifts.released_at, release_reason: the shift's officer no longer works it, not by their own call-off: the
 *   company released the unconfirmed shift, or the hire ended (withdrawn, cancelled) with the shift close ahead.
 *   Like a call-off, it stays as a record.
 * - shifts.backfill_of: a shift that covers another one that lost its officer (a call-off, a release or a
 *   no-show). Assignment is per shift: a hire gives its officer every shift of the job, a backfill this one.
 *   A lost shift is covered once.
 * - shift_offers: the company offered a lost shift by SMS ("Reply YES to take it"), in waves or to all at once;
 *   the officers asked are its sms_asks rows (kind 'offer'), so the next wave asks others. filled_at is when the
 *   first valid YES took it.
 * - sms_asks: kinds 'offer' (shift_id is the lost shift) and 'alert' (job_id: a reply YES applies).
 * - users (an employer's settings): how it offers (waves of offer_wave_size every offer_wave_minutes, or all at
 *   once), whether a lost shift is offered automatically, and how long a new job reaches only its favourites.
 * - roster_officers: a company's favourites and the officers it blocked; company_blocks: the companies an
 *   officer blocked, whose jobs and offers never reach them.
 * - jobs.favourites_until: an invite-first job reaches the company's favourites first, everyone else from then.
 */
export const migration0037: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table shifts
      add column released_at timestamptz,
      add column release_reason text check (release_reason in ('unconfirmed', 'withdrawn', 'cancelled')),
      add column backfill_of integer unique references shifts (id),
      add constraint shifts_release check ((released_at is null) = (release_reason is null))`.execute(db);
    // A released shift is a record as a call-off is (migrations 0029, 0035).
    await sql`create or replace function shifts_keep_records() returns trigger language plpgsql as $$
      begin
        if old.checked_in_at is null and old.no_show_told_at is null and old.approved_at is null and old.called_off_at is null and old.released_at is null then
          return case when tg_op = 'DELETE' then old else new end;
        end if;
        if tg_op = 'DELETE' then
          raise exception 'shift % is a record (checked in, a no-show, approved, called off or released) and cannot be deleted', old.id using errcode = 'restrict_violation';
        end if;
        if (new.job_id, new.user_id, new.day, new.starts_at, new.ends_at) is distinct from (old.job_id, old.user_id, old.day, old.starts_at, old.ends_at) then
          raise exception 'shift % is a record (checked in, a no-show, approved, called off or released) and cannot be moved', old.id using errcode = 'restrict_violation';
        end if;
        return new;
      end $$`.execute(db);
    await sql`create table shift_offers (
      shift_id integer primary key references shifts (id) on delete cascade,
      mode text not null check (mode in ('waves', 'all')),
      wave_size smallint not null check (wave_size between 1 and 50),
      wave_minutes smallint not null check (wave_minutes between 5 and 120),
      automatic boolean not null,
      started_at timestamptz not null,
      waves_sent smallint not null default 0,
      next_wave_at timestamptz,
      filled_at timestamptz,
      stopped_at timestamptz
    )`.execute(db);
    await sql`create index shift_offers_due on shift_offers (next_wave_at) where filled_at is null and stopped_at is null`.execute(db);
    await sql`alter table sms_asks
      add column job_id integer references jobs (id) on delete cascade,
      drop constraint sms_asks_kind_check,
      add constraint sms_asks_kind_check check (kind in ('confirm', 'call-off', 'offer', 'alert'))`.execute(db);
    await sql`create index sms_asks_shift on sms_asks (shift_id, kind) where shift_id is not null`.execute(db);
    await sql`alter table users
      add column offer_mode text not null default 'waves' check (offer_mode in ('waves', 'all')),
      add column offer_wave_size smallint not null default 5 check (offer_wave_size between 1 and 50),
      add column offer_wave_minutes smallint not null default 15 check (offer_wave_minutes between 5 and 120),
      add column auto_offer boolean not null default false,
      add column invite_first_hours smallint not null default 0 check (invite_first_hours between 0 and 24)`.execute(db);
    await sql`alter table jobs add column favourites_until timestamptz`.execute(db);
    await sql`create table roster_officers (
      employer_id integer not null references users (id) on delete cascade,
      user_id integer not null references users (id) on delete cascade,
      favourite boolean not null default false,
      blocked boolean not null default false,
      updated_at timestamptz not null,
      primary key (employer_id, user_id),
      check (not (favourite and blocked))
    )`.execute(db);
    await sql`create index roster_officers_user on roster_officers (user_id)`.execute(db);
    await sql`create table company_blocks (
      user_id integer not null references users (id) on delete cascade,
      employer_id integer not null references users (id) on delete cascade,
      created_at timestamptz not null,
      primary key (user_id, employer_id)
    )`.execute(db);
    await sql`create index company_blocks_employer on company_blocks (employer_id)`.execute(db);
  },
};
