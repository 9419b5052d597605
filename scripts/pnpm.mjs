// Runs the pinned pnpm without a global install: a fresh machine has only Node and npm.
// pnpm 11 crashes on Node 20; 12 is a native binary fetched from the npm registry once.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';

export const PNPM_VERSION = '12.21.0';

const npxArgs = (args) => ['--yes', `pnpm@${PNPM_VERSION}`, ...args];
const quiet = { npm_config_update_notifier: 'false' };

export function pnpm(args, options = {}) {
  const result = spawnSync('npx', npxArgs(args), { stdio: 'inherit', ...options, env: { ...process.env, ...quiet, ...options.env } });
  return result.status ?? 1;
}

/** pnpm in the background, each line of its output led by `label`: resolves to its exit status. */
export function pnpmLabelled(label, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn('npx', npxArgs(args), { ...options, env: { ...process.env, ...quiet, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const output of [child.stdout, child.stderr]) createInterface({ input: output }).on('line', (line) => console.log(`${label} ${line}`));
    child.on('close', (status) => resolve(status ?? 1));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(pnpm(process.argv.slice(2)));
}
