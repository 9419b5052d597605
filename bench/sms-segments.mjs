// SMS segments per message type for the demo data (issue 37): `node bench/sms-segments.mjs [rev]` from the
// repository root. It writes the texts of the demo's jobs (the job alert, the hire, the 2-hour reminder, the
// confirmation ask, the company's no-show alert, "job changed", the offer of a lost shift) with this checkout's
// templates ("after") and with those of `rev` ("before"; default: the commit before the SMS alphabet came, found
// by git), and prints for each type the encoding and the segments carriers bill (Twilio's calculator, the same
// for both), median and max over the demo jobs, with the machine's load. Nothing needs building or a database.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireServer } from './support.mjs';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
const before = process.argv[2] || `${git('log', '--diff-filter=A', '--format=%H', '--', 'packages/contracts/src/sms-alphabet.ts').split('\n').at(-1)}^`;

/** The templates (and, from this checkout, the demo jobs and the calculator) of the checkout at `tree`, bundled with the server's esbuild. */
async function templatesOf(tree, withDemo) {
  const { build } = requireServer('esbuild');
  const { serverBundleOptions } = requireServer('./bundle-options.cjs');
  const entry = `
export * as shifts from './src/modules/shifts/texts';
export * as notices from './src/modules/job-notices/texts';
export * as alerts from './src/modules/job-alerts/alert-text';
${withDemo ? "export { DEMO_JOBS, DEMO_COMPANY } from './src/db/demo/demo-jobs'; export { smsSize } from '@dutylink/contracts';" : ''}`;
  // Written under this checkout's server/, so the npm packages the bundle leaves out resolve from its node_modules.
  const outDir = mkdtempSync(join(ROOT, 'server', '.bench-'));
  try {
    const outfile = join(outDir, 'sms-entry.cjs');
    // The tree's own contracts (a worktree has no node_modules to link them).
    const contracts = {
      name: 'contracts-of-tree',
      setup: (b) => b.onResolve({ filter: /^@dutylink\/contracts(\/api-schemas)?$/ }, (args) => ({ path: join(tree, 'packages/contracts/src', args.path.endsWith('api-schemas') ? 'api-schemas.json' : 'index.ts') })),
    };
    await build({ ...serverBundleOptions, stdin: { contents: entry, resolveDir: join(tree, 'server'), loader: 'ts' }, outfile, plugins: [contracts] });
    return requireServer(outfile);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const link = 'https://dutylink.example.com/employee/shifts';
const alertLink = `https://dutylink.example.com/jobs/12/4321?token=${'A'.repeat(10)}.${'B'.repeat(43)}`;
const start = new Date('2026-12-04T15:00:00Z');

/** Each message type's text for one demo job, with the templates of one checkout (the alert's API changed in issue 37). */
function texts(t, job, company) {
  const place = `${job.location_name}, ${job.address1}, ${job.city}`;
  const shift = { title: job.title, startsAt: start, timeZone: 'America/Chicago' };
  const row = { title: job.title, starts_at: start, time_zone: 'America/Chicago', company_name: company, ends_at: new Date(start.getTime() + 8 * 3_600_000), salary_value: job.salary_value, salary_type: job.salary_type };
  const summary = { id: 12, title: job.title, company, periodType: job.period_type, from: '2026-12-04', to: job.period_type === 2 ? '2026-12-20' : null, shift: job.shift, salaryType: job.salary_type, salaryValue: job.salary_value, city: job.city };
  return {
    'job alert': t.alerts.jobAlertPrefix ? t.alerts.jobAlertSms(t.alerts.jobAlertPrefix(summary), alertLink) : t.alerts.jobAlertSms(summary, alertLink.length)(alertLink),
    hired: t.shifts.hiredSms({ title: job.title, company, dates: '4 Dec 2026' }, shift, place, new Date(start.getTime() - 3_600_000), link, true),
    '2-hour reminder': t.shifts.reminderSms(shift, place, link),
    'confirmation ask': t.shifts.confirmAskSms(row, place, link),
    'no-show alert': t.shifts.noShowSms(shift, 'Zoë Nguyễn', '+12145550100', link),
    'job changed': t.notices.jobChangedSms({ id: 12, title: job.title, company }, { dates: '5 Dec - 20 Dec 2026', place, rate: null }, link),
    offer: t.shifts.offerSms(row, place),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const treeDir = mkdtempSync(join(os.tmpdir(), 'dutylink-sms-before-'));
try {
  git('worktree', 'add', '--detach', treeDir, before);
  const now = await templatesOf(ROOT, true);
  const then = await templatesOf(treeDir, false);
  const jobs = now.DEMO_JOBS;
  const rows = Object.keys(texts(now, jobs[0], now.DEMO_COMPANY)).map((type) => {
    const measure = (t) => jobs.map((job) => now.smsSize(texts(t, job, now.DEMO_COMPANY)[type]));
    const [b, a] = [measure(then), measure(now)];
    const ucs2 = (sizes) => `${sizes.filter((s) => s.encoding === 'UCS-2').length}/${sizes.length}`;
    const segments = (sizes) => sizes.map((s) => s.segments);
    return { type, 'before UCS-2': ucs2(b), 'before median': median(segments(b)), 'before max': Math.max(...segments(b)), 'after UCS-2': ucs2(a), 'after median': median(segments(a)), 'after max': Math.max(...segments(a)) };
  });
  console.log(`SMS segments per message type, ${jobs.length} demo jobs; before = ${git('rev-parse', '--short', before)}, after = this checkout; load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.table(rows);
} finally {
  git('worktree', 'remove', '--force', treeDir);
  rmSync(treeDir, { recursive: true, force: true });
}
