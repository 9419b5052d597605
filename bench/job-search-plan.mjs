// The employee job search's text filter with and without its trigram indexes:
// `node bench/job-search-plan.mjs` (from the repository root). DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test) names a server; the bench creates the database
// dutylink_bench_job_search on it, seeds 100,000 jobs by generate_series, times the call the route
// makes (`employeeJobs`: a page and three tab counts) for a few search texts, first without the indexes
// of migration 0010 and then with them, prints medians with the machine's load average next to each,
// the EXPLAIN (ANALYZE, BUFFERS) of the count of a selective search both ways, then drops the database.
import os from 'node:os';
import { benchDatabase, loadServerModules } from './support.mjs';

const lib = await loadServerModules(`
export { employeeJobs } from './src/modules/jobs/service';
export { migration0010 } from './src/db/migration-0010-job-search';
`);

const JOBS = Number(process.env.JOBS || 100_000);
const EMPLOYERS = 1_000;
const RUNS = 7;

const database = await benchDatabase(lib, 'dutylink_bench_job_search');
const pool = new lib.Pool({ connectionString: database.url, max: 10 });
let capture = null;
const db = new lib.Kysely({
  dialect: new lib.PostgresDialect({ pool }),
  log: (event) => capture?.push({ sql: event.query.sql, parameters: event.query.parameters }),
});
const q = (text, params = []) => pool.query(text, params);
const load = () => os.loadavg()[0].toFixed(2);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Search texts: what the employee types into the jobs page's search box.
const cases = [
  ['a reference in one job in ten thousand', 'DL4242'],
  ['a phrase in about 1% of descriptions', 'canine unit'],
  ['a word in about 14% of titles', 'arena'],
  ['a word in every description', 'guard'],
  ['two letters (no trigram: every row read)', 'tx'],
];

async function measure(label) {
  const rows = [];
  for (const [what, text] of cases) {
    const search = () => lib.employeeJobs(db, employeeId, { type: 'all', text }, { from: 0, count: 20, asc: false });
    const first = await search();
    const times = [];
    for (let i = 0; i < RUNS; i += 1) {
      const t0 = performance.now();
      await search();
      times.push(performance.now() - t0);
    }
    rows.push({ what, text, found: first.all, median: median(times), max: Math.max(...times), load: load() });
  }
  console.log(`\n${label} (employeeJobs, median / max of ${RUNS} runs after a warm-up, ms; load = 1-minute load average of ${os.cpus().length} cores when measured)`);
  console.log('| search | text | jobs found | median | max | load |');
  console.log('|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.what} | '${r.text}' | ${r.found} | ${r.median.toFixed(1)} | ${r.max.toFixed(1)} | ${r.load} |`);
  return rows;
}

/** EXPLAIN (ANALYZE, BUFFERS) of the 'all' tab's count for `text`, as the service writes it. */
async function countPlan(text) {
  capture = [];
  await lib.employeeJobs(db, employeeId, { type: 'all', text }, { from: 0, count: 20, asc: false });
  const queries = capture;
  capture = null;
  const count = queries.find((query) => query.sql.startsWith('select count(*)') && query.sql.includes('"e"."enabled"'));
  const { rows } = await q(`explain (analyze, buffers) ${count.sql}`, count.parameters);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

let employeeId;
try {
  await lib.migrateToLatest(db);
  const t0 = performance.now();
  await q(
    `insert into users (role, phone, email, email_verified, name, enabled)
     select case when g <= $1 then 100 else 0 end, '+1555' || lpad(g::text, 7, '0'), 'user' || g || '@example.com', true, 'User ' || g, g % 97 <> 0
     from generate_series(1, $1 + 1) g`,
    [EMPLOYERS],
  );
  employeeId = (await q('select id from users where role = 0')).rows[0].id;
  await q(`insert into employer_profiles (user_id, first_name, last_name, company, license_number) select id, 'F', 'L', 'Company ' || id, 'LIC' from users where role = 100`);
  // Titles from six kinds; descriptions of about 300 characters from rotating sentences, with a
  // canine unit in one job in a hundred and a reference DL<n> in each.
  await q(
    `insert into jobs (employer_id, title, description, period_type, from_date, to_date, shift, salary_type, salary_value, enabled, created_at, deleted_at)
     select 1 + (g * 7919) % $1,
            (array['Night','Day','Event','Arena','Bank','Mall','Hospital'])[1 + g % 7] || ' security officer ' || g,
            (array['Patrol the parking garage and the loading docks.', 'Watch the front desk and sign visitors in.', 'Walk the perimeter every hour and log each round.', 'Monitor the cameras from the control room.'])[1 + g % 4]
              || ' ' || (array['Unarmed guard license required.', 'Armed guard license and a clean record required.', 'Guard card required; training provided for the right person.'])[1 + g % 3]
              || ' ' || (array['Uniform provided.', 'Business attire.', 'Bring your own flashlight and boots.', 'Free parking on site.', 'Overtime available on weekends.'])[1 + g % 5]
              || case when g % 100 = 7 then ' Work alongside our canine unit on night rounds.' else '' end
              || ' Weekly pay by direct deposit; report to the site supervisor on arrival. Ref DL' || g || '.',
            g % 3, current_date + (g % 90), case when g % 3 = 1 then current_date + (g % 90) + 3 end, g % 4, g % 2, 15 + (g % 400) / 10.0,
            g % 5 <> 0, now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute', case when g % 50 = 0 then now() end
     from generate_series(1, $2) g`,
    [EMPLOYERS, JOBS],
  );
  await q('drop index jobs_search_title, jobs_search_description');
  await q('vacuum analyze');
  console.log(`seeded ${JOBS} jobs of ${EMPLOYERS} employers in ${((performance.now() - t0) / 1000).toFixed(1)} s (load ${load()})`);

  const without = await measure('Without the search indexes');
  const planWithout = await countPlan(cases[0][1]);

  const t1 = performance.now();
  await lib.migration0010.up(db);
  await q('analyze jobs');
  console.log(`\nmigration 0010 (two GIN pg_trgm indexes, live jobs) built in ${((performance.now() - t1) / 1000).toFixed(1)} s; sizes: ${(await q(`select string_agg(relname || ' ' || pg_size_pretty(pg_relation_size(oid)), ', ') s from pg_class where relname like 'jobs_search_%'`)).rows[0].s}`);
  const indexed = await measure('With the search indexes (migration 0010)');
  const planWith = await countPlan(cases[0][1]);

  console.log('\nMedian, without → with:');
  for (const [i, r] of indexed.entries()) console.log(`  '${r.text}': ${without[i].median.toFixed(1)} ms (load ${without[i].load}) → ${r.median.toFixed(1)} ms (load ${r.load})`);
  console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of the 'all' count for '${cases[0][1]}', without the indexes:\n${planWithout}`);
  console.log(`\nThe same with the indexes:\n${planWith}`);
} finally {
  await db.destroy();
  await database.drop();
}
