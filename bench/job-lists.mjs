// Job lists at marketplace scale (issue 22): `node bench/job-lists.mjs` from the repository root, after
// `node scripts/pnpm.mjs --filter server build` (it never builds). DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test) names a PostgreSQL server; DURATION (seconds per case, default
// 15), JOBS_STEPS (default 1000,10000,100000), PUBLISH_REQUESTS (default 200), BENCH_KEEP=1 keeps the database,
// BENCH_CPU_PROFILE=<folder> writes a V8 CPU profile of the server there (node --cpu-prof; read it with
// bench/cpu-profile.mjs), BENCH_CASES=<regular expression> runs only the cases whose names match it (and the
// hello-world), e.g. 'All tab$' or '^one job', so that a profile holds one case.
//
// It creates dutylink_bench_lists, migrates it, seeds 1,000 employers, 100,000 employees with job-alert
// settings and an admin, then grows the jobs (3 applications each) step by step. At every step it serves
// the production bundle server/dist/main.js on loopback and loads it with autocannon, 20 connections, next
// to a Fastify hello-world in its own process: the employee's job list (no text, a rare phrase, a common
// word; sorted by distance and by pay, filtered), one job, the employer's job posts, the admin lists. At the largest step it prints the
// EXPLAIN (ANALYZE, BUFFERS) of each list query and times publishing a job that alerts thousands.
// Missed targets are reported (exit 0: it is a measurement); a failed request or a crash exits 1.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { dallasJobBody, insertSessions, seedApplicants, seedEmployees, seedEmployers, seedJobs } from './seed.mjs';
import { benchDatabase, loadServerModules } from './support.mjs';
import { cleanUp, onCleanup } from './processes.mjs';
import { cpuSnapshot, logTail, SERVER_MAIN, serverErrors, startDutyLink, startHelloWorld } from './servers.mjs';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const DURATION = Number(process.env.DURATION || 15);
const WARM_UP = 2;
const CONNECTIONS = 20;
const STEPS = (process.env.JOBS_STEPS || '1000,10000,100000').split(',').map(Number).sort((a, b) => a - b);
const PUBLISH_REQUESTS = Number(process.env.PUBLISH_REQUESTS || 200);
const EMPLOYERS = 1_000;
const EMPLOYEES = 100_000;
/** Employers 2..101 publish in the publishing case: one employer's publishes are serialized by design. */
const PUBLISHERS = 100;
const PAGE = 10;
const ADMIN_USERS_PAGE = 20;
const RARE_TEXT = 'canine unit';
const COMMON_TEXT = 'arena';
/** Two words that a third of the jobs hold together ("Guard card required."): an exact total reads every match of both. */
const COMMON_WORDS = 'guard card';
const TARGETS = { list: 50, job: 20, publish: 200 };
const CASES = new RegExp(process.env.BENCH_CASES || '');
/** The measured employee's ZIP code (issue 21). */
const EMPLOYEE_ZIP = '75201';
/** The filtered case (issue 21): armed exposed, PM shift, at least $25 an hour, about 5% of the open jobs. */
const FILTERS = { armed: 1, shift: 1, minPay: 25 };
const FILTERS_LABEL = 'armed exposed, PM, at least $25/hr (about 5% of jobs)';

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
const load = () => os.loadavg()[0].toFixed(2);
const fmt = (n) => Math.round(n).toLocaleString('en-US');

// ---------------------------------------------------------------------------------------------------
// The server's code the bench calls itself: migrations, the list services (for their plans) and the
// job editor's model. Services are loaded per module as namespaces and looked up by name when used, so a
// renamed export skips its plan with a message instead of failing the bundle.

const SERVICE_MODULES = {
  jobs: 'src/modules/jobs/service',
  employerJobs: 'src/modules/employers/job-service',
  adminJobList: 'src/modules/admin/job-list',
  adminUserLists: 'src/modules/admin/user-lists',
};

async function loadLib() {
  const present = Object.entries(SERVICE_MODULES).filter(([, path]) => existsSync(join(ROOT, 'server', `${path}.ts`)));
  for (const [name, path] of Object.entries(SERVICE_MODULES)) {
    if (!present.some(([n]) => n === name)) console.log(`note: server/${path}.ts is missing: its plans are skipped (adjust SERVICE_MODULES in bench/job-lists.mjs)`);
  }
  return loadServerModules(`
export { jobSaveSchema, jobWeekDays, newJobEditorModel, todayOf } from '@dutylink/contracts';
${present.map(([name, path]) => `export * as ${name} from './${path}';`).join('\n')}
`);
}

