import {
  adminPaths,
  authPaths,
  employeeProfilePaths,
  employerJobsPaths,
  jobApplicantsPaths,
  Role,
  type EmployeeNotificationsResponse,
  type JobApplicant,
} from '@dutylink/contracts';
import type { SmsProvider } from '../../../src/messaging/providers';
import { helpText, START_TEXT, STOP_TEXT, twiml } from '../../../src/modules/sms-consent/keywords';
import { twilioSignature } from '../../../src/modules/sms-consent/signature';
import { newPhone, ORIGIN, useTestDatabase, type TestApp } from '../../helpers/test-app';
import { adminSession } from '../admin/fixtures';
import { applicantOf, employer, validJob } from '../employers/fixtures';

const TOKEN = 'twilio-auth-token';
const TWILIO_ENV = { TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000', TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: '+15555550000' };
const URL_SIGNED = `${ORIGIN}/api/sms/inbound`;

describe('SMS consent', () => {
  const database = useTestDatabase();
  /** With the dev providers: signs people up through the dev outbox (sessions work in both apps). */
  let dev: TestApp;
  beforeAll(async () => {
    dev = await database.build();
  });

  it('signs like Twilio documents it', () => {
    const params = { CallSid: 'CA1234567890ABCDE', Caller: '+14158675309', Digits: '1234', From: '+14158675309', To: '+18005551212' };
    expect(twilioSignature('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', params)).toBe('RSOYDt4T1cUTdK1PDd93/VVr8B8=');
  });

  describe('the Twilio inbound webhook', () => {
    let t: TestApp;
    const sent: { to: string; body: string }[] = [];
    const sms: SmsProvider = { name: 'fake', send: async (to, body) => (sent.push({ to, body }), { providerId: `SM${sent.length}` }) };
    beforeAll(async () => {
      t = await database.build({ sms, env: TWILIO_ENV });
    });

    /** Twilio's POST: a form, no Origin of ours, signed unless told otherwise. */
    function inbound(params: Record<string, string>, signature: string | null = twilioSignature(TOKEN, URL_SIGNED, params)) {
      const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' };
      if (signature !== null) headers['x-twilio-signature'] = signature;
      return t.app.inject({ method: 'POST', url: '/api/sms/inbound', headers, payload: new URLSearchParams(params).toString() });
    }
    const reply = (from: string, body: string) => inbound({ MessageSid: 'SM1', AccountSid: TWILIO_ENV.TWILIO_ACCOUNT_SID, From: from, To: '+15555550000', Body: body });
    const optOut = (phone: string) => t.db.selectFrom('sms_opt_outs').selectAll().where('phone', '=', phone).executeTakeFirst();

    const optOuts = () => optOutCount(t);

    it('refuses a missing or wrong signature with 403 and changes nothing', async () => {
      const phone = newPhone();
      const params = { From: phone, Body: 'STOP' };
      expect((await inbound(params, null)).statusCode).toBe(403);
      expect((await inbound(params, 'bm90IHRoZSByaWdodCBvbmU=')).statusCode).toBe(403);
      expect((await inbound(params, twilioSignature('another-token', URL_SIGNED, params))).statusCode).toBe(403);
      // Signed for other parameters (a tampered Body).
      expect((await inbound({ ...params, Body: 'START' }, twilioSignature(TOKEN, URL_SIGNED, params))).statusCode).toBe(403);
      expect(await optOut(phone)).toBeUndefined();
    });

    it.each([
      ['no From', [['Body', 'STOP']]],
      ['two From', [['From', '+15555550100'], ['From', '+15555550101'], ['Body', 'STOP']]],
      ['a From of 33 characters', [['From', `+1${'5'.repeat(31)}`], ['Body', 'STOP']]],
      ['a Body of 1601 characters', [['From', '+15555550100'], ['Body', `STOP${' '.repeat(1597)}`]]],
      ['two Body', [['From', '+15555550100'], ['Body', 'STOP'], ['Body', 'START']]],
      ['a NUL in the Body', [['From', '+15555550100'], ['Body', 'STOP\u0000']]],
    ])('refuses a signed form with %s with a 400, changing nothing', async (_what, pairs) => {
      const params: Record<string, string | string[]> = {};
      for (const [name, value] of pairs as [string, string][]) params[name] = name in params ? [params[name]!].flat().concat(value) : value;
      const before = await optOuts();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/sms/inbound',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilioSignature(TOKEN, URL_SIGNED, params) },
        payload: new URLSearchParams(pairs as [string, string][]).toString(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ title: expect.any(String), errors: expect.any(Object) });
      expect(await optOuts()).toBe(before);
    });

    it('checks the signature before the form: an unsigned bad form is 403', async () => {
      expect((await inbound({ Body: 'x'.repeat(2000) }, null)).statusCode).toBe(403);
    });

    it('STOP (any synonym, any case, surrounding spaces) opts out; START, UNSTOP, YES opt back in; answers TwiML', async () => {
      const phone = newPhone();
      const stop = await reply(phone, '  stop \n');
      expect(stop.statusCode).toBe(200);
      expect(stop.headers['content-type']).toMatch(/^text\/xml/);
      expect(stop.body).toBe(`<?xml version="1.0" encoding="UTF-8"?><Response><Message>${STOP_TEXT}</Message></Response>`);
      expect(await optOut(phone)).toMatchObject({ phone, keyword: 'STOP' });

      const start = await reply(phone, 'Start');
      expect(start.body).toContain(`<Message>${START_TEXT}</Message>`);
      expect(await optOut(phone)).toBeUndefined();

      for (const word of ['STOPALL', 'unsubscribe', 'Cancel', 'end', 'QUIT', 'optout', 'revoke']) {
        expect((await reply(phone, word)).statusCode).toBe(200);
        expect(await optOut(phone)).toMatchObject({ keyword: word.toUpperCase() });
        expect((await reply(phone, ['unstop', 'YES', ' start '][word.length % 3]!)).statusCode).toBe(200);
        expect(await optOut(phone)).toBeUndefined();
      }
    });

    it("answers HELP and INFO, and other text nobody asked for with HELP's answer, changing nothing", async () => {
      const phone = newPhone();
      for (const word of ['HELP', ' info ']) {
        const help = await reply(phone, word);
        expect(help.statusCode).toBe(200);
        expect(help.body).toBe(`<?xml version="1.0" encoding="UTF-8"?><Response><Message>${helpText(ORIGIN)}</Message></Response>`);
      }
      expect(helpText(ORIGIN)).toBe('DutyLink: job alerts for security professionals. Reply STOP to stop, START to resume. Help: http://localhost:8080');
      // Text that is no keyword, with nothing asked of the phone, gets HELP's answer (issue 36) and changes nothing.
      const other = await reply(phone, 'please stop texting me');
      expect(other.body).toBe(twiml(helpText(ORIGIN)));
      expect(await optOut(phone)).toBeUndefined();
    });

    it('after STOP the worker sends login codes to that number but no notice, until START', async () => {
      const { userId, phone } = await insertEmployee(t);
      await reply(phone, 'STOP');
      const admin = await adminSession(dev);
      // An admin's message is refused up front with the reason (issue 17), and nothing is queued.
      expect((await t.call('POST', adminPaths.sendSms, { cookie: admin.cookie, body: { text: 'Storm warning', role: Role.Employee, userIDs: [userId] } })).statusCode).toBe(409);
      expect(await t.db.selectFrom('outbox').select('status').where('body', '=', 'Storm warning').execute()).toEqual([]);
      expect((await t.call('POST', authPaths.signInSendCode(Role.Employee, phone))).statusCode).toBe(200);
      sent.length = 0;
      await t.app.outbox.drain();
      expect(sent.map((m) => [m.to, /is your DutyLink code/.test(m.body)])).toEqual([[phone, true]]);

      await reply(phone, 'START');
      await t.call('POST', adminPaths.sendSms, { cookie: admin.cookie, body: { text: 'Storm is over', role: Role.Employee, userIDs: [userId] } });
      await t.app.outbox.drain();
      expect(sent.map((m) => m.body)).toContain('Storm is over');
    });

    it('is exempt from the Origin rule, but no other route takes a form', async () => {
      const admin = await adminSession(dev);
      const form = await t.app.inject({
        method: 'POST',
        url: `/api/${adminPaths.sendSms}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, cookie: admin.cookie },
        payload: 'text=hi&role=0',
      });
      expect(form.statusCode).toBe(415);
      const noOrigin = await t.call('POST', adminPaths.sendSms, { cookie: admin.cookie, origin: null, body: { text: 'hi', role: Role.Employee, userIDs: [] } });
      expect(noOrigin.statusCode).toBe(403);
    });
  });

  describe('with the dev providers', () => {
    let t: TestApp;
    beforeAll(() => {
      t = dev;
    });

    const devReply = (from: string, body: string) => t.call('POST', 'dev/sms/inbound', { body: { from, body } });
    const notifications = async (cookie: string) =>
      ((await t.call('GET', employeeProfilePaths.notifications, { cookie })).json() as EmployeeNotificationsResponse).smsOptedOut;
    const statusesTo = async (phone: string, like: string) =>
      (await t.db.selectFrom('outbox').select('status').where('recipient', '=', phone).where('body', 'like', like).execute()).map((r) => r.status);

    it('has no Twilio webhook without Twilio', async () => {
      const params = { From: newPhone(), Body: 'STOP' };
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/sms/inbound',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, 'x-twilio-signature': twilioSignature(TOKEN, URL_SIGNED, params) },
        payload: new URLSearchParams(params).toString(),
      });
      expect(response.statusCode).toBe(404);
    });

    it('the dev reply route checks its input and answers like the phone would see it', async () => {
      expect((await devReply('12', 'STOP')).statusCode).toBe(400);
      const phone = newPhone();
      expect((await devReply(phone, 'help')).json()).toEqual({ action: 'help', reply: helpText(ORIGIN) });
      expect((await devReply(phone, 'hello')).json()).toEqual({ action: 'none', reply: helpText(ORIGIN) });
      const page = await t.call('GET', '/dev/outbox');
      expect(page.body).toContain('id="sms-reply"');
      expect((await t.call('GET', '/dev/outbox/sms-reply.js')).statusCode).toBe(200);
    });

    it.each([
      ['a list for the number', { from: [newPhone()], body: 'STOP' }],
      ['a number of 33 characters', { from: `+1${'5'.repeat(31)}`, body: 'STOP' }],
      ['no text', { from: '+15555550100' }],
      ['a list for the text', { from: '+15555550100', body: ['STOP'] }],
      ['a text of 1601 characters', { from: '+15555550100', body: `STOP${' '.repeat(1597)}` }],
      ['a lone surrogate in the text', { from: '+15555550100', body: 'STOP\ud800' }],
    ])('the dev reply route refuses %s with a 400, changing nothing', async (_what, body) => {
      const before = await optOutCount(t);
      const response = await t.call('POST', 'dev/sms/inbound', { body });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ title: 'Please check the highlighted fields', errors: expect.any(Object) });
      expect(await optOutCount(t)).toBe(before);
    });

    it('STOP silences the hire, job-close and admin SMS, not login codes; settings show it; START resumes', async () => {
      const boss = await employer(t);
      const saved = await t.call('POST', employerJobsPaths.save, { cookie: boss.cookie, body: validJob(t, { numberOfEmployee: 2, title: 'Night patrol' }) });
      const jobId = saved.json().id as number;
      const hired = await applicantOf(t, jobId);
      const waiting = await applicantOf(t, jobId);
      expect(await notifications(hired.cookie)).toBe(false);

      expect((await devReply(hired.phone, ' Stop ')).json()).toEqual({ action: 'stop', reply: STOP_TEXT });
      expect((await devReply(waiting.phone, 'unsubscribe')).json()).toMatchObject({ action: 'stop' });
      expect(await notifications(hired.cookie)).toBe(true);
      expect(await notifications(waiting.cookie)).toBe(true);

      const applicants = (await t.call('GET', jobApplicantsPaths.list(jobId), { cookie: boss.cookie })).json() as JobApplicant[];
      const application = applicants.find((a) => a.user.id === hired.userId)!;
      expect((await t.call('POST', jobApplicantsPaths.accept(application.id), { cookie: boss.cookie })).json()).toEqual({ success: true });
      expect((await t.call('POST', employerJobsPaths.changeState(jobId, 0), { cookie: boss.cookie })).statusCode).toBe(200);
      const admin = await adminSession(t);
      expect((await t.call('POST', adminPaths.sendSms, { cookie: admin.cookie, body: { text: 'Admin notice one', role: Role.Employee, userIDs: [hired.userId] } })).statusCode).toBe(409);

      const notices = async (phone: string) => (await t.outbox(phone)).filter((m) => !m.body.includes('is your DutyLink code'));
      expect(await notices(hired.phone)).toEqual([]);
      expect(await notices(waiting.phone)).toEqual([]);
      expect(await statusesTo(hired.phone, '%you are hired%')).toEqual(['skipped']);
      expect(await statusesTo(waiting.phone, '%has been closed%')).toEqual(['skipped']);
      expect(await statusesTo(hired.phone, 'Admin notice one')).toEqual([]);

      // A login code still arrives.
      t.afterResendDelay();
      expect((await t.call('POST', authPaths.signInSendCode(Role.Employee, hired.phone))).statusCode).toBe(200);
      expect(await t.latestCode(hired.phone)).toMatch(/^\d{6}$/);

      expect((await devReply(hired.phone, 'START')).json()).toEqual({ action: 'start', reply: START_TEXT });
      expect(await notifications(hired.cookie)).toBe(false);
      await t.call('POST', adminPaths.sendSms, { cookie: admin.cookie, body: { text: 'Admin notice two', role: Role.Employee, userIDs: [hired.userId] } });
      expect((await t.outbox(hired.phone))[0]).toMatchObject({ channel: 'sms', body: 'Admin notice two' });
    });
  });
});

async function optOutCount(t: TestApp): Promise<number> {
  return Number((await t.db.selectFrom('sms_opt_outs').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
}

async function insertEmployee(t: TestApp): Promise<{ userId: number; phone: string }> {
  const phone = newPhone();
  const now = t.clock.now();
  const row = await t.db
    .insertInto('users')
    .values({ role: Role.Employee, phone, email: `e${phone.slice(-7)}@example.com`, email_verified: true, name: 'Sam Stop', consent_sms_at: now, consent_terms_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: row.id, phone };
}

