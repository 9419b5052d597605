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

export type Db = Kysely<Database>;

/**
 * A real PostgreSQL server through pg, its statements prepared, without JIT compiling: the lists' statements
 * take well under a millisecond, and a plan PostgreSQL prices above jit_above_cost was compiled for 200 ms
 * on every call (bench/README.md, "Fifth stop"). Options in the URL come first.
 */
export function connectPostgres(url: string): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparedStatementsPool(new Pool({ connectionString: url, options: '-c jit=off' })) }) });
}

/** The embedded PostgreSQL: data in `dataDir`, or in memory without one; with pg_trgm and unaccent (the admin searches and their indexes) and cube (distances, migration 0026). */
export async function connectPglite(dataDir?: string): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { cube, pg_trgm, unaccent } });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: pglitePool(pglite) }) });
}
