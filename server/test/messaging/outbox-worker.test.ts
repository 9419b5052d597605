import Fastify from 'fastify';
import { CompiledQuery, sql } from 'kysely';
import { enqueueEmail, enqueueSms } from '../../src/messaging/outbox';
import { forgetSettledMessages, OutboxWorker, RETENTION_BATCH, settledRowsDeletion, staleClaimsRelease } from '../../src/messaging/outbox-worker';
import { DeliveryError, type EmailProvider, type SmsProvider } from '../../src/messaging/providers';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { migrateToLatest } from '../../src/db/migrations';
import { TestClock } from '../helpers/test-app';

/** Fastify's logger when logging is off: it drops everything. */
const log = Fastify({ logger: false }).log;

describe('outbox worker', () => {
  let database: TestDatabase;
  const clock = new TestClock();
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db);
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    await database.db.deleteFrom('outbox').execute();
    await database.db.deleteFrom('sms_opt_outs').execute();
  });

  const noEmail: EmailProvider = { name: 'none', send: async () => ({ providerId: 'unused' }) };
  const worker = (sms: SmsProvider, email: EmailProvider = noEmail) =>
    new OutboxWorker({ db: database.db, sms, email, now: clock.now, log, pollMs: 20, batchSize: 3 });
  const rows = () => database.db.selectFrom('outbox').selectAll().orderBy('id').execute();

  it('delivers each message exactly once with workers competing, and records the provider id', async () => {
    for (let i = 0; i < 20; i += 1) await enqueueSms(database.db, clock.now(), { to: `+1555555${String(1000 + i)}`, body: `m${i}`, retryUnknownOutcome: false });
    const sent: string[] = [];
    const slowSms: SmsProvider = {
      name: 'slow',
      async send(to) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(to);
        return { providerId: `id-${to}` };
      },
    };
    const workers = [worker(slowSms), worker(slowSms), worker(slowSms)];
    await Promise.all(workers.map((w) => w.deliverDue()));
    expect(sent).toHaveLength(20);
    expect(new Set(sent).size).toBe(20);
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: 'sent', attempts: 1, provider_id: `id-${row.recipient}` });
    }
  });

  it('a source with more to do gets a bounded share per round: what is due is delivered between its rounds', async () => {
    await enqueueSms(database.db, clock.now(), { to: '+15555550999', body: 'code first', kind: 'code', retryUnknownOutcome: false });
    const order: string[] = [];
    const w = worker({ name: 'log', send: async (_to, body) => (order.push(`sent ${body}`), { providerId: body }) });
    let left = 3;
    w.addSource(async () => {
      left -= 1;
      order.push(`source round, ${left} left`);
      await enqueueSms(database.db, clock.now(), { to: '+15555550998', body: `alert ${left}`, retryUnknownOutcome: true });
      return left > 0;
    });
    await w.deliverDue();
    expect(order).toEqual([
      'source round, 2 left',
      'sent code first',
      'sent alert 2',
      'source round, 1 left',
      'sent alert 1',
      'source round, 0 left',
      'sent alert 0',
    ]);
  });

  it('claims with FOR UPDATE SKIP LOCKED: a row another transaction holds is left alone', async () => {
    await enqueueSms(database.db, clock.now(), { to: '+15555550102', body: 'held', retryUnknownOutcome: false });
    await enqueueSms(database.db, clock.now(), { to: '+15555550101', body: 'free', retryUnknownOutcome: false });
    const sent: string[] = [];
    const sms: SmsProvider = { name: 'fake', send: async (_to, body) => (sent.push(body), { providerId: body }) };
    if (database.kind === 'pglite') {
      // One connection in PGlite: no second transaction can hold a lock, so check the claim only.
      await worker(sms).deliverDue();
      expect(sent.sort()).toEqual(['free', 'held']);
      return;
    }
    const [held] = await rows();
    let release!: () => void;
    const holding = database.db.transaction().execute(async (trx) => {
      await trx.selectFrom('outbox').select('id').where('id', '=', held!.id).forUpdate().execute();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await worker(sms).deliverDue();
    expect(sent).toEqual(['free']);
    release();
    await holding;
    await worker(sms).deliverDue();
    expect(sent).toEqual(['free', 'held']);
  });

  it('retries a refused message with backoff, then gives up', async () => {
    await enqueueEmail(database.db, clock.now(), { to: 'a@example.com', subject: 's', text: 't', retryUnknownOutcome: true });
    let tries = 0;
    const refusing: EmailProvider = {
      name: 'refusing',
      async send() {
        tries += 1;
        throw new DeliveryError('421 try later', true);
      },
    };
    const w = worker({ name: 'none', send: async () => ({ providerId: 'x' }) }, refusing);
    await w.deliverDue();
    expect(tries).toBe(1);
    expect((await rows())[0]).toMatchObject({ status: 'pending', attempts: 1, last_error: '421 try later' });
    await w.deliverDue();
    expect(tries).toBe(1); // not due yet
    for (let i = 0; i < 5; i += 1) {
      clock.advance(60_000);
      await w.deliverDue();
    }
    expect(tries).toBe(5);
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 5 });
  });

  it('does not retry a permanent refusal', async () => {
    await enqueueSms(database.db, clock.now(), { to: '+15555550102', body: 'notice', retryUnknownOutcome: true });
    let tries = 0;
    const unsubscribed: SmsProvider = {
      name: 'unsubscribed',
      async send() {
        tries += 1;
        throw new DeliveryError('Twilio 400: Attempt to send to unsubscribed recipient', true, true);
      },
    };
    const w = worker(unsubscribed);
    await w.deliverDue();
    clock.advance(60_000);
    await w.deliverDue();
    expect(tries).toBe(1);
    expect((await rows())[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('does not resend a login code after an unknown outcome', async () => {
    await enqueueSms(database.db, clock.now(), { to: '+15555550102', body: 'code', retryUnknownOutcome: false });
    let tries = 0;
    const timingOut: SmsProvider = {
      name: 'timeout',
      async send() {
        tries += 1;
        throw new DeliveryError('socket hang up', false);
      },
    };
    const w = worker(timingOut);
    await w.deliverDue();
    clock.advance(60_000);
    await w.deliverDue();
    expect(tries).toBe(1);
    expect((await rows())[0]).toMatchObject({ status: 'failed' });
  });

  it('settles a message whose sender died mid-send', async () => {
    await enqueueSms(database.db, clock.now(), { to: '+15555550102', body: 'code', retryUnknownOutcome: false });
    await enqueueEmail(database.db, clock.now(), { to: 'a@example.com', subject: 's', text: 'link', retryUnknownOutcome: true });
    await database.db.updateTable('outbox').set({ status: 'sending', claimed_at: clock.now() }).execute();
    clock.advance(10 * 60_000);
    const sent: string[] = [];
    const record = { name: 'r', send: async (to: string) => (sent.push(to), { providerId: 'p' }) };
    await worker(record, record).deliverDue();
    expect(sent).toEqual(['a@example.com']);
    expect((await rows()).map((r) => r.status)).toEqual(['failed', 'sent']);
  });

  it('polls on its own and stops cleanly', async () => {
    const sent: string[] = [];
    const w = worker({ name: 'r', send: async (to) => (sent.push(to), { providerId: 'p' }) });
    w.start();
    await enqueueSms(database.db, clock.now(), { to: '+15555550102', body: 'x', retryUnknownOutcome: false });
    w.kick();
    const deadline = Date.now() + 5000;
    while (sent.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    await w.stop();
    expect(sent).toEqual(['+15555550102']);
  });

  /** A provider whose sends wait until the test lets them finish. */
  function gatedSms() {
    const sent: string[] = [];
    const waiting: (() => void)[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const sms: SmsProvider = {
      name: 'gated',
      async send(_to, body) {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        sent.push(body);
        await new Promise<void>((resolve) => waiting.push(resolve));
        inFlight -= 1;
        return { providerId: `id-${body}` };
      },
    };
    const until = async (condition: () => boolean) => {
      const deadline = Date.now() + 5000;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error('timed out');
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    };
    return { sms, sent, waiting, maxInFlight: () => maxInFlight, until, releaseAll: () => waiting.splice(0).forEach((go) => go()) };
  }

  it('sends a batch with bounded concurrency and marks it in one go', async () => {
    for (let i = 0; i < 40; i += 1) await enqueueSms(database.db, clock.now(), { to: `+1555555${2000 + i}`, body: `c${i}`, retryUnknownOutcome: true });
    const gate = gatedSms();
    const w = new OutboxWorker({ db: database.db, sms: gate.sms, email: noEmail, now: clock.now, log, pollMs: 20, batchSize: 16, concurrency: 4 });
    const pass = w.deliverDue();
    while ((await rows()).some((r) => r.status !== 'sent')) {
      await gate.until(() => gate.waiting.length > 0 || gate.sent.length === 40);
      gate.releaseAll();
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (gate.sent.length === 40 && gate.waiting.length === 0) break;
    }
    await pass;
    expect(gate.maxInFlight()).toBe(4);
    expect((await rows()).every((r) => r.status === 'sent' && r.provider_id === `id-${r.body}` && r.sent_at !== null)).toBe(true);
  });

  it('crash and restart: nothing is lost, at most the crashed batch is sent twice, login codes never', async () => {
    const BATCH = 8;
    const CONCURRENCY = 4;
    // Two login codes among 20 messages, both in the first batch.
    for (let i = 0; i < 20; i += 1) {
      const code = i === 1 || i === 6;
      await enqueueSms(database.db, clock.now(), { to: `+1555555${3000 + i}`, body: `m${i}`, retryUnknownOutcome: !code, kind: code ? 'code' : 'notice' });
    }
    const crashed = gatedSms();
    const options = { db: database.db, email: noEmail, now: clock.now, log, pollMs: 20, batchSize: BATCH, concurrency: CONCURRENCY, staleClaimMs: 60_000 };
    // The first process claims a batch, hands 4 messages to the provider, and dies before marking anything.
    void new OutboxWorker({ ...options, sms: crashed.sms }).deliverDue();
    await crashed.until(() => crashed.sent.length === CONCURRENCY);
    expect(crashed.sent).toEqual(['m0', 'm1', 'm2', 'm3']);
    expect((await rows()).filter((r) => r.status === 'sending')).toHaveLength(BATCH);

    // A restart within the stale timeout leaves the claimed rows alone (their owner may be alive)...
    const sent: string[] = [];
    const restarted = new OutboxWorker({ ...options, sms: { name: 'r', send: async (_to, body) => (sent.push(body), { providerId: `p-${body}` }) } });
    await restarted.deliverDue();
    expect(sent).toHaveLength(20 - BATCH);
    expect((await rows()).filter((r) => r.status === 'sending')).toHaveLength(BATCH);
    // ...after it, notices go out again and codes are failed (the user asks for a new one).
    clock.advance(60_001);
    await restarted.deliverDue();
    const final = await rows();
    const codes = final.filter((r) => r.kind === 'code');
    expect(codes.map((r) => [r.body, r.status, r.last_error])).toEqual([
      ['m1', 'failed', 'The process sending it stopped before knowing the outcome'],
      ['m6', 'failed', 'The process sending it stopped before knowing the outcome'],
    ]);
    expect(final.filter((r) => r.kind === 'notice').every((r) => r.status === 'sent' && r.provider_id === `p-${r.body}`)).toBe(true);
    // Lost: none; every notice reached the phone at least once.
    const delivered = [...crashed.sent, ...sent];
    for (const r of final.filter((row) => row.kind === 'notice')) expect(delivered).toContain(r.body);
    // Duplicated: only notices the crashed process had handed over, never more than its batch.
    const twice = delivered.filter((body, i) => delivered.indexOf(body) !== i);
    expect(twice).toEqual(['m0', 'm2', 'm3']);
    expect(twice.length).toBeLessThanOrEqual(BATCH);
    expect(delivered.filter((b) => b === 'm1' || b === 'm6')).toEqual(['m1']);
    // The crashed worker's sends never return: it stays dead.
  });

  it('graceful stop: claims nothing more, finishes and marks the send in flight, requeues the rest of the batch', async () => {
    for (let i = 0; i < 5; i += 1) await enqueueSms(database.db, clock.now(), { to: `+1555555${4000 + i}`, body: `g${i}`, retryUnknownOutcome: true });
    const gate = gatedSms();
    const w = new OutboxWorker({ db: database.db, sms: gate.sms, email: noEmail, now: clock.now, log, pollMs: 20, batchSize: 3, concurrency: 1 });
    w.start();
    await gate.until(() => gate.sent.length === 1);
    let stopped = false;
    const stopping = w.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stopped).toBe(false); // waits for the slow send
    gate.releaseAll();
    await stopping;
    expect(gate.sent).toEqual(['g0']);
    expect((await rows()).map((r) => [r.body, r.status, r.attempts, r.provider_id])).toEqual([
      ['g0', 'sent', 1, 'id-g0'],
      ['g1', 'pending', 0, null],
      ['g2', 'pending', 0, null],
      ['g3', 'pending', 0, null],
      ['g4', 'pending', 0, null],
    ]);
    await w.drain(); // a stopped worker claims nothing
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gate.sent).toEqual(['g0']);
    expect((await rows()).filter((r) => r.status === 'pending')).toHaveLength(4);
  });

  it('skips SMS notices to a number that replied STOP, still sends login codes and e-mails', async () => {
    await database.db.insertInto('sms_opt_outs').values({ phone: '+15555550111', keyword: 'STOP' }).execute();
    await enqueueSms(database.db, clock.now(), { to: '+15555550111', body: 'you are hired', retryUnknownOutcome: true });
    await enqueueSms(database.db, clock.now(), { to: '+15555550111', body: '123456 is your code', retryUnknownOutcome: false, kind: 'code' });
    await enqueueSms(database.db, clock.now(), { to: '+15555550112', body: 'other number', retryUnknownOutcome: true });
    await enqueueEmail(database.db, clock.now(), { to: 'a@example.com', subject: 's', text: 'mail', retryUnknownOutcome: true });
    const sent: string[] = [];
    const record = { name: 'r', send: async (_to: string, body: string, text?: string) => (sent.push(text ?? body), { providerId: 'p' }) };
    await worker(record, record).deliverDue();
    expect(sent.sort()).toEqual(['123456 is your code', 'mail', 'other number']);
    expect((await rows()).map((r) => [r.body, r.status, r.last_error])).toEqual([
      ['you are hired', 'skipped', 'Recipient opted out (STOP)'],
      ['123456 is your code', 'sent', null],
      ['other number', 'sent', null],
      ['mail', 'sent', null],
    ]);
  });

  /** `count` settled or waiting rows claimed (and sent, if 'sent') at `at`. */
  const addRows = (count: number, status: string, at: Date) =>
    sql`insert into outbox (channel, recipient, body, retry_unknown_outcome, status, next_attempt_at, claimed_at, sent_at, created_at)
        select 'sms', '+15555550100', ${status} || ' ' || g, true, ${status}, ${at}::timestamptz, ${at}::timestamptz,
          case when ${status} = 'sent' then ${at}::timestamptz end, ${at}::timestamptz
        from generate_series(1, ${count}::int) g`.execute(database.db);

  it('forgets sent and skipped rows after the retention period, in batches until a batch comes back short; failed and recent rows stay', async () => {
    const DAY = 86_400_000;
    const old = new Date(clock.now().getTime() - 31 * DAY);
    const recent = new Date(clock.now().getTime() - 29 * DAY);
    for (const status of ['sent', 'skipped', 'failed']) await addRows(1, status, old);
    await addRows(1, 'sent', recent);
    expect(await forgetSettledMessages(database.db, clock.now(), 30)).toBe(2);
    expect((await rows()).map((r) => r.body)).toEqual(['failed 1', 'sent 1']);

    await addRows(RETENTION_BATCH + 3, 'sent', old);
    expect(await forgetSettledMessages(database.db, clock.now(), 30)).toBe(RETENTION_BATCH + 3);
    expect(await rows()).toHaveLength(2);

    await addRows(1, 'sent', old);
    expect(await forgetSettledMessages(database.db, clock.now(), 0)).toBe(0);
    expect(await rows()).toHaveLength(3); // 0 keeps them
  });

  it('finds stale claims and old settled rows through their partial indexes, not by reading the table', async () => {
    await addRows(20_000, 'sent', clock.now());
    await addRows(20, 'sent', new Date(clock.now().getTime() - 40 * 86_400_000));
    await addRows(3, 'sending', clock.now());
    await sql`analyze outbox`.execute(database.db);
    const plan = async (query: { compile(): CompiledQuery }) => {
      const compiled = query.compile();
      const result = await database.db.executeQuery<Record<string, string>>(CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]));
      return result.rows.map((row) => Object.values(row)[0]).join('\n');
    };
    const cutoff = new Date(clock.now().getTime() - 30 * 86_400_000);
    expect(await plan(staleClaimsRelease(database.db, cutoff))).toMatch(/Index Scan using outbox_sending|Bitmap Index Scan on outbox_sending/);
    expect(await plan(settledRowsDeletion(database.db, cutoff))).toMatch(/Index Scan using outbox_settled|Bitmap Index Scan on outbox_settled/);
  });
});
