import { authPaths, Role, shiftPaths } from '@dutylink/contracts';
import { DeliveryError, type SmsProvider } from '../../src/messaging/providers';
import { newPhone, useTestDatabase, type TestApp } from '../helpers/test-app';

const TOKEN = 'a-metrics-token-for-the-tests';

/** An SMS provider that takes every message, or refuses while `refusing`. */
class FakeSms implements SmsProvider {
  readonly name = 'fake';
  refusing = false;
  async send(): Promise<{ providerId: string }> {
    if (this.refusing) throw new DeliveryError('Twilio answered 500', true);
    return { providerId: `SM${Math.random()}` };
  }
}

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The Prometheus text format, as far as these metrics write it (label values without quotes or commas). */
function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [, name, labels = '', value] = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      return { name, labels: Object.fromEntries([...labels.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, v]) => [key, v])), value: Number(value) };
    });
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when there is none. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples(text).filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value));
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

describe('/metrics', () => {
  const database = useTestDatabase();
  const sms = new FakeSms();
  let t: TestApp;
  const scrape = async (app = t) => {
    const response = await app.call('GET', '/metrics', { origin: null, headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  beforeAll(async () => {
    t = await database.build({ env: { METRICS_TOKEN: TOKEN, DEMO_DATA: 'false' }, sms });
  });

  it('answers 404 while METRICS_TOKEN is not set, whatever the request says', async () => {
    const without = await database.build({ env: { DEMO_DATA: 'false' } });
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
      const response = await without.call('GET', '/metrics', { origin: null, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ title: 'Not found' });
    }
  });

  it.each([
    ['no Authorization', undefined],
    ['a wrong token', `Bearer ${TOKEN}x`],
    ['a prefix of the token', `Bearer ${TOKEN.slice(0, -1)}`],
    ['another scheme', `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}`],
  ])('answers 401 with %s', async (_what, authorization) => {
    const response = await t.call('GET', '/metrics', { origin: null, headers: authorization ? { authorization } : {} });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(response.body).not.toContain('dutylink_');
  });

  it('refuses a METRICS_TOKEN too short to be a secret', async () => {
    await expect(database.build({ env: { METRICS_TOKEN: 'short' } })).rejects.toThrow('METRICS_TOKEN must be a random secret of at least 16 characters');
  });

  it('times each answer under its route pattern, method and status class, never its URL', async () => {
    const before = await scrape();
    const configured = { route: '/api/public/config', method: 'GET', status: '2xx' };
    const feed = { route: '/api/shifts/feed/:token', method: 'GET', status: '4xx' };
    const count = (text: string, labels: Record<string, string>) => valueOf(text, 'dutylink_http_request_duration_seconds_count', labels) ?? 0;
    expect((await t.call('GET', '/api/public/config')).statusCode).toBe(200);
    expect((await t.call('GET', '/api/public/config')).statusCode).toBe(200);
    expect((await t.call('GET', `/api/${shiftPaths.feed('1.secret-looking-token')}`)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/no-such-call')).statusCode).toBe(404);
    const after = await scrape();
    expect(count(after, configured) - count(before, configured)).toBe(2);
    expect(count(after, feed) - count(before, feed)).toBe(1);
    expect(count(after, { route: 'unmatched', method: 'GET', status: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(after, 'dutylink_http_request_duration_seconds_sum', configured)).toBeGreaterThan(0);
    expect(valueOf(after, 'dutylink_http_request_duration_seconds_bucket', { ...configured, le: '10' })).toBe(count(after, configured));
    expect(after).not.toContain('secret-looking-token');
    expect(after).not.toContain('no-such-call');
  });

  it('counts the outbox due now and the age of its oldest message by channel, and the sends and failures', async () => {
    const channels = async () => {
      const text = await scrape();
      return {
        due: valueOf(text, 'dutylink_outbox_due_messages', { channel: 'sms' }),
        oldest: valueOf(text, 'dutylink_outbox_oldest_due_age_seconds', { channel: 'sms' }),
        dueEmail: valueOf(text, 'dutylink_outbox_due_messages', { channel: 'email' }),
        sent: valueOf(text, 'dutylink_messages_sent_total', { channel: 'sms' }) ?? 0,
        failed: valueOf(text, 'dutylink_message_send_failures_total', { channel: 'sms' }) ?? 0,
      };
    };
    const start = await channels();
    expect(start).toMatchObject({ due: 0, oldest: 0, dueEmail: 0 });
    const idle = await scrape();
    for (const channel of ['sms', 'email']) {
      expect(valueOf(idle, 'dutylink_messages_sent_total', { channel })).toBeGreaterThanOrEqual(0);
      expect(valueOf(idle, 'dutylink_message_send_failures_total', { channel })).toBeGreaterThanOrEqual(0);
    }

    // A sign-in code (an unknown number gets none: the code goes to a user's phone).
    const phone = newPhone();
    await t.db.insertInto('users').values({ role: Role.Employee, phone, email_verified: true }).execute();
    expect((await t.call('POST', authPaths.signInSendCode(Role.Employee, phone))).statusCode).toBe(200);
    t.clock.advance(90_000);
    expect(await channels()).toMatchObject({ due: 1, oldest: 90, dueEmail: 0 });

    sms.refusing = true;
    await t.app.outbox.drain();
    sms.refusing = false;
    // Back in the queue for a retry a little later: not due now.
    expect(await channels()).toMatchObject({ due: 0, oldest: 0, sent: start.sent, failed: start.failed + 1 });
    t.clock.advance(60_000);
    await t.app.outbox.drain();
    expect(await channels()).toMatchObject({ due: 0, oldest: 0, sent: start.sent + 1, failed: start.failed + 1 });
  });

  it("gives each periodic pass's period, and the time of this process's last completed run once it ran", async () => {
    const idle = await scrape();
    expect(valueOf(idle, 'dutylink_periodic_pass_period_seconds', { pass: 'rate-limits.sweep' })).toBe(60);
    expect(valueOf(idle, 'dutylink_periodic_pass_period_seconds', { pass: 'permits.expiry-reminders' })).toBe(3600);
    // The engine is off in this app (startWorker: false): nothing ran, so no time is claimed.
    expect(valueOf(idle, 'dutylink_periodic_pass_last_success_timestamp_seconds', { pass: 'rate-limits.sweep' })).toBeUndefined();

    const started = Date.now() / 1000;
    const working = await database.build({ env: { METRICS_TOKEN: TOKEN, DEMO_DATA: 'false', PERIODIC_POLL_MS: '500' }, sms, startWorker: true });
    const deadline = Date.now() + 30_000;
    let lastSuccess: number | undefined;
    while (lastSuccess === undefined && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      lastSuccess = valueOf(await scrape(working), 'dutylink_periodic_pass_last_success_timestamp_seconds', { pass: 'rate-limits.sweep' });
    }
    expect(lastSuccess).toBeGreaterThanOrEqual(started);
    expect(lastSuccess).toBeLessThanOrEqual(Date.now() / 1000);
    // 2.7 s beside a busy core (load 7, 2026-11-30); the limit outlasts its 30 s wait for pg-boss, whose start took over 10 s on a busy PostgreSQL in CI.
  }, 60_000);

  it('includes the process figures (CPU, memory, event loop)', async () => {
    const text = await scrape();
    for (const name of ['process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds']) expect(valueOf(text, name)).toBeGreaterThanOrEqual(0);
  });
});
