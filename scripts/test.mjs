// `npm test`: every test. Lint and types, unit tests of every package and app, the server suite on
// PGlite and on a real PostgreSQL side by side, then Playwright journeys in Debian's Chromium against the
// production build served the way `npm start` serves it, and again with remote-employee served from
// another origin (e2e/playwright.cross-origin.config.ts).
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { spawnSync } from 'node:child_process';
import { buildIfStale, installIfMissing, ROOT, run } from './setup.mjs';
import { pnpmLabelled } from './pnpm.mjs';
import { findPostgres } from './postgres.mjs';

const CHROMIUM = '/usr/bin/chromium';
const strict = process.env.CI === 'true';

const started = Date.now();
let part;
/** Every part that ran, with its time, and every part skipped, with why: printed together at the end. */
const done = [];
const skipped = [];
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;

/** Starts a part of the run, printing how long the one before took. */
function step(title) {
  endPart();
  part = { title, at: Date.now() };
  console.log(`\n━━ ${title}`);
}

function endPart() {
  if (part) {
    const took = minutes(Date.now() - part.at);
    console.log(`⏱ ${part.title}: ${took}`);
    if (!part.skipped) done.push(`${part.title}: ${took}`);
  }
  part = undefined;
}

/** Off CI, a part that cannot run here is skipped, said at once and again in the summary. */
function skip(why) {
  console.warn(`⚠ Skipped: ${why}`);
  part.skipped = true;
  skipped.push(`${part.title} (${why})`);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) return false;
  console.log('› Installing Debian’s chromium for the end-to-end run…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  return existsSync(CHROMIUM);
}

installIfMissing();

step('Lint and types');
run(['exec', 'eslint', '.']);
run(['-r', '--workspace-concurrency=2', 'typecheck']);
// The API's answer schemas are generated from the contracts types: they must be what the types give.
run(['--filter', '@dutylink/contracts', 'api-schemas', '--check']);
// The database's table types are generated from the migrations: they must be what the migrations build.
run(['--filter', 'server', 'db-types', '--check']);

step('Unit tests (packages and apps)');
run(['-r', '--workspace-concurrency=2', '--filter', '!server', '--filter', '!e2e', 'test']);

// The two server suites run side by side, sharing the cores (one Jest worker each on 2): one after the other
// they took 50 of CI's 90 minutes. A second worker for PGlite's suite overloaded 2 cores: tests that wait for
// the outbox timed out (docs/decisions/test-run-time.md).
step('Server tests on PGlite and on a real PostgreSQL, side by side');
const postgres = await findPostgres();
if (!postgres && strict) {
  console.error('✖ No PostgreSQL found or installable (set DATABASE_URL).');
  process.exit(1);
}
const serverWorkers = Math.max(1, Math.floor((availableParallelism() - 1) / 2));
const serverSuite = async (label, env) => {
  const at = Date.now();
  const status = await pnpmLabelled(label, ['--filter', 'server', 'test', `--maxWorkers=${serverWorkers}`], { cwd: ROOT, env: { ...env, DATABASE_URL: '' } });
  console.log(`⏱ ${label} server tests: ${minutes(Date.now() - at)}${status === 0 ? '' : ` ✖ failed (exit ${status})`}`);
  return status;
};
const statuses = await Promise.all([
  serverSuite('[PGlite]', { TEST_DATABASE_URL: '' }),
  postgres ? serverSuite('[PostgreSQL]', { TEST_DATABASE_URL: postgres.url }).finally(() => postgres.stop()) : 0,
]);
if (!postgres) skipped.push('Server tests on a real PostgreSQL (no PostgreSQL here and none could be installed; set DATABASE_URL to run it)');
if (statuses.some((status) => status !== 0)) {
  console.error('\n✖ The server tests failed: the lines of the failing suite are led by its name.');
  process.exit(1);
}

step('End to end in Chromium');
buildIfStale();
if (ensureChromium()) {
  run(['--filter', 'e2e', 'test'], { CHROMIUM_PATH: CHROMIUM });
  step('End to end with remote-employee on another origin (release and rollback of one remote)');
  // Its own ports, so it never meets the main run's server (8191) or a developer's.
  run(['--filter', 'e2e', 'test:cross-origin'], { CHROMIUM_PATH: CHROMIUM, E2E_PORT: '8291', REMOTE_ORIGIN_PORT: '8292' });
} else if (strict) {
  console.error(`✖ ${CHROMIUM} is missing: apt-get install chromium`);
  process.exit(1);
} else {
  skip(`${CHROMIUM} is missing and could not be installed (apt-get install chromium); the other-origin journeys need it too`);
}

endPart();
console.log(`\n${done.map((line) => `⏱ ${line}`).join('\n')}`);
if (skipped.length) {
  console.log(`\n✔ Every part that ran passed, in ${minutes(Date.now() - started)}. NOT run here:\n${skipped.map((line) => `  ✖ ${line}`).join('\n')}`);
} else {
  console.log(`\n✔ All tests passed in ${minutes(Date.now() - started)}`);
}
