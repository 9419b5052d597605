import type { LightMyRequestResponse } from 'fastify';
import { authPaths, Role } from '@dutylink/contracts';
import { loadConfig } from '../../../src/config';
import { requestSource } from '../../../src/modules/auth/request-source';
import { newPhone, sessionCookie, useTestDatabase, type TestApp } from '../../helpers/test-app';

const consents = { agreeSms: true, agreeEmails: true, agreeTerms: true };

/** 6-digit codes other than `code`, all different. */
const wrongCodes = (code: string, count: number) =>
  Array.from({ length: count + 1 }, (_, i) => String((Number(code) + 1 + i * 4999) % 1_000_000).padStart(6, '0'))
    .filter((guess) => guess !== code)
    .slice(0, count);

describe('a code cannot be guessed', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    // The per-IP limit stays out of the way (testConfig): the per-code count alone must hold.
    t = await database.build();
  });

  it('checks at most 5 of 200 parallel guesses, so a right code among late guesses is refused', async () => {
    const phone = newPhone();
    expect((await t.call('POST', authPaths.signUpSendCode(Role.Employee, phone), { body: consents })).statusCode).toBe(200);
    const code = await t.latestCode(phone);

    const guesses = [...wrongCodes(code, 199), code];
    const answers = await Promise.all(guesses.map((guess) => t.call('POST', authPaths.signUpVerify(Role.Employee, phone, guess), { body: consents })));

    const { wrong_tries: checked } = await t.db.selectFrom('phone_codes').select('wrong_tries').where('phone', '=', phone).executeTakeFirstOrThrow();
    expect({ checked, accepted: answers.filter((a) => a.statusCode === 200).length }).toEqual({ checked: 5, accepted: 0 });
    expect(answers.every((a) => a.statusCode === 400)).toBe(true);
    expect(await t.db.selectFrom('users').select('id').where('phone', '=', phone).execute()).toEqual([]);
  });

  it('accepts a right code sent many times at once only once', async () => {
    const phone = newPhone();
    await t.call('POST', authPaths.signUpSendCode(Role.Employee, phone), { body: consents });
    const code = await t.latestCode(phone);
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.call('POST', authPaths.signUpVerify(Role.Employee, phone, code), { body: consents })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await t.db.selectFrom('users').select('id').where('phone', '=', phone).execute()).toHaveLength(1);
  });
});

