import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * SMS job alerts and SMS consent (issue 7).
 * - job_alerts: one row per (job, employee) ever alerted, written in the transaction that publishes or widens
 *   the job together with the outbox message, so an employee is never alerted twice about one job.
 * - sms_opt_outs: numbers that replied STOP (US carrier rules); every SMS but login codes skips them until START.
 */
export const migration0005: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('job_alerts')
      .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('job_alerts_pk', ['job_id', 'user_id'])
      .execute();
    await db.schema.createIndex('job_alerts_user').on('job_alerts').column('user_id').execute();

    await db.schema
      .createTable('sms_opt_outs')
      .addColumn('phone', 'text', (c) => c.primaryKey())
      .addColumn('keyword', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();

    // Job alert matching (modules/job-alerts/matching.ts): the location test (metro areas, ZIP list, all ZIPs)
    // is the most selective and is answered from these indexes (a BitmapOr), the category overlap narrows it
    // further; the SMS-reachable employees are a partial index so the users side is a cheap probe.
    await sql`create index employee_profiles_locations_gin on employee_profiles using gin (locations)`.execute(db);
    await sql`create index employee_profiles_zips_gin on employee_profiles using gin (zips)`.execute(db);
    await sql`create index employee_profiles_categories_gin on employee_profiles using gin (categories)`.execute(db);
    await sql`create index employee_profiles_all_zips on employee_profiles (user_id) where all_zips`.execute(db);
    await sql`create index users_sms_alertable on users (id)
      where role = 0 and enabled and email_verified and deleted_at is null and phone is not null and consent_sms_at is not null`.execute(db);
  },
};
