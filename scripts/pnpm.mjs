// Runs the pinned pnpm without a global install: a fresh machine has only Node and npm.
// pnpm 11 crashes on Node 20; 12 is a native binary fetched from the npm registry once.
import { spawnSync } from 'node:child_process';

export const PNPM_VERSION = '12.21.0';

export function pnpm(args, options = {}) {
  const result = spawnSync('npx', ['--yes', `pnpm@${PNPM_VERSION}`, ...args], {
    stdio: 'inherit',
    env: { ...process.env, npm_config_update_notifier: 'false' },
    ...options,
  });
  return result.status ?? 1;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(pnpm(process.argv.slice(2)));
}
