// SMS job alert timings at scale (issue 7): `node bench/job-alerts.mjs` (from the repository root).
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names a server; the bench creates the
// database dutylink_bench_alerts on it, migrates it, seeds 100,000 employees with varied notification
// settings (a fifth by a radius around their ZIP code, issue 21; and 1,000 employers, subscriptions, opt-outs,
// 30 earlier jobs already alerted), then times
// sendJobAlerts — the call saveJob makes in the publishing transaction: select the recipients, insert
// job_alerts, make the texts and signed links, insert the outbox rows — for a few kinds of new job.
// Each run is a transaction rolled back afterwards, so every run alerts the same recipients.
// Prints median and max of 7 runs after a warm-up, and the EXPLAIN (ANALYZE, BUFFERS) of the recipient
// statement of the typical job; then drops the database (BENCH_KEEP=1 keeps it for a look with psql).
import os from 'node:os';
import { seedEmployees, seedEmployers } from './seed.mjs';
import { benchDatabase, loadServerModules } from './support.mjs';

const lib = await loadServerModules(`
export { sendJobAlerts } from './src/modules/job-alerts/service';
export { insertNewRecipients, jobTargets, recipientsQuery } from './src/modules/job-alerts/matching';
export { makeJobLinkToken } from './src/modules/jobs/link-token';
`);

const database = await benchDatabase(lib, 'dutylink_bench_alerts');
const pool = new lib.Pool({ connectionString: database.url, max: 4 });
const db = new lib.Kysely({ dialect: new lib.PostgresDialect({ pool }) });

const EMPLOYERS = 1_000;
const EMPLOYEES = 100_000;
const now = new Date();
const key = Buffer.alloc(32, 7);
const links = { make: (userId, jobId, expiresAt) => lib.makeJobLinkToken(key, userId, jobId, expiresAt), publicUrl: 'https://dutylink.example.com' };

