// What every bench shares: loading the server's TypeScript modules, and a throwaway database.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const server = join(root, 'server');
/** Loads a package the server depends on (undici for the benches' HTTP clients, esbuild to bundle). */
export const requireServer = createRequire(join(server, 'package.json'));

/**
 * Bundles `exports` (export lines resolved from server/, e.g. `export { adminJobs } from './src/modules/admin/job-list';`)
 * with the server's own esbuild, npm packages external, and loads it. Kysely, PostgresDialect, sql, Pool and
 * migrateToLatest are always exported.
 */
export async function loadServerModules(exports) {
  const { build } = requireServer('esbuild');
  const entry = `
export { Kysely, PostgresDialect, sql } from 'kysely';
export { Pool } from 'pg';
export { migrateToLatest } from './src/db/migrations';
${exports}
`;
  const { serverBundleOptions } = requireServer('./bundle-options.cjs');
  const outDir = mkdtempSync(join(server, '.bench-'));
  const outfile = join(outDir, 'bench-entry.cjs');
  try {
    await build({ ...serverBundleOptions, stdin: { contents: entry, resolveDir: server, loader: 'ts' }, outfile });
    return requireServer(outfile);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Creates the database `name` (dropped first if left over) on DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/test). Returns its URL and drop(), which keeps it when BENCH_KEEP=1.
 */
export async function benchDatabase(lib, name) {
  const baseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new lib.Pool({ connectionString: baseUrl, max: 1 });
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      if (!process.env.BENCH_KEEP) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
