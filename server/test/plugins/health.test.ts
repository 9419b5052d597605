import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import { buildApp } from '../../src/app';
import { migrations } from '../../src/db/migrations';
import { createTestDatabase } from '../helpers/database';
import { testConfig, useTestDatabase, type TestApp } from '../helpers/test-app';

describe('health endpoints', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build({ env: { DEMO_DATA: 'false' } });
  });

  it('live answers 200 while the process serves, with no session, cookie or cache', async () => {
    const live = await t.call('GET', '/health/live', { origin: null });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    expect(live.headers['cache-control']).toBe('no-store');
    expect(live.headers['set-cookie']).toBeUndefined();
  });

  it('ready answers 200 when the database answers and has every migration of this release', async () => {
    const ready = await t.call('GET', '/health/ready', { origin: null });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('ready answers 503 naming the migrations a database lacks, and 200 again once they are there', async () => {
    const [last] = Object.keys(migrations).slice(-1);
    const { rows } = await sql<{ name: string; timestamp: string }>`select name, timestamp from ${sql.table(DEFAULT_MIGRATION_TABLE)} where name = ${last}`.execute(t.db);
    expect(rows).toHaveLength(1);
    await sql`delete from ${sql.table(DEFAULT_MIGRATION_TABLE)} where name = ${last}`.execute(t.db);
    try {
      const behind = await t.call('GET', '/health/ready');
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toEqual({ status: 'not ready', reason: `Migrations not applied: ${last}` });
      expect((await t.call('GET', '/health/live')).statusCode).toBe(200);
    } finally {
      await sql`insert into ${sql.table(DEFAULT_MIGRATION_TABLE)} (name, timestamp) values (${rows[0].name}, ${rows[0].timestamp})`.execute(t.db);
    }
    expect((await t.call('GET', '/health/ready')).statusCode).toBe(200);
  });

  it('ready answers 503 once the database is gone, and live still 200', async () => {
    const own = await createTestDatabase();
    const app = await buildApp({ config: testConfig({ DEMO_DATA: 'false' }), db: own.db, closeDbWithApp: false, startWorker: false });
    try {
      expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
      await own.db.destroy();
      const gone = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toEqual({ status: 'not ready', reason: 'The database does not answer' });
      expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await own.drop();
    }
  });

  it('is not in the API document', async () => {
    const document = (await t.call('GET', 'openapi.json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((path) => /health|metrics/.test(path))).toEqual([]);
  });
});
