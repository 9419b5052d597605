import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { authPaths, Role } from '@dutylink/contracts';
import { buildApp } from '../src/app';
import { productionProblems, startRefusal } from '../src/config';
import { PRODUCTION_ENV, testConfig, useTestDatabase } from './helpers/test-app';

const production = (env: Record<string, string> = {}) => testConfig({ ...PRODUCTION_ENV, ...env });
/** Each missing setting a bare environment leaves, by the variable the message names. */
const NAMED = ['TWILIO_ACCOUNT_SID', 'SMTP_HOST', 'STRIPE_SECRET_KEY', 'AUTH_SECRET', 'PUBLIC_URL', 'DATABASE_URL', 'SUPPORT_EMAIL'];

describe('productionProblems', () => {
  it('finds nothing in a fully configured deployment', () => {
    expect(productionProblems(production())).toEqual([]);
    expect(startRefusal(production())).toBeUndefined();
  });

  it.each([
    ['the SMS provider', { TWILIO_ACCOUNT_SID: '', TWILIO_AUTH_TOKEN: '', TWILIO_FROM: '' }, /^SMS provider: .*TWILIO_ACCOUNT_SID/],
    ['the e-mail provider', { SMTP_HOST: '' }, /^E-mail provider: .*SMTP_HOST/],
    ['payments', { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }, /^Payments: .*STRIPE_SECRET_KEY/],
    ['AUTH_SECRET', { AUTH_SECRET: '' }, /^AUTH_SECRET: /],
    ['a short AUTH_SECRET', { AUTH_SECRET: 'secret' }, /^AUTH_SECRET: .*at least 32/],
    ['PUBLIC_URL', { PUBLIC_URL: '' }, /^PUBLIC_URL: .*https:\/\/.*now http:\/\/localhost:8080/],
    ['a plain http PUBLIC_URL', { PUBLIC_URL: 'http://dutylink.example' }, /^PUBLIC_URL: /],
    ['DATABASE_URL (the embedded database)', { DATABASE_URL: '' }, /^DATABASE_URL: /],
    ['demo data switched on', { DEMO_DATA: 'true' }, /^DEMO_DATA: /],
    ['the support address', { SUPPORT_EMAIL: '' }, /^SUPPORT_EMAIL: .*now support@dutylink\.test/],
    ['a support address that is not one', { SUPPORT_EMAIL: 'help desk' }, /^SUPPORT_EMAIL: /],
  ])('names %s', (_setting, env, problem) => {
    expect(productionProblems(production(env))).toEqual([expect.stringMatching(problem)]);
  });

  it('lists every problem of a bare environment in one message, and none in demo mode', () => {
    const refusal = startRefusal(testConfig({ DUTYLINK_MODE: 'production', PUBLIC_URL: '' }));
    for (const name of NAMED) expect(refusal).toContain(name);
    expect(refusal).toMatch(/^DutyLink refuses to start/);
    expect(refusal).toContain('DUTYLINK_MODE=demo');
    expect(startRefusal(testConfig())).toBeUndefined();
  });

  it('takes no mode but demo or production, and production when none is asked for', () => {
    expect(() => testConfig({ DUTYLINK_MODE: 'dev' })).toThrow('DUTYLINK_MODE must be demo or production, got "dev"');
    expect(testConfig({ DUTYLINK_MODE: '' }).mode).toBe('production');
    expect(testConfig({ DUTYLINK_MODE: '' }).demoData).toBe(false);
    expect(testConfig().demoData).toBe(true);
  });
});

describe('a real deployment', () => {
  const database = useTestDatabase();

  it('cannot be built with a setting missing', async () => {
    await expect(buildApp({ config: production({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }), db: database.current.db, closeDbWithApp: false, startWorker: false })).rejects.toThrow(
      /refuses to start[\s\S]*Payments: /,
    );
  });

  it('has no dev pages or calls and no demo accounts', async () => {
    const t = await database.build({ env: PRODUCTION_ENV });
    const origin = PRODUCTION_ENV.PUBLIC_URL;
    const asPage = { origin, headers: { accept: 'text/html' } };
    for (const url of ['/api/dev/outbox?to=%2B15555550100', '/dev/outbox', '/dev/outbox/sms-reply.js', '/dev/checkout/abc']) {
      expect((await t.call('GET', url, asPage)).statusCode).toBe(404);
    }
    for (const url of ['/api/dev/sms/inbound', '/dev/checkout/abc/pay', '/dev/checkout/abc/cancel']) {
      const response = await t.call('POST', url, { origin, body: { from: '+15555550100', body: 'STOP' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ title: 'Not found' });
    }
    const admins = await t.db.selectFrom('users').select('phone').where('role', '=', Role.Admin).execute();
    expect(admins).toEqual([]);
    expect(await t.count('users')).toBe(0);
  });

  it('serves HSTS and a Secure session cookie from its https PUBLIC_URL, with no TRUST_PROXY', async () => {
    const t = await database.build({ env: PRODUCTION_ENV });
    const origin = PRODUCTION_ENV.PUBLIC_URL;
    const phone = '+15555550177';
    await t.db.insertInto('users').values({ role: Role.Employee, phone, email: 'officer@dutylink.example', email_verified: true, name: 'Olive Officer' }).execute();
    const browser = t.browser();
    expect((await browser.call('POST', authPaths.signInSendCode(Role.Employee, phone), { origin })).statusCode).toBe(200);
    // No dev outbox here: the code is read from the message waiting for Twilio.
    const { body } = await t.db.selectFrom('outbox').select('body').where('recipient', '=', phone).executeTakeFirstOrThrow();
    const signedIn = await browser.call('POST', authPaths.signInVerify(Role.Employee, phone, /\b(\d{6})\b/.exec(body)![1]), { origin });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(signedIn.cookies.find((c) => c.name === 'dl_session')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    expect(signedIn.cookies.find((c) => c.name === 'dl_device')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  });
});

describe('the server entry (main.ts) outside demo mode', () => {
  it('prints every missing setting and exits non-zero before it opens a database', () => {
    const serverDir = path.resolve(__dirname, '..');
    // As server/build.mjs bundles it: npm dependencies external, the @dutylink/* sources inside.
    const { dependencies } = JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const external = Object.keys(dependencies).filter((name) => !name.startsWith('@dutylink/'));
    const pgliteDir = path.join(os.tmpdir(), `dutylink-refused-${process.pid}`);
    const bundle = buildSync({
      entryPoints: [path.join(serverDir, 'src/main.ts')],
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      external: external.flatMap((name) => [name, `${name}/*`]),
      write: false,
      logLevel: 'silent',
    });
    // The bundle runs from stdin in server/, where its npm dependencies resolve.
    const run = spawnSync(process.execPath, ['-'], {
      cwd: serverDir,
      input: bundle.outputFiles[0]!.text,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DEMO_DATA: 'true', PGLITE_DIR: pgliteDir },
      encoding: 'utf8',
      // spawnSync holds up Jest's own limit, so this one ends a hang: the whole test took 1.8-2.4 s beside a busy core (load 7-8).
      timeout: 15_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/^DutyLink refuses to start/);
    for (const name of [...NAMED, 'DEMO_DATA']) expect(run.stderr).toContain(name);
    expect(run.stdout).not.toContain('DutyLink is running');
    expect(existsSync(pgliteDir)).toBe(false);
  });
});
