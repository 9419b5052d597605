import { CompiledQuery, sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

/** Migration 0028: deleting an account's messages reads the index outbox_user, not the whole outbox. */
describe('outbox_user (migration 0028)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    // An outbox of 20,000 messages: half are sign-up codes to no account, the others about one of 200 accounts.
    await sql`insert into users (role, phone) select 0, '+1555' || lpad(g::text, 7, '0') from generate_series(1, 200) g`.execute(database.db);
    await sql`insert into outbox (channel, recipient, body, user_id, retry_unknown_outcome, next_attempt_at)
      select 'sms', '+1555' || lpad((g % 400)::text, 7, '0'), 'Your code', case when g % 2 = 0 then (select min(id) from users) + (g / 2) % 200 end, false, now()
      from generate_series(1, 20000) g`.execute(database.db);
    await sql`analyze outbox`.execute(database.db);
  });

  afterAll(() => database.drop());

  it('serves the delete of an account (src/modules/auth/accounts.ts) on PGlite and PostgreSQL', async () => {
    const { id } = await database.db.selectFrom('users').select('id').orderBy('id').limit(1).offset(7).executeTakeFirstOrThrow();
    // The statement deleteAccount sends, with its parameter.
    const deletion = database.db.deleteFrom('outbox').where('user_id', '=', id).compile();
    expect(deletion.sql).toBe('delete from "outbox" where "user_id" = $1');
    const plan = await database.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`explain ${deletion.sql}`, [...deletion.parameters]));
    const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/Index Scan using outbox_user on outbox|Bitmap Index Scan on outbox_user/);
    expect(text).not.toContain('Seq Scan');
  });

  it("serves it in a plan made for any account (a prepared statement's generic plan): user_id = $1 implies it is not null", async () => {
    const text = await database.db.connection().execute(async (db) => {
      await sql`set plan_cache_mode = force_generic_plan`.execute(db);
      await sql`prepare delete_messages(integer) as delete from outbox where user_id = $1`.execute(db);
      try {
        const plan = await sql<{ 'QUERY PLAN': string }>`explain execute delete_messages(8)`.execute(db);
        return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      } finally {
        await sql`deallocate delete_messages`.execute(db);
        await sql`reset plan_cache_mode`.execute(db);
      }
    });
    expect(text).toContain('user_id = $1');
    expect(text).toMatch(/Index Scan using outbox_user on outbox|Bitmap Index Scan on outbox_user/);
  });
});
