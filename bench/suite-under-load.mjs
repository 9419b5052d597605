// `node bench/suite-under-load.mjs [runs]`: the whole `npm test` (scripts/test.mjs) with another CPU-bound
// process busy beside it, as on a shared CI machine, `runs` times (default 2). The busy process is a Node loop
// on one core (`BUSY_PROCESSES` of them, default 1). Prints, per run: its exit status, each part's time as
// scripts/test.mjs printed it, the whole time, and the machine's load (1-minute average) sampled every 30 s
// (median and max). Nothing is retried: a run that fails says which part did.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const runs = Number(process.argv[2] ?? 2);
const busyCount = Number(process.env.BUSY_PROCESSES ?? 1);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

function busy() {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

function oneRun(index) {
  return new Promise((resolve) => {
    const loads = [];
    const sample = setInterval(() => loads.push(loadavg()[0]), 30_000);
    const started = Date.now();
    const parts = new Set();
    const child = spawn(process.execPath, ['scripts/test.mjs'], { cwd: root, env: { ...process.env, CI: 'true' }, stdio: ['ignore', 'pipe', 'pipe'] });
    const read = (chunk) => {
      const text = chunk.toString();
      process.stdout.write(text);
      for (const line of text.split('\n')) if (line.startsWith('⏱')) parts.add(line);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    child.on('exit', (code) => {
      clearInterval(sample);
      resolve({ index, code, minutes: (Date.now() - started) / 60_000, parts, loads });
    });
  });
}

const busyProcesses = Array.from({ length: busyCount }, busy);
const results = [];
try {
  for (let i = 1; i <= runs; i += 1) results.push(await oneRun(i));
} finally {
  for (const process of busyProcesses) process.kill();
}

console.log(`\n━━ npm test with ${busyCount} busy process(es) beside it`);
for (const { index, code, minutes, parts, loads } of results) {
  console.log(`\nrun ${index}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${minutes.toFixed(1)} min; load median ${median(loads).toFixed(1)}, max ${Math.max(...loads).toFixed(1)}`);
  for (const part of parts) console.log(`  ${part}`);
}
process.exitCode = results.every((result) => result.code === 0) ? 0 : 1;
