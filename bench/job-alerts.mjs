// SMS job alert timings at scale (issue 7): `node bench/job-alerts.mjs` (from the repository root).
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names a server; the bench creates the
// database dutylink_bench_alerts on it, migrates it, seeds 100,000 employees with varied notification
// settings (and 1,000 employers, subscriptions, opt-outs, 30 earlier jobs already alerted), then times
// sendJobAlerts — the call saveJob makes in the publishing transaction: select the recipients, insert
// job_alerts, make the texts and signed links, insert the outbox rows — for a few kinds of new job.
// Each run is a transaction rolled back afterwards, so every run alerts the same recipients.
// Prints median and max of 7 runs after a warm-up, and the EXPLAIN (ANALYZE, BUFFERS) of the recipient
// statement of the typical job; then drops the database (BENCH_KEEP=1 keeps it for a look with psql).
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
    // Employers 1..1,000 (with a company), then 100,000 employees: 92% e-mail verified, 97% enabled,
    // 1% deleted (phone gone), 90% agreed to SMS, 5% paused into the future and 5% paused in the past.
    await q(
      `insert into users (role, phone, email, email_verified, name, enabled, created_at)
       select 100, '+1444' || lpad(g::text, 7, '0'), 'boss' || g || '@example.com', true, 'Boss ' || g, true, now()
       from generate_series(1, $1) g`,
      [EMPLOYERS],
    );
    await q(`insert into employer_profiles (user_id, first_name, last_name, company, license_number) select id, 'F', 'L', 'Secure Co ' || id, 'LIC' from users where role = 100`);
    await q(
      `insert into users (role, phone, email, email_verified, name, enabled, deleted_at, consent_sms_at, paused_notifications_until, created_at)
       select 0, case when r.del then null else '+1555' || lpad(g::text, 7, '0') end, 'emp' || g || '@example.com',
              random() < 0.92, 'Employee ' || g, random() < 0.97, case when r.del then now() end,
              case when random() < 0.90 then now() - interval '30 days' end,
              case when r.p < 0.05 then to_char(current_date + 1 + (g % 30), 'YYYY-MM-DD')
                   when r.p < 0.10 then to_char(current_date - 1 - (g % 30), 'YYYY-MM-DD') end,
              now() - (g % 400) * interval '1 day'
       from generate_series(1, $1) g
       cross join lateral (select random() < 0.01 as del, random() as p where g > 0) r`,
      [EMPLOYEES],
    );
    // Subscriptions: 60% Active and 8% Cancelled with the period running, 4% virtual, 15% ended, 13% none.
    await q(
      `insert into subscriptions (user_id, state, period, started_at, period_start, until, virtual, provider, updated_at)
       select id, case when s.r < 0.60 then 1 when s.r < 0.68 then 2 when s.r < 0.72 then 1 else 0 end, case when s.r < 0.72 and s.r >= 0.68 then null else 2 end,
              now() - interval '40 days', now() - interval '10 days',
              case when s.r < 0.68 then now() + (1 + id % 20) * interval '1 day' when s.r < 0.72 then null else now() - (1 + id % 90) * interval '1 day' end,
              s.r >= 0.68 and s.r < 0.72, case when s.r >= 0.68 and s.r < 0.72 then 'promo' else 'dev' end, now()
       from users cross join lateral (select random() as r where id > 0) s
       where role = 0 and s.r < 0.87`,
    );
    // 2% of the phones replied STOP.
    await q(`insert into sms_opt_outs (phone, keyword) select phone, 'STOP' from users where role = 0 and phone is not null and random() < 0.02`);
    // Notification settings. Home state k skewed to the big ones (TX, CA, FL, NY, ...); 62% pick one to
    // three metro areas of it, 10% the whole state, 8% all ZIPs, 20% only a ZIP list (a third of the metro
    // people add ZIPs too). One to three categories skewed to the common ones; 30% narrow the first to a
    // sub-category. 45% any salary, else a minimum per hour (80%) or per day.
    await q(
      `insert into employee_profiles (user_id, first_name, last_name, any_salary, at_least_salary, salary_type, categories, sub_categories, locations, all_zips, zips, updated_at)
       select u.id, 'First', 'Last', x.any_salary,
              case when x.any_salary then null when x.daily then round((120 + random() * 250)::numeric, 0) else round((15 + random() * 25)::numeric * 2, 0) / 2 end,
              case when x.daily then 1 else 0 end,
              x.cats,
              case when x.sub_r < 0.30 and subs[x.cats[1]] > 0 then array[x.cats[1] * 100 + 1 + floor(random() * subs[x.cats[1]])::int] else '{}' end,
              case when x.loc_r < 0.62 then array(select distinct x.k * 100 + 1 + floor(random() * metros[x.k])::int from generate_series(0, u.id % 3) where u.id > 0)
                   when x.loc_r < 0.72 then array[x.k * 100] else '{}' end,
              x.loc_r >= 0.72 and x.loc_r < 0.80,
              case when x.loc_r >= 0.80 or (x.loc_r < 0.62 and x.zip_r < 0.33)
                   then array(select distinct lpad((zip_base[x.k] + floor(random() * 300)::int)::text, 5, '0') from generate_series(0, 2 + u.id % 12) where u.id > 0)
                   else '{}' end,
              now()
       from users u
       cross join (select array[5,5,4,4,2,2,2,2,2,2,2,2,2,2,1,3,1] as metros, array[5,3,0,3,2,2,3,3,2,0,0,0,0,0] as subs,
                          array[75000,90000,32000,10000,60000,30000,85000,89000,80000,98000,15000,27000,70000,37000,2000,22000,20000] as zip_base) ref
       cross join lateral (
         select 1 + floor(power(random(), 1.7) * 17)::int as k, random() as loc_r, random() as zip_r, random() as sub_r,
                random() < 0.45 as any_salary, random() < 0.2 as daily,
                array(select distinct 1 + floor(power(random(), 1.5) * 14)::int from generate_series(0, u.id % 3) where u.id > 0) as cats
         where u.id > 0) x
       where u.role = 0`,
    );
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
  /** One publish's alerts in a transaction that is rolled back; returns [ms, recipients]. */
  async function run(jobId) {
    let ms = 0;
    let sent = 0;
    await db
      .transaction()
      .execute(async (trx) => {
        const start = performance.now();
        sent = await lib.sendJobAlerts(trx, jobId, now, links);
        ms = performance.now() - start;
        throw ROLLBACK;
      })
      .catch((error) => {
        if (error !== ROLLBACK) throw error;
      });
    return [ms, sent];
  }

  /** The recipient statement alone (select + job_alerts insert), rolled back likewise. */
  async function statementOnly(jobId, row) {
    let ms = 0;
    await db
      .transaction()
      .execute(async (trx) => {
        const job = { id: jobId, ...row, salary_value: String(row.salary_value) };
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
    for (let i = 0; i < RUNS; i += 1) {
      const [ms, sent] = await run(id);
      times.push(ms);
      recipients = sent;
    }
    const statement = [];
    for (let i = 0; i < RUNS; i += 1) statement.push(await statementOnly(id, row));
    times.sort((a, b) => a - b);
    results.push({ label, id, row, recipients, median: times[Math.floor(RUNS / 2)], max: times[RUNS - 1], statement: median(statement) });
  }
  const pad = (s, n) => String(s).padEnd(n);
  console.log(`\n${pad('new job', 50)} ${pad('recipients', 15)} ${pad('median ms', 10)} ${pad('max ms', 8)} recipient statement alone, median ms`);
  for (const r of results) {
    const share = ((100 * r.recipients) / EMPLOYEES).toFixed(1);
    console.log(
      `${pad(r.label, 50)} ${pad(`${r.recipients} (${share}%)`, 15)} ${pad(r.median.toFixed(1), 10)} ${pad(r.max.toFixed(1), 8)} ${r.statement.toFixed(1)}${r.median > 200 ? '  OVER 200 ms' : ''}`,
    );
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
      const job = { id: r.id, ...r.row, salary_value: String(r.row.salary_value) };
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