function service(lib, module, name) {
  const fn = lib[module]?.[name];
  if (typeof fn === 'function') return fn;
  console.log(`  (server/${SERVICE_MODULES[module]}.ts exports no ${name}: skipped; adjust the name in bench/job-lists.mjs)`);
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Seeding.

/** Employers 1..1,000 with running subscriptions, employees 1,001..101,000 (bench/seed.mjs), an admin; their sessions. */
async function seedPeople(q) {
  await q('select setseed(0.42)');
  await seedEmployers(q, EMPLOYERS);
  await seedEmployees(q, EMPLOYEES);
  await q(
    `insert into subscriptions (user_id, state, period, started_at, period_start, until, virtual, provider, updated_at)
     select id, 1, 2, now() - interval '40 days', now() - interval '10 days', now() + interval '20 days', false, 'dev', now() from users where role = 100`,
  );
  const admin = (
    await q(`insert into users (role, phone, email, email_verified, name, enabled) values (1000, '+15550000000', 'admin@example.com', true, 'Bench Admin', true) returning id`)
  ).rows[0].id;
  // The measured employee: signed up, verified, subscribed for weeks to come.
  const employee = (
    await q(
      `select u.id from users u join subscriptions s on s.user_id = u.id
       where u.role = 0 and u.enabled and u.email_verified and u.deleted_at is null and s.state = 1 and s.until > now() + interval '5 days'
       order by u.id limit 1`,
    )
  ).rows[0].id;
  // Their ZIP code (Dallas, where most jobs are): the miles on the cards and the Distance sort start there.
  await q(`update employee_profiles set postal_code = $2 where user_id = $1`, [employee, EMPLOYEE_ZIP]);
  const employer = 1;
  const publishers = Array.from({ length: PUBLISHERS }, (_, i) => employer + 1 + i);
  const cookies = await insertSessions(q, [employee, employer, admin, ...publishers]);
  await q('vacuum analyze');
  return { employee, employer, admin, publishers, cookies };
}

/** Grows the jobs to `size` (3 applications each); the measured employee applies to 20 open jobs once. */
async function growJobs(q, size, people) {
  const before = (await q('select coalesce(max(id), 0)::int n from jobs')).rows[0].n;
  if (size <= before) return;
  await seedJobs(q, { from: before + 1, to: size, employers: EMPLOYERS, ownerId: people.employer });
  await seedApplicants(q, { firstEmployeeId: EMPLOYERS + 1, employees: EMPLOYEES, afterJobId: before });
  if (before === 0) {
    await q(
      `insert into applicants (job_id, user_id, state, created_at)
       select id, $1, case when n <= 12 then 0 when n <= 17 then 1 else 2 end, created_at + interval '2 hours'
       from (select id, created_at, row_number() over (order by id) n from jobs where enabled and deleted_at is null order by id limit 20) t
       on conflict do nothing`,
      [people.employee],
    );
  }
  await q('vacuum analyze');
}

/** Open for applications (server/src/modules/jobs/service.ts openAt): enabled, employer live and not blocked, not ended. */
const OPEN_JOB = 'enabled and deleted_at is null and employer_live and employer_enabled and ends_at > now()';

async function jobCounts(q, people) {
  const { rows } = await q(
    `select count(*)::int jobs, count(*) filter (where ${OPEN_JOB})::int open,
            (select count(*)::int from applicants) applicants,
            (select count(*)::int from applicants where user_id = $1) mine,
            count(*) filter (where employer_id = $2 and deleted_at is null)::int employer_jobs
     from jobs`,
    [people.employee, people.employer],
  );
  return rows[0];
}

// ---------------------------------------------------------------------------------------------------
// Load: one case = one kind of request, DURATION seconds at 20 connections after a 2 s warm-up (or a
// fixed number of requests). Requests carry a phone browser's Accept-Encoding, the session cookie, and
// for POST the Origin and JSON content type the server insists on.

function headersFor(server, cookie) {
  return { 'accept-encoding': 'gzip, deflate, br', origin: server.base, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) };
}

function post(server, cookie, path, body) {
  return { url: `${server.base}${path}`, method: 'POST', headers: headersFor(server, cookie), body: JSON.stringify(body) };
}