describe('a stranger cannot lock the owner out', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
  });
  const OWNER = '192.0.2.10';
  const stranger = (n = 1) => `198.51.100.${n}`;
  const send = (role: Role, phone: string, ip: string) => t.call('POST', authPaths.signInSendCode(role, phone), { ip });
  const verify = (role: Role, phone: string, code: string, ip: string) => t.call('POST', authPaths.signInVerify(role, phone, code), { ip });

  /** A refusal's Retry-After is the real wait: one second less is still refused, then the call works. */
  async function waitOut(refused: LightMyRequestResponse, again: () => Promise<LightMyRequestResponse>, seconds: number): Promise<LightMyRequestResponse> {
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(seconds));
    t.clock.advance((seconds - 1) * 1000);
    expect((await again()).statusCode).toBe(429);
    t.clock.advance(1000);
    return again();
  }

  async function ownerSignsIn(phone: string): Promise<void> {
    const code = await t.latestCode(phone);
    const signedIn = await verify(Role.Employee, phone, code, OWNER);
    expect(signedIn.statusCode).toBe(200);
    expect(sessionCookie(signedIn)).toMatch(/^dl_session=/);
  }

  it('codes asked for another role leave the owner\'s own alone', async () => {
    const { phone } = await t.signUp(Role.Employee);
    t.afterResendDelay();
    for (let i = 0; i < 5; i += 1) {
      expect((await send(Role.Admin, phone, stranger())).statusCode).toBe(200);
      t.afterResendDelay();
    }
    expect((await send(Role.Admin, phone, stranger())).statusCode).toBe(429);
    expect((await send(Role.Employee, phone, OWNER)).statusCode).toBe(200);
    await ownerSignsIn(phone);
  });

  it('codes asked for the owner\'s role by a stranger hold the owner back 30 seconds at most', async () => {
    const { phone } = await t.signUp(Role.Employee);
    for (let i = 0; i < 5; i += 1) {
      t.afterResendDelay();
      expect((await send(Role.Employee, phone, stranger())).statusCode).toBe(200);
      // ...and each one burnt with 5 wrong guesses.
      for (let j = 0; j < 5; j += 1) expect((await verify(Role.Employee, phone, String(100_000 + j), stranger())).statusCode).toBe(400);
    }
    const refused = await send(Role.Employee, phone, OWNER);
    expect(refused.json()).toEqual({ title: 'Please wait 30 seconds before asking for a new code' });
    expect((await waitOut(refused, () => send(Role.Employee, phone, OWNER), 30)).statusCode).toBe(200);
    await ownerSignsIn(phone);
    // The stranger's own hourly share is spent.
    t.afterResendDelay();
    expect((await send(Role.Employee, phone, stranger())).statusCode).toBe(429);
  });

  it('caps codes to one phone per IPv6 /64, however its addresses rotate', async () => {
    const phone = newPhone();
    for (let i = 1; i <= 5; i += 1) {
      expect((await t.call('POST', authPaths.signInSendCode(Role.Employee, phone), { ip: `2001:db8:0:12::${i}` })).statusCode).toBe(200);
      t.afterResendDelay();
    }
    expect((await t.call('POST', authPaths.signInSendCode(Role.Employee, phone), { ip: '2001:db8:0:12:ffff::6' })).statusCode).toBe(429);
    expect((await t.call('POST', authPaths.signInSendCode(Role.Employee, phone), { ip: '2001:db8:0:13::1' })).statusCode).toBe(200);
  });

  it('wrong guesses where no code is waiting count nowhere', async () => {
    const { phone } = await t.signUp(Role.Employee);
    t.afterResendDelay();
    const before = await t.db.selectFrom('phone_codes').selectAll().where('phone', '=', phone).execute();
    const guesses = await Promise.all(
      [Role.Admin, Role.Employer, Role.Employee].flatMap((role) => Array.from({ length: 60 }, (_, i) => verify(role, phone, String(200_000 + i), stranger()))),
    );
    expect(guesses.every((g) => g.statusCode === 400)).toBe(true);
    expect(await t.db.selectFrom('phone_codes').selectAll().where('phone', '=', phone).execute()).toEqual(before);
    expect((await send(Role.Employee, phone, OWNER)).statusCode).toBe(200);
    await ownerSignsIn(phone);
  });

  it('after 100 wrong tries since the last sign-in the account gets one code per 15 minutes, and the owner still signs in', async () => {
    const { phone } = await t.signUp(Role.Employee);
    t.afterResendDelay();
    for (let i = 0; i < 20; i += 1) {
      // A new source for every code: the per-source cap does not stop a crowd.
      expect((await send(Role.Employee, phone, stranger(i))).statusCode).toBe(200);
      for (let j = 0; j < 5; j += 1) expect((await verify(Role.Employee, phone, String(300_000 + j), stranger(i))).statusCode).toBe(400);
      t.afterResendDelay();
    }
    const refused = await send(Role.Employee, phone, OWNER);
    expect(refused.json()).toEqual({ title: 'Please wait 15 minutes before asking for a new code' });
    const sent = await waitOut(refused, () => send(Role.Employee, phone, OWNER), 15 * 60 - 31);
    expect(sent.statusCode).toBe(200);
    await ownerSignsIn(phone);
    // Signing in starts the count again.
    t.afterResendDelay();
    expect((await send(Role.Employee, phone, stranger(99))).statusCode).toBe(200);
  });
});

describe('behind a proxy', () => {
  const database = useTestDatabase();
  const LOAD_BALANCER = '10.0.0.2';

  it.each([
    ['a hop count', '1'],
    ['the proxy addresses', '10.0.0.0/8, 127.0.0.1'],
  ])('limits per client, whatever the client writes into X-Forwarded-For (%s)', async (_how, trustProxy) => {
    const t = await database.build({ env: { TRUST_PROXY: trustProxy, RATE_LIMIT_SEND_PER_MINUTE: '30' } });
    // Per-IP counts live in the database (they hold across processes): each case starts from none.
    await t.db.deleteFrom('rate_limits').execute();
    const answers: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const headers = { 'x-forwarded-for': `203.0.113.${i}, 192.0.2.44` };
      answers.push((await t.call('POST', authPaths.signInSendCode(Role.Employee, newPhone()), { ip: LOAD_BALANCER, headers })).statusCode);
    }
    expect(answers.filter((status) => status === 200)).toHaveLength(30);
    expect(answers.slice(30).every((status) => status === 429)).toBe(true);
    const sources = await t.db.selectFrom('phone_codes').select('source').distinct().where('source', 'like', '%.%').execute();
    expect(sources.map((row) => row.source)).toContain('192.0.2.44');
    expect(sources.map((row) => row.source)).not.toContain('203.0.113.1');
  });

  it('refuses TRUST_PROXY=true and says what to set', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=1.*TRUST_PROXY=10\.0\.0\.0\/8/);
  });
});

describe('the source of a request', () => {
  it('is the IPv4 address, or the /64 of an IPv6 one', () => {
    expect(requestSource('203.0.113.9')).toBe('203.0.113.9');
    expect(requestSource('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(requestSource('2001:db8:0:12::1')).toBe('2001:db8:0:12::/64');
    expect(requestSource('2001:0db8:0000:0012:abcd:ef01:2345:6789')).toBe('2001:db8:0:12::/64');
    expect(requestSource('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(requestSource('::1')).toBe('0:0:0:0::/64');
    expect(requestSource('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
