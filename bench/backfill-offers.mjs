// Backfill offers at scale (issue 36): `node bench/backfill-offers.mjs` (from the repository root).
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names a server; the bench creates the database
// dutylink_bench_offers on it, migrates it, seeds one employer with automatic offers, its one-day job tomorrow with
// a hired officer, 10,000 officers whose alert settings match the job (subscribed, SMS consent, a phone) and 10,000
// who do not, then times the officer's call-off (callOffShift, the call My shifts makes) to the commit of the last
// offer SMS of the first wave in the outbox: the call-off's transaction runs the automatic offer, whose first wave
// is one statement (choose the officers, open their asks) and one outbox insert. For waves of 5, of 50, and to all
// at once (10,000 texts). Median and max of 7 runs after a warm-up, the machine's load next to each figure. Drops
// the database (BENCH_KEEP=1 keeps it for psql).
import os from 'node:os';
import { benchDatabase, loadServerModules } from './support.mjs';

const lib = await loadServerModules(`
export { callOffShift } from './src/modules/shifts/call-offs';
export { shiftReactions } from './src/modules/shifts/reactions';
export { noticeReactions } from './src/modules/job-notices/reactions';
export { createEvents } from './src/plugins/events';
export { jobBase } from './src/db/demo/demo-reliability';
`);

const database = await benchDatabase(lib, 'dutylink_bench_offers');
const pool = new lib.Pool({ connectionString: database.url, max: 4 });
const db = new lib.Kysely({ dialect: new lib.PostgresDialect({ pool }) });
const events = lib.createEvents();
lib.shiftReactions(events, 'https://dutylink.example.com');
lib.noticeReactions(events, { publicUrl: 'https://dutylink.example.com', stopApplicantNotices: (employerId) => `https://dutylink.example.com/unsubscribe/applicant-notices/${employerId}.bench` });

const MATCHING = 10_000;
const OTHERS = 10_000;
const RUNS = 7;
const now = new Date();
const load = () => os.loadavg()[0].toFixed(2);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  await lib.migrateToLatest(db);
  const t0 = performance.now();
  const q = (text, params = []) => pool.query(text, params);
  const [employer] = (
    await q(`insert into users (role, phone, email, email_verified, name, enabled, filled_steps, created_at, auto_offer)
             values (100, '+14440000001', 'boss@example.com', true, 'Boss', true, '{0,4}', now(), true) returning id`)
  ).rows;
  await q(`insert into employer_profiles (user_id, first_name, last_name, company, license_number) values ($1, 'F', 'L', 'Secure Co', 'LIC')`, [employer.id]);
  // Officers 1..MATCHING take the job's category and metro area at any pay; the others another category.
  await q(
    `insert into users (role, phone, email, email_verified, name, enabled, consent_sms_at, created_at)
     select 0, '+1555' || lpad(g::text, 7, '0'), 'emp' || g || '@example.com', true, 'Officer ' || g, true, now(), now()
     from generate_series(1, $1) g`,
    [MATCHING + OTHERS + 1],
  );
  await q(
    `insert into employee_profiles (user_id, first_name, last_name, categories, locations, any_salary)
     select id, 'Officer', id::text, case when row_number() over (order by id) <= $1 + 1 then '{1}'::int[] else '{7}'::int[] end, '{101}', true
     from users where role = 0`,
    [MATCHING],
  );
  await q(`insert into subscriptions (user_id, state, virtual, until, updated_at) select id, 1, true, null, now() from users where role = 0`);
  const tomorrow = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
  const job = await db
    .insertInto('jobs')
    .values({
      ...lib.jobBase,
      employer_id: employer.id,
      title: 'Lobby desk',
      period_type: 0,
      from_date: tomorrow,
      to_date: null,
      days: [new Date(`${tomorrow}T00:00:00Z`).getUTCDay()],
      shift: 1,
      location_name: 'Tower',
      address1: '2200 Ross Ave',
      postal_code: '75201',
      number_of_employee: 1,
      salary_value: 26,
      enabled: true,
      created_at: now,
      updated_at: now,
      deleted_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // The hired officer is the first employee (so a matching officer too, never offered their own shift).
  const hired = (await q(`select min(id) id from users where role = 0`)).rows[0].id;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('applicants').values({ job_id: job.id, user_id: hired, state: 1, reason: null, hired_at: now, created_at: now, updated_at: now }).execute();
    await events.record(trx, now, { kind: 'hire.made', jobId: job.id, userId: hired });
  });
  const shift = (await q(`select id from shifts where job_id = $1`, [job.id])).rows[0].id;
  await q('analyze');
  console.log(`seeded ${MATCHING + OTHERS + 2} users (${MATCHING} officers who match the job) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  /** Puts the shift back as it was before the call-off (a call-off's fields may be cleared; its record is not deleted). */
  async function reset() {
    await q(`delete from shift_offers where shift_id = $1`, [shift]);
    await q(`delete from sms_asks where shift_id = $1`, [shift]);
    await q(`delete from outbox where created_at >= $1`, [now]);
    await q(`update shifts set called_off_at = null, call_off_reason = null, call_off_late = null where id = $1`, [shift]);
  }

  /** From the call-off to the commit of the first wave's last offer SMS; returns [ms, offers sent]. */
  async function callOff() {
    const start = performance.now();
    await lib.callOffShift(db, events, hired, shift, 'Sick or injured', new Date());
    const ms = performance.now() - start;
    const sent = (await q(`select count(*)::int n from outbox where body like '%Reply YES to take it.'`)).rows[0].n;
    return [ms, sent];
  }

  const cases = [
    ['waves of 5', { offer_mode: 'waves', offer_wave_size: 5 }],
    ['waves of 50', { offer_mode: 'waves', offer_wave_size: 50 }],
    [`all at once (${MATCHING})`, { offer_mode: 'all', offer_wave_size: 5 }],
  ];
  console.log('\ncall-off to the last offer SMS of the first wave (committed), PostgreSQL, ms:');
  console.log('| case | texts | median | max | load (1 min) |');
  console.log('|---|---|---|---|---|');
  for (const [label, settings] of cases) {
    await db.updateTable('users').set(settings).where('id', '=', employer.id).execute();
    await reset();
    await callOff(); // warm-up
    const times = [];
    let sent = 0;
    for (let i = 0; i < RUNS; i += 1) {
      await reset();
      const [ms, texts] = await callOff();
      times.push(ms);
      sent = texts;
    }
    console.log(`| ${label} | ${sent} | ${median(times).toFixed(1)} | ${Math.max(...times).toFixed(1)} | ${load()} |`);
  }

  console.log(`\n${MATCHING} matching officers; each case's offers are the same people each run (the shift is reset between runs).`);
} finally {
  await db.destroy();
  await database.drop();
}
