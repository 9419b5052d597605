import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect } from 'kysely';
import { Pool } from 'pg';
import type { Database } from './schema';
import { pglitePool } from './pglite-pool';
import { preparedStatementsPool } from './prepared-statements';
import { listenForUserChanges, registerUserChanges, UserChanges, watchUserChanges } from './user-changes';

export type Db = Kysely<Database>;

/**
 * How long a request waits for a connection (a free one in the pool, or a new one) before it is answered 503.
 * A restart refuses new connections at once, so this bounds only a database that does not answer at all; and
 * a rush of applies to one job queues behind the job's lock holding the pool's connections: 200 at once
 * took 5 to 7 s on a busy 2-core machine, and at 5 s the last 24 were answered 503.
 */
export const CONNECT_TIMEOUT_MS = 15_000;

/**
 * A real PostgreSQL server through pg, its statements prepared, without JIT compiling: the lists' statements
 * take well under a millisecond, and a plan PostgreSQL prices above jit_above_cost was compiled for 200 ms
 * on every call (bench/README.md, "Fifth stop"). Options in the URL come first.
 *
 * Through a database restart (docs/deploy.md, "Faults"): a connection the server ends while it sits idle
 * in the pool is dropped and reported by `onIdleError` (pg's pool would otherwise throw the 'error' event
 * and end the process); one ended under a query fails that query; waiting for a connection is bounded by
 * CONNECT_TIMEOUT_MS. Each of these is a 503 to the request (src/plugins/errors.ts), and the next request
 * opens a new connection, so service comes back with the database and no restart of the server.
 */
export function connectPostgres(url: string, onIdleError: (error: Error) => void = (error) => console.warn(`Database connection lost while idle: ${error.message}`)): Db {
  const pool = new Pool({ connectionString: url, options: '-c jit=off', connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
  pool.on('error', onIdleError);
  const changes = new UserChanges(false);
  const stopListening = listenForUserChanges(url, changes, (message) => console.warn(message));
  const watched = watchUserChanges(preparedStatementsPool(pool), changes);
  const end = async () => {
    await stopListening();
    await watched.end();
  };
  return registerUserChanges(new Kysely<Database>({ dialect: new PostgresDialect({ pool: { connect: () => watched.connect(), end } }) }), changes);
}

/**
 * The embedded PostgreSQL: data in `dataDir`, or in memory without one (starting from `loadDataDir`, a dump
 * of another's, when given); with pg_trgm and unaccent (the admin searches and their indexes) and cube
 * (distances, migration 0026).
 */
export async function openPglite({ dataDir, loadDataDir }: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}), extensions: { cube, pg_trgm, unaccent } });
}

export async function connectPglite(dataDir?: string): Promise<Db> {
  return pgliteDb(await openPglite({ dataDir }));
}

/** Kysely over an open PGlite; destroying it closes the PGlite. */
export function pgliteDb(pglite: PGlite): Db {
  // One process holds the data directory, and every statement goes through this pool: its own writes are all the changes.
  const changes = new UserChanges(true);
  return registerUserChanges(new Kysely<Database>({ dialect: new PostgresDialect({ pool: watchUserChanges(pglitePool(pglite), changes) }) }), changes);
}
