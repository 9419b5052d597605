import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { connectPglite, connectPostgres, type Db } from '../../src/db/connect';

export interface TestDatabase {
  db: Db;
  /** 'pglite' or 'postgres', for the few assertions that differ. */
  kind: 'pglite' | 'postgres';
  drop(): Promise<void>;
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
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
  await adminQuery(url, `create database ${name}`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  const db = connectPostgres(own.toString());
  return {
    db,
    kind: 'postgres',
    drop: async () => {
      await db.destroy();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}
