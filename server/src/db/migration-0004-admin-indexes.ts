import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * Indexes of the admin area (lists, counts, analytics). Plain btree indexes only, so they build on
 * PGlite as on PostgreSQL (no pg_trgm: the substring searches scan the role's rows, which the
 * bench keeps well under 100 ms at 50,000 users and 100,000 jobs).
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
  },
};
