// Shared steps of `npm start` and `npm test`: install what is missing, build what is stale.
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export const WEB_APPS = ['shell', 'remote-auth', 'remote-employee', 'remote-employer', 'remote-admin'];

export function run(args, env = {}) {
  const status = pnpm(args, { cwd: ROOT, env });
  if (status !== 0) {
    console.error(`\n✖ pnpm ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

export function installIfMissing() {
  const marker = join(ROOT, 'node_modules/.modules.yaml');
  const lock = join(ROOT, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('› Installing dependencies (pnpm, once)…');
  run(['install', '--frozen-lockfile']);
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Builds the apps and the server unless their dist folders are newer than every source. */
export function buildIfStale() {
  const sources = Math.max(newestMtime(join(ROOT, 'packages')), statSync(join(ROOT, 'pnpm-lock.yaml')).mtimeMs);
  const stale = [...WEB_APPS, 'server'].filter((app) => {
    const built = join(ROOT, app, 'dist');
    if (!existsSync(built)) return true;
    return Math.max(sources, newestMtime(join(ROOT, app))) > statSync(built).mtimeMs;
  });
  if (stale.length === 0) return;
  console.log(`› Building ${stale.join(', ')}…`);
  run(['-r', '--workspace-concurrency=2', ...stale.flatMap((app) => ['--filter', app]), 'build']);
}
