import { freeSms } from '../../src/lib/sms-text';
import Fastify from 'fastify';
import { CompiledQuery, sql, type KyselyPlugin } from 'kysely';
import { BEHIND_AFTER_MS, FAILING_FOR_MS } from '../../src/messaging/channel-health';
import { enqueueEmail, enqueueSms } from '../../src/messaging/outbox';
import {
  EXPIRED_ERROR,
  forgetSettledMessages,
  OutboxWorker,
  RETENTION_BATCH,
  RETRY_BASE_MS,
  RETRY_CAP_MS,
  retryDelayMs,
  settledRowsDeletion,
  staleClaimsRelease,
} from '../../src/messaging/outbox-worker';
import { DeliveryError, type EmailProvider, type OutgoingEmail, type SmsProvider } from '../../src/messaging/providers';
import { createTestDatabase, type TestDatabase } from '../helpers/database';
import { TestClock } from '../helpers/test-app';

/** Fastify's logger when logging is off: it drops everything. */
const log = Fastify({ logger: false }).log;

describe('outbox worker', () => {
  let database: TestDatabase;
  const clock = new TestClock();
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    await database.db.deleteFrom('outbox').execute();
    await database.db.deleteFrom('sms_opt_outs').execute();
  });

  const noEmail: EmailProvider = { name: 'none', send: async () => ({ providerId: 'unused' }) };
  const noEmailSms: SmsProvider = { name: 'none', send: async () => ({ providerId: 'unused' }) };
  const worker = (sms: SmsProvider, email: EmailProvider = noEmail) =>
    new OutboxWorker({ db: database.db, sms, email, now: clock.now, log, pollMs: 20, batchSize: 3 });
  const rows = () => database.db.selectFrom('outbox').selectAll().orderBy('id').execute();

  it('delivers each message exactly once with workers competing, and records the provider id', async () => {
    for (let i = 0; i < 20; i += 1) await enqueueSms(database.db, clock.now(), { to: `+1555555${String(1000 + i)}`, body: freeSms(`m${i}`), retryUnknownOutcome: false });
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
    await enqueueSms(database.db, clock.now(), { to: '+15555550999', body: freeSms('code first'), kind: 'code', retryUnknownOutcome: false });
    const order: string[] = [];
    const w = worker({ name: 'log', send: async (_to, body) => (order.push(`sent ${body}`), { providerId: body }) });
    let left = 3;
    w.addSource(async () => {
      left -= 1;
      order.push(`source round, ${left} left`);
      await enqueueSms(database.db, clock.now(), { to: '+15555550998', body: freeSms(`alert ${left}`), retryUnknownOutcome: true });
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
    await enqueueSms(database.db, clock.now(), { to: '+15555550102', body: freeSms('held'), retryUnknownOutcome: false });
    await enqueueSms(database.db, clock.now(), { to: '+15555550101', body: freeSms('free'), retryUnknownOutcome: false });
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

  it('waits exponentially longer between tries, jittered between half and all of the step, up to a cap', () => {
    const steps = [1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map((attempts) => [retryDelayMs(attempts, () => 0), retryDelayMs(attempts, () => 1)]);
    expect(steps).toEqual([
      [1_000, 2_000],
      [2_000, 4_000],
      [4_000, 8_000],
      [8_000, 16_000],
      [16_000, 32_000],
      [32_000, 64_000],
      [60_000, 120_000],
      [60_000, 120_000],
      [60_000, 120_000],
      [60_000, 120_000],
    ]);
    expect(RETRY_CAP_MS).toBe(120_000);
  });

  it('retries a refused message with growing, capped delays until the retry period after it was queued, then fails it', async () => {
    const queuedAt = clock.now().getTime();
    await enqueueEmail(database.db, clock.now(), { to: 'a@example.com', subject: 's', text: 't', html: '<p>t</p>', retryUnknownOutcome: true });
    let tries = 0;
    const refusing: EmailProvider = {
      name: 'refusing',
      async send() {
        tries += 1;
        throw new DeliveryError('421 try later', true);
      },
    };
    const RETRY_FOR_MS = 15 * 60_000;
    const w = new OutboxWorker({ db: database.db, sms: noEmailSms, email: refusing, now: clock.now, log, pollMs: 20, retryForMs: RETRY_FOR_MS });
    await w.deliverDue();
    expect(tries).toBe(1);
    expect((await rows())[0]).toMatchObject({ status: 'pending', attempts: 1, last_error: '421 try later' });
    await w.deliverDue();
    expect(tries).toBe(1); // not due yet
    const delays: number[] = [];
    for (let row = (await rows())[0]!; row.status === 'pending'; row = (await rows())[0]!) {
      const delay = row.next_attempt_at.getTime() - clock.now().getTime();
      const step = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** (row.attempts - 1));
      expect(delay).toBeGreaterThanOrEqual(step / 2);
      expect(delay).toBeLessThanOrEqual(step);
      delays.push(delay);
      clock.advance(delay - 1);
      await w.deliverDue();
      expect(tries).toBe(row.attempts); // not a millisecond early
      clock.advance(1);
      await w.deliverDue();
      expect(tries).toBe(row.attempts + 1);
    }
    expect(delays.length).toBeGreaterThan(8);
    expect(Math.max(...delays)).toBeLessThanOrEqual(RETRY_CAP_MS);
    const [failed] = await rows();
    expect(failed).toMatchObject({ status: 'failed', attempts: tries, last_error: '421 try later' });
    // Tried until its next try would have fallen after the retry period, and not beyond it.
    expect(clock.now().getTime() - queuedAt).toBeLessThan(RETRY_FOR_MS);
    expect(failed!.next_attempt_at.getTime() - queuedAt).toBeGreaterThanOrEqual(RETRY_FOR_MS);
  });

  it('waits out a provider over its rate (429): every lane holds off, and the messages keep their turn and their tries', async () => {
    for (let i = 0; i < 6; i += 1) await enqueueSms(database.db, clock.now(), { to: `+1555555${String(2000 + i)}`, body: freeSms(`m${i}`), retryUnknownOutcome: false });
    // A number that sends 2 a burst, then answers 429 "try again in 50 ms" until that has passed.
    const sends: { to: string; at: number }[] = [];
    let refused = 0;
    let openAt = 0;
    let burst = 0;
    const overRate: SmsProvider = {
      name: 'over-rate',
      async send(to) {
        const now = Date.now();
        if (now >= openAt) [openAt, burst] = [now + 50, 0];
        if (burst >= 2) {
          refused += 1;
          throw new DeliveryError('Twilio 429: Too Many Requests', true, false, openAt - now);
        }
        burst += 1;
        sends.push({ to, at: now });
        return { providerId: `id-${to}` };
      },
    };
    const w = new OutboxWorker({ db: database.db, sms: overRate, email: noEmail, now: clock.now, log, pollMs: 20, batchSize: 6, concurrency: 4 });
    await w.deliverDue();
    expect(refused).toBeGreaterThan(0);
    expect(new Set(sends.map((s) => s.to)).size).toBe(6);
    expect(sends).toHaveLength(6);
    // Three windows of 2: the last send at least two holds after the first.
    expect(sends[5]!.at - sends[0]!.at).toBeGreaterThanOrEqual(90);
    for (const row of await rows()) expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('a 429 that outlasts the batch counts as a refusal: retried later with backoff, not sent twice', async () => {
    await enqueueSms(database.db, clock.now(), { to: '+15555553000', body: freeSms('m'), retryUnknownOutcome: false });
    let tries = 0;
    const closed: SmsProvider = {
      name: 'closed',
      async send() {
        tries += 1;
        throw new DeliveryError('Twilio 429: Too Many Requests', true, false, 60_000);
      },
    };
    const w = new OutboxWorker({ db: database.db, sms: closed, email: noEmail, now: clock.now, log, pollMs: 20, staleClaimMs: 60_000 });
    await w.deliverDue();
    expect(tries).toBe(1);
    expect((await rows())[0]).toMatchObject({ status: 'pending', attempts: 1, last_error: 'Twilio 429: Too Many Requests' });
  });

  it('claims sign-in codes before notices queued earlier: a code is not held behind a storm of alerts', async () => {
    for (let i = 0; i < 10; i += 1) await enqueueSms(database.db, clock.now(), { to: `+1555555${String(4000 + i)}`, body: freeSms(`alert ${i}`), retryUnknownOutcome: true });
    await enqueueSms(database.db, clock.now(), { to: '+15555554999', body: freeSms('123456 is your DutyLink code.'), kind: 'code', retryUnknownOutcome: false });
    const sent: string[] = [];
    const recording: SmsProvider = { name: 'recording', send: async (_to, body) => (sent.push(body), { providerId: body }) };
    await worker(recording).deliverDue();
    expect(sent[0]).toBe('123456 is your DutyLink code.');
    expect(sent).toHaveLength(11);
  });

  it('marks a message past its expiry expired instead of sending it late, and keeps the row', async () => {
    const expiresAt = new Date(clock.now().getTime() + 10 * 60_000);
    await enqueueSms(database.db, clock.now(), { to: '+15555550120', body: freeSms('code 1'), kind: 'code', retryUnknownOutcome: true, expiresAt });
    await enqueueSms(database.db, clock.now(), { to: '+15555550121', body: freeSms('notice 1'), retryUnknownOutcome: true });
    const tried: string[] = [];
    const hanging: SmsProvider = {
      name: 'hanging',
      async send(_to, body) {
        tried.push(body);
        throw new DeliveryError('Twilio unreachable: The operation was aborted due to timeout', false);
      },
    };
    const w = worker(hanging);
    while (clock.now() < expiresAt) {
      await w.deliverDue();
      clock.advance(30_000);
    }
    const triedBeforeExpiry = tried.filter((body) => body === 'code 1').length;
    expect(triedBeforeExpiry).toBeGreaterThan(3);
    clock.advance(RETRY_CAP_MS);
    const delivered: string[] = [];
    await worker({ name: 'back', send: async (_to, body) => (delivered.push(body), { providerId: `p-${body}` }) }).deliverDue();
    // The provider is back: the notice goes out, the code that no longer works does not.
    expect(delivered).toEqual(['notice 1']);
    expect((await rows()).map((r) => [r.body, r.status, r.attempts, r.last_error])).toEqual([
      ['code 1', 'expired', triedBeforeExpiry, EXPIRED_ERROR],
      ['notice 1', 'sent', expect.any(Number), null],
    ]);
  });

  it('does not send a message whose expiry passed while it waited behind a send that hung, in the same batch', async () => {
    await database.db.deleteFrom('outbox').execute();
    const expiresAt = new Date(clock.now().getTime() + 60_000);
    await enqueueSms(database.db, clock.now(), { to: '+15555550140', body: freeSms('code A'), kind: 'code', retryUnknownOutcome: false });
    await enqueueSms(database.db, clock.now(), { to: '+15555550141', body: freeSms('code B'), kind: 'code', retryUnknownOutcome: false, expiresAt });
    const tried: string[] = [];
    const hangsAMinuteAndAHalf: SmsProvider = {
      name: 'hanging',
      async send(_to, body) {
        tried.push(body);
        clock.advance(90_000); // the provider's timeout, while code B waits its turn
        throw new DeliveryError('Twilio unreachable: The operation was aborted due to timeout', false);
      },
    };
    await new OutboxWorker({ db: database.db, sms: hangsAMinuteAndAHalf, email: noEmail, now: clock.now, log, pollMs: 20, batchSize: 3, concurrency: 1 }).deliverDue();
    expect(tried).toEqual(['code A']);
    expect((await rows()).map((r) => [r.body, r.status, r.attempts, r.last_error, r.sent_at])).toEqual([
      ['code A', 'failed', 1, expect.stringContaining('timeout'), null],
      ['code B', 'expired', 0, EXPIRED_ERROR, null],
    ]);
  });

  it('counts a channel as delayed while its provider fails, or while a due message waits, and not once a message goes through', async () => {
    await database.db.updateTable('message_channels').set({ last_failure_at: null, last_success_at: null }).execute();
    let failing = true;
    const sms: SmsProvider = {
      name: 'flaky',
      async send(_to, body) {
        if (failing) throw new DeliveryError('Twilio 500: Internal Server Error', false);
        return { providerId: body };
      },
    };
    const w = worker(sms);
    expect(await w.delayed('sms')).toBe(false);
    // A refusal of one message says nothing of the provider.
    await enqueueSms(database.db, clock.now(), { to: '+15555550130', body: freeSms('refused'), retryUnknownOutcome: true });
    await worker({ name: 'refusing', send: async () => Promise.reject(new DeliveryError('Twilio 400: invalid number', true, true)) }).deliverDue();
    expect(await w.delayed('sms')).toBe(false);

    await enqueueSms(database.db, clock.now(), { to: '+15555550131', body: freeSms('a'), retryUnknownOutcome: true });
    await w.deliverDue();
    expect(await w.delayed('sms')).toBe(true);
    expect(await w.delayed('email')).toBe(false);
    clock.advance(FAILING_FOR_MS - 1);
    expect(await w.delayed('sms')).toBe(true);
    clock.advance(2);
    expect(await w.delayed('sms')).toBe(true); // the failure is old, but its message, due again, waits still
    await w.deliverDue();
    expect(await w.delayed('sms')).toBe(true); // it failed again
    clock.advance(FAILING_FOR_MS + 1);
    await database.db.updateTable('outbox').set({ status: 'failed' }).where('body', '=', 'a').execute();
    expect(await w.delayed('sms')).toBe(false); // the failures are long past, and nothing due waits
    failing = false;
    await enqueueSms(database.db, clock.now(), { to: '+15555550132', body: freeSms('b'), retryUnknownOutcome: true });
    await w.deliverDue();
    expect(await w.delayed('sms')).toBe(false); // a message went through

    // A message due a minute ago and still not sent (no worker keeps up) is a delay too.
    await enqueueSms(database.db, clock.now(), { to: '+15555550133', body: freeSms('waiting'), retryUnknownOutcome: true });
    clock.advance(BEHIND_AFTER_MS - 1);
    expect(await w.delayed('sms')).toBe(false);
    clock.advance(2);
    expect(await w.delayed('sms')).toBe(true);
    expect(await w.delayed('email')).toBe(false);
    await w.deliverDue();
    expect(await w.delayed('sms')).toBe(false);
  });

  it('records a batch sent while the database could not be reached once it is back, so nothing is sent twice', async () => {
    for (let i = 0; i < 4; i += 1) await enqueueSms(database.db, clock.now(), { to: `+1555555${5000 + i}`, body: freeSms(`r${i}`), retryUnknownOutcome: true });
    // The database goes away right after the claim: the first 3 writes fail as on a restart.
    let refusals = 0;
    let claimed = false;
    const restart: KyselyPlugin = {
      transformQuery({ node }) {
        if (node.kind === 'UpdateQueryNode' && claimed && refusals < 3) {
          refusals += 1;
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
        }
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const sent: string[] = [];
    const sms: SmsProvider = { name: 'r', send: async (_to, body) => ((claimed = true), sent.push(body), { providerId: `p-${body}` }) };
    const w = new OutboxWorker({ db: database.db.withPlugin(restart), sms, email: noEmail, now: clock.now, log, pollMs: 20, staleClaimMs: 60_000 });
    await w.deliverDue();
    expect(refusals).toBe(3);
    expect(sent).toEqual(['r0', 'r1', 'r2', 'r3']);
    expect((await rows()).map((r) => [r.body, r.status, r.provider_id])).toEqual(sent.map((body) => [body, 'sent', `p-${body}`]));
    clock.advance(10 * 60_000);
    await w.deliverDue();
    expect(sent).toHaveLength(4);
  });

  it('does not retry a permanent refusal', async () => {
    await enqueueSms(database.db, clock.now(), { to: '+15555550102', body: freeSms('notice'), retryUnknownOutcome: true });
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
    await enqueueSms(database.db, clock.now(), { to: '+15555550102', body: freeSms('code'), retryUnknownOutcome: false });
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
    await enqueueSms(database.db, clock.now(), { to: '+15555550102', body: freeSms('code'), retryUnknownOutcome: false });
    await enqueueEmail(database.db, clock.now(), { to: 'a@example.com', subject: 's', text: 'link', html: '<p>link</p>', retryUnknownOutcome: true });
    await database.db.updateTable('outbox').set({ status: 'sending', claimed_at: clock.now() }).execute();
    clock.advance(10 * 60_000);
    const sent: string[] = [];
    const record = { name: 'r', send: async (to: string) => (sent.push(to), { providerId: 'p' }) };
    await worker(record, { name: 'r', send: ({ to }: OutgoingEmail) => record.send(to) }).deliverDue();
    expect(sent).toEqual(['a@example.com']);
    expect((await rows()).map((r) => r.status)).toEqual(['failed', 'sent']);
  });

  it('polls on its own and stops cleanly', async () => {
    const sent: string[] = [];
    const w = worker({ name: 'r', send: async (to) => (sent.push(to), { providerId: 'p' }) });
    w.start();
    await enqueueSms(database.db, clock.now(), { to: '+15555550102', body: freeSms('x'), retryUnknownOutcome: false });
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
    for (let i = 0; i < 40; i += 1) await enqueueSms(database.db, clock.now(), { to: `+1555555${2000 + i}`, body: freeSms(`c${i}`), retryUnknownOutcome: true });
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
      await enqueueSms(database.db, clock.now(), { to: `+1555555${3000 + i}`, body: freeSms(`m${i}`), retryUnknownOutcome: !code, kind: code ? 'code' : 'notice' });
    }
    const crashed = gatedSms();
    const options = { db: database.db, email: noEmail, now: clock.now, log, pollMs: 20, batchSize: BATCH, concurrency: CONCURRENCY, staleClaimMs: 60_000 };
    // The first process claims a batch, hands 4 messages to the provider (the codes first), and dies before marking anything.
    void new OutboxWorker({ ...options, sms: crashed.sms }).deliverDue();
    await crashed.until(() => crashed.sent.length === CONCURRENCY);
    expect(crashed.sent).toEqual(['m1', 'm6', 'm0', 'm2']);
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
    expect(twice).toEqual(['m0', 'm2']);
    expect(twice.length).toBeLessThanOrEqual(BATCH);
    expect(delivered.filter((b) => b === 'm1' || b === 'm6')).toEqual(['m1', 'm6']);
    // The crashed worker's sends never return: it stays dead.
  });

  it('graceful stop: claims nothing more, finishes and marks the send in flight, requeues the rest of the batch', async () => {
    for (let i = 0; i < 5; i += 1) await enqueueSms(database.db, clock.now(), { to: `+1555555${4000 + i}`, body: freeSms(`g${i}`), retryUnknownOutcome: true });
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
    await enqueueSms(database.db, clock.now(), { to: '+15555550111', body: freeSms('you are hired'), retryUnknownOutcome: true });
    await enqueueSms(database.db, clock.now(), { to: '+15555550111', body: freeSms('123456 is your code'), retryUnknownOutcome: false, kind: 'code' });
    await enqueueSms(database.db, clock.now(), { to: '+15555550112', body: freeSms('other number'), retryUnknownOutcome: true });
    await enqueueEmail(database.db, clock.now(), { to: 'a@example.com', subject: 's', text: 'mail', html: '<p>mail</p>', retryUnknownOutcome: true });
    const sent: string[] = [];
    const record = { name: 'r', send: async (_to: string, body: string) => (sent.push(body), { providerId: 'p' }) };
    await worker(record, { name: 'r', send: ({ to, text }: OutgoingEmail) => record.send(to, text) }).deliverDue();
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
