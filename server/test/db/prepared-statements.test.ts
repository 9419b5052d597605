import { sql } from 'kysely';
import { Client } from 'pg';
import { seedDemoData } from '../../src/db/demo/demo-data';
import { prepared } from '../../src/db/prepared-statements';
import { createEvents } from '../../src/plugins/events';
import { shiftReactions } from '../../src/modules/shifts';
import { employeeJobs } from '../../src/modules/jobs/service';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL);
if (!onPostgres) console.info('prepared statements: skipped, PGlite runs no pg pool (TEST_DATABASE_URL)');

/** connectPostgres runs the statements marked `prepared` as prepared statements (src/db/prepared-statements.ts). */
(onPostgres ? describe : describe.skip)('prepared statements on PostgreSQL', () => {
  let database: TestDatabase;
  /** Another process's connection: a migration the pool does not see coming. */
  let other: Client;

  beforeEach(async () => {
    database = await createTestDatabase();
    other = new Client({ connectionString: database.url });
    await other.connect();
    await other.query(`create table guards (id int primary key, name text not null); insert into guards values (1, 'Ann'), (2, 'Bo')`);
  });

  afterEach(async () => {
    await other.end();
    await database.drop();
  });

  const guard = (id: number) => database.db.selectFrom('guards' as never).selectAll().where('id' as never, '=', id as never).$call(prepared).executeTakeFirst();

  it('compiles no statement just in time', async () => {
    expect((await sql<{ jit: string }>`show jit`.execute(database.db)).rows).toEqual([{ jit: 'off' }]);
  });

  it('prepares a statement with parameters once and runs it by name', async () => {
    const statements = await database.db.connection().execute(async (db) => {
      const byId = (id: number) => db.selectFrom('guards' as never).selectAll().where('id' as never, '=', id as never).$call(prepared).executeTakeFirst();
      expect([await byId(1), await byId(2)]).toEqual([{ id: 1, name: 'Ann' }, { id: 2, name: 'Bo' }]);
      return sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db);
    });
    expect(statements.rows).toEqual([{ statement: 'select * from "guards" where "id" = $1 /* prepared */' }]);
  });

  it('runs the statements not marked unprepared, so PostgreSQL plans each call', async () => {
    const statements = await database.db.connection().execute(async (db) => {
      expect(await db.selectFrom('guards' as never).selectAll().where('id' as never, '=', 1 as never).executeTakeFirst()).toEqual({ id: 1, name: 'Ann' });
      // Migrations send several statements at once, without parameters.
      await sql`insert into guards values (3, 'Cy'); insert into guards values (4, 'Di')`.execute(db);
      return sql<{ n: number }>`select count(*)::int n from pg_prepared_statements`.execute(db);
    });
    expect(statements.rows[0].n).toBe(0);
  });

  it('answers with the new columns after another process adds one to a select *', async () => {
    expect(await guard(1)).toEqual({ id: 1, name: 'Ann' });
    await other.query(`alter table guards add column badge text not null default 'B-1'`);
    expect(await guard(1)).toEqual({ id: 1, name: 'Ann', badge: 'B-1' });
    expect(await guard(2)).toEqual({ id: 2, name: 'Bo', badge: 'B-1' });
  });

  it('fails a transaction that met a stale plan, once: the next one prepares it again', async () => {
    const inTransaction = () => database.db.transaction().execute((trx) => trx.selectFrom('guards' as never).selectAll().where('id' as never, '=', 2 as never).$call(prepared).executeTakeFirst());
    expect(await inTransaction()).toEqual({ id: 2, name: 'Bo' });
    await other.query(`alter table guards add column badge text`);
    // pg's pool lends the connection that was idle last: the one holding the plan.
    await expect(inTransaction()).rejects.toThrow('cached plan must not change result type');
    expect(await inTransaction()).toEqual({ id: 2, name: 'Bo', badge: null });
  });

  it("keeps one plan for the employee's first page of jobs instead of planning every call", async () => {
    // The demo's rows; its hires plan their shifts (the seeders read them), so the shift reactions listen.
    const events = createEvents();
    shiftReactions(events, 'http://localhost:8080');
    await seedDemoData(database.db, events, new Date());
    // Enough jobs that a page of 10 is a small part of them, as in a marketplace: copies of the demo jobs.
    const { rows } = await sql<{ columns: string }>`select string_agg(quote_ident(column_name), ', ') as columns from information_schema.columns
      where table_schema = 'public' and table_name = 'jobs' and column_name <> 'id' and is_generated = 'NEVER'`.execute(database.db);
    const columns = sql.raw(rows[0].columns);
    await sql`insert into jobs (${columns}) select ${columns} from jobs cross join generate_series(1, 200)`.execute(database.db);
    await sql`analyze`.execute(database.db);
    const { id: employee } = await database.db.selectFrom('users').select('id').where('role', '=', 0).orderBy('id').executeTakeFirstOrThrow();
    const plans = await database.db.connection().execute(async (db) => {
      // PostgreSQL weighs a generic plan after five custom ones.
      for (let call = 0; call < 8; call += 1) await employeeJobs(db, employee, { type: 'all', text: '' }, { from: 0, count: 10, asc: false }, new Date());
      return sql<{ generic_plans: string; custom_plans: string }>`select generic_plans, custom_plans from pg_prepared_statements where statement like '%open_jobs%'`.execute(db);
    });
    expect(plans.rows).toHaveLength(1);
    expect(Number(plans.rows[0].generic_plans)).toBeGreaterThanOrEqual(3);
  });
});
