import fp from 'fastify-plugin';
import { CompiledQuery } from 'kysely';
import PgBoss from 'pg-boss';
import type { Db } from '../db/connect';
import { isDatabaseUnavailable } from '../db/unavailable';

/** pg-boss keeps its queues in a schema of its own, beside ours; it migrates it itself (docs/decisions/periodic-work.md). */
const SCHEMA = 'pgboss';

/** A pass is sent for its period at least this often, so a new period starts its pass within it. */
const SEND_EVERY_MAX_MS = 30_000;
/** While the database cannot be reached, pg-boss's statements are tried again this often. */
const DATABASE_WAIT_MS = 500;

export interface PeriodicWork {
  /**
   * Runs `pass` once per period of `everyMs` (aligned to the database clock) across every process on the
   * database: each process offers the period's run, one is kept (pg-boss's throttle, a unique index), and
   * one worker takes it. A process killed during a run leaves it active; half a period after it started it
   * counts as failed and another process runs it again within the period, so passes must be safe to repeat
   * (each is). Register before the app is ready.
   */
  every(name: string, everyMs: number, pass: () => Promise<unknown>): void;
  /** Every registered pass with its period and when this process last completed a run of it (for /metrics). */
  passes(): PassRecord[];
}

export interface PassRecord {
  name: string;
  everyMs: number;
  /** Wall-clock time this process last completed a run; null before its first. */
  lastSuccessAt: Date | null;
}

export interface PeriodicWorkOptions {
  /** False runs nothing (tests call the passes themselves). */
  start: boolean;
  /** How often a process looks for a run to take. */
  pollMs: number;
  /** How often one of the processes fails runs whose process died. */
  maintenanceSeconds: number;
  /** Every pass's period instead of its own (the two-process test). */
  everyMs?: number;
}

/**
 * pg-boss speaks SQL through this: our Kysely pool, so it shares PGlite's one connection in turn. Some of
 * its texts are whole transactions (BEGIN; …; COMMIT); one that fails part way (two processes creating
 * its schema at once fail one on purpose) is rolled back before its connection goes back to the pool.
 *
 * While the database cannot be reached (a restart), a statement waits and goes again on a new connection
 * until it can, or until the app closes. pg-boss 10 does not await its `complete` after a run, so a
 * rejection there went unhandled and ended the process (3 runs in 9 of the restart test,
 * server/test/scale/database-restart.test.ts). Repeating one of its statements is safe: a run claimed
 * twice goes again, and every pass may (docs/decisions/periodic-work.md).
 */
/**
 * The answer to a statement sent after the app closed. pg-boss reads a result without rows as a statement that
 * found and changed nothing, for its fetch and for its complete and fail alike; an empty list of rows would be a
 * command without its count (a TypeError under load, metrics.test on PostgreSQL beside a busy core).
 */
const NOTHING = { rows: undefined } as unknown as { rows: unknown[] };

const executor = (db: Db, closing: () => boolean): PgBoss.Db => ({
  async executeSql(text, values) {
    for (;;) {
      try {
        return await db.connection().execute(async (connection) => {
          try {
            return { rows: (await connection.executeQuery(CompiledQuery.raw(text, values ?? []))).rows as unknown[] };
          } catch (error) {
            await connection.executeQuery(CompiledQuery.raw('rollback')).catch(() => undefined);
            throw error;
          }
        });
      } catch (error) {
        // Closed: a statement pg-boss still sends (a run fetched or failed as it stops) has no database to reach,
        // and nothing is lost: an unfinished run goes again. Thrown, it went unhandled under load (issue 36, CI).
        if (closing() && error instanceof Error && error.message === 'driver has already been destroyed') return NOTHING;
        if (!isDatabaseUnavailable(error) || closing()) throw error;
        await new Promise((resolve) => setTimeout(resolve, DATABASE_WAIT_MS));
      }
    }
  },
});

/**
 * Creating a queue attaches a partition to pg-boss's job table; two processes starting together can
 * deadlock there, and PostgreSQL rolls one back. It simply goes again (the other's queue is then there).
 */
async function untilNoDeadlock(create: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await create();
    } catch (error) {
      if ((error as { code?: string }).code !== '40P01' || attempt === 5) throw error;
    }
  }
}

/** The engine for work that runs later than the request that caused it: periodic passes today. */
export const periodicWork = fp(
  async (app, options: PeriodicWorkOptions) => {
    const passes = new Map<string, PassRecord & { pass: () => Promise<unknown> }>();
    const work: PeriodicWork = {
      every(name, everyMs, pass) {
        if (passes.has(name)) throw new Error(`The periodic pass ${name} is registered twice`);
        passes.set(name, { name, everyMs: options.everyMs ?? everyMs, lastSuccessAt: null, pass });
      },
      passes: () => [...passes.values()].map(({ name, everyMs, lastSuccessAt }) => ({ name, everyMs, lastSuccessAt })),
    };
    app.decorate('periodicWork', work);
    if (!options.start) return;

    let closing = false;
    const boss = new PgBoss({ db: executor(app.db, () => closing), schema: SCHEMA, schedule: false, maintenanceIntervalSeconds: options.maintenanceSeconds });
    boss.on('error', (error) => app.log.error({ err: error }, 'periodic work'));
    const timers: NodeJS.Timeout[] = [];

    const start = async () => {
      await boss.start();
      for (const record of passes.values()) {
        const { name, everyMs, pass } = record;
        const seconds = Math.max(1, Math.round(everyMs / 1000));
        // Half a period to run, a tenth before a run that failed or was cut off goes again: with the maintenance
        // interval (well under half of the shortest period) a dead process's run is taken over within the period.
        const expireInSeconds = Math.max(1, Math.floor(seconds / 2));
        const queue = { name, retryLimit: 3, retryDelay: Math.max(1, Math.floor(seconds / 10)), expireInSeconds };
        await untilNoDeadlock(() => boss.createQueue(name, queue));
        await boss.updateQueue(name, queue); // a queue made by an older release takes this one's settings
        await boss.work(name, { pollingIntervalSeconds: options.pollMs / 1000 }, async () => {
          await pass();
          record.lastSuccessAt = new Date();
          return { pid: process.pid };
        });
        const offer = () => boss.send(name, {}, { singletonSeconds: seconds }).catch((error: unknown) => app.log.error({ err: error }, `${name}: not offered`));
        await offer();
        const timer = setInterval(offer, Math.min(SEND_EVERY_MAX_MS, (seconds * 1000) / 2));
        timer.unref();
        timers.push(timer);
      }
    };
    // Beside the app, not before it serves: a busy database made the start (a queue and a worker for each pass)
    // outlast Fastify's 10 s for an onReady hook, and the process failed to start (two-processes.test in CI).
    let started: Promise<void> = Promise.resolve();
    app.addHook('onReady', async () => {
      started = start().catch((error: unknown) => {
        if (!closing) app.log.error({ err: error }, 'periodic work did not start');
      });
    });
    // Before the database closes (onClose): a run under way finishes and is marked done.
    app.addHook('preClose', async () => {
      closing = true;
      await started;
      for (const timer of timers) clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 20_000 });
    });
  },
  { name: 'periodic-work', dependencies: ['db'] },
);