function get(server, cookie, path) {
  return { url: `${server.base}${path}`, method: 'GET', headers: headersFor(server, cookie) };
}

/** GETs of `paths` in turn across every connection. */
function rotating(server, cookie, paths) {
  let next = 0;
  return { ...get(server, cookie, paths[0]), requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }] };
}

/** The case's first request, sent once before the load: what it answers goes to the log. */
async function firstAnswer(request) {
  const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
  return { ok: response.ok, status: response.status, text: await response.text() };
}

async function run(request, options) {
  return autocannon({ connections: CONNECTIONS, ...request, ...options });
}

/** Warm-up, then the measured run; the row of the table, with the CPU each request took per process. */
async function measure(step, call, target, request, { amount, warmUpAmount, serverPid } = {}) {
  await run(request, warmUpAmount ? { amount: warmUpAmount } : { duration: WARM_UP });
  const before = cpuSnapshot(serverPid);
  const result = await run(request, amount ? { amount } : { duration: DURATION });
  const after = cpuSnapshot(serverPid);
  const perRequest = (key) => (after[key] - before[key]) / Math.max(1, result.requests.total);
  const failures = result.non2xx + result.errors;
  const statuses = Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith('2')).map(([code, { count }]) => `${count}× ${code}`);
  const row = {
    step,
    call,
    target,
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    load: load(),
    cpu: { server: perRequest('server'), postgres: perRequest('postgres'), bench: perRequest('bench') },
    failed: failures > 0 ? `FAILED: ${[...statuses, result.errors ? `${result.errors} errors (${result.timeouts} timeouts)` : ''].filter(Boolean).join(', ')}` : '',
  };
  const cpu = `CPU per request: server ${row.cpu.server.toFixed(2)} ms, PostgreSQL ${row.cpu.postgres.toFixed(2)} ms, autocannon ${row.cpu.bench.toFixed(2)} ms`;
  console.log(`  ${call}: ${fmt(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, load ${row.load}; ${cpu}${row.failed ? `  ${row.failed}` : ''}`);
  return row;
}

function listCases(dutylink, hello, people, openJobIds) {
  const employee = people.cookies.get(people.employee);
  const employer = people.cookies.get(people.employer);
  const admin = people.cookies.get(people.admin);
  const employeeList = (text, sort = '0/0', filters = {}) => post(dutylink, employee, `/api/employees/jobs/items/0/${PAGE}/${sort}`, { type: 'all', text, ...filters });
  return [
    ['hello-world (Fastify, own process)', null, get(hello, null, '/')],
    ['employee job list, All tab', TARGETS.list, employeeList('')],
    [`employee job list, All tab, text '${RARE_TEXT}' (1% of jobs)`, TARGETS.list, employeeList(RARE_TEXT)],
    [`employee job list, All tab, text '${COMMON_TEXT}' (14% of titles)`, TARGETS.list, employeeList(COMMON_TEXT)],
    [`employee job list, All tab, text '${COMMON_WORDS}' (both in a third of the jobs)`, TARGETS.list, employeeList(COMMON_WORDS)],
    [`employee job list, All tab, sorted by Distance (nearest ${EMPLOYEE_ZIP} first)`, TARGETS.list, employeeList('', '2/1')],
    ['employee job list, All tab, sorted by Pay (highest first)', TARGETS.list, employeeList('', '1/0')],
    [`employee job list, All tab, filtered: ${FILTERS_LABEL}`, TARGETS.list, employeeList('', '0/0', FILTERS)],
    ['one job (GET /api/jobs/:id, employee, open jobs in turn)', TARGETS.job, rotating(dutylink, employee, openJobIds.map((id) => `/api/jobs/${id}`))],
    ["employer's job posts, Active tab", TARGETS.list, post(dutylink, employer, `/api/employers/jobs/items/0/${PAGE}/0/0`, { state: 1, text: '' })],
    ['admin jobs list (Title asc)', TARGETS.list, post(dutylink, admin, `/api/admin/jobs/items/0/${PAGE}/0/1`, { text: '', iduser: null })],
    ['admin employees list (FullName asc)', TARGETS.list, post(dutylink, admin, `/api/admin/employees/items/0/${ADMIN_USERS_PAGE}/0/1`, { text: '' })],
    ['admin employers list (FullName asc)', TARGETS.list, post(dutylink, admin, `/api/admin/employers/items/0/${ADMIN_USERS_PAGE}/0/1`, { text: '' })],
  ];
}

