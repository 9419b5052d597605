import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * Job alerts leave the publishing transaction (issue 22): publishing or editing a job queues it here in
 * its own transaction (one row per job, however often it is saved before its alerts go out), and the
 * outbox worker turns each queued job into its job_alerts and outbox rows in a transaction of its own,
 * deleting the row in that same transaction. A crash rolls the row back into the queue: no alert is lost,
 * and job_alerts keeps any employee from being texted twice.
 */
export const migration0012: Migration = {
  async up(db: Kysely<any>) {
    await sql`create table job_alert_queue (
      job_id integer primary key references jobs (id) on delete cascade,
      queued_at timestamptz not null
    )`.execute(db);
    await sql`create index job_alert_queue_queued on job_alert_queue (queued_at)`.execute(db);
  },
};
