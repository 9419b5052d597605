import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { database as databasePlugin } from '../../src/plugins/db';
import { periodicWork } from '../../src/plugins/periodic-work';
import { createTestDatabase, type TestDatabase } from '../helpers/database';

const PERIOD_MS = 2_000;

/** An app of the database and the engine alone, with `register` adding its passes. */
async function engineApp(database: TestDatabase, start: boolean, register: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(databasePlugin, { db: database.db, closeWithApp: false });
  await app.register(periodicWork, { start, pollMs: 500, maintenanceSeconds: 1 });
  register(app);
  await app.ready();
  return app;
}

const until = async (done: () => Promise<boolean> | boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('periodic work (pg-boss)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('runs a pass once per period, in the period the database clock is in, and a failed run again', async () => {
    let runs = 0;
    let failures = 0;
    const started = Date.now();
    const app = await engineApp(database, true, (a) => {
      a.periodicWork.every('test.counted', PERIOD_MS, async () => {
        runs += 1;
      });
      a.periodicWork.every('test.failing-once', 60_000, async () => {
        failures += 1;
        if (failures === 1) throw new Error('the database went away');
      });
    });
    try {
      await until(() => runs >= 3, 15_000);
      await until(() => failures >= 2, 15_000);
      // What /metrics reads: each pass's period and when this process last completed it.
      const seen = Object.fromEntries(app.periodicWork.passes().map((pass) => [pass.name, pass]));
      expect(seen['test.counted']).toEqual({ name: 'test.counted', everyMs: PERIOD_MS, lastSuccessAt: expect.any(Date) });
      expect(seen['test.counted'].lastSuccessAt!.getTime()).toBeGreaterThanOrEqual(started);
    } finally {
      await app.close();
    }
    // One run per period: every run is the one job of its period, whatever the engine's polls and offers.
    const jobs = await sql<{ slot: Date; retries: number }>`
      select singleton_on as slot, retry_count as retries from pgboss.job where name = 'test.counted' and state = 'completed'`.execute(database.db);
    expect(jobs.rows).toHaveLength(runs);
    expect(new Set(jobs.rows.map((job) => job.slot.getTime())).size).toBe(runs);
    expect(jobs.rows.every((job) => job.retries === 0 && job.slot.getTime() % PERIOD_MS === 0)).toBe(true);
    const failing = await sql<{ state: string; retries: number }>`select state, retry_count as retries from pgboss.job where name = 'test.failing-once'`.execute(database.db);
    expect(failing.rows).toEqual([{ state: 'completed', retries: 1 }]);
    // Real 2 s periods: 7.4 s beside a busy core (load 7, 2026-11-30); the limit outlasts its two 15 s waits, which say what was missing.
  }, 40_000);

  it('runs nothing when not started, and refuses a pass registered twice', async () => {
    let ran = 0;
    const app = await engineApp(database, false, (a) => {
      a.periodicWork.every('test.never', 1_000, async () => {
        ran += 1;
      });
      expect(() => a.periodicWork.every('test.never', 1_000, async () => undefined)).toThrow('registered twice');
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(app.periodicWork.passes()).toEqual([{ name: 'test.never', everyMs: 1_000, lastSuccessAt: null }]);
    await app.close();
    expect(ran).toBe(0);
  });
});
