import { authPaths, Role } from '@dutylink/contracts';
import { newPhone, useTestDatabase, type Browser, type TestApp } from '../../helpers/test-app';

const consents = { agreeSms: true, agreeEmails: true, agreeTerms: true };

describe('phone sign-up and sign-in', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
  });

  it('signs up through the code in the dev outbox and starts a session', async () => {
    const phone = newPhone();
    const browser = t.browser();
    const sent = await browser.call('POST', authPaths.signUpSendCode(Role.Employee, phone), { body: consents });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ retryAfterSeconds: 30, smsDelayed: false });
    // The code is bound to this browser's device cookie: signed, out of scripts' reach, for the site (the sign-in pages and calls).
    const device = sent.cookies.find((c) => c.name === 'dl_device')!;
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 365 * 86_400 });
    expect(device.value).toMatch(/^[\w-]{22}\.[\w+/%-]+$/);
    expect(device.secure).toBeFalsy();

    const [sms] = await t.outbox(phone);
    expect(sms).toMatchObject({ channel: 'sms', to: phone });
    const code = /\d{6}/.exec(sms!.body)![0];

    const verified = await browser.call('POST', authPaths.signUpVerify(Role.Employee, phone, code), { body: consents });
    expect(verified.statusCode).toBe(200);
    // Signed in: the same device, remembered for a year from now.
    expect(verified.cookies.find((c) => c.name === 'dl_device')).toMatchObject({ value: device.value, maxAge: 365 * 86_400 });
    expect(verified.json().user).toMatchObject({ role: Role.Employee, emailVerified: false, name: `+1 (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}`, filledStep: [], hasSubscription: false });
    const cookie = verified.cookies.find((c) => c.name === 'dl_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();

    const refreshed = await t.call('POST', authPaths.refresh, { cookie: `dl_session=${cookie.value}` });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().user.id).toBe(verified.json().user.id);

    const user = await t.db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(user.consent_sms_at).toBeInstanceOf(Date);
    expect(user.consent_emails_at).toBeInstanceOf(Date);
    expect(user.consent_terms_at).toBeInstanceOf(Date);
  });

  it('requires the three consents at sign-up', async () => {
    const phone = newPhone();
    const before = await t.counts();
    const response = await t.call('POST', authPaths.signUpSendCode(Role.Employer, phone), { body: { agreeSms: true, agreeEmails: false } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ agreeEmails: [expect.any(String)], agreeTerms: [expect.any(String)] });
    expect(await t.counts()).toEqual(before);
  });

  it('never signs up an admin', async () => {
    const response = await t.call('POST', authPaths.signUpSendCode(Role.Admin, newPhone()), { body: consents });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.role).toHaveLength(1);
  });

  it.each([
    ['admin', Role.Admin, '+15555550100', 'Ada Admin'],
    ['employer', Role.Employer, '+15555550101', 'Erin Employer'],
    ['employee', Role.Employee, '+15555550102', 'Eli Employee'],
  ])('signs in the demo %s', async (_who, role, phone, name) => {
    const cookie = await t.signIn(role, phone);
    const me = await t.call('POST', authPaths.refresh, { cookie });
    expect(me.json().user).toMatchObject({ role, name, emailVerified: true });
  });

  it('answers an unknown number like a known one and sends nothing', async () => {
    const phone = newPhone();
    const before = await t.count('outbox');
    const response = await t.call('POST', authPaths.signInSendCode(Role.Employee, phone));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ retryAfterSeconds: 30, smsDelayed: false });
    expect(await t.outbox(phone)).toEqual([]);
    expect(await t.count('outbox')).toBe(before);
    // The same limits apply, so they do not tell either.
    expect((await t.call('POST', authPaths.signInSendCode(Role.Employee, phone))).statusCode).toBe(429);
  });

  it('signs an existing account in through sign-up without saying so', async () => {
    const { phone, userId } = await t.signUp(Role.Employer);
    t.afterResendDelay();
    const browser = t.browser();
    const again = await browser.call('POST', authPaths.signUpSendCode(Role.Employer, phone), { body: consents });
    expect(again.json()).toEqual({ retryAfterSeconds: 30, smsDelayed: false });
    const verified = await browser.call('POST', authPaths.signUpVerify(Role.Employer, phone, await t.latestCode(phone)), { body: consents });
    expect(verified.json().user.id).toBe(userId);
  });

  it('gives a new session id at every sign-in', async () => {
    const first = await t.signIn(Role.Employee, '+15555550102');
    t.afterResendDelay();
    const second = await t.signIn(Role.Employee, '+15555550102');
    expect(second).not.toBe(first);
  });
});

