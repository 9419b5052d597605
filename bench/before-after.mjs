// The same benches on an earlier commit and on this tree, in turn, in one run: `node bench/before-after.mjs REF`
// (from the repository root; REF is the commit to compare with, e.g. the one before a change). It checks
// REF out into a temporary worktree, installs and builds its server there, builds this tree's server, then
// runs each bench of BENCHES (default: the job lists at 100,000 jobs with the publish-with-alerts case,
// and the outbox drain) on REF and on this tree, ROUNDS times (default 1), alternating, so both meet the
// same machine. Each bench prints its own figures; this prints the load average before and after each
// run and its wall time. The worktree is removed at the end. DATABASE_URL is passed through.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanUp, onCleanup } from './processes.mjs';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const ref = process.argv[2];
if (!ref) {
  console.error('Usage: node bench/before-after.mjs REF   (the commit to compare this tree with)');
  process.exit(2);
}
const ROUNDS = Number(process.env.ROUNDS || 1);
const BENCHES = (process.env.BENCHES || 'job-lists,outbox-drain').split(',');
/** What each bench is given: the largest step of the job lists only (the 100,000 jobs). */
const ENV = { 'job-lists': { JOBS_STEPS: '100000' } };

const load = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
const sh = (cwd, args) => execFileSync(process.execPath, args, { cwd, stdio: 'inherit' });

function run(tree, label, bench) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    console.log(`\n━━ ${bench} on ${label} (load ${load()})`);
    const child = spawn(process.execPath, [`bench/${bench}.mjs`], { cwd: tree, stdio: 'inherit', env: { ...process.env, ...ENV[bench] } });
    child.on('exit', (code) => {
      console.log(`━━ ${bench} on ${label}: ${((Date.now() - started) / 1000).toFixed(0)} s, exit ${code} (load ${load()})`);
      if (code === 0) resolve();
      else reject(new Error(`${bench} on ${label} exited ${code}`));
    });
  });
}

const before = mkdtempSync(join(os.tmpdir(), 'dutylink-before-'));
try {
  rmSync(before, { recursive: true, force: true });
  execFileSync('git', ['worktree', 'add', '--detach', before, ref], { cwd: ROOT, stdio: 'inherit' });
  onCleanup(() => execFileSync('git', ['worktree', 'remove', '--force', before], { cwd: ROOT, stdio: 'inherit' }));
  const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: before }).toString().trim();
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT }).toString().trim();
  sh(before, ['scripts/pnpm.mjs', 'install', '--frozen-lockfile']);
  for (const tree of [before, ROOT]) sh(tree, ['scripts/pnpm.mjs', '--filter', 'server', 'build']);
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const bench of BENCHES) {
      await run(before, `before (${sha})`, bench);
      await run(ROOT, `after (${head}, this tree)`, bench);
    }
  }
} finally {
  await cleanUp();
}
