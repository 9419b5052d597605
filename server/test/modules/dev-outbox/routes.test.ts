import { freeSms } from '../../../src/lib/sms-text';
import { invoiceNumber } from '../../../src/modules/subscriptions/invoice-pdf';
import { authPaths, Role } from '@dutylink/contracts';
import { enqueueEmail, enqueueSms } from '../../../src/messaging/outbox';
import { newPhone, useTestDatabase } from '../../helpers/test-app';
import { buy, subscriber } from '../../helpers/subscriptions';
import { subscribedDevice } from '../../helpers/devices';
import { tellOfficers } from '../../../src/messaging/officer-messages';
import { ORIGIN } from '../../helpers/test-app';

describe('dev outbox', () => {
  const database = useTestDatabase();

  it('lists delivered messages for a recipient, newest first, as JSON and as an escaped page', async () => {
    const t = await database.build();
    const phone = newPhone();
    await t.call('POST', authPaths.signInSendCode(Role.Employee, '+15555550102'));
    await enqueueEmail(t.db, t.clock.now(), { to: 'x@example.com', subject: 's', text: '<script>alert(1)</script> https://x.test/a?b=<i>', html: '<p>first</p>', retryUnknownOutcome: true });
    t.clock.advance(1000);
    await enqueueEmail(t.db, t.clock.now(), { to: 'x@example.com', subject: 's', text: 'second', html: '<p>second</p>', retryUnknownOutcome: true });

    const messages = await t.outbox('x@example.com');
    expect(messages.map((m) => m.body)).toEqual(['second', expect.stringContaining('<script>')]);
    expect(messages[0]).toEqual({ channel: 'email', to: 'x@example.com', body: freeSms('second'), createdAt: expect.any(String) });
    expect(await t.outbox(phone)).toEqual([]);

    // A '+' that was not URL-encoded arrives as a space.
    const unencoded = await t.call('GET', 'dev/outbox?to=+15555550102');
    expect(unencoded.json()[0]).toMatchObject({ channel: 'sms', to: '+15555550102', body: expect.stringMatching(/\b\d{6}\b/) });

    const pageResponse = await t.call('GET', '/dev/outbox');
    expect(pageResponse.statusCode).toBe(200);
    expect(pageResponse.headers['content-type']).toMatch(/^text\/html/);
    expect(pageResponse.body).not.toContain('<script>alert');
    expect(pageResponse.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(pageResponse.body).not.toContain('<i>');
  });

  it("lists a push by its device's endpoint, as the device gets it, with the page's Show on this device (issue 39)", async () => {
    const t = await database.build();
    const officer = await subscriber(t, Role.Employee);
    await subscribedDevice(t, officer.userId);
    const endpoint = `https://push.example/${officer.userId}`;
    const push = { title: 'New job: Bank lobby', body: 'Acme · <b>Dallas</b>', url: '/employee/jobs/7', tag: 'job-7' };
    await tellOfficers(t.db, t.clock.now(), [{ userId: officer.userId, phone: officer.phone, type: 'alert', sms: freeSms('DutyLink job: Bank lobby'), push, retryUnknownOutcome: true }]);
    await t.app.outbox.drain();

    const [shown] = (await t.call('GET', `dev/outbox?to=${encodeURIComponent(endpoint)}`)).json();
    expect(shown).toMatchObject({ channel: 'push', to: endpoint, push: { ...push, ack: expect.stringMatching(/^\/api\/push\/ack\/\d+\.[\w-]+$/) } });
    // Its acknowledgement is the real one: once.
    expect((await t.call('POST', shown.push.ack, { headers: { origin: ORIGIN } })).statusCode).toBe(200);
    expect((await t.call('POST', shown.push.ack, { headers: { origin: ORIGIN } })).statusCode).toBe(404);
    const page = (await t.call('GET', '/dev/outbox')).body;
    expect(page).toContain('<button type="button" class="show-push" data-push="{&quot;title&quot;:&quot;New job: Bank lobby&quot;');
    expect(page).not.toContain('<b>Dallas</b>');
  });

  it('lists what waits for its time apart, soonest first, with when it goes', async () => {
    const t = await database.build();
    const phone = newPhone();
    const at = (hours: number) => new Date(t.clock.now().getTime() + hours * 3_600_000);
    await enqueueSms(t.db, t.clock.now(), { to: phone, body: freeSms('in two days'), retryUnknownOutcome: true, sendAt: at(48) });
    await enqueueSms(t.db, t.clock.now(), { to: phone, body: freeSms('tomorrow'), retryUnknownOutcome: true, sendAt: at(24) });
    expect(await t.outbox(phone)).toEqual([]);
    const scheduled = (await t.call('GET', `dev/outbox?to=${encodeURIComponent(phone)}&scheduled=true`)).json();
    expect(scheduled).toEqual([
      { channel: 'sms', to: phone, body: freeSms('tomorrow'), createdAt: expect.any(String), sendAt: at(24).toISOString() },
      { channel: 'sms', to: phone, body: freeSms('in two days'), createdAt: expect.any(String), sendAt: at(48).toISOString() },
    ]);
    expect((await t.call('GET', '/dev/outbox')).body).toMatch(/<h2>Scheduled<\/h2>[\s\S]*tomorrow[\s\S]*in two days/);
  });

  it("shows a receipt's text part and names its invoice attachment", async () => {
    const t = await database.build();
    const user = await subscriber(t);
    await buy(t, user.cookie, 'dutylink-monthly');
    const payment = await t.db.selectFrom('transactions').select(['id', 'created_at']).where('user_id', '=', user.userId).executeTakeFirstOrThrow();
    const attachment = `invoice-${invoiceNumber(payment, t.app.config.invoices.timeZone)}.pdf`;
    const [receipt] = await t.outbox(`user${user.userId}@example.com`);
    expect(receipt).toMatchObject({ channel: 'email', body: expect.stringContaining('Amount paid: $39.99'), attachment });
    const page = (await t.call('GET', '/dev/outbox')).body;
    expect(page).toMatch(new RegExp(`Amount paid: \\$39\\.99[^<]*[\\s\\S]*?</pre><p>Attached: ${attachment.replace(/\./g, '\\.')}</p>`));
  });

  it.each([
    ['Twilio', { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+15555550199' }],
    ['SMTP', { SMTP_HOST: '127.0.0.1', SMTP_PORT: '2525' }],
  ])('does not exist once %s is configured', async (_provider, env) => {
    const t = await database.build({ env });
    for (const url of ['/api/dev/outbox?to=%2B15555550102', '/dev/outbox']) {
      const response = await t.call('GET', url, { headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
    }
  });
});
