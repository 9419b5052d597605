// Outbox drain throughput: `node bench/outbox-drain.mjs` (from the repository root).
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names a server; the bench creates the
// database dutylink_bench_outbox on it, migrates it, and per run queues 10,000 SMS notices (plus 1,000
// opted-out numbers that are not among the recipients, so the STOP check does its real work), drains them
// with the server's OutboxWorker and the dev SMS provider (ids like dev-<uuid>, no network), checks every
// row is 'sent' with its provider id, and prints messages/second: one worker, then two workers with
// their own pools (two server processes), median of 3 runs each. Then it drops the database.
import { benchDatabase, loadServerModules } from './support.mjs';

const lib = await loadServerModules(`
export { OutboxWorker, DEFAULT_BATCH_SIZE, DEFAULT_CONCURRENCY } from './src/messaging/outbox-worker';
export { devSms, devEmail } from './src/messaging/dev-providers';
`);

const MESSAGES = 10_000;
const RUNS = 3;
const TARGET = 500;
// PROVIDER_LATENCY_MS=100 makes each send take that long (a real provider's round trip) instead of none.
const latencyMs = Number(process.env.PROVIDER_LATENCY_MS) || 0;
const sms = latencyMs
  ? { name: 'slow-dev', send: async (to, body) => (await new Promise((resolve) => setTimeout(resolve, latencyMs)), lib.devSms.send(to, body)) }
  : lib.devSms;
const batchSize = Number(process.env.OUTBOX_BATCH_SIZE) || lib.DEFAULT_BATCH_SIZE;
const concurrency = Number(process.env.OUTBOX_CONCURRENCY) || lib.DEFAULT_CONCURRENCY;

const database = await benchDatabase(lib, 'dutylink_bench_outbox');
const pools = [];
const connect = () => {
  const pool = new lib.Pool({ connectionString: database.url, max: 10 });
  // pool.end() resolves before its sockets close; the drop's FORCE may then end one, which is not an error here.
  pool.on('error', (error) => {
    if (!/terminating connection due to administrator command/.test(error.message)) throw error;
  });
  pools.push(pool);
  return new lib.Kysely({ dialect: new lib.PostgresDialect({ pool }) });
};
const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => silent, level: 'silent' };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const dbs = [connect(), connect()];
  const q = (text, params = []) => pools[0].query(text, params);
  await lib.migrateToLatest(dbs[0]);
  await q(`insert into sms_opt_outs (phone, keyword) select '+1666' || lpad(g::text, 7, '0'), 'STOP' from generate_series(1, 1000) g`);

  async function run(workers) {
    await q('truncate outbox');
    await q(
      `insert into outbox (channel, recipient, body, retry_unknown_outcome, kind, next_attempt_at, created_at)
       select 'sms', '+1555' || lpad(g::text, 7, '0'), 'DutyLink: new job "Stadium traffic" near you. Details: https://dutylink.example/j/' || g,
              true, 'notice', now(), now()
       from generate_series(1, $1) g`,
      [MESSAGES],
    );
    await q('analyze outbox');
    const running = dbs.slice(0, workers).map(
      (db) => new lib.OutboxWorker({ db, sms, email: lib.devEmail, now: () => new Date(), log: silent, pollMs: 200, batchSize, concurrency }),
    );
    const t0 = performance.now();
    await Promise.all(running.map((worker) => worker.drain()));
    const seconds = (performance.now() - t0) / 1000;
    const check = (await q(`select count(*) filter (where status = 'sent' and provider_id like 'dev-%' and attempts = 1)::int as sent, count(*)::int as total from outbox`)).rows[0];
    if (check.sent !== MESSAGES || check.total !== MESSAGES) throw new Error(`drain incomplete: ${JSON.stringify(check)}`);
    return MESSAGES / seconds;
  }

  await run(1); // warm-up
  console.log(`outbox drain: ${MESSAGES.toLocaleString('en-US')} SMS through the dev provider${latencyMs ? ` (${latencyMs} ms per send)` : ''}, batch ${batchSize}, ${concurrency} in flight per worker`);
  for (const workers of [1, 2]) {
    const rates = [];
    for (let i = 0; i < RUNS; i += 1) rates.push(await run(workers));
    const m = median(rates);
    console.log(
      `${workers} worker${workers > 1 ? 's' : ' '}  runs ${rates.map((r) => r.toFixed(0).padStart(6)).join(' ')} msg/s   median ${m.toFixed(0)} msg/s${m < TARGET ? `  MISSES ${TARGET}/s` : ''}`,
    );
  }
} finally {
  for (const pool of pools) await pool.end();
  await database.drop();
}
