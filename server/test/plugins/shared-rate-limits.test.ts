import { authPaths, Role } from '@dutylink/contracts';
import { countHit, SWEEP_BATCH, sweepEndedWindows } from '../../src/plugins/shared-rate-limits';
import { newPhone, ORIGIN, useTestDatabase, type TestApp } from '../helpers/test-app';

const consents = { agreeSms: true, agreeEmails: true, agreeTerms: true };

describe('per-IP limits shared in the database', () => {
  const database = useTestDatabase();
  beforeEach(() => database.current.db.deleteFrom('rate_limits').execute());

  /** A code request from `ip` (sign-in unless said otherwise), as app.inject sets the peer address. */
  const sendCode = (t: TestApp, ip = '203.0.113.1', url = authPaths.signInSendCode(Role.Employee, newPhone())) =>
    t.app.inject({ method: 'POST', url: `/api/${url}`, remoteAddress: ip, headers: { origin: ORIGIN, 'content-type': 'application/json' }, payload: JSON.stringify(consents) });

  it('counts a window, reports the time left as Retry-After, and starts a new window when it ends', async () => {
    const t = await database.build({ env: { RATE_LIMIT_SEND_PER_MINUTE: '2' } });
    expect((await sendCode(t)).statusCode).toBe(200);
    t.clock.advance(10_000);
    expect((await sendCode(t)).statusCode).toBe(200);
    const refused = await sendCode(t);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('50'); // the window started with the first hit
    t.clock.advance(30_000);
    expect((await sendCode(t)).headers['retry-after']).toBe('20');
    t.clock.advance(20_000);
    const next = await sendCode(t);
    expect(next.statusCode).toBe(200);
    expect(next.headers['x-ratelimit-remaining']).toBe('1');
    expect(next.headers['x-ratelimit-reset']).toBe('60');
  });

  it('keeps each address and each group apart, and the routes of one group together', async () => {
    const t = await database.build({ env: { RATE_LIMIT_SEND_PER_MINUTE: '2', RATE_LIMIT_VERIFY_PER_MINUTE: '1' } });
    // send-code: sign-in and sign-up share one count per address.
    expect((await sendCode(t, '203.0.113.1')).statusCode).toBe(200);
    expect((await sendCode(t, '203.0.113.1', authPaths.signUpSendCode(Role.Employee, newPhone()))).statusCode).toBe(200);
    expect((await sendCode(t, '203.0.113.1')).statusCode).toBe(429);
    expect((await sendCode(t, '203.0.113.2')).statusCode).toBe(200);
    // verify-code is counted apart from send-code.
    const verify = () => t.app.inject({ method: 'POST', url: `/api/${authPaths.signInVerify(Role.Employee, newPhone(), '123456')}`, remoteAddress: '203.0.113.1', headers: { origin: ORIGIN } });
    expect((await verify()).statusCode).not.toBe(429);
    expect((await verify()).statusCode).toBe(429);
    const keys = (await t.db.selectFrom('rate_limits').select(['key', 'hits']).orderBy('key').execute()).map((r) => [r.key, r.hits]);
    expect(keys).toEqual([
      ['send-code:203.0.113.1send-code', 3],
      ['send-code:203.0.113.2send-code', 1],
      ['verify-code:203.0.113.1verify-code', 2],
    ]);
  });

  it('holds across two apps on one database (as across processes)', async () => {
    const first = await database.build({ env: { RATE_LIMIT_SEND_PER_MINUTE: '3' } });
    const second = await database.build({ env: { RATE_LIMIT_SEND_PER_MINUTE: '3' } });
    const codes = [];
    for (const t of [first, second, first, second]) codes.push((await sendCode(t)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('counts concurrent hits of one key exactly', async () => {
    const { db } = database.current;
    const now = new Date();
    const hits = await Promise.all(Array.from({ length: 20 }, () => countHit(db, 'k', 60_000, now)));
    expect(hits.map((h) => h.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(hits.every((h) => h.ttl === 60_000)).toBe(true);
  });

  it('sweeps ended windows in batches until none is left, and keeps the live ones', async () => {
    const { db } = database.current;
    const start = new Date('2030-01-01T00:00:00Z');
    const ended = new Date(start.getTime() - 1);
    await db
      .insertInto('rate_limits')
      .values(Array.from({ length: SWEEP_BATCH + 5 }, (_, i) => ({ key: `old-${i}`, hits: 1, resets_at: ended })))
      .execute();
    await countHit(db, 'live', 60_000, start);
    expect(await sweepEndedWindows(db, start)).toBe(SWEEP_BATCH + 5);
    expect((await db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key)).toEqual(['live']);
    expect(await sweepEndedWindows(db, start)).toBe(0);
  });
});
