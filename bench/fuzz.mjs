// The long fuzz: `node bench/fuzz.mjs` (from the repository root). Runs the server's fuzz of every
// operation in the OpenAPI document (server/test/fuzz/operations.test.ts) with FUZZ_RUNS examples per
// operation (default 300; `npm test` runs 25) on PGlite, then on PostgreSQL (TEST_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test) when it answers. Prints operations, examples, answers of 5xx and
// answers outside their schema per database, with the machine's load next to each line.
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const runs = process.env.FUZZ_RUNS || '300';
const postgres = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
let failed = false;

for (const [name, url] of [['PGlite', ''], ['PostgreSQL', postgres]]) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [join(root, 'scripts/pnpm.mjs'), '--filter', 'server', 'exec', 'jest', 'test/fuzz', '--testTimeout', '3600000'], {
    cwd: root,
    env: { ...process.env, FUZZ_RUNS: runs, TEST_DATABASE_URL: url, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  const output = `${result.stdout}${result.stderr}`;
  const figures = /fuzz: (.*)/.exec(output)?.[1] ?? 'no figures (see the output below)';
  const load = os.loadavg().map((value) => value.toFixed(2)).join(' ');
  console.log(`${name.padEnd(10)} ${figures} · ${((Date.now() - started) / 1000).toFixed(0)} s · load ${load}`);
  if (result.status !== 0) {
    failed = true;
    console.log(output.split('\n').filter((line) => /→|✕|Error/.test(line)).slice(0, 40).join('\n'));
  }
}
process.exit(failed ? 1 : 0);
