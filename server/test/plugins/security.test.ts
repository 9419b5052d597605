import { authPaths, Role } from '@dutylink/contracts';
import { ORIGIN, useTestDatabase, type TestApp } from '../helpers/test-app';

describe('security on every route', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build({ env: { ALLOWED_ORIGINS: 'https://partner.dutylink.test', REMOTE_ADMIN_URL: 'https://cdn.dutylink.test/admin/mf-manifest.json', TERMS_URL: 'https://legal.dutylink.test/terms.html' } });
  });

  it.each([
    ['no Origin', null],
    ['a foreign Origin', 'https://evil.example'],
    ['a look-alike Origin', 'http://localhost:8080.evil.example'],
  ])('refuses a state-changing call with %s (403) and changes nothing', async (_what, origin) => {
    const before = await t.counts();
    for (const method of ['POST', 'DELETE', 'PATCH', 'PUT'] as const) {
      const response = await t.call(method, authPaths.signInSendCode(Role.Admin, '+15555550100'), { origin });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ title: expect.any(String) });
    }
    expect(await t.counts()).toEqual(before);
  });

  it('accepts its own origin, PUBLIC_URL and ALLOWED_ORIGINS', async () => {
    expect((await t.call('POST', authPaths.refresh, { origin: 'http://localhost:8080' })).statusCode).toBe(200);
    expect((await t.call('POST', authPaths.refresh, { origin: 'https://partner.dutylink.test' })).statusCode).toBe(200);
    // inject's Host is localhost:80: the request's own origin.
    expect((await t.call('POST', authPaths.refresh, { origin: 'http://localhost:80', headers: { host: 'localhost:80' } })).statusCode).toBe(200);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])('refuses a %s body with 415', async (type) => {
    const before = await t.counts();
    const response = await t.call('POST', authPaths.signInSendCode(Role.Admin, '+15555550100'), { body: 'agreeSms=true', headers: { 'content-type': type } });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ title: expect.any(String) });
    expect(await t.counts()).toEqual(before);
  });

  it('sends the security headers', async () => {
    const response = await t.call('GET', '/api/public/config');
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://cdn.dutylink.test");
    expect(csp).toContain("connect-src 'self' https://cdn.dutylink.test");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("font-src 'self' data:");
    expect(csp).toContain("frame-src 'self' https://legal.dutylink.test");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Same-site form posts must carry a real Origin (a 'no-referrer' policy turns it into 'null').
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  /**
   * Signs the demo admin in and out from `origin` with `headers`, in one browser; the session cookie as set
   * and as cleared, and the device cookie as set.
   */
  async function sessionCookies(app: TestApp, origin: string, headers: Record<string, string> = {}) {
    const phone = '+15555550100';
    const browser = app.browser();
    app.afterResendDelay();
    expect((await browser.call('POST', authPaths.signInSendCode(Role.Admin, phone), { headers, origin })).statusCode).toBe(200);
    const signedIn = await browser.call('POST', authPaths.signInVerify(Role.Admin, phone, await app.latestCode(phone)), { headers, origin });
    expect(signedIn.statusCode).toBe(200);
    const set = signedIn.cookies.find((c) => c.name === 'dl_session')!;
    const device = signedIn.cookies.find((c) => c.name === 'dl_device')!;
    const out = await browser.call('POST', authPaths.logout, { headers, origin });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((c) => c.name === 'dl_session')!;
    expect(cleared.value).toBe('');
    return { set, cleared, device };
  }

  it('over a plain http PUBLIC_URL (the demo), sends neither HSTS nor Secure cookies', async () => {
    expect((await t.call('GET', '/api/public/config')).headers['strict-transport-security']).toBeUndefined();
    const { set, cleared, device } = await sessionCookies(t, ORIGIN);
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 86_400 });
    expect(set.secure).toBeUndefined();
    expect(cleared.secure).toBeUndefined();
    expect(device.secure).toBeUndefined();
  });

  it('with an https PUBLIC_URL, sends HSTS and Secure cookies even without TRUST_PROXY (the request itself reads http)', async () => {
    const https = await database.build({ env: { PUBLIC_URL: 'https://app.dutylink.test' } });
    const origin = 'https://app.dutylink.test';
    for (const url of ['/api/public/config', '/api/no-such-call']) {
      expect((await https.call('GET', url, { origin })).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    const { set, cleared, device } = await sessionCookies(https, origin);
    expect(set).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(cleared).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(device).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
  });

  it('behind a trusted proxy that says https, sends HSTS and Secure cookies whatever PUBLIC_URL says', async () => {
    const proxied = await database.build({ env: { TRUST_PROXY: '1', PUBLIC_URL: 'http://app.dutylink.test' } });
    const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'app.dutylink.test' };
    expect((await proxied.call('GET', '/api/public/config', { headers })).headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect((await proxied.call('GET', '/api/public/config')).headers['strict-transport-security']).toBeUndefined();
    const { set, cleared, device } = await sessionCookies(proxied, 'https://app.dutylink.test', headers);
    expect(set.secure).toBe(true);
    expect(cleared.secure).toBe(true);
    expect(device.secure).toBe(true);
  });
});
