import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { connectPglite, connectPostgres, type Db } from '../../src/db/connect';

export interface TestDatabase {
  db: Db;
  /** 'pglite' or 'postgres', for the few assertions that differ. */
  kind: 'pglite' | 'postgres';
  /** The database's own URL on PostgreSQL (for other processes to connect); none for PGlite. */
  url?: string;
  drop(): Promise<void>;
}

async function withAdmin(url: string, work: (client: Client) => Promise<void>): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/**
 * pg's Pool.end() resolves before its sockets have closed; dropping WITH (FORCE) at that moment
 * kills a closing connection, whose error then surfaces as unhandled. Wait for them to go first.
 */
async function dropWhenIdle(client: Client, name: string): Promise<void> {
  for (let i = 0; i < 50; i += 1) {
    const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0].n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await client.query(`drop database if exists ${name} with (force)`);
}

/**
 * In-memory PGlite, or with TEST_DATABASE_URL (or DATABASE_URL) a database of its own on that
 * server, dropped afterwards, so parallel test files never see each other's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!url) {
    const db = await connectPglite();
    return { db, kind: 'pglite', drop: () => db.destroy() };
  }
  const name = `dutylink_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, (client) => client.query(`create database ${name}`).then(() => undefined));
  const own = new URL(url);
  own.pathname = `/${name}`;
  const db = connectPostgres(own.toString());
  return {
    db,
    kind: 'postgres',
    url: own.toString(),
    drop: async () => {
      await db.destroy();
      await withAdmin(url, (client) => dropWhenIdle(client, name));
    },
  };
}
