// An alert storm (issue 35): `node bench/alert-storm.mjs` from the repository root, after
// `node scripts/pnpm.mjs --filter server build` (it never builds). DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/test) names a PostgreSQL server; BENCH_KEEP=1 keeps the database.
//
// A job is published to OFFICERS (10,000) matching officers. Two production server processes share the
// database behind a loopback proxy that spreads requests in turn and says who asked (X-Forwarded-For, each
// officer from an address of their own). The servers hand the SMS to a local fake of Twilio's Messages API
// that sends through SMS_NUMBERS numbers (default 1; more are a Messaging Service's pool) at SMS_RATE messages a second each (default 100: a
// short code; a long code sends about 1) and answers 429 "Too Many Requests" (Twilio's 20429) beyond it. As
// the alerts arrive, officers open their link's page: OPENS (2,000) within WINDOW seconds (60) of the
// publish, and every fourth of them, APPLIES (500) in all, taps Apply a moment later. Each page open is
// mirrored by a request to a Fastify hello-world in its own process, the floor to compare with.
//
// Prints p50/p99 of the SMS page and of Apply (and the hello-world's), answers by status, the time until the
// last alert was handed to the fake provider, the 429s it answered, the messages lost (alerted, never
// handed over) and duplicated, the applications kept, the employer's notices, and the load.
//
// Then the cost (issue 39): every other officer gets a device subscribed to push (fake: the servers, without VAPID
// keys, record pushes rather than send them, devPush) and a second job is published to all of them. Prints, for
// both storms, the SMS the provider took for officers and their segments (Twilio's calculator, smsSize), the
// pushes, when the last officer was told, the outbox's alert rows by channel and status, and the admin analytics'
// figures for the week, each with the load.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { dallasJobBody, insertSessions } from './seed.mjs';
import { benchDatabase, loadServerModules, requireServer } from './support.mjs';
import { cleanUp, onCleanup, sleep } from './processes.mjs';
import { fakeTwilio } from './fake-providers.mjs';
import { logTail, loopbackBalancer, serverErrors, startDutyLink, startHelloWorld } from './servers.mjs';

const OFFICERS = Number(process.env.OFFICERS || 10_000);
const OPENS = Number(process.env.OPENS || 2_000);
const APPLIES = Number(process.env.APPLIES || 500);
const WINDOW_MS = Number(process.env.WINDOW || 60) * 1000;
const SMS_NUMBERS = Number(process.env.SMS_NUMBERS || 1);
const SMS_RATE = Number(process.env.SMS_RATE || 100);
const TARGETS = { page: 200, apply: 300 };
const EMPLOYER_PHONE = '+14440000001';

const load = () => os.loadavg()[0].toFixed(2);
const fmt = (n) => Math.round(n).toLocaleString('en-US');
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

// ---------------------------------------------------------------------------------------------------
// Seeding: one subscribed employer, OFFICERS officers in the Dallas metro area who want Event Security
// alerts by SMS at any pay, each with a profile, a running subscription and SMS consent.

async function seed(q) {
  const employer = (
    await q(
      `insert into users (role, phone, email, email_verified, name, enabled, filled_steps, created_at)
       values (100, $1, 'storm-boss@example.com', true, 'Storm Boss', true, '{0,4}', now()) returning id`,
      [EMPLOYER_PHONE],
    )
  ).rows[0].id;
  await q(`insert into employer_profiles (user_id, first_name, last_name, company, license_number) values ($1, 'Dana', 'Reyes', 'Storm Security', 'LIC')`, [employer]);
  await q(
    `insert into users (role, phone, email, email_verified, name, enabled, consent_sms_at, filled_steps, created_at)
     select 0, '+1555' || lpad(g::text, 7, '0'), 'officer' || g || '@example.com', true, 'Officer ' || g, true, now() - interval '30 days', '{0,1,2,3,4}', now()
     from generate_series(1, $1) g`,
    [OFFICERS],
  );
  await q(
    `insert into subscriptions (user_id, state, period, started_at, period_start, until, virtual, provider, updated_at)
     select id, 1, 2, now() - interval '40 days', now() - interval '10 days', now() + interval '20 days', false, 'dev', now() from users`,
  );
  await q(
    `insert into employee_profiles (user_id, first_name, last_name, postal_code, any_salary, salary_type, categories, sub_categories, locations, all_zips, zips, updated_at)
     select id, (array['Ann','Ben','Cruz','Dee','Eli','Fay','Gus','Hal'])[1 + id % 8], 'Officer', '75201', true, 0, '{1}', '{}', '{101}', false, '{}', now()
     from users where role = 0`,
  );
  const cookies = await insertSessions(q, [employer]);
  await q('vacuum analyze');
  return { employer, cookie: cookies.get(employer) };
}


