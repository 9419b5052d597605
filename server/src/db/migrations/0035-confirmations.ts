import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * Shift confirmations and SMS replies (issue 36, docs/shifts.md "Confirmations"):
 * - users.confirm_hours: an employer's setting beside applicant_notices, how long before a shift its officer is
 *   asked to confirm, 2 to 72 hours;
 * - shifts: when the officer was asked, when they confirmed, when the company was told the shift is still
 *   unconfirmed, and when the company chose to keep the officer all the same; a call-off (the officer will not
 *   work this shift: when, why, and whether it was late), which keeps the shift as a record;
 * - sms_asks: what a phone was asked by SMS and can answer by a reply (YES, NO), so a reply needs no code: it
 *   answers the latest open ask for that phone. An ask is open until it is answered or its time has passed.
 */
export const migration0035: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table users add column confirm_hours smallint not null default 24 constraint users_confirm_hours check (confirm_hours between 2 and 72)`.execute(db);
    await sql`alter table shifts
      add column confirm_asked_at timestamptz,
      add column confirmed_at timestamptz,
      add column unconfirmed_told_at timestamptz,
      add column kept_at timestamptz,
      add column called_off_at timestamptz,
      add column call_off_reason text,
      add column call_off_late boolean,
      add constraint shifts_call_off check ((called_off_at is null) = (call_off_reason is null) and (called_off_at is null) = (call_off_late is null))`.execute(db);
    // A call-off is a record too (the officer's record counts a late one): never deleted or moved (migration 0029).
    await sql`create or replace function shifts_keep_records() returns trigger language plpgsql as $$
      begin
        if old.checked_in_at is null and old.no_show_told_at is null and old.approved_at is null and old.called_off_at is null then
          return case when tg_op = 'DELETE' then old else new end;
        end if;
        if tg_op = 'DELETE' then
          raise exception 'shift % is a record (checked in, a no-show, approved or called off) and cannot be deleted', old.id using errcode = 'restrict_violation';
        end if;
        if (new.job_id, new.user_id, new.day, new.starts_at, new.ends_at) is distinct from (old.job_id, old.user_id, old.day, old.starts_at, old.ends_at) then
          raise exception 'shift % is a record (checked in, a no-show, approved or called off) and cannot be moved', old.id using errcode = 'restrict_violation';
        end if;
        return new;
      end $$`.execute(db);
    // The confirmation pass: shifts not yet asked, by start.
    await sql`create index shifts_awaiting_ask on shifts (starts_at) where confirm_asked_at is null and confirmed_at is null and checked_in_at is null and called_off_at is null`.execute(db);
    // The unconfirmed pass: asked, not confirmed, the company not yet told.
    await sql`create index shifts_unconfirmed on shifts (confirm_asked_at) where confirm_asked_at is not null and confirmed_at is null and unconfirmed_told_at is null`.execute(db);
    await sql`create table sms_asks (
      id integer primary key generated always as identity,
      user_id integer not null references users (id) on delete cascade,
      phone text not null,
      kind text not null check (kind in ('confirm', 'call-off')),
      shift_id integer references shifts (id) on delete cascade,
      asked_at timestamptz not null,
      open_until timestamptz not null,
      answered_at timestamptz,
      answer text
    )`.execute(db);
    await sql`create index sms_asks_open on sms_asks (phone, asked_at desc) where answered_at is null`.execute(db);
  },
};
