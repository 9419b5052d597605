import { Blob } from 'node:buffer';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { connectPostgres, openPglite, pgliteDb, type Db } from '../../src/db/connect';

export interface TestDatabase {
  db: Db;
  /** 'pglite' or 'postgres', for the few assertions that differ. */
  kind: 'pglite' | 'postgres';
  /** The database's own URL on PostgreSQL (for other processes to connect); none for PGlite. */
  url?: string;
  drop(): Promise<void>;
}

export async function withAdmin(url: string, work: (client: Client) => Promise<void>): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** Where the run's template is (test/helpers/database-template.ts): a PGlite dump's path, or a PostgreSQL database's name. */
export const TEMPLATE_ENV = 'DUTYLINK_TEST_TEMPLATE';

/**
 * pg's Pool.end() resolves before its sockets have closed; dropping WITH (FORCE) at that moment kills a
 * closing connection, whose error then surfaces as unhandled (and a template with a session open cannot be
 * copied). Waits for them to go.
 */
export async function waitUntilIdle(client: Client, name: string): Promise<void> {
  for (let i = 0; i < 50; i += 1) {
    const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0].n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function dropWhenIdle(client: Client, name: string): Promise<void> {
  await waitUntilIdle(client, name);
  await client.query(`drop database if exists ${name} with (force)`);
}

/** The run's migrated template (test/helpers/database-template.ts), read once per test file. */
let pgliteTemplate: Blob | undefined;

/**
 * In-memory PGlite, or with TEST_DATABASE_URL (or DATABASE_URL) a database of its own on that
 * server, dropped afterwards, so parallel test files never see each other's rows. It is a copy of the
 * run's template, migrated to the latest; `empty` gives one without any migration (for the migrations' own tests).
 */
export async function createTestDatabase({ empty = false }: { empty?: boolean } = {}): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  const template = empty ? undefined : process.env[TEMPLATE_ENV];
  if (!url) {
    if (template) pgliteTemplate ??= new Blob([readFileSync(template)], { type: 'application/x-tar' });
    const db = pgliteDb(await openPglite({ loadDataDir: template ? pgliteTemplate : undefined }));
    return { db, kind: 'pglite', drop: () => db.destroy() };
  }
  const name = `dutylink_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, (client) => client.query(`create database ${name}${template ? ` template ${template}` : ''}`).then(() => undefined));
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
