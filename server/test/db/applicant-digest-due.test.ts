import { Migrator, sql } from 'kysely';
import { migrations } from '../../src/db/migrations';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

/**
 * Migration 0033: a digest the old way had queued in the outbox (rewritten by each application) becomes due
 * at its time on its job, to be composed then, and its queued row goes. A digest already claimed or sent stays
 * as it was: the record of what went out is kept.
 */
describe('applicant digests due (migration 0033)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
  });
  afterAll(() => database.drop());

  it('moves queued digests to their jobs and keeps the ones that went out', async () => {
    const db = database.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo('0032_delivery_faults')).error).toBeUndefined();
    const due = new Date('2026-11-29T15:01:00Z');
    const { rows: [boss] } = await sql<{ id: number }>`insert into users (role, phone) values (100, '+15550000001') returning id`.execute(db);
    const message = (body: string, status: string) =>
      sql<{ id: number }>`insert into outbox (channel, recipient, body, status, retry_unknown_outcome, next_attempt_at) values ('sms', '+15550000001', ${body}, ${status}, true, ${due}) returning id`.execute(db);
    const { rows: [queued] } = await message('DutyLink: 3 new applicants for "Queued"', 'pending');
    const { rows: [sent] } = await message('DutyLink: a new applicant for "Sent"', 'sent');
    const job = (title: string, digest: number) =>
      sql<{ id: number }>`insert into jobs (employer_id, title, time_zone, period_type, from_date, shift, ends_at, applicant_notice_at, applicant_digest_id, applicant_digest_from)
        values (${boss!.id}, ${title}, 'America/Chicago', 0, '2026-12-01', 0, '2026-12-02', ${due}, ${digest}, 1) returning id`.execute(db);
    const { rows: [waiting] } = await job('Queued', queued!.id);
    const { rows: [told] } = await job('Sent', sent!.id);

    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const jobs = await sql<{ id: number; applicant_digest_due_at: Date | null }>`select id, applicant_digest_due_at from jobs order by id`.execute(db);
    expect(jobs.rows).toEqual([
      { id: waiting!.id, applicant_digest_due_at: due },
      { id: told!.id, applicant_digest_due_at: null },
    ]);
    const outbox = await sql<{ id: number; status: string }>`select id, status from outbox order by id`.execute(db);
    expect(outbox.rows).toEqual([{ id: sent!.id, status: 'sent' }]);
  });
});
