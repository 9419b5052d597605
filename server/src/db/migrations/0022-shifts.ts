import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * After the hire (issue 20): a hired job becomes dated shifts (src/modules/shifts/plan.ts keeps them).
 * - shifts: one row per hired officer per shift, its instants in UTC and its day in the job's zone; the
 *   check-in and check-out with their distances from the job's address, the employer's approval, and
 *   when the employer was told of a no-show. A shift stays when its hire ends once it was checked in
 *   (timesheets), so it names the job and the officer, not the application;
 * - outbox.shift_id: a reminder's shift, so moving or dropping a shift moves or drops its reminders;
 * - applicants.shifts_planned_to: the last day a full-time hire's shifts were made to, so the hourly pass
 *   plans again only the hires whose four weeks have moved on;
 * - users.calendar_feed_version: renewing the calendar feed's address counts it up, and the old
 *   address (an HMAC over the user and this number) stops working.
 */
export const migration0022: Migration = {
  async up(db: Kysely<any>) {
    await sql`create table shifts (
      id integer primary key generated always as identity,
      job_id integer not null references jobs (id) on delete cascade,
      user_id integer not null references users (id) on delete cascade,
      day date not null,
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      checked_in_at timestamptz,
      check_in_distance integer,
      checked_out_at timestamptz,
      check_out_distance integer,
      approved_at timestamptz,
      approved_minutes integer,
      correction_reason text,
      no_show_told_at timestamptz,
      constraint shifts_times check (ends_at > starts_at),
      unique (job_id, user_id, starts_at)
    )`.execute(db);
    await sql`create index shifts_user_starts on shifts (user_id, starts_at)`.execute(db);
    await sql`create index shifts_job_starts on shifts (job_id, starts_at)`.execute(db);
    // The admin's shifts per week.
    await sql`create index shifts_starts on shifts (starts_at)`.execute(db);
    // The no-show pass: shifts not checked in and not yet told, by start.
    await sql`create index shifts_awaiting_check_in on shifts (starts_at) where checked_in_at is null and no_show_told_at is null`.execute(db);
    await sql`alter table outbox add column shift_id integer references shifts (id) on delete cascade`.execute(db);
    await sql`create index outbox_shift on outbox (shift_id) where shift_id is not null`.execute(db);
    await sql`alter table applicants add column shifts_planned_to date`.execute(db);
    await sql`alter table users add column calendar_feed_version integer not null default 0`.execute(db);
  },
};
