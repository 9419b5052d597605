import { ANONYMOUS_USER, authPaths, Role } from '@dutylink/contracts';
import { blockUser } from '../../../src/modules/auth/accounts';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';

describe('sessions and accounts', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
  });

  it('refreshes with a session, answers a visitor without a cookie as anonymous, and a dead session with 401 that drops the cookie', async () => {
    const anonymous = await t.call('POST', authPaths.refresh);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ user: ANONYMOUS_USER });
    const forged = await t.call('POST', authPaths.refresh, { cookie: 'dl_session=forged' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ title: 'Not signed in' });
    expect(forged.cookies.find((c) => c.name === 'dl_session')?.value).toBe('');

    const { cookie } = await t.signUp(Role.Employer);
    expect((await t.call('POST', authPaths.refresh, { cookie })).statusCode).toBe(200);
  });

  it('ends a session at logout, a POST from DutyLink only', async () => {
    const { cookie } = await t.signUp(Role.Employee);
    expect((await t.call('GET', authPaths.logout, { cookie })).statusCode).toBe(404);
    expect((await t.call('POST', authPaths.logout, { cookie, origin: 'https://elsewhere.example' })).statusCode).toBe(403);
    expect((await t.call('POST', authPaths.refresh, { cookie })).statusCode).toBe(200);
    const out = await t.call('POST', authPaths.logout, { cookie });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({});
    expect(out.cookies.find((c) => c.name === 'dl_session')?.value).toBe('');
    expect((await t.call('POST', authPaths.refresh, { cookie })).statusCode).toBe(401);
  });

  it('expires an idle session after 30 days and slides an active one', async () => {
    const { cookie } = await t.signUp(Role.Employee);
    t.clock.advance(20 * 86_400_000);
    const active = await t.call('POST', authPaths.refresh, { cookie });
    expect(active.statusCode).toBe(200);
    expect(active.cookies.find((c) => c.name === 'dl_session')?.maxAge).toBe(30 * 86_400);
    t.clock.advance(20 * 86_400_000);
    expect((await t.call('POST', authPaths.refresh, { cookie })).statusCode).toBe(200);
    t.clock.advance(31 * 86_400_000);
    expect((await t.call('POST', authPaths.refresh, { cookie })).statusCode).toBe(401);
  });

  it('deletes an account: anonymised, signed out, and no other account touched', async () => {
    const other = await t.signUp(Role.Employee);
    const otherBefore = await t.db.selectFrom('users').selectAll().where('id', '=', other.userId).executeTakeFirstOrThrow();
    const { cookie, phone, userId } = await t.signUp(Role.Employee);
    t.afterResendDelay();
    const second = await t.signIn(Role.Employee, phone);
    expect((await t.call('POST', authPaths.emailSendCode(Role.Employee, 'gone@example.com'), { cookie })).statusCode).toBe(200);

    const deleted = await t.call('DELETE', authPaths.deleteAccount, { cookie });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({});

    const row = await t.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ phone: null, email: null, pending_email: null, name: null, consent_sms_at: null, consent_emails_at: null, consent_terms_at: null });
    expect(row.deleted_at).toBeInstanceOf(Date);
    expect(await t.db.selectFrom('sessions').select('id_hash').where('user_id', '=', userId).execute()).toEqual([]);
    expect(await t.db.selectFrom('email_links').select('id').where('user_id', '=', userId).execute()).toEqual([]);
    expect(await t.db.selectFrom('phone_codes').select('id').where('phone', '=', phone).execute()).toEqual([]);
    expect(await t.db.selectFrom('outbox').select('id').where('recipient', 'in', [phone, 'gone@example.com']).execute()).toEqual([]);
    expect((await t.call('POST', authPaths.refresh, { cookie })).statusCode).toBe(401);
    expect((await t.call('POST', authPaths.refresh, { cookie: second })).statusCode).toBe(401);

    expect(await t.db.selectFrom('users').selectAll().where('id', '=', other.userId).executeTakeFirstOrThrow()).toEqual(otherBefore);
    expect((await t.call('POST', authPaths.refresh, { cookie: other.cookie })).statusCode).toBe(200);

    // The phone is free again: signing up makes a fresh account.
    t.afterResendDelay();
    const fresh = await t.signUp(Role.Employee, phone);
    expect(fresh.userId).not.toBe(userId);
  });

  it('refuses to delete an admin account and changes nothing', async () => {
    const { cookie, userId } = await t.signUp(Role.Employee);
    await t.db.updateTable('users').set({ role: Role.Admin }).where('id', '=', userId).execute();
    const before = await t.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    const refused = await t.call('DELETE', authPaths.deleteAccount, { cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ title: 'An admin account cannot be deleted' });
    expect(await t.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow()).toEqual(before);
    expect((await t.call('POST', authPaths.refresh, { cookie })).statusCode).toBe(200);
  });

  it('needs a session to delete', async () => {
    expect((await t.call('DELETE', authPaths.deleteAccount)).statusCode).toBe(401);
  });

  it('blocks an account: its sessions end and it cannot sign in', async () => {
    const { cookie, phone, userId } = await t.signUp(Role.Employer);
    await blockUser(t.db, userId);
    expect((await t.call('POST', authPaths.refresh, { cookie })).statusCode).toBe(401);
    expect(await t.db.selectFrom('sessions').select('id_hash').where('user_id', '=', userId).execute()).toEqual([]);

    t.afterResendDelay();
    const browser = t.browser();
    expect((await browser.call('POST', authPaths.signInSendCode(Role.Employer, phone))).statusCode).toBe(200);
    const refused = await browser.call('POST', authPaths.signInVerify(Role.Employer, phone, await t.latestCode(phone)));
    expect(refused.statusCode).toBe(403);
    // Not a dead end (issue 17): it says where to write.
    expect(refused.json()).toEqual({ title: 'Your account is blocked', errors: { account: ['To ask why, or to have it unblocked, write to support@dutylink.test.'] } });
    expect(refused.cookies.find((c) => c.name === 'dl_session')).toBeUndefined();
    expect(await t.db.selectFrom('sessions').select('id_hash').where('user_id', '=', userId).execute()).toEqual([]);
  });
});
