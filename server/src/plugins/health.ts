import fp from 'fastify-plugin';
import { DEFAULT_MIGRATION_TABLE, sql } from 'kysely';
import type { Db } from '../db/connect';
import { migrations } from '../db/migrations';

/** Longer than this, the database counts as not answering: a load balancer's check must not hang. */
export const READY_TIMEOUT_MS = 2_000;

/** Why this process cannot serve yet, or undefined when it can: the database answers and has this release's migrations. */
async function notReadyBecause(db: Db): Promise<string | undefined> {
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  const applied = new Set(rows.map((row) => row.name));
  const missing = Object.keys(migrations).filter((name) => !applied.has(name));
  return missing.length > 0 ? `Migrations not applied: ${missing.join(', ')}` : undefined;
}

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * What a load balancer or an orchestrator asks (docs/deploy.md, "Health and metrics"): /health/live says
 * the process serves, /health/ready that it can serve requests. Outside the API and its document, with no
 * session, no rate limit and no log line per call.
 */
export const health = fp(
  async (app) => {
    const operatorRoute = { schema: { hide: true }, logLevel: 'warn' as const };

    app.get('/health/live', operatorRoute, async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'live' }));

    app.get('/health/ready', operatorRoute, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      let reason: string | undefined;
      try {
        reason = await withinTimeout(notReadyBecause(app.db), READY_TIMEOUT_MS);
      } catch (error) {
        request.log.warn({ err: error }, 'not ready: the database does not answer');
        reason = 'The database does not answer';
      }
      return reason ? reply.code(503).send({ status: 'not ready', reason }) : reply.send({ status: 'ready' });
    });
  },
  { name: 'health', dependencies: ['db'] },
);
