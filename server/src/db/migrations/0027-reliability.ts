import { sql, type Kysely, type Migration } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was, not the typed one */

/**
 * Reliability both ways (issue 21):
 * - shift_ratings: after a completed shift the officer rates the employer (side 'officer') and the employer
 *   the officer (side 'employer'), once per shift per side; ratee_id is whom it is about, for the averages;
 * - hire_withdrawals: a withdrawal from a hire deletes the application (issue 17), so it is recorded here,
 *   with the hire's time (the employer's hires) and whether it was late (the officer's record);
 * - reports: an officer's report about an employer and job, and how an admin closed it;
 * - applicants_hired: the hires of a job by when, for the employer's 90-day record.
 */
export const migration0027: Migration = {
  async up(db: Kysely<any>) {
    await sql`create table shift_ratings (
      shift_id integer not null references shifts (id) on delete cascade,
      side text not null check (side in ('officer', 'employer')),
      rater_id integer not null references users (id) on delete cascade,
      ratee_id integer not null references users (id) on delete cascade,
      stars smallint not null check (stars between 1 and 5),
      comment text not null default '',
      created_at timestamptz not null,
      primary key (shift_id, side)
    )`.execute(db);
    await sql`create index shift_ratings_ratee on shift_ratings (ratee_id, created_at)`.execute(db);

    await sql`create table hire_withdrawals (
      id integer primary key generated always as identity,
      job_id integer not null references jobs (id) on delete cascade,
      user_id integer not null references users (id) on delete cascade,
      hired_at timestamptz,
      withdrawn_at timestamptz not null,
      reason text not null,
      late boolean not null
    )`.execute(db);
    await sql`create index hire_withdrawals_user on hire_withdrawals (user_id) where late`.execute(db);
    await sql`create index hire_withdrawals_job on hire_withdrawals (job_id, hired_at)`.execute(db);

    await sql`create table reports (
      id integer primary key generated always as identity,
      officer_id integer not null references users (id) on delete cascade,
      employer_id integer not null references users (id) on delete cascade,
      job_id integer not null references jobs (id) on delete cascade,
      kind text not null,
      details text not null,
      created_at timestamptz not null,
      outcome text check (outcome in ('messaged', 'blocked', 'dismissed')),
      note text not null default '',
      closed_at timestamptz,
      closed_by integer references users (id) on delete set null
    )`.execute(db);
    await sql`create index reports_open on reports (created_at, id) where outcome is null`.execute(db);
    await sql`create index reports_closed on reports (closed_at desc, id desc) where outcome is not null`.execute(db);
    await sql`create index reports_officer on reports (officer_id, created_at)`.execute(db);

    await sql`create index applicants_hired on applicants (job_id, hired_at) where hired_at is not null`.execute(db);
  },
};
