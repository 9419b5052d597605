import { authPaths, Role } from '@dutylink/contracts';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';

const consents = { agreeSms: true, agreeEmails: true, agreeTerms: true };
const token = 'A'.repeat(43);

describe('malformed auth calls', () => {
  const database = useTestDatabase();
  let t: TestApp;
  let employee: string;
  beforeAll(async () => {
    t = await database.build();
    employee = (await t.signUp(Role.Employee)).cookie;
  });

  const malformed: [string, string, unknown?][] = [
    ['a phone without +1', 'auth/signIn/phoneSendCode/0/5555550100'],
    ['a masked phone', `auth/signIn/phoneSendCode/0/${encodeURIComponent('+1 (555) 555-0100')}`],
    ['a short phone', `auth/signIn/phoneSendCode/0/${encodeURIComponent('+1555555')}`],
    ['a phone with letters', `auth/signIn/phoneSendCode/0/${encodeURIComponent('+1555abc0100')}`],
    ['an unknown role', `auth/signIn/phoneSendCode/7/${encodeURIComponent('+15555550102')}`],
    ['a role that is not a number', `auth/signIn/phoneSendCode/employee/${encodeURIComponent('+15555550102')}`],
    ['an empty-looking role', `auth/signIn/phoneSendCode/%20/${encodeURIComponent('+15555550102')}`],
    ['a 5-digit code', `auth/signIn/phoneVerify/0/${encodeURIComponent('+15555550102')}/12345`],
    ['a code with letters', `auth/signIn/phoneVerify/0/${encodeURIComponent('+15555550102')}/12a456`],
    ['a 7-digit code', `auth/signUp/phoneVerify/0/${encodeURIComponent('+15555550102')}/1234567`, consents],
    ['sign-up consents that are strings', `auth/signUp/phoneSendCode/0/${encodeURIComponent('+15555550177')}`, { agreeSms: 'yes', agreeEmails: true, agreeTerms: true }],
    ['a sign-up body that is an array', `auth/signUp/phoneSendCode/0/${encodeURIComponent('+15555550177')}`, [consents]],
    ['a bad e-mail in a link', `auth/emailVerify/0/not-mail/${token}`],
    ['a bad token', `auth/emailVerify/0/${encodeURIComponent('a@example.com')}/${'x'.repeat(10)}`],
    ['a token with symbols', `auth/emailVerify/0/${encodeURIComponent('a@example.com')}/${'%24'.repeat(43)}`],
    ['a role that is not a number in a link', `auth/emailVerify/x/${encodeURIComponent('a@example.com')}/${token}`],
  ];

  // Rows are padded to three values: jest reads a missing one as a done callback and waits for it.
  it.each(malformed.map(([what, url, body]) => [what, url, body ?? {}] as const))('refuses %s with 400 {title, errors} and changes nothing', async (_what, url, body) => {
    const before = await t.counts();
    const response = await t.call('POST', url, { body });
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expect(answer.title).toEqual(expect.any(String));
    expect(Object.values(answer.errors ?? {}).flat().length).toBeGreaterThan(0);
    expect(await t.counts()).toEqual(before);
  });

  it.each([
    ['too long', `${'a'.repeat(60)}@example.com`],
    ['without a domain', 'guard@'],
    ['with spaces', 'a b@example.com'],
  ])('refuses an e-mail %s', async (_what, email) => {
    const before = await t.counts();
    const response = await t.call('POST', authPaths.emailSendCode(Role.Employee, email), { cookie: employee });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.email).toBeDefined();
    expect(await t.counts()).toEqual(before);
  });

  it('refuses an oversized body with 413 {title}', async () => {
    const before = await t.counts();
    const response = await t.call('POST', authPaths.signUpSendCode(Role.Employee, '+15555550188'), {
      body: { ...consents, padding: 'x'.repeat(70 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ title: expect.any(String) });
    expect(await t.counts()).toEqual(before);
  });

  it('refuses a body that is not valid JSON with 400 {title}', async () => {
    const response = await t.call('POST', authPaths.refresh, { body: '{"unclosed' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ title: 'The request body is not valid JSON' });
  });

  it('accepts an empty JSON body as {}', async () => {
    const response = await t.call('POST', authPaths.refresh, { body: '', cookie: employee });
    expect(response.statusCode).toBe(200);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/auth/signIn/phoneSendCode/0'],
      ['GET', '/api/auth/signIn/phoneSendCode/0/x'],
    ] as const) {
      const response = await t.call(method, url, { headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ title: 'Not found' });
    }
  });
});