try {
  await lib.migrateToLatest(db);
  const t0 = performance.now();
  const client = await pool.connect();
  const q = (text, params = []) => client.query(text, params);
  try {
    await q('select setseed(0.42)');
    // Employers 1..1,000 (with a company), then the 100,000 employees with their subscriptions,
    // opt-outs and notification settings (bench/seed.mjs describes the mix).
    await seedEmployers(q, EMPLOYERS);
    await seedEmployees(q, EMPLOYEES);
    await q('analyze');
  } finally {
    client.release();
  }

  // Earlier jobs already alerted (job_alerts and outbox history), published through the same call.
  const jobRow = (g, patch = {}) => ({
    employer_id: 1 + (g % EMPLOYERS),
    title: `${['Night', 'Event', 'Arena', 'Bank', 'Mall', 'Hotel'][g % 6]} guard ${g}`,
    period_type: 1,
    from_date: new Date(now.getTime() + 86_400_000 * (1 + (g % 20))).toISOString().slice(0, 10),
    to_date: new Date(now.getTime() + 86_400_000 * (4 + (g % 20))).toISOString().slice(0, 10),
    shift: g % 4,
    categories: [1 + (g % 14)],
    sub_categories: [],
    location_ids: [((g % 17) + 1) * 100 + 1],
    locations_all: false,
    city: 'Somewhere',
    postal_code: '',
    salary_type: 0,
    salary_value: 18 + (g % 15),
    enabled: true,
    created_at: now,
    deleted_at: null,
    ...patch,
  });
  const insertJob = async (row) => (await db.insertInto('jobs').values(row).returning('id').executeTakeFirstOrThrow()).id;
  let history = 0;
  for (let g = 1; g <= 30; g += 1) {
    const id = await insertJob(jobRow(g));
    history += await db.transaction().execute((trx) => lib.sendJobAlerts(trx, id, now, links));
  }
  await pool.query('analyze');
  const count = async (table) => (await pool.query(`select count(*)::int n from ${table}`)).rows[0].n;
  console.log(
    `seeded ${EMPLOYERS + EMPLOYEES} users (${await count('employee_profiles')} employee profiles, ${await count('subscriptions')} subscriptions, ` +
      `${await count('sms_opt_outs')} opt-outs), 30 earlier jobs with ${history} alerts in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const cases = [
    ['typical: Dallas metro, Event/Concerts, $28.50/hr', jobRow(0, { title: 'Concert security', categories: [1], sub_categories: [101], location_ids: [101], postal_code: '75219', city: 'Dallas', salary_value: 28.5 })],
    ['Houston metro, Retail, $22/hr', jobRow(0, { title: 'Store guard', categories: [2], location_ids: [102], postal_code: '77002', city: 'Houston', salary_value: 22 })],
    ['whole state CA, Corporate, $300/day', jobRow(0, { title: 'Exec protection', categories: [4], location_ids: [200], postal_code: '90012', city: 'Los Angeles', salary_type: 1, salary_value: 300 })],
    ['ZIP only 10010, Healthcare + Event', jobRow(0, { title: 'Hospital desk', categories: [6, 1], location_ids: [], postal_code: '10010', city: 'New York', salary_value: 30 })],
    ['offered everywhere, Event (worst case)', jobRow(0, { title: 'Tour security', categories: [1], location_ids: [], locations_all: true, postal_code: '37201', city: 'Nashville', salary_value: 35 })],
  ];

  const RUNS = 7;
  const ROLLBACK = new Error('rollback');
  /** One publish's alerts in a transaction that is rolled back; returns [ms, recipients, of whom by a radius]. */
  async function run(jobId) {
    let ms = 0;
    let sent = 0;
    let byRadius = 0;
    await db
      .transaction()
      .execute(async (trx) => {
        const start = performance.now();
        sent = await lib.sendJobAlerts(trx, jobId, now, links);
        ms = performance.now() - start;
        const { rows } = await lib.sql`select count(*)::int n from job_alerts a join employee_profiles p on p.user_id = a.user_id
          where a.job_id = ${jobId} and p.radius_miles is not null`.execute(trx);
        byRadius = rows[0].n;
        throw ROLLBACK;
      })
      .catch((error) => {
        if (error !== ROLLBACK) throw error;
      });
    return [ms, sent, byRadius];
  }

  /** The job's place as sendJobAlerts reads it (set from its ZIP code by the database). */
  async function placeOf(jobId) {
    return (await pool.query('select place::text from jobs where id = $1', [jobId])).rows[0].place;
  }

  /** The recipient statement alone (select + job_alerts insert), rolled back likewise. */
  async function statementOnly(jobId, row) {
    let ms = 0;
    await db
      .transaction()
      .execute(async (trx) => {
        const job = { id: jobId, favourites_until: null, ...row, salary_value: String(row.salary_value), place: await placeOf(jobId) };
        const start = performance.now();
        await lib.insertNewRecipients(trx, job, await lib.jobTargets(trx, job), now);
        ms = performance.now() - start;
        throw ROLLBACK;
      })
      .catch((error) => {
        if (error !== ROLLBACK) throw error;
      });
    return ms;
  }

  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const results = [];
  for (const [label, row] of cases) {
    const id = await insertJob(row);
    await run(id); // warm-up
    const times = [];
    let recipients = 0;
    let byRadius = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const [ms, sent, radius] = await run(id);
      times.push(ms);
      recipients = sent;
      byRadius = radius;
    }
    const statement = [];
    for (let i = 0; i < RUNS; i += 1) statement.push(await statementOnly(id, row));
    times.sort((a, b) => a - b);
    results.push({ label, id, row, recipients, byRadius, median: times[Math.floor(RUNS / 2)], max: times[RUNS - 1], statement: median(statement) });
  }
  const pad = (s, n) => String(s).padEnd(n);
  const radiusUsers = (await pool.query('select count(*)::int n from employee_profiles where radius_miles is not null')).rows[0].n;
  console.log(`\n${fmtShare(radiusUsers)} of the employees alert by a radius around their ZIP code (load ${os.loadavg()[0].toFixed(2)})`);
  console.log(`\n${pad('new job', 50)} ${pad('recipients', 15)} ${pad('by radius', 10)} ${pad('median ms', 10)} ${pad('max ms', 8)} recipient statement alone, median ms`);
  for (const r of results) {
    const share = ((100 * r.recipients) / EMPLOYEES).toFixed(1);
    console.log(
      `${pad(r.label, 50)} ${pad(`${r.recipients} (${share}%)`, 15)} ${pad(r.byRadius, 10)} ${pad(r.median.toFixed(1), 10)} ${pad(r.max.toFixed(1), 8)} ${r.statement.toFixed(1)}${r.median > 200 ? '  OVER 200 ms' : ''}`,
    );
  }

  function fmtShare(n) {
    return `${n.toLocaleString('en-US')} (${((100 * n) / EMPLOYEES).toFixed(0)}%)`;
  }

  // The recipient statement of the typical job (it inserts job_alerts: explained in a rolled back transaction).
  const typical = results[0];
  const explained = await explain(typical);
  console.log(`\nrecipient statement of '${typical.label}', EXPLAIN (ANALYZE, BUFFERS):\n`);
  console.log(explained.join('\n'));

  async function explain(r) {
    const c = await pool.connect();
    try {
      await c.query('begin');
      const job = { id: r.id, favourites_until: null, ...r.row, salary_value: String(r.row.salary_value), place: await placeOf(r.id) };
      const compiled = lib.recipientsQuery(job, await lib.jobTargets(db, job), now).compile(db);
      const result = await c.query(`explain (analyze, buffers) ${compiled.sql}`, compiled.parameters);
      return result.rows.map((row) => row['QUERY PLAN']);
    } finally {
      await c.query('rollback');
      c.release();
    }
  }
} finally {
  await db.destroy();
  await database.drop();
}
