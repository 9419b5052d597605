import { adminPaths, pushPaths, smsSize, type MessageChannels } from '@dutylink/contracts';
import { webPushProvider } from '../../../src/messaging/web-push';
import { tellOfficers } from '../../../src/messaging/officer-messages';
import { enqueueEmail, enqueueSms } from '../../../src/messaging/outbox';
import { sms, type SmsText } from '../../../src/lib/sms-text';
import { optOut } from '../../../src/modules/sms-consent/opt-outs';
import { fakePushService } from '../../helpers/fake-push-service';
import { manyOfficers, type ManyOfficer } from '../../helpers/officers';
import { PRODUCTION_ENV, useTestDatabase, type TestApp } from '../../helpers/test-app';
import { adminSession, insertEmployer } from './fixtures';

const VAPID = { publicKey: PRODUCTION_ENV.VAPID_PUBLIC_KEY!, privateKey: PRODUCTION_ENV.VAPID_PRIVATE_KEY!, subject: PRODUCTION_ENV.VAPID_SUBJECT! };
const MINUTE = 60_000;
// Wednesday 18 November 2026, 11:00 in Los Angeles.
const NOW = new Date('2026-11-18T19:00:00Z');
// 160 characters with the euro sign, an extension of GSM-7 that counts twice: 161 units, two segments.
const LONG = sms(2)`DutyLink: new job "Stadium gates" pays 30€ an hour. Open: https://dutylink.test/j/1 ${'x'.repeat(76)}`;
const SHORT = sms(1)`DutyLink: a shift is open tomorrow 8am. Reply YES to take it.`;

describe('admin analytics: officers’ messages by channel and the SMS push saved (issue 39)', () => {
  const database = useTestDatabase();
  let t: TestApp;
  let service: Awaited<ReturnType<typeof fakePushService>>;
  let cookie: string;
  beforeAll(async () => {
    service = await fakePushService();
    t = await database.build({ push: webPushProvider(VAPID), env: { DEMO_DATA: 'false' } });
    cookie = (await adminSession(t)).cookie;
  });
  afterAll(() => service.close());

  const tell = (officer: ManyOfficer, type: 'alert' | 'offer', text: SmsText) =>
    t.db.transaction().execute((trx) =>
      tellOfficers(trx, t.clock.now(), [{ userId: officer.userId, phone: officer.phone, type, sms: text, push: { title: 'DutyLink', body: text, url: '/employee/jobs/1', tag: `t-${officer.userId}` }, retryUnknownOutcome: false }]),
    );
  const messages = async (from: string, to: string, timeZone: string) => {
    const answer = await t.call('GET', adminPaths.messagesPerWeek(from, to), { cookie, timeZone });
    expect(answer.statusCode).toBe(200);
    return answer.json() as MessageChannels;
  };

  it("counts per week of the admin's zone what officers were sent by channel, and the segments of the SMS a push stood in for", async () => {
    expect(smsSize(LONG).segments).toBe(2);
    expect(smsSize(SHORT).segments).toBe(1);
    const [pushed, texted, acknowledged, unacknowledged, stopped] = await manyOfficers(t, 5);
    for (const officer of [pushed!, acknowledged!, unacknowledged!]) {
      expect((await t.call('PUT', pushPaths.subscription, { cookie: officer.cookie, body: service.device(`phone-${officer.userId}`) })).statusCode).toBe(200);
    }

    // Sunday 15 November, 20:00 in Los Angeles: already Monday the 16th in UTC.
    t.clock.current = new Date('2026-11-16T04:00:00Z');
    await tell(pushed!, 'alert', LONG);
    await t.app.outbox.drain();

    t.clock.current = NOW;
    await tell(pushed!, 'alert', LONG); // pushed: its SMS is skipped, 2 segments saved
    await tell(texted!, 'alert', LONG); // no device: texted
    await tell(acknowledged!, 'offer', SHORT); // shown on the phone: its SMS is skipped, 1 segment saved
    await tell(unacknowledged!, 'offer', SHORT); // not shown in time: texted as well
    await optOut(t.db, stopped!.phone, 'STOP', NOW);
    await tell(stopped!, 'alert', LONG); // replied STOP: skipped, but not by push
    const employer = await insertEmployer(t);
    await t.db.transaction().execute(async (trx) => {
      await enqueueSms(trx, NOW, { to: employer.phone, body: SHORT, userId: employer.id, retryUnknownOutcome: true }); // not an officer's
      await enqueueEmail(trx, NOW, { to: 'pushed@example.com', subject: 'Your receipt', text: 'Thank you.', html: '<p>Thank you.</p>', userId: pushed!.userId, retryUnknownOutcome: true });
    });
    await t.app.outbox.drain();
    const ack = service.received.find((r) => r.device === `phone-${acknowledged!.userId}`)!.payload.ack;
    expect((await t.call('POST', ack)).statusCode).toBe(200);
    t.clock.advance(5 * MINUTE);
    await t.app.outbox.drain();

    const week = (monday: string, counts: Partial<MessageChannels['weeks'][number]> = {}) => ({ week: monday, sms: 0, push: 0, email: 0, smsSaved: 0, segmentsSaved: 0, ...counts });
    expect((await messages('2026-11-09', '2026-11-18', 'America/Los_Angeles')).weeks).toEqual([
      week('2026-11-09', { push: 1, smsSaved: 1, segmentsSaved: 2 }),
      week('2026-11-16', { sms: 2, push: 3, email: 1, smsSaved: 2, segmentsSaved: 3 }),
    ]);
    expect((await messages('2026-11-09', '2026-11-18', 'UTC')).weeks).toEqual([week('2026-11-09'), week('2026-11-16', { sms: 2, push: 4, email: 1, smsSaved: 3, segmentsSaved: 5 })]);
    // A week of the range with nothing sent, and a range that ends before the messages.
    expect((await messages('2026-11-02', '2026-11-15', 'America/Los_Angeles')).weeks).toEqual([week('2026-11-02'), week('2026-11-09', { push: 1, smsSaved: 1, segmentsSaved: 2 })]);
  });

  it('says from which day the outbox still holds every message: none is forgotten with OUTBOX_RETENTION_DAYS=0', async () => {
    t.clock.current = NOW;
    // 30 days (the default) before 11:00 on 18 Nov in Los Angeles is 11:00 on 19 Oct: the 20th is the first whole day.
    expect((await messages('2026-10-01', '2026-11-18', 'America/Los_Angeles')).keptFrom).toBe('2026-10-20');
    const keepingAll = await database.build({ env: { DEMO_DATA: 'false', OUTBOX_RETENTION_DAYS: '0' } });
    const answer = await keepingAll.call('GET', adminPaths.messagesPerWeek('2026-10-01', '2026-11-18'), { cookie });
    expect(answer.json()).toMatchObject({ keptFrom: null });
  });

  it.each([
    ['more than 366 days', '2024-01-01', '2025-01-01', 'to'],
    ['from after to', '2025-03-12', '2025-03-10', 'to'],
    ['an impossible date', '2025-03-01', '2025-02-30', 'to'],
  ])('refuses %s with 400', async (_what, from, to, field) => {
    const answer = await t.call('GET', adminPaths.messagesPerWeek(from, to), { cookie });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().errors)).toContain(field);
  });
});
