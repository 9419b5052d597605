import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * Calendars that follow changes (issue 37, docs/shifts.md "Calendars"):
 * - shifts.calendar_sequence: how many times the shift moved (a job edit changed its times on the same day), which is its
 *   calendar event's SEQUENCE, so a calendar app takes the new times over the old ones under the same UID;
 * - dropped_shifts: a shift not yet worked that planning removed (its day left the job's plan, the hire ended, the job
 *   was deleted), with the id, officer, times and SEQUENCE its event had, and when: the officer's feed lists it as
 *   cancelled for 30 days so subscribed calendars remove it, and its "Add to calendar" file answers it cancelled.
 *   Kept: a history, as events is.
 */
export const migration0038: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table shifts add column calendar_sequence integer not null default 0`.execute(db);
    await sql`create table dropped_shifts (
      shift_id integer primary key,
      job_id integer not null references jobs (id) on delete cascade,
      user_id integer not null references users (id) on delete cascade,
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      calendar_sequence integer not null,
      dropped_at timestamptz not null
    )`.execute(db);
    // The feed: an officer's shifts dropped in the last 30 days.
    await sql`create index dropped_shifts_user on dropped_shifts (user_id, dropped_at)`.execute(db);
  },
};