/** What one answer says, for the log: the counts of a list, or the first characters. */
function gist(text) {
  try {
    const body = JSON.parse(text);
    const counts = ['total', 'all', 'applied', 'hired', 'enabled', 'disabled', 'remaining'].filter((key) => key in body).map((key) => `${key} ${fmt(body[key])}`);
    if (Array.isArray(body.items)) return `${counts.join(', ')}; ${body.items.length} items`;
    if (body.id) return `job ${body.id}, '${body.title}'`;
  } catch {
    // not JSON
  }
  return text.slice(0, 80);
}

async function runCases(step, cases, dutylink, hello) {
  const rows = [];
  for (const [call, target, request] of cases) {
    const first = await firstAnswer(request);
    if (!first.ok) console.log(`  ${call}: the first request answered ${first.status} ${first.text.slice(0, 200)}`);
    else if (target) console.log(`  ${call}: ${gist(first.text)}`);
    const row = await measure(step, call, target, request, { serverPid: target ? dutylink.pid : hello.pid });
    rows.push(row);
    if (dutylink.exited) throw new Error(`the server stopped during the run:\n${logTail(dutylink.logFile)}`);
    if (row.failed) console.log(serverErrors(dutylink.logFile));
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------------
// Publishing: POST /api/employers/jobs with id 0 by 100 employers in turn, a job in the Dallas metro area
// (the biggest group of alert settings), Event Security / Concerts at $28.50 an hour.


async function publishCase(lib, q, step, dutylink, people) {
  const body = await dallasJobBody(lib, q);
  let next = 0;
  const request = {
    ...post(dutylink, people.cookies.get(people.publishers[0]), '/api/employers/jobs', body),
    requests: [
      {
        setupRequest: (req) => {
          const n = next++;
          const cookie = people.cookies.get(people.publishers[n % people.publishers.length]);
          return { ...req, headers: { ...req.headers, cookie }, body: JSON.stringify({ ...body, general: { ...body.general, title: `Concert security ${n}` } }) };
        },
      },
    ],
  };
  const count = async () => (await q(`select (select count(*)::int from jobs) jobs, (select count(*)::int from job_alerts) alerts, (select count(*)::int from outbox) outbox`)).rows[0];
  const before = await count();
  const row = await measure(step, `publish a job (POST /api/employers/jobs, id 0; ${PUBLISH_REQUESTS} requests)`, TARGETS.publish, request, {
    amount: PUBLISH_REQUESTS,
    warmUpAmount: CONNECTIONS,
    serverPid: dutylink.pid,
  });
  // The alerts leave the publish (job_alert_queue): wait for the server's outbox worker to fan them all out.
  const drainStart = performance.now();
  while ((await q('select count(*)::int n from job_alert_queue')).rows[0].n > 0) {
    if (performance.now() - drainStart > 300_000) throw new Error('job_alert_queue not drained within 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const drainSeconds = ((performance.now() - drainStart) / 1000).toFixed(1);
  const after = await count();
  const published = after.jobs - before.jobs;
  const alerts = after.alerts - before.alerts;
  const perPublish = published ? Math.round(alerts / published) : 0;
  row.note = `${fmt(published)} jobs published (warm-up included), ${fmt(alerts)} job_alerts and ${fmt(after.outbox - before.outbox)} outbox rows queued: ${fmt(perPublish)} SMS alerts per publish (${((100 * perPublish) / EMPLOYEES).toFixed(1)}% of the employees), the last of them ${drainSeconds} s after the last publish answered`;
  console.log(`  ${row.note}`);
  return row;
}

/**
 * Apply (POST /api/jobs/apply/:id): up to 200 subscribed officers apply to the open jobs in turn, officer by
 * officer, each pair once (an apply repeated answers without writing); a job gets a few applicants, as most do.
 */
async function applyCase(q, step, dutylink, openJobIds) {
  const officers = (
    await q(
      `select u.id from users u join subscriptions s on s.user_id = u.id
       where u.role = 0 and u.enabled and u.email_verified and u.deleted_at is null and u.phone is not null and s.state = 1 and s.until > now() + interval '1 day'
       order by u.id limit 200`,
    )
  ).rows.map((r) => r.id);
  const cookies = await insertSessions(q, officers);
  const applied = new Set((await q('select job_id, user_id from applicants')).rows.map((r) => `${r.job_id}/${r.user_id}`));
  const pairs = officers.flatMap((officer) => openJobIds.filter((job) => !applied.has(`${job}/${officer}`)).map((job) => [officer, job]));
  let next = 0;
  const request = {
    ...post(dutylink, null, '/api/jobs/apply/0', {}),
    requests: [
      {
        setupRequest: (req) => {
          const [officer, job] = pairs[next++ % pairs.length];
          return { ...req, path: `/api/jobs/apply/${job}`, headers: { ...req.headers, cookie: cookies.get(officer) } };
        },
      },
    ],
  };
  const before = (await q('select count(*)::int n from applicants')).rows[0].n;
  const row = await measure(step, `apply (POST /api/jobs/apply/:id, ${officers.length} officers across open jobs)`, null, request, { serverPid: dutylink.pid });
  const made = (await q('select count(*)::int n from applicants')).rows[0].n - before;
  row.note = `${fmt(made)} applications made (warm-up included) of ${fmt(next)} applies`;
  console.log(`  ${row.note}`);
  return row;
}

// ---------------------------------------------------------------------------------------------------
// Plans: the services the routes call, run with a Kysely log that captures their SQL; each captured
// statement (but the reference-name lookups) is EXPLAINed with ANALYZE and BUFFERS.

const SCAN = /((?:Parallel )?(?:Seq Scan|Index Only Scan(?: Backward)?|Index Scan(?: Backward)?|Bitmap Heap Scan|Bitmap Index Scan))(?: using (\S+))? on (\S+)/;
/** Tables that grow with the marketplace; scans of the small reference tables are left out. */
const BIG_TABLES = new Set(['jobs', 'open_job_words', 'applicants', 'users', 'employee_profiles', 'employer_profiles', 'subscriptions', 'job_alerts']);

/** Which table each index belongs to, for Bitmap Index Scan lines (they name the index only). */
async function indexTables(q) {
  const { rows } = await q(`select indexname, tablename from pg_indexes where schemaname = 'public'`);
  return new Map(rows.map((r) => [r.indexname, r.tablename]));
}

function scansOf(planLines, indexes) {
  const scans = [];
  for (const line of planLines) {
    const match = SCAN.exec(line);
    if (!match) continue;
    const [, kind, index, target] = match;
    const table = kind.includes('Bitmap Index') ? indexes.get(target) : target;
    scans.push({ kind, index: kind.includes('Bitmap Index') ? target : index, table });
  }
  return scans;
}

/** One line: the query's execution and planning times, whether it reads a big table sequentially, and its scans of them. */
function planSummary(label, planLines, indexes) {
  const timeOf = (name) => planLines.map((line) => new RegExp(`${name} Time: ([\\d.]+) ms`).exec(line)).find(Boolean)?.[1] ?? '?';
  const scans = scansOf(planLines, indexes).filter((s) => BIG_TABLES.has(s.table));
  const seq = [...new Set(scans.filter((s) => s.kind.includes('Seq Scan')).map((s) => s.table))];
  const described = [...new Set(scans.map((s) => `${s.kind}${s.index ? ` ${s.index}` : ''} on ${s.table}`))];
  const verdict = seq.length ? `SEQ SCAN on ${seq.join(' and ')}` : 'index scans only';
  return `${label}: ${timeOf('Execution')} ms (planning ${timeOf('Planning')} ms), ${verdict} (${described.join('; ')})`;
}

/** A short name for a captured statement: page or count, and the tab predicates it carries. */
function statementLabel(sql, parameters) {
  const kind = /^select count\(/i.test(sql) ? 'count' : /\blimit\b/i.test(sql) ? 'page' : 'rows';
  const predicates = [];
  for (const column of ['"a"."state"', '"j"."enabled"']) {
    const match = new RegExp(`${column.replace(/[."]/g, (c) => `\\${c}`)} = \\$(\\d+)`).exec(sql);
    if (match) predicates.push(`${column.replace(/"/g, '')} = ${parameters[Number(match[1]) - 1]}`);
  }
  if (/ilike/i.test(sql)) predicates.push('text');
  return predicates.length ? `${kind} (${predicates.join(', ')})` : kind;
}

const isReferenceLookup = (sql) => /^select "id", "name" from "(specializations|job_categories|locations)"/.test(sql);

function planCases(lib, people, sampleJobId) {
  const page = { from: 0, count: PAGE, asc: false };
  const adminPage = (count) => ({ from: 0, count, by: 0, asc: true });
  const now = new Date();
  const call = (module, name, args) => {
    const fn = service(lib, module, name);
    return fn && ((db) => fn(db, ...args));
  };
  return [
    ['employee list, All tab, no text', call('jobs', 'employeeJobs', [people.employee, { type: 'all', text: '' }, page, new Date()])],
    [`employee list, All tab, '${RARE_TEXT}'`, call('jobs', 'employeeJobs', [people.employee, { type: 'all', text: RARE_TEXT }, page, new Date()])],
    [`employee list, All tab, '${COMMON_TEXT}'`, call('jobs', 'employeeJobs', [people.employee, { type: 'all', text: COMMON_TEXT }, page, new Date()])],
    [`employee list, All tab, '${COMMON_WORDS}'`, call('jobs', 'employeeJobs', [people.employee, { type: 'all', text: COMMON_WORDS }, page, new Date()])],
    ['employee list, All tab, by Distance', call('jobs', 'employeeJobs', [people.employee, { type: 'all', text: '' }, { ...page, asc: true, sortBy: 2 }, new Date()])],
    ['employee list, All tab, by Pay', call('jobs', 'employeeJobs', [people.employee, { type: 'all', text: '' }, { ...page, sortBy: 1 }, new Date()])],
    [`employee list, All tab, filtered: ${FILTERS_LABEL}`, call('jobs', 'employeeJobs', [people.employee, { type: 'all', text: '', ...FILTERS }, page, new Date()])],
    ['one job (employee)', call('jobs', 'jobFor', [sampleJobId, { kind: 'employee', userId: people.employee }, new Date()])],
    ["employer's job posts, Active tab", call('employerJobs', 'employerJobPage', [people.employer, { state: 1, text: '' }, page])],
    ['admin jobs, Title asc', call('adminJobList', 'adminJobs', [{ text: '', iduser: null }, adminPage(PAGE)])],
    ['admin employees, FullName asc', call('adminUserLists', 'adminEmployees', ['', adminPage(ADMIN_USERS_PAGE), now])],
    ['admin employers, FullName asc', call('adminUserLists', 'adminEmployers', ['', adminPage(ADMIN_USERS_PAGE), now])],
  ];
}

async function printPlans(lib, databaseUrl, q, people, sampleJobId) {
  const pool = new lib.Pool({ connectionString: databaseUrl, max: 4 });
  let capture = null;
  const db = new lib.Kysely({ dialect: new lib.PostgresDialect({ pool }), log: (event) => capture?.push({ sql: event.query.sql, parameters: event.query.parameters }) });
  const indexes = await indexTables(q);
  const summaries = [];
  try {
    for (const [label, run] of planCases(lib, people, sampleJobId)) {
      if (!run) continue;
      capture = [];
      await run(db);
      const statements = capture
        .filter((s) => !isReferenceLookup(s.sql))
        .map((s) => ({ ...s, label: statementLabel(s.sql, s.parameters) }))
        .sort((a, b) => a.label.localeCompare(b.label));
      capture = null;
      for (const statement of statements) {
        const name = `${label} — ${statement.label}`;
        const { rows } = await pool.query(`explain (analyze, buffers) ${statement.sql}`, statement.parameters);
        const plan = rows.map((row) => row['QUERY PLAN']);
        console.log(`\n### ${name}\n${statement.sql}\nparameters: ${JSON.stringify(statement.parameters)}\n${plan.join('\n')}`);
        summaries.push(planSummary(name, plan, indexes));
      }
    }
  } finally {
    await db.destroy();
  }
  return summaries;
}

// ---------------------------------------------------------------------------------------------------
// The table.

function printTable(rows, helloByStep) {
  console.log(`\n| jobs | call | req/s | p50 ms | p99 ms | target | load |`);
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const mark = r.failed || (r.target && r.p99 > r.target ? 'MISSES' : '');
    const target = r.target ? `p99 ≤ ${r.target} ms${mark ? ` ${mark}` : ''}` : r.failed || '–';
    console.log(`| ${fmt(r.step)} | ${r.call} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${target} | ${r.load} |`);
  }
  console.log(`\n(load: 1-minute load average of ${os.cpus().length} cores at the end of each case; ${CONNECTIONS} connections, ${DURATION} s per case after ${WARM_UP} s of warm-up)`);
  for (const r of rows) {
    if (r.target && helloByStep.get(r.step)) console.log(`  ${fmt(r.step)} jobs, ${r.call}: 1/${fmt(helloByStep.get(r.step) / r.rps)} of hello-world's req/s (${((100 * r.rps) / helloByStep.get(r.step)).toFixed(1)} %)`);
  }
  for (const r of rows) if (r.note) console.log(`  ${r.note}`);
  console.log(`\nCPU per request during each case, ms (server process; all local PostgreSQL processes; this process, which runs autocannon):`);
  console.log('| jobs | call | server | PostgreSQL | autocannon |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${fmt(r.step)} | ${r.call} | ${r.cpu.server.toFixed(2)} | ${r.cpu.postgres.toFixed(2)} | ${r.cpu.bench.toFixed(2)} |`);
}

// ---------------------------------------------------------------------------------------------------

async function main() {
  if (!existsSync(SERVER_MAIN)) {
    console.error('Missing server/dist/main.js: build it first with `node scripts/pnpm.mjs --filter server build`.');
    process.exit(1);
  }
  const started = performance.now();
  const lib = await loadLib();
  const database = await benchDatabase(lib, 'dutylink_bench_lists');
  onCleanup(() => database.drop());
  const pool = new lib.Pool({ connectionString: database.url, max: 2 });
  onCleanup(() => pool.end());
  const migrator = new lib.Kysely({ dialect: new lib.PostgresDialect({ pool: new lib.Pool({ connectionString: database.url, max: 1 }) }) });
  await lib.migrateToLatest(migrator);
  await migrator.destroy();

  const client = await pool.connect();
  onCleanup(() => client.release());
  const q = (text, params = []) => client.query(text, params);
  let t0 = performance.now();
  const people = await seedPeople(q);
  console.log(`seeded ${fmt(EMPLOYERS)} employers, ${fmt(EMPLOYEES)} employees (alert settings, subscriptions) and an admin in ${seconds(t0)} s (load ${load()})`);

  const logDir = mkdtempSync(join(os.tmpdir(), 'dutylink-bench-lists-'));
  onCleanup(() => rmSync(logDir, { recursive: true, force: true }));
  const hello = await startHelloWorld(logDir);
  const dutylink = await startDutyLink(database.url, logDir);
  console.log(`server/dist/main.js at ${dutylink.base} (log level info, log in ${logDir}), hello-world at ${hello.base}`);

  const rows = [];
  const helloByStep = new Map();
  let planSummaries = [];
  for (const step of STEPS) {
    t0 = performance.now();
    await growJobs(q, step, people);
    const counts = await jobCounts(q, people);
    console.log(
      `\n## ${fmt(step)} jobs: seeded in ${seconds(t0)} s (${fmt(counts.jobs)} jobs, ${fmt(counts.open)} open, ${fmt(counts.applicants)} applications; ` +
        `the employee has ${counts.mine} applications, the employer ${fmt(counts.employer_jobs)} jobs; load ${load()})`,
    );
    const openJobIds = (await q(`select id from jobs where ${OPEN_JOB} order by hashint4(id) limit 500`)).rows.map((r) => r.id);
    const cases = listCases(dutylink, hello, people, openJobIds).filter(([call, target]) => !target || CASES.test(call));
    const stepRows = await runCases(step, cases, dutylink, hello);
    helloByStep.set(step, stepRows[0].rps);
    rows.push(...stepRows);
    if (step === STEPS.at(-1)) {
      planSummaries = await printPlans(lib, database.url, q, people, openJobIds[0]);
      if (CASES.test('apply')) rows.push(await applyCase(q, step, dutylink, openJobIds));
      if (CASES.test('publish a job')) rows.push(await publishCase(lib, q, step, dutylink, people));
    }
  }

  printTable(rows, helloByStep);
  console.log('\nPlans (largest step):');
  for (const line of planSummaries) console.log(`  ${line}`);
  console.log(`\ntotal ${seconds(started)} s`);
  return rows.some((r) => r.failed) ? 1 : 0;
}

main()
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  })
  .catch(async (error) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  });