describe('one-time codes', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
  });

  /** Each test asks and answers from a browser of its own. */
  let browser: Browser;
  beforeEach(() => {
    browser = t.browser();
  });
  async function sendSignUp(phone: string, role: Role = Role.Employee) {
    return browser.call('POST', authPaths.signUpSendCode(role, phone), { body: consents });
  }
  const verify = (phone: string, code: string, role: Role = Role.Employee) =>
    browser.call('POST', authPaths.signUpVerify(role, phone, code), { body: consents });
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  it('refuses a wrong code with 400 and kills the code after 5 wrong tries', async () => {
    const phone = newPhone();
    await sendSignUp(phone);
    const code = await t.latestCode(phone);
    for (let i = 0; i < 5; i += 1) {
      const response = await verify(phone, wrong(code));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ title: 'Invalid code', errors: { code: [expect.any(String)] } });
    }
    t.clock.advance(60_000);
    const late = await verify(phone, code);
    expect(late.statusCode).toBe(400);
    expect(await t.count('sessions')).toBe(0);
  });

  it('refuses a re-send within 30 seconds', async () => {
    const phone = newPhone();
    expect((await sendSignUp(phone)).statusCode).toBe(200);
    t.clock.advance(10_000);
    const early = await sendSignUp(phone);
    expect(early.statusCode).toBe(429);
    expect(early.json().title).toMatch(/wait 20 seconds/);
    expect(early.headers['retry-after']).toBe('20');
    t.clock.advance(20_000);
    expect((await sendSignUp(phone)).statusCode).toBe(200);
  });

  it('lets a user who has just signed in ask for the next code at once (a used code holds nothing back)', async () => {
    const phone = newPhone();
    expect((await sendSignUp(phone)).statusCode).toBe(200);
    expect((await verify(phone, await t.latestCode(phone))).statusCode).toBe(200);
    t.clock.advance(5_000);
    expect((await sendSignUp(phone)).statusCode).toBe(200);
    t.clock.advance(5_000);
    expect((await sendSignUp(phone)).statusCode).toBe(429);
  });

  it('sends at most 5 codes per phone per hour asked for from one address', async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i += 1) {
      expect((await sendSignUp(phone)).statusCode).toBe(200);
      t.afterResendDelay();
    }
    const sixth = await sendSignUp(phone);
    expect(sixth.statusCode).toBe(429);
    // The first code went out 5 × 31 s ago.
    expect(sixth.json()).toEqual({ title: 'Please wait 58 minutes before asking for a new code' });
    expect(sixth.headers['retry-after']).toBe(String(3600 - 5 * 31));
    expect((await t.call('POST', authPaths.signUpSendCode(Role.Employee, phone), { body: consents, ip: '192.0.2.1' })).statusCode).toBe(200);
    t.clock.advance(60 * 60_000);
    expect((await sendSignUp(phone)).statusCode).toBe(200);
  });

  it('lets a code expire after 10 minutes', async () => {
    const phone = newPhone();
    await sendSignUp(phone);
    const code = await t.latestCode(phone);
    t.clock.advance(10 * 60_000 + 1);
    expect((await verify(phone, code)).statusCode).toBe(400);
  });

  it('accepts a code once, only for its phone, role and purpose', async () => {
    const phone = newPhone();
    await sendSignUp(phone);
    const code = await t.latestCode(phone);
    expect((await verify(phone, code, Role.Employer)).statusCode).toBe(400);
    expect((await browser.call('POST', authPaths.signInVerify(Role.Employee, phone, code))).statusCode).toBe(400);
    expect((await verify(phone, code)).statusCode).toBe(200);
    expect((await verify(phone, code)).statusCode).toBe(400);
  });

  it('accepts only the newest code', async () => {
    const phone = newPhone();
    await sendSignUp(phone);
    const first = await t.latestCode(phone);
    // A new code is drawn at random: draw again on the one-in-a-million chance that it repeats the first.
    let second = first;
    while (second === first) {
      t.afterResendDelay();
      await sendSignUp(phone);
      second = await t.latestCode(phone);
    }
    expect((await verify(phone, first)).statusCode).toBe(400);
    expect((await verify(phone, second)).statusCode).toBe(200);
  });

  it('stores only a hash of the code', async () => {
    const phone = newPhone();
    await sendSignUp(phone);
    const code = await t.latestCode(phone);
    const row = await t.db.selectFrom('phone_codes').selectAll().where('phone', '=', phone).executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(code);
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('per-IP limits', () => {
  const database = useTestDatabase();

  it('limits code requests per IP', async () => {
    const t = await database.build({ env: { RATE_LIMIT_SEND_PER_MINUTE: '2' } });
    expect((await t.call('POST', authPaths.signInSendCode(Role.Employee, newPhone()))).statusCode).toBe(200);
    expect((await t.call('POST', authPaths.signInSendCode(Role.Employee, newPhone()))).statusCode).toBe(200);
    const third = await t.call('POST', authPaths.signInSendCode(Role.Employee, newPhone()));
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ title: expect.any(String) });
  });
});
