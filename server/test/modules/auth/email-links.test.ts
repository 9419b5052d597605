import { authPaths, Role } from '@dutylink/contracts';
import { ORIGIN, useTestDatabase, type TestApp } from '../../helpers/test-app';
import { htmlProblems } from '../../helpers/email';

/** The link's role slug, e-mail and token, read from the e-mail in the dev outbox. */
async function linkFor(t: TestApp, email: string) {
  const [message] = await t.outbox(email);
  const match = /(https?:\/\/[^/\s]+)\/auth\/verifyMail\/(\w+)\/([^/\s]+)\/([\w-]+)/.exec(message?.body ?? '');
  if (!match) throw new Error(`No link in ${message?.body}`);
  return { site: match[1], slug: match[2], email: decodeURIComponent(match[3]!), token: match[4]! };
}

describe('e-mail verification', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
  });

  const send = (cookie: string, role: Role, email: string) => t.call('POST', authPaths.emailSendCode(role, email), { cookie });
  const open = (role: Role, email: string, token: string, cookie?: string) => t.call('POST', authPaths.emailVerify(role, email, token), { cookie });
  /** The HTML part of the latest e-mail to the address (issue 37: beside the text part, valid). */
  const htmlTo = async (email: string) =>
    (await t.db.selectFrom('outbox').select('html').where('recipient', '=', email).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow()).html!;

  it('e-mails a link that verifies the address and signs in', async () => {
    const { cookie, userId } = await t.signUp(Role.Employee);
    const sent = await send(cookie, Role.Employee, 'New.Guard@Example.com');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ validHours: 24 });

    const link = await linkFor(t, 'new.guard@example.com');
    expect(link).toMatchObject({ site: ORIGIN, slug: 'employee', email: 'new.guard@example.com' });
    const html = await htmlTo('new.guard@example.com');
    expect(html).toContain(`<a class="button" href="${ORIGIN}/auth/verifyMail/employee/`);
    expect(await htmlProblems(html)).toEqual([]);
    const stored = await t.db.selectFrom('users').select(['pending_email', 'email_verified']).where('id', '=', userId).executeTakeFirstOrThrow();
    expect(stored).toEqual({ pending_email: 'new.guard@example.com', email_verified: false });

    // Opened in another browser: anonymous, and it starts a session there.
    const opened = await open(Role.Employee, link.email, link.token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().user).toMatchObject({ id: userId, email: 'new.guard@example.com', emailVerified: true });
    const session = opened.cookies.find((c) => c.name === 'dl_session');
    expect(session?.value).toBeTruthy();
    const me = await t.call('POST', authPaths.refresh, { cookie: `dl_session=${session!.value}` });
    expect(me.json().user.emailVerified).toBe(true);

    const reused = await open(Role.Employee, link.email, link.token);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ title: 'This link is invalid or has expired' });
  });

  it('carries the returnUrl of the page that asked into the link; refuses one off the site (issue 17)', async () => {
    const { cookie } = await t.signUp(Role.Employee);
    const returnUrl = '/employee/jobs/7?from=sms';
    expect((await t.call('POST', authPaths.emailSendCode(Role.Employee, 'back@example.com', returnUrl), { cookie })).statusCode).toBe(200);
    const [message] = await t.outbox('back@example.com');
    const url = /https?:\/\/\S+\/auth\/verifyMail\/\S+/.exec(message!.body)![0];
    expect(new URL(url).searchParams.get('returnUrl')).toBe(returnUrl);

    const before = await t.counts();
    for (const offSite of ['https://evil.example/', '//evil.example', 'employee/jobs', `/${'a'.repeat(600)}`]) {
      const refused = await t.call('POST', authPaths.emailSendCode(Role.Employee, 'other@example.com', offSite), { cookie });
      expect(refused.statusCode).toBe(400);
    }
    expect(await t.counts()).toEqual(before);
  });

  it('tells a blocked account opening its link where to write (issue 17)', async () => {
    const { cookie, userId } = await t.signUp(Role.Employee);
    await send(cookie, Role.Employee, 'blocked@example.com');
    const link = await linkFor(t, 'blocked@example.com');
    await t.db.updateTable('users').set({ enabled: false }).where('id', '=', userId).execute();
    const refused = await open(Role.Employee, link.email, link.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ title: 'Your account is blocked', errors: { account: ['To ask why, or to have it unblocked, write to support@dutylink.test.'] } });
  });

  it('refuses an expired link, a wrong token, e-mail or role, and changes nothing', async () => {
    const { cookie, userId } = await t.signUp(Role.Employer);
    await send(cookie, Role.Employer, 'boss@example.com');
    const link = await linkFor(t, 'boss@example.com');
    const before = await t.counts();

    const otherToken = `${link.token.slice(0, -1)}${link.token.endsWith('A') ? 'B' : 'A'}`;
    for (const [role, email, token] of [
      [Role.Employer, link.email, otherToken],
      [Role.Employer, 'other@example.com', link.token],
      [Role.Employee, link.email, link.token],
      [Role.Employer, link.email, 'short'],
    ] as const) {
      const response = await open(role, email, token);
      expect(response.statusCode).toBe(400);
      expect(response.json().title).toBe('This link is invalid or has expired');
    }
    t.clock.advance(24 * 3_600_000 + 1);
    expect((await open(Role.Employer, link.email, link.token)).statusCode).toBe(400);

    expect(await t.counts()).toEqual(before);
    const user = await t.db.selectFrom('users').select(['email', 'email_verified']).where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user).toEqual({ email: null, email_verified: false });
  });

  it('needs a session of the same role to send a link', async () => {
    expect((await t.call('POST', authPaths.emailSendCode(Role.Employee, 'a@example.com'))).statusCode).toBe(401);
    const { cookie } = await t.signUp(Role.Employee);
    const response = await send(cookie, Role.Employer, 'a@example.com');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ title: expect.any(String) });
  });

  it('validates the address', async () => {
    const { cookie } = await t.signUp(Role.Employee);
    const before = await t.counts();
    const response = await send(cookie, Role.Employee, 'not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.email).toEqual([expect.any(String)]);
    expect(await t.counts()).toEqual(before);
  });

  it('answers alike for an address another account of the role has verified, and only tells its owner', async () => {
    const free = await t.signUp(Role.Employee);
    const taken = await t.signUp(Role.Employee);
    const answers = [await send(free.cookie, Role.Employee, 'free.address@example.com'), await send(taken.cookie, Role.Employee, 'employee@dutylink.test')];
    expect(answers.map((a) => [a.statusCode, a.headers['content-type'], a.body])).toEqual([
      [200, 'application/json; charset=utf-8', '{"validHours":24}'],
      [200, 'application/json; charset=utf-8', '{"validHours":24}'],
    ]);
    const stored = await t.db.selectFrom('users').select('pending_email').where('id', '=', taken.userId).executeTakeFirstOrThrow();
    expect(stored.pending_email).toBe('employee@dutylink.test');

    const [note] = await t.outbox('employee@dutylink.test');
    expect(note!.body).toMatch(/Someone asked to use this email address for another DutyLink employee account/);
    expect(note!.body).not.toMatch(/verifyMail/);
    expect(await htmlProblems(await htmlTo('employee@dutylink.test'))).toEqual([]);
    // The owner's address and account stay as they were.
    const owner = await t.db.selectFrom('users').select(['email', 'email_verified']).where('email', '=', 'employee@dutylink.test').execute();
    expect(owner).toEqual([{ email: 'employee@dutylink.test', email_verified: true }]);
  });

  it('refuses the older link once a newer one was sent', async () => {
    const { cookie } = await t.signUp(Role.Employee);
    await send(cookie, Role.Employee, 'first@example.com');
    const first = await linkFor(t, 'first@example.com');
    await send(cookie, Role.Employee, 'second@example.com');
    const second = await linkFor(t, 'second@example.com');
    expect((await open(Role.Employee, first.email, first.token)).statusCode).toBe(400);
    expect((await open(Role.Employee, second.email, second.token)).statusCode).toBe(200);
  });

  it("builds the link from PUBLIC_URL only, never from the request's Origin or Host", async () => {
    const site = await database.build({ env: { PUBLIC_URL: 'https://app.dutylink.test', ALLOWED_ORIGINS: 'http://localhost:8080' } });
    const { cookie } = await site.signUp(Role.Employee);
    const requests = [
      ['allowed@example.com', { origin: 'http://localhost:8080' }],
      ['forged-host@example.com', { origin: 'http://evil.example', headers: { host: 'evil.example' } }],
    ] as const;
    for (const [email, from] of requests) {
      const response = await site.call('POST', authPaths.emailSendCode(Role.Employee, email), { cookie, ...from });
      expect(response.statusCode).toBe(200);
      expect((await linkFor(site, email)).site).toBe('https://app.dutylink.test');
      site.afterResendDelay();
    }
  });
});
