import { pushPaths, Role, authPaths, type OfficerChannelsSettings, type PushSubscriptionRequest } from '@dutylink/contracts';
import { webPushProvider } from '../../../src/messaging/web-push';
import { tellOfficers, type OfficerMessage } from '../../../src/messaging/officer-messages';
import { sms } from '../../../src/lib/sms-text';
import { saveSubscription } from '../../../src/modules/push/subscriptions';
import { fakePushService } from '../../helpers/fake-push-service';
import { subscriber } from '../../helpers/subscriptions';
import { PRODUCTION_ENV, useTestDatabase, type TestApp } from '../../helpers/test-app';

const VAPID = { publicKey: PRODUCTION_ENV.VAPID_PUBLIC_KEY!, privateKey: PRODUCTION_ENV.VAPID_PRIVATE_KEY!, subject: PRODUCTION_ENV.VAPID_SUBJECT! };
const MINUTE = 60_000;

describe('push notifications to the officer’s app', () => {
  const database = useTestDatabase();
  let t: TestApp;
  let service: Awaited<ReturnType<typeof fakePushService>>;
  beforeAll(async () => {
    service = await fakePushService();
    t = await database.build({ push: webPushProvider(VAPID) });
  });
  afterAll(() => service.close());

  const subscribe = (cookie: string, subscription: PushSubscriptionRequest) => t.call('PUT', pushPaths.subscription, { cookie, body: subscription });
  const tell = (officer: { userId: number; phone: string }, type: OfficerMessage['type'] = 'alert') =>
    t.db.transaction().execute((trx) =>
      tellOfficers(trx, t.clock.now(), [
        { userId: officer.userId, phone: officer.phone, type, sms: sms(2)`New job: Night patrol. Open: https://dutylink.test/j/1`, push: { title: 'New job', body: 'Night patrol', url: '/employee/jobs/1', tag: 'job-1' }, retryUnknownOutcome: false },
      ]),
    );
  const rowsOf = (userId: number) =>
    t.db.selectFrom('outbox').select(['id', 'channel', 'status', 'last_error', 'fallback_id', 'next_attempt_at']).where('user_id', '=', userId).where('message_type', 'is not', null).orderBy('id').execute();

  test('the key browsers subscribe with is the configured one, for anyone', async () => {
    const answer = await t.call('GET', pushPaths.key);
    expect(answer.statusCode).toBe(200);
    // Without VAPID configured (these tests), the server made and kept its own pair.
    expect(answer.json().publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
  });

  test('a push goes to each device encrypted for it, signed with VAPID, and the SMS standing by is not sent', async () => {
    const officer = await subscriber(t);
    expect((await subscribe(officer.cookie, service.device('phone-a'))).statusCode).toBe(200);
    expect((await subscribe(officer.cookie, service.device('tablet-a'))).statusCode).toBe(200);
    await tell(officer);
    await t.app.outbox.drain();
    const got = service.received.filter((r) => r.device.endsWith('-a'));
    expect(got.map((r) => r.device).sort()).toEqual(['phone-a', 'tablet-a']);
    for (const push of got) {
      expect(push.payload).toMatchObject({ title: 'New job', body: 'Night patrol', url: '/employee/jobs/1', tag: 'job-1', ack: expect.stringMatching(/^\/api\/push\/ack\/\d+\.[\w-]{22}$/) });
      expect(push.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
      expect(push.headers).toMatchObject({ 'content-encoding': 'aes128gcm', urgency: 'normal', topic: 'job-1', ttl: String(12 * 3600) });
    }
    const rows = await rowsOf(officer.userId);
    expect(rows.map((r) => [r.channel, r.status])).toEqual([
      ['sms', 'skipped'],
      ['push', 'sent'],
      ['push', 'sent'],
    ]);
    expect((await t.outbox(officer.phone)).filter((m) => m.body.includes('Night patrol'))).toEqual([]);
  });

  test('without a subscribed device, or when the officer chose texts, the SMS goes', async () => {
    const plain = await subscriber(t);
    await tell(plain);
    expect((await t.outbox(plain.phone)).map((m) => m.body)).toContain('New job: Night patrol. Open: https://dutylink.test/j/1');

    const texter = await subscriber(t);
    await subscribe(texter.cookie, service.device('phone-b'));
    const settings: OfficerChannelsSettings = { channels: { alert: 'sms', offer: 'push', reminder: 'push', change: 'push' }, quietFrom: null, quietTo: null };
    expect((await t.call('PUT', pushPaths.channels, { cookie: texter.cookie, body: settings })).json()).toEqual(settings);
    await tell(texter);
    expect((await t.outbox(texter.phone)).map((m) => m.body)).toContain('New job: Night patrol. Open: https://dutylink.test/j/1');
    expect(service.received.filter((r) => r.device === 'phone-b')).toEqual([]);
  });

  test('a push service that says the subscription is gone (410): the subscription is removed and the SMS goes', async () => {
    const officer = await subscriber(t);
    await subscribe(officer.cookie, service.device('phone-c'));
    service.answer('phone-c', 410);
    await tell(officer);
    await t.app.outbox.drain();
    expect(await t.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', officer.userId).execute()).toEqual([]);
    expect((await t.outbox(officer.phone)).map((m) => m.body)).toContain('New job: Night patrol. Open: https://dutylink.test/j/1');
  });

  test('an offer not shown on a device in time is texted; one the device acknowledged is not', async () => {
    const slow = await subscriber(t);
    await subscribe(slow.cookie, service.device('phone-d'));
    await tell(slow, 'offer');
    await t.app.outbox.drain();
    expect(service.received.find((r) => r.device === 'phone-d')?.headers).toMatchObject({ urgency: 'high', ttl: String(15 * 60) });
    expect((await t.outbox(slow.phone)).filter((m) => m.body.includes('Night patrol'))).toEqual([]);
    t.clock.advance(5 * MINUTE);
    expect((await t.outbox(slow.phone)).map((m) => m.body)).toContain('New job: Night patrol. Open: https://dutylink.test/j/1');

    const quick = await subscriber(t);
    await subscribe(quick.cookie, service.device('phone-e'));
    await tell(quick, 'offer');
    await t.app.outbox.drain();
    const { ack } = service.received.find((r) => r.device === 'phone-e')!.payload;
    expect((await t.call('POST', ack)).statusCode).toBe(200);
    // Once only, and a forged token is no notification.
    expect((await t.call('POST', ack)).statusCode).toBe(404);
    expect((await t.call('POST', ack.replace(/\.[\w-]+$/, '.AAAAAAAAAAAAAAAAAAAAAA'))).statusCode).toBe(404);
    t.clock.advance(5 * MINUTE);
    expect((await t.outbox(quick.phone)).filter((m) => m.body.includes('Night patrol'))).toEqual([]);
    expect((await rowsOf(quick.userId)).map((r) => [r.channel, r.status, r.last_error])).toEqual([
      ['sms', 'skipped', 'Not needed: the push notification was shown'],
      ['push', 'sent', null],
    ]);
    // Settled: the retention pass forgets both in time, as it does every sent or skipped message.
    expect(await t.db.selectFrom('outbox').select('id').where('user_id', '=', quick.userId).where('claimed_at', 'is', null).execute()).toEqual([]);
  });

  test('a job alert in the officer’s quiet hours waits until they end, in the officer’s zone', async () => {
    const officer = await subscriber(t);
    t.clock.current = new Date('2026-12-02T05:30:00Z'); // 23:30 in Chicago
    const settings: OfficerChannelsSettings = { channels: { alert: 'push', offer: 'push', reminder: 'push', change: 'push' }, quietFrom: 22 * 60, quietTo: 7 * 60 };
    expect((await t.call('PUT', pushPaths.channels, { cookie: officer.cookie, body: settings })).json()).toEqual(settings);
    await t.db.updateTable('employee_profiles').set({ time_zone: 'America/Chicago' }).where('user_id', '=', officer.userId).execute();
    await tell(officer);
    expect((await rowsOf(officer.userId)).map((r) => r.next_attempt_at)).toEqual([new Date('2026-12-02T13:00:00Z')]);
    await tell(officer, 'offer');
    expect((await rowsOf(officer.userId)).at(-1)!.next_attempt_at).toEqual(t.clock.now());
  });

  test('signing out ends the device’s subscription; turning push off too', async () => {
    const officer = await subscriber(t);
    await subscribe(officer.cookie, service.device('phone-f'));
    const other = await t.signIn(Role.Employee, officer.phone);
    await subscribe(other, service.device('tablet-f'));
    expect((await t.call('DELETE', pushPaths.subscription, { cookie: other })).statusCode).toBe(200);
    const endpoints = () => t.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', officer.userId).execute();
    expect((await endpoints()).map((r) => r.endpoint)).toEqual([expect.stringMatching(/phone-f$/)]);
    expect((await t.call('POST', authPaths.logout, { cookie: officer.cookie })).statusCode).toBe(200);
    expect(await endpoints()).toEqual([]);
  });

  test('saves at once from two tabs and two devices: each ends whole, none refused', async () => {
    const officer = await subscriber(t);
    const choices = (channel: OfficerChannelsSettings['channels']['alert'], quietFrom: number | null): OfficerChannelsSettings => ({
      channels: { alert: channel, offer: channel, reminder: 'push', change: channel },
      quietFrom,
      quietTo: quietFrom === null ? null : 7 * 60,
    });
    const saves = [choices('sms', 22 * 60), choices('both', null), choices('push', 21 * 60), choices('sms', null)];
    const answers = await Promise.all(saves.flatMap((body) => [t.call('PUT', pushPaths.channels, { cookie: officer.cookie, body }), t.call('PUT', pushPaths.channels, { cookie: officer.cookie, body })]));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const saved = (await t.call('GET', pushPaths.channels, { cookie: officer.cookie })).json() as OfficerChannelsSettings;
    expect(saves.some((s) => JSON.stringify(s.channels) === JSON.stringify(saved.channels))).toBe(true);
    // The same device subscribing from both tabs at once: one subscription.
    const device = service.device('phone-i');
    const subscribed = await Promise.all(Array.from({ length: 6 }, () => subscribe(officer.cookie, device)));
    expect(subscribed.map((a) => a.statusCode)).toEqual(subscribed.map(() => 200));
    expect(await t.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', officer.userId).execute()).toEqual([{ endpoint: device.endpoint }]);
  });

  test('bad input gets a 400 and changes nothing; only officers subscribe', async () => {
    const officer = await subscriber(t);
    const good = service.device('phone-g');
    const bad: [string, unknown][] = [
      ['a key that is not a P-256 point', { ...good, keys: { ...good.keys, p256dh: `B${'A'.repeat(86)}` } }],
      ['a short secret', { ...good, keys: { ...good.keys, auth: 'abc' } }],
      ['oversized keys', { ...good, keys: { p256dh: `B${'a'.repeat(4000)}`, auth: good.keys.auth } }],
      ['no endpoint', { keys: good.keys }],
      ['an endpoint that is not a web address', { ...good, endpoint: 'javascript:alert(1)' }],
    ];
    for (const [why, body] of bad) expect([why, (await t.call('PUT', pushPaths.subscription, { cookie: officer.cookie, body })).statusCode]).toEqual([why, 400]);
    const channels = { channels: { alert: 'loud', offer: 'push', reminder: 'push', change: 'push' }, quietFrom: null, quietTo: null };
    expect((await t.call('PUT', pushPaths.channels, { cookie: officer.cookie, body: channels })).statusCode).toBe(400);
    const oneSided = { channels: { alert: 'push', offer: 'push', reminder: 'push', change: 'push' }, quietFrom: 600, quietTo: null };
    expect((await t.call('PUT', pushPaths.channels, { cookie: officer.cookie, body: oneSided })).statusCode).toBe(400);
    expect(await t.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', officer.userId).execute()).toEqual([]);
    const employer = await subscriber(t, Role.Employer);
    expect((await subscribe(employer.cookie, good)).statusCode).toBe(403);
    expect((await t.call('PUT', pushPaths.subscription, { body: good })).statusCode).toBe(401);
  });

  test('served over https, a push endpoint must be https too', async () => {
    const officer = await subscriber(t);
    const refusal = saveSubscription(t.db, officer.userId, 'no-session', service.device('phone-h'), true, t.clock.now());
    await expect(refusal).rejects.toMatchObject({ statusCode: 400, errors: { endpoint: ['The subscription’s endpoint must be an https address'] } });
  });
});
