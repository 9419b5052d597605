import { authPaths, Role } from '@dutylink/contracts';
import { migrateToLatest } from '../../src/db/migrations';
import { enqueueSmsBatch } from '../../src/messaging/outbox';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { alternatingProxy, httpCall, serverProcessBundle, type Proxy, type ServerProcess } from '../helpers/server-processes';
import { newPhone, ORIGIN, testConfig } from '../helpers/test-app';

const SEND_PER_MINUTE = 5;
const MESSAGES = 1000;
const consents = { agreeSms: true, agreeEmails: true, agreeTerms: true };

const onPostgres = Boolean(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL);
if (!onPostgres) console.info('two server processes: skipped, they need a real PostgreSQL (TEST_DATABASE_URL); PGlite is one process');

/** Two server processes on one PostgreSQL database behind a proxy that alternates between them. */
(onPostgres ? describe : describe.skip)('two server processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let bundle: Awaited<ReturnType<typeof serverProcessBundle>>;
  let processes: ServerProcess[] = [];
  let proxy: Proxy;
  const call = (port: number, url: string, cookie?: string, body: unknown = consents) => httpCall(port, 'POST', `/api/${url}`, { origin: ORIGIN, ...(cookie ? { cookie } : {}) }, body);

  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db);
    bundle = await serverProcessBundle();
    // Everything the processes need is in this object: they read no environment.
    const config = {
      ...testConfig(),
      demoData: false,
      trustProxy: false as const,
      rateLimit: { sendPerMinute: SEND_PER_MINUTE, verifyPerMinute: 100 },
      outboxPollMs: 50,
    };
    processes = await Promise.all([bundle.start(config, database.url!), bundle.start(config, database.url!)]);
    proxy = await alternatingProxy(processes.map((p) => p.port));
  }, 60_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(processes.map((p) => p.stop()));
    bundle?.remove();
    await database?.drop();
  }, 30_000);

  it('a code sent by one process is verified by the other, and the session works in both until it ends', async () => {
    const [a, b] = processes.map((p) => p.port) as [number, number];
    const phone = newPhone();
    expect((await call(a, authPaths.signUpSendCode(Role.Employee, phone))).status).toBe(200);
    const sms = await database.db.selectFrom('outbox').select('body').where('recipient', '=', phone).executeTakeFirstOrThrow();
    const verified = await call(b, authPaths.signUpVerify(Role.Employee, phone, /\d{6}/.exec(sms.body)![0]));
    expect(verified.status).toBe(200);
    const cookie = /dl_session=[^;]+/.exec(String(verified.headers['set-cookie']))![0];
    const userId = JSON.parse(verified.body).user.id;

    const onA = await call(a, authPaths.refresh, cookie);
    expect(onA.status).toBe(200);
    expect(JSON.parse(onA.body).user.id).toBe(userId);
    expect((await call(a, authPaths.logout, cookie, {})).status).toBe(200);
    expect((await call(b, authPaths.refresh, cookie)).status).toBe(401);
  });

  it(`the per-IP code limit (${SEND_PER_MINUTE} a minute) holds in total across both`, async () => {
    await database.db.deleteFrom('rate_limits').execute(); // a fresh window, whatever the test above used
    const first = proxy.served.length;
    const statuses: number[] = [];
    for (let i = 0; i < SEND_PER_MINUTE + 3; i += 1) statuses.push((await call(proxy.port, authPaths.signInSendCode(Role.Employee, newPhone()))).status);
    const served = proxy.served.slice(first);
    console.info(
      [
        `per-IP limit ${SEND_PER_MINUTE}/minute, ${statuses.length} code requests through the proxy:`,
        ...statuses.map((status, i) => `  request ${i + 1} → process ${'AB'[served[i]!]}: ${status}`),
        `  passed ${statuses.filter((s) => s === 200).length} (A ${statuses.filter((s, i) => s === 200 && served[i] === 0).length}, B ${statuses.filter((s, i) => s === 200 && served[i] === 1).length}), refused ${statuses.filter((s) => s === 429).length}`,
      ].join('\n'),
    );
    expect(new Set(served)).toEqual(new Set([0, 1]));
    expect(statuses).toEqual([...Array(SEND_PER_MINUTE).fill(200), 429, 429, 429]);
  });

  it(`${MESSAGES} outbox messages are delivered exactly once between the two workers`, async () => {
    const bodies = Array.from({ length: MESSAGES }, (_, i) => `bulk ${i}`);
    await enqueueSmsBatch(
      database.db,
      new Date(),
      bodies.map((body, i) => ({ to: `+1555${String(3_000_000 + i)}`, body, retryUnknownOutcome: true })),
    );
    const started = Date.now();
    const unsent = () =>
      database.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('body', 'like', 'bulk %')
        .where('status', '<>', 'sent')
        .executeTakeFirstOrThrow();
    while (Number((await unsent()).n) > 0) {
      if (Date.now() - started > 60_000) throw new Error('not delivered within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const seconds = (Date.now() - started) / 1000;
    const perWorker = (await Promise.all(processes.map((p) => p.delivered()))).map((sent) => sent.filter((body) => body.startsWith('bulk ')));
    const all = perWorker.flat();
    const duplicates = all.length - new Set(all).size;
    console.info(`${MESSAGES} messages in ${seconds.toFixed(1)} s: worker A ${perWorker[0]!.length}, worker B ${perWorker[1]!.length}, duplicates ${duplicates}, missing ${bodies.filter((b) => !all.includes(b)).length}`);
    expect(duplicates).toBe(0);
    expect(new Set(all)).toEqual(new Set(bodies));
    expect(perWorker.every((sent) => sent.length > 0)).toBe(true);
  });
});