// ---------------------------------------------------------------------------------------------------
// The officers: a page open (GET of the SMS link), then for every fourth an Apply (the page's form POST).

// undici's request rather than fetch: a quarter of the CPU per call, spent on the machine the servers share.
const { request: send } = requireServer('undici');
const timed = async ({ url, ...request }) => {
  const started = performance.now();
  try {
    const response = await send(url, { ...request, signal: AbortSignal.timeout(30_000) });
    await response.body.dump();
    return { status: response.statusCode, ms: performance.now() - started };
  } catch (error) {
    return { status: error.name === 'TimeoutError' ? 'timeout' : 'socket error', ms: performance.now() - started };
  }
};

function officers({ base, helloBase, publishedAt }) {
  const results = { page: [], apply: [], hello: [] };
  const pending = new Set();
  let opens = 0;
  let applies = 0;
  let seen = 0;
  // Of the alerts expected within the window, which ones open: evenly, so that OPENS open in all.
  const expected = Math.min(OFFICERS, SMS_NUMBERS * SMS_RATE * (WINDOW_MS / 1000));
  const stride = Math.max(1, Math.floor(expected / OPENS));
  const track = (promise) => {
    pending.add(promise);
    promise.finally(() => pending.delete(promise));
  };
  const address = (userId) => `10.${(userId >> 16) & 255}.${(userId >> 8) & 255}.${userId & 255}`;

  function onMessage(message) {
    const link = /\/jobs\/(\d+)\/(\d+)\?token=(\S+)/.exec(message.body);
    if (!link || message.to === EMPLOYER_PHONE) return;
    const since = message.at - publishedAt;
    if (since >= WINDOW_MS || seen++ % stride !== 0 || opens >= OPENS) return;
    opens += 1;
    const applying = opens % 4 === 0 && applies < APPLIES;
    if (applying) applies += 1;
    const path = `/jobs/${link[1]}/${link[2]}?token=${link[3]}`;
    const headers = { 'x-forwarded-for': address(Number(link[2])), 'accept-encoding': 'gzip, deflate, br' };
    const openAt = Math.random() * (WINDOW_MS - since) * 0.9;
    track(
      (async () => {
        await sleep(openAt);
        const [page, hello] = await Promise.all([timed({ url: `${base}${path}`, headers }), timed({ url: `${helloBase}/`, headers })]);
        results.page.push(page);
        results.hello.push(hello);
        if (!applying) return;
        await sleep(500 + Math.random() * 2000);
        results.apply.push(await timed({ url: `${base}${path}`, method: 'POST', headers: { ...headers, origin: base, 'content-type': 'application/x-www-form-urlencoded' }, body: '' }));
      })(),
    );
  }
  return { onMessage, results, settled: async () => Promise.all([...pending]), counts: () => ({ opens, applies }) };
}

