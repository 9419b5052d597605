// `npm test`: every test. Lint and types, unit tests of every package and app, the server suite on
// PGlite and again on a real PostgreSQL, then Playwright journeys in Debian's Chromium against the
// production build served the way `npm start` serves it, and again with remote-employee served from
// another origin (e2e/playwright.cross-origin.config.ts).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { buildIfStale, installIfMissing, run } from './setup.mjs';
import { findPostgres } from './postgres.mjs';

const CHROMIUM = '/usr/bin/chromium';
const strict = process.env.CI === 'true';

const started = Date.now();
let part;
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;

/** Starts a part of the run, printing how long the one before took. */
function step(title) {
  endPart();
  part = { title, at: Date.now() };
  console.log(`\n━━ ${title}`);
}

function endPart() {
  if (part) console.log(`⏱ ${part.title}: ${minutes(Date.now() - part.at)}`);
  part = undefined;
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

step('Unit tests (packages and apps)');
run(['-r', '--workspace-concurrency=1', '--filter', '!server', '--filter', '!e2e', 'test']);

step('Server tests on PGlite');
run(['--filter', 'server', 'test'], { TEST_DATABASE_URL: '', DATABASE_URL: '' });

step('Server tests on a real PostgreSQL');
const postgres = await findPostgres();
if (postgres) {
  try {
    run(['--filter', 'server', 'test'], { TEST_DATABASE_URL: postgres.url, DATABASE_URL: '' });
  } finally {
    postgres.stop();
  }
} else if (strict) {
  console.error('✖ No PostgreSQL found or installable (set DATABASE_URL).');
  process.exit(1);
} else {
  console.warn('⚠ Skipped: no PostgreSQL here and none could be installed. Set DATABASE_URL to run it.');
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
  console.warn(`⚠ Skipped: ${CHROMIUM} is missing and could not be installed (apt-get install chromium).`);
}

endPart();
console.log(`\n✔ All tests passed in ${minutes(Date.now() - started)}`);
