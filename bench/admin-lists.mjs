// Admin list timings at scale: `node bench/admin-lists.mjs` (from the repository root).
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names a server; the bench creates the
// database dutylink_bench_admin on it, migrates it, seeds 50,000 users and 100,000 jobs with
// applicants by generate_series, times the admin list services the routes call (median of 7), prints
// a table and the EXPLAIN ANALYZE of the slowest query, then drops the database.
import { seedApplicants } from './seed.mjs';
import { benchDatabase, loadServerModules } from './support.mjs';

const lib = await loadServerModules(`
export { adminEmployers, adminEmployees } from './src/modules/admin/user-lists';
export { adminJobs } from './src/modules/admin/job-list';
`);

const database = await benchDatabase(lib, 'dutylink_bench_admin');
const pool = new lib.Pool({ connectionString: database.url, max: 10 });
let capture = null;
const db = new lib.Kysely({
  dialect: new lib.PostgresDialect({ pool }),
  log: (event) => capture?.push({ sql: event.query.sql, parameters: event.query.parameters, ms: event.queryDurationMillis }),
});

const EMPLOYERS = 10_000;
const EMPLOYEES = 40_000;
const JOBS = 100_000;
const now = new Date();

try {
  await lib.migrateToLatest(db);
  const t0 = performance.now();
  const q = (text, params = []) => pool.query(text, params);
  await q(`insert into promos (name, percent_off, duration_months, created_at) select 'PROMO' || g, 5 + g % 50, g % 13, now() from generate_series(1, 40) g`);
  // Users: ids 1..10,000 employers, then 40,000 employees; some blocked, some without a name or e-mail.
  await q(
    `insert into users (role, phone, email, email_verified, name, enabled, created_at)
     select case when g <= $1 then 100 else 0 end,
            '+1555' || lpad(g::text, 7, '0'),
            case when g % 11 = 0 then null else 'user' || g || '@example.com' end,
            true,
            case when g % 29 = 0 then null else (array['Ann','Bob','Cleo','Dan','Eve','Finn','Gus','Hana'])[1 + g % 8] || ' ' || (array['Smith','Jones','Brown','Lee','Garcia','Khan'])[1 + (g / 8) % 6] || ' ' || g end,
            g % 17 <> 0,
            now() - (g % 400) * interval '1 day' - (g % 1440) * interval '1 minute'
     from generate_series(1, $2) g`,
    [EMPLOYERS, EMPLOYERS + EMPLOYEES],
  );
  await q(`insert into employer_profiles (user_id, first_name, last_name, company, license_number) select id, 'F', 'L', 'Company ' || (id % 3000), 'LIC' from users where role = 100 and id % 13 <> 0`);
  await q(`insert into employee_profiles (user_id, specializations) select id, case when id % 7 = 0 then '{}'::int[] else array[1 + id % 13, 1 + (id * 7) % 13] end from users where role = 0`);
  await q(
    `insert into subscriptions (user_id, state, started_at, period_start, until, virtual, provider, promo_id)
     select id, 1 + id % 2, now() - interval '10 days', now() - interval '10 days', now() + (id % 60 - 20) * interval '1 day', false, 'dev', case when id % 3 = 0 then 1 + id % 40 end
     from users where id % 4 = 0`,
  );
  await q(
    `insert into jobs (employer_id, title, period_type, from_date, to_date, shift, salary_type, salary_value, enabled, created_at, deleted_at)
     select 1 + (g * 7919) % $1, (array['Night','Day','Event','Arena','Bank','Mall'])[1 + g % 6] || ' guard ' || g, g % 3,
            current_date + (g % 90), case when g % 3 = 1 then current_date + (g % 90) + 3 end, g % 4, g % 2, 15 + (g % 400) / 10.0,
            g % 5 <> 0, now() - (g % 365) * interval '1 day' - (g % 1440) * interval '1 minute', case when g % 50 = 0 then now() end
     from generate_series(1, $2) g`,
    [EMPLOYERS, JOBS],
  );
  // Three applicants per job (about 300,000), distinct employees per job.
  await seedApplicants(q, { firstEmployeeId: EMPLOYERS + 1, employees: EMPLOYEES });
  // As autovacuum would after a bulk load: the copies the triggers keep (migration 0004) leave one
  // dead row version per job and per hired employee, and index-only scans need the visibility map.
  await q('vacuum analyze');
  console.log(`seeded ${EMPLOYERS + EMPLOYEES} users, ${JOBS} jobs, ${(await q('select count(*)::int n from applicants')).rows[0].n} applicants in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const page = (by, asc, from = 0, count = 20) => ({ from, count, by, asc });
  const cases = [
    ['employers', 'FullName asc, first page', () => lib.adminEmployers(db, '', page(0, true), now)],
    ['employers', 'CompanyName desc, first page', () => lib.adminEmployers(db, '', page(1, false), now)],
    ['employers', 'NumberOfJobs desc, first page', () => lib.adminEmployers(db, '', page(5, false), now)],
    ['employers', 'PromoCode asc, first page', () => lib.adminEmployers(db, '', page(6, true), now)],
    ['employers', 'FullName asc, deep page (from 9,900)', () => lib.adminEmployers(db, '', page(0, true, 9_900), now)],
    ['employers', "search 'smith', Email asc", () => lib.adminEmployers(db, 'smith', page(3, true), now)],
    ['employers', "search '5550001', Phone asc", () => lib.adminEmployers(db, '5550001', page(4, true), now)],
    ['employees', 'FullName asc, first page', () => lib.adminEmployees(db, '', page(0, true), now)],
    ['employees', 'Status desc, first page', () => lib.adminEmployees(db, '', page(1, false), now)],
    ['employees', 'Specialization asc, first page', () => lib.adminEmployees(db, '', page(4, true), now)],
    ['employees', 'Hired desc, first page', () => lib.adminEmployees(db, '', page(6, false), now)],
    ['employees', 'PromoCode desc, first page', () => lib.adminEmployees(db, '', page(7, false), now)],
    ['employees', 'FullName asc, deep page (from 39,900)', () => lib.adminEmployees(db, '', page(0, true, 39_900), now)],
    ['employees', 'Hired asc, deep page (from 39,900)', () => lib.adminEmployees(db, '', page(6, true, 39_900), now)],
    ['employees', "search 'garcia', Hired desc", () => lib.adminEmployees(db, 'garcia', page(6, false), now)],
    ['jobs', 'Title asc, first page', () => lib.adminJobs(db, { text: '', iduser: null }, page(0, true, 0, 10))],
    ['jobs', 'Dates desc, first page', () => lib.adminJobs(db, { text: '', iduser: null }, page(2, false, 0, 10))],
    ['jobs', 'Applicants desc, first page', () => lib.adminJobs(db, { text: '', iduser: null }, page(5, false, 0, 10))],
    ['jobs', 'CompanyName asc, first page', () => lib.adminJobs(db, { text: '', iduser: null }, page(6, true, 0, 10))],
    ['jobs', 'Owner desc, first page', () => lib.adminJobs(db, { text: '', iduser: null }, page(7, false, 0, 10))],
    ['jobs', 'Owner asc, first page', () => lib.adminJobs(db, { text: '', iduser: null }, page(7, true, 0, 10))],
    ['jobs', 'Title asc, deep page (from 97,000)', () => lib.adminJobs(db, { text: '', iduser: null }, page(0, true, 97_000, 10))],
    ['jobs', "search 'arena', Salary desc", () => lib.adminJobs(db, { text: 'arena', iduser: null }, page(3, false, 0, 10))],
    ['jobs', 'one employer (iduser), Applicants desc', () => lib.adminJobs(db, { text: '', iduser: 42 }, page(5, false, 0, 10))],
  ];

  const RUNS = 7;
  const results = [];
  for (const [list, label, run] of cases) {
    await run(); // warm-up
    const times = [];
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      await run();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    results.push({ list, label, median: times[Math.floor(RUNS / 2)], max: times[RUNS - 1], run });
  }
  const pad = (s, n) => String(s).padEnd(n);
  console.log(`\n${pad('list', 10)} ${pad('case', 42)} ${pad('median ms', 10)} max ms`);
  for (const r of results) console.log(`${pad(r.list, 10)} ${pad(r.label, 42)} ${pad(r.median.toFixed(1), 10)} ${r.max.toFixed(1)}${r.median >= 100 ? '  MISSES 100 ms' : ''}`);

  const slowest = results.reduce((a, b) => (b.median > a.median ? b : a));
  capture = [];
  await slowest.run();
  const query = capture.reduce((a, b) => (b.ms > a.ms ? b : a));
  capture = null;
  const plan = await pool.query(`explain (analyze, buffers) ${query.sql}`, query.parameters);
  console.log(`\nslowest: ${slowest.list} / ${slowest.label} (${slowest.median.toFixed(1)} ms); its slowest query's plan:\n`);
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
} finally {
  await db.destroy();
  await database.drop();
}