function summary(name, answers, ok) {
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  const byStatus = {};
  for (const a of answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
  const bad = Object.entries(byStatus).filter(([status]) => !ok(status));
  return { name, count: answers.length, p50: percentile(ms, 50), p99: percentile(ms, 99), byStatus, bad, fiveXx: answers.filter((a) => typeof a.status !== 'number' || a.status >= 500).length };
}

// ---------------------------------------------------------------------------------------------------

// ---------------------------------------------------------------------------------------------------
// The cost of a storm (issue 39).

/** Every other officer installed the app and allowed notifications: a session, which holds a device's subscription, and the subscription. */
async function giveDevices(q) {
  const officers = `from users where role = 0 and id % 2 = 0`;
  const hash = `encode(sha256(('bench-device-' || id)::bytea), 'hex')`;
  await q(`insert into sessions (id_hash, user_id, created_at, expires_at) select ${hash}, id, now(), now() + interval '30 days' ${officers}`);
  const { rowCount } = await q(`insert into push_subscriptions (user_id, session_hash, endpoint, p256dh, auth, created_at) select id, ${hash}, 'https://push.bench.invalid/' || id, 'bench', 'bench', now() ${officers}`);
  return rowCount;
}

/** The SMS to officers the provider took and their segments, and the alert rows of the outbox past `afterId` by channel, status and why. */
async function stormCost(q, texts, afterId) {
  const segments = texts.reduce((sum, text) => sum + lib.smsSize(text.body).segments, 0);
  const { rows } = await q(
    `select channel || ' ' || status || coalesce(' (' || last_error || ')', '') as kind, count(*)::int n from outbox where message_type = 'alert' and id > $1 group by 1 order by 1`,
    [afterId],
  );
  return { texts: texts.length, segments, rows: new Map(rows.map((row) => [row.kind, row.n])), load: load() };
}

// ---------------------------------------------------------------------------------------------------

const lib = await loadServerModules(`
export { jobSaveSchema, jobWeekDays, newJobEditorModel, smsSize, todayOf } from '@dutylink/contracts';
export { messagesPerWeek } from './src/modules/admin/analytics';
`);
let failed = false;
try {
  console.log(`Alert storm: ${fmt(OFFICERS)} officers alerted; ${fmt(OPENS)} open the page and ${fmt(APPLIES)} apply within ${WINDOW_MS / 1000} s; SMS through ${SMS_NUMBERS} number(s) at ${SMS_RATE}/s each. Load ${load()}.`);
  const database = await benchDatabase(lib, 'dutylink_bench_storm');
  onCleanup(() => database.drop());
  const pool = new lib.Pool({ connectionString: database.url, max: 2 });
  onCleanup(() => pool.end());
  const q = (text, params = []) => pool.query(text, params);
  const db = new lib.Kysely({ dialect: new lib.PostgresDialect({ pool }) });
  await lib.migrateToLatest(db);
  const seeded = await seed(q);
  const body = await dallasJobBody(lib, q, { title: 'Stadium gates', subCategories: [] });

  const twilio = await fakeTwilio({ numbers: SMS_NUMBERS, rate: SMS_RATE });
  onCleanup(() => twilio.close());
  const logDir = mkdtempSync(join(os.tmpdir(), 'dutylink-bench-storm-'));
  onCleanup(() => rmSync(logDir, { recursive: true, force: true }));
  const env = { TWILIO_ACCOUNT_SID: 'ACbench', TWILIO_AUTH_TOKEN: 'bench', TWILIO_FROM: SMS_NUMBERS > 1 ? `MG${'0'.repeat(32)}` : '+15550000000', TWILIO_API_BASE: `http://127.0.0.1:${twilio.port}`, TRUST_PROXY: '127.0.0.1' };
  const servers = [await startDutyLink(database.url, logDir, { env, name: 'server-1' }), await startDutyLink(database.url, logDir, { env, name: 'server-2' })];
  const balancer = await loopbackBalancer(servers.map((s) => new URL(s.base).port));
  onCleanup(() => balancer.close());
  const hello = await startHelloWorld(logDir);
  const base = `http://127.0.0.1:${balancer.port}`;

  // Publish, and let the officers read their texts as they arrive.
  const started = performance.now();
  const publish = await timed({ url: `${base}/api/employers/jobs`, method: 'POST', headers: { cookie: seeded.cookie, origin: base, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (publish.status !== 200) throw new Error(`publishing answered ${publish.status}:\n${serverErrors(servers[0].logFile)}`);
  const crowd = officers({ base, helloBase: hello.base, publishedAt: started });
  twilio.state.onMessage = crowd.onMessage;
  const jobId = (await q('select max(id)::int id from jobs')).rows[0].id;
  console.log(`  published job ${jobId} in ${publish.ms.toFixed(0)} ms; load ${load()}`);

  // Wait for the alerts: every one handed over, or none for 60 s.
  let alerted = 0;
  for (let quiet = 0, last = -1; quiet < 60_000; await sleep(1000)) {
    alerted = (await q('select count(*)::int n from job_alerts where job_id = $1', [jobId])).rows[0].n;
    const handed = twilio.state.accepted.length;
    quiet = handed === last ? quiet + 1000 : 0;
    last = handed;
    const fromOfficers = twilio.state.accepted.filter((m) => m.to !== EMPLOYER_PHONE).length;
    if (alerted > 0 && fromOfficers >= alerted && performance.now() - started > WINDOW_MS) break;
    if (servers.some((s) => s.exited)) throw new Error(`a server stopped:\n${logTail(servers.find((s) => s.exited).logFile)}`);
  }
  await crowd.settled();
  await sleep(2000);

  const toOfficers = twilio.state.accepted.filter((m) => m.to !== EMPLOYER_PHONE);
  const distinct = new Set(toOfficers.map((m) => m.to));
  const lastHandedS = toOfficers.length ? (Math.max(...toOfficers.map((m) => m.at)) - started) / 1000 : NaN;
  const rows = (await q(`select count(*)::int n from applicants where job_id = $1`, [jobId])).rows[0].n;
  const notices = twilio.state.accepted.filter((m) => m.to === EMPLOYER_PHONE);
  const queuedNotices = (await q(`select count(*)::int n from outbox where recipient = $1 and status = 'pending'`, [EMPLOYER_PHONE]).catch(() => ({ rows: [{ n: '?' }] }))).rows[0].n;

  const tables = [
    summary('SMS page (GET /jobs/:id/:userId?token=…)', crowd.results.page, (s) => s === '200'),
    summary('Apply (POST of the page’s form)', crowd.results.apply, (s) => s === '303'),
    summary('Fastify hello-world, at the same moments as the page', crowd.results.hello, (s) => s === '200'),
  ];
  console.log(`\n| call | answers | p50 ms | p99 ms | target | by status | load |\n|---|---|---|---|---|---|---|`);
  for (const [i, t] of tables.entries()) {
    const target = i === 0 ? TARGETS.page : i === 1 ? TARGETS.apply : null;
    const mark = target ? `p99 ≤ ${target} ms${t.p99 > target ? ' MISSES' : ''}` : '–';
    console.log(`| ${t.name} | ${fmt(t.count)} | ${t.p50.toFixed(1)} | ${t.p99.toFixed(1)} | ${mark} | ${Object.entries(t.byStatus).map(([s, n]) => `${fmt(n)}× ${s}`).join(', ')} | ${load()} |`);
  }
  const lost = alerted - distinct.size;
  const duplicated = toOfficers.length - distinct.size;
  console.log(`
- alerts queued (job_alerts): ${fmt(alerted)}; handed to the provider: ${fmt(toOfficers.length)} to ${fmt(distinct.size)} phones; the last ${lastHandedS.toFixed(1)} s after the publish (${SMS_NUMBERS} × ${SMS_RATE}/s: at best ${(alerted / (SMS_NUMBERS * SMS_RATE)).toFixed(1)} s)
- answered 429 by the provider (over its rate): ${fmt(twilio.state.refused)}
- lost (alerted, never handed over): ${fmt(lost)}; duplicated: ${fmt(duplicated)}
- applications kept: ${fmt(rows)} of ${fmt(crowd.counts().applies)} applies
- the employer's applicant notices: ${notices.length} sent${queuedNotices ? `, ${queuedNotices} still queued` : ''}${notices.length ? `: ${notices.map((m) => JSON.stringify(m.body)).join('; ')}` : ''}
- load at the end ${load()}`);
  const fiveXx = tables.slice(0, 2).reduce((n, t) => n + t.fiveXx, 0);
  if (fiveXx > 0 || lost > 0 || duplicated > 0) {
    failed = true;
    console.log(`FAILED: ${fiveXx} answers of 5xx or no answer, ${lost} lost, ${duplicated} duplicated`);
    for (const s of servers) console.log(serverErrors(s.logFile));
  }

  // The same storm with half the officers on push: the first was everyone on SMS, as no officer had a device.
  const before = await stormCost(q, toOfficers, 0);
  const devices = await giveDevices(q);
  twilio.state.onMessage = () => {};
  const handedBefore = twilio.state.accepted.length;
  const lastRow = (await q('select max(id)::int id from outbox')).rows[0].id;
  const started2 = performance.now();
  const startedAt2 = Date.now();
  const publish2 = await timed({ url: `${base}/api/employers/jobs`, method: 'POST', headers: { cookie: seeded.cookie, origin: base, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (publish2.status !== 200) throw new Error(`publishing again answered ${publish2.status}:\n${serverErrors(servers[0].logFile)}`);
  const jobId2 = (await q('select max(id)::int id from jobs')).rows[0].id;
  console.log(`\nThe same storm with ${fmt(devices)} of the officers on push (job ${jobId2}, published in ${publish2.ms.toFixed(0)} ms); load ${load()}`);
  // Every alert settled (an SMS sent, or held and then skipped once its push went), or nothing moving for 60 s.
  for (let quiet = 0, last = -1; quiet < 60_000; await sleep(1000)) {
    const alerted2 = (await q('select count(*)::int n from job_alerts where job_id = $1', [jobId2])).rows[0].n;
    const open = (await q(`select count(*)::int n from outbox where id > $1 and status in ('pending', 'sending', 'held')`, [lastRow])).rows[0].n;
    if (alerted2 > 0 && open === 0) break;
    quiet = open === last ? quiet + 1000 : 0;
    last = open;
    if (servers.some((s) => s.exited)) throw new Error(`a server stopped:\n${logTail(servers.find((s) => s.exited).logFile)}`);
  }
  const texts2 = twilio.state.accepted.slice(handedBefore).filter((m) => m.to !== EMPLOYER_PHONE);
  const after = await stormCost(q, texts2, lastRow);
  const pushes = after.rows.get('push sent') ?? 0;
  const lastPushAt = (await q(`select extract(epoch from max(sent_at)) * 1000 as at from outbox where id > $1 and channel = 'push'`, [lastRow])).rows[0].at;
  const lastToldS = Math.max(texts2.length ? Math.max(...texts2.map((m) => m.at)) - started2 : 0, lastPushAt ? Number(lastPushAt) - startedAt2 : 0) / 1000;
  console.log(`\n| storm | officers with a device | SMS to officers | SMS segments | pushes | the last officer told | load |\n|---|---|---|---|---|---|---|`);
  console.log(`| before: everyone on SMS | 0 | ${fmt(before.texts)} | ${fmt(before.segments)} | 0 | ${lastHandedS.toFixed(1)} s | ${before.load} |`);
  console.log(`| after: half on push | ${fmt(devices)} | ${fmt(after.texts)} | ${fmt(after.segments)} | ${fmt(pushes)} | ${lastToldS.toFixed(1)} s | ${after.load} |`);
  console.log(`\n| outbox rows of the alerts | before | after |\n|---|---|---|`);
  for (const kind of [...new Set([...before.rows.keys(), ...after.rows.keys()])].sort()) {
    console.log(`| ${kind} | ${fmt(before.rows.get(kind) ?? 0)} | ${fmt(after.rows.get(kind) ?? 0)} |`);
  }
  // The admin's figures for the days of both storms (analytics.ts, as GET admin/analytics/messages answers), against the texts themselves.
  const today = new Date().toISOString().slice(0, 10);
  const asked = performance.now();
  const analytics = (await lib.messagesPerWeek(db, { from: today, to: today }, 'UTC', new Date(), 30)).weeks;
  const analyticsMs = performance.now() - asked;
  const total = (key) => analytics.reduce((sum, week) => sum + week[key], 0);
  const skipped = (await q(`select body from outbox where id > $1 and channel = 'sms' and status = 'skipped'`, [lastRow])).rows;
  const skippedSegments = skipped.reduce((sum, row) => sum + lib.smsSize(row.body).segments, 0);
  console.log(`
- saved by push: ${fmt(before.texts - after.texts)} texts, ${fmt(before.segments - after.segments)} segments (${(((before.segments - after.segments) / before.segments) * 100).toFixed(1)} % of the storm's)
- the admin analytics for the week (both storms): SMS ${fmt(total('sms'))}, push ${fmt(total('push'))}, texts not sent ${fmt(total('smsSaved'))}, segments saved ${fmt(total('segmentsSaved'))} (the skipped texts measured one by one: ${fmt(skippedSegments)}), answered in ${analyticsMs.toFixed(0)} ms; load ${load()}`);
  if (after.texts !== OFFICERS - devices || pushes !== devices || total('segmentsSaved') !== skippedSegments) {
    failed = true;
    console.log(`FAILED: each officer without a device texted once and each with one pushed once, and the analytics' segments saved those of the skipped texts`);
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);
