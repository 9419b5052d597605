import Fastify from 'fastify';
import { enqueueEmail, enqueueSms } from '../../src/messaging/outbox';
import { OutboxWorker } from '../../src/messaging/outbox-worker';
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
});
