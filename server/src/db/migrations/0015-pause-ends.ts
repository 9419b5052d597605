import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * A notification pause ends at an instant (issue 17): users.paused_notifications_ends_at is midnight
 * after the pause's last day (paused_notifications_until) in the time zone of the employee who paused,
 * so the header, the user info and the job alerts agree wherever the server runs. Pauses stored
 * before ended at that day's UTC midnight, and keep doing so.
 */
export const migration0015: Migration = {
  async up(db: Kysely<any>) {
    await sql`alter table users add column paused_notifications_ends_at timestamptz`.execute(db);
    await sql`update users set paused_notifications_ends_at = (paused_notifications_until::date + 1)::timestamp at time zone 'UTC'
      where paused_notifications_until is not null`.execute(db);
    await sql`alter table users add constraint users_pause_ends
      check ((paused_notifications_until is null) = (paused_notifications_ends_at is null))`.execute(db);
  },
};
