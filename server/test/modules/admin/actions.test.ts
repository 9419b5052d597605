import { adminPaths, ApplicantState, authPaths, Role, SubscriptionState, subscriptionPaths, type EmployeeJobsResponse, type JobApplicant } from '@dutylink/contracts';
import { buy, subscriber, subscription } from '../../helpers/subscriptions';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { adminSession, insertApplicant, insertEmployee, insertEmployer, insertJob } from './fixtures';

describe('admin actions', () => {
  const database = useTestDatabase();
  let t: TestApp;
  let cookie: string;
  let adminId: number;
  beforeAll(async () => {
    t = await database.build({ env: { DEMO_DATA: 'false' } });
    ({ cookie, userId: adminId } = await adminSession(t));
  });
  const outboxOf = (userId: number) => t.db.selectFrom('outbox').selectAll().where('user_id', '=', userId).execute();

  it('block ends every session and stops sign-in; unblock lets the user sign in again', async () => {
    const user = await subscriber(t, Role.Employee);
    expect((await t.call('POST', adminPaths.changeUserState(user.userId, 0), { cookie })).json()).toEqual({ id: user.userId });
    expect(await t.db.selectFrom('sessions').select('id_hash').where('user_id', '=', user.userId).execute()).toEqual([]);
    expect((await t.call('POST', authPaths.refresh, { cookie: user.cookie })).statusCode).toBe(401);
    t.afterResendDelay();
    const browser = t.browser();
    expect((await browser.call('POST', authPaths.signInSendCode(Role.Employee, user.phone))).statusCode).toBe(200);
    const refused = await browser.call('POST', authPaths.signInVerify(Role.Employee, user.phone, await t.latestCode(user.phone)));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().title).toBe('Your account is blocked');

    expect((await t.call('POST', adminPaths.changeUserState(user.userId, 1), { cookie })).statusCode).toBe(200);
    t.afterResendDelay();
    const again = await t.signIn(Role.Employee, user.phone);
    expect((await t.call('POST', authPaths.refresh, { cookie: again })).json().user.id).toBe(user.userId);
  });

  it("the profile's view answers the account status and sign-up date, blocked or not", async () => {
    const user = await insertEmployer(t);
    const created = (await t.db.selectFrom('users').select('created_at').where('id', '=', user.id).executeTakeFirstOrThrow()).created_at;
    const before = (await t.call('GET', adminPaths.userSubscription(user.id), { cookie })).json();
    expect(before).toMatchObject({ state: SubscriptionState.Inactive, account: { enabled: true, created: created.toISOString() } });
    await t.call('POST', adminPaths.changeUserState(user.id, 0), { cookie });
    expect((await t.call('GET', adminPaths.userSubscription(user.id), { cookie })).json().account).toEqual({ enabled: false, created: created.toISOString(), smsOptedOut: false });
  });

  it('change-state refuses admins, unknown ids and bad states', async () => {
    const user = await insertEmployer(t);
    expect((await t.call('POST', adminPaths.changeUserState(adminId, 0), { cookie })).statusCode).toBe(404);
    expect((await t.call('POST', adminPaths.changeUserState(999_999, 0), { cookie })).statusCode).toBe(404);
    const bad = await t.call('POST', `admin/users/change-state/${user.id}/2`, { cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ title: 'Please check the highlighted fields', errors: { state: expect.any(Array) } });
    expect((await t.db.selectFrom('users').select('enabled').where('id', '=', user.id).executeTakeFirstOrThrow()).enabled).toBe(true);
  });

  it("delete refuses the admin's own account and changes nothing", async () => {
    const before = await t.db.selectFrom('users').selectAll().where('id', '=', adminId).executeTakeFirstOrThrow();
    const refused = await t.call('DELETE', adminPaths.deleteUser(adminId), { cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ title: 'An admin account cannot be deleted' });
    expect(await t.db.selectFrom('users').selectAll().where('id', '=', adminId).executeTakeFirstOrThrow()).toEqual(before);
    expect((await t.call('POST', authPaths.refresh, { cookie })).statusCode).toBe(200);
  });

  it('delete removes personal data, cancels an active subscription and ends sessions', async () => {
    const user = await subscriber(t, Role.Employer);
    await buy(t, user.cookie, 'dutylink-monthly');
    expect((await subscription(t, user.cookie)).state).toBe(SubscriptionState.Active);
    const view = (await t.call('GET', adminPaths.userSubscription(user.userId), { cookie })).json();
    expect(view).toMatchObject({ state: SubscriptionState.Active, virtual: false, promo: null, started: expect.any(String), end: expect.any(String) });

    expect((await t.call('DELETE', adminPaths.deleteUser(user.userId), { cookie })).json()).toEqual({ id: user.userId });
    const row = await t.db.selectFrom('users').selectAll().where('id', '=', user.userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ phone: null, email: null, name: null, deleted_at: expect.any(Date) });
    expect(await t.db.selectFrom('employer_profiles').select('user_id').where('user_id', '=', user.userId).execute()).toEqual([]);
    expect(await t.db.selectFrom('sessions').select('id_hash').where('user_id', '=', user.userId).execute()).toEqual([]);
    const sub = await t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', user.userId).executeTakeFirstOrThrow();
    expect(sub.state).toBe(SubscriptionState.Inactive);
    expect((await t.call('GET', subscriptionPaths.get, { cookie: user.cookie })).statusCode).toBe(401);
    // Gone from the lists; a second delete is 404.
    expect((await t.call('DELETE', adminPaths.deleteUser(user.userId), { cookie })).statusCode).toBe(404);
    expect((await t.call('GET', adminPaths.userSubscription(user.userId), { cookie })).statusCode).toBe(404);
  });

  it('close texts the applicants through the outbox; reopen is 409; closing again changes nothing', async () => {
    const owner = await insertEmployer(t, { company: 'Close Co' });
    const [a, b] = [await insertEmployee(t), await insertEmployee(t)];
    const job = await insertJob(t, owner.id, { title: 'Gate' });
    await insertApplicant(t, job, a.id, ApplicantState.New);
    await insertApplicant(t, job, b.id, ApplicantState.Accepted);

    expect((await t.call('POST', adminPaths.changeJobState(job, 0), { cookie })).json()).toEqual({ id: job });
    expect((await t.db.selectFrom('jobs').select('enabled').where('id', '=', job).executeTakeFirstOrThrow()).enabled).toBe(false);
    for (const user of [a, b]) {
      const rows = await outboxOf(user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ channel: 'sms', recipient: user.phone, retry_unknown_outcome: true });
      expect(rows[0].body).toContain('Gate');
    }
    const reopen = await t.call('POST', adminPaths.changeJobState(job, 1), { cookie });
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json()).toEqual({ title: 'A closed job cannot be reopened' });
    expect((await t.call('POST', adminPaths.changeJobState(job, 0), { cookie })).statusCode).toBe(200);
    expect(await outboxOf(a.id)).toHaveLength(1);
    expect((await t.call('POST', `admin/jobs/change-state/${job}/5`, { cookie })).statusCode).toBe(400);
    expect((await t.call('POST', adminPaths.changeJobState(999_999, 0), { cookie })).statusCode).toBe(404);
  });

  it('applicants of any job, oldest first; delete an active job texts them; then 404', async () => {
    const owner = await insertEmployer(t);
    const [a, b] = [await insertEmployee(t, { name: 'First One' }), await insertEmployee(t, { name: 'Second One' })];
    const job = await insertJob(t, owner.id);
    await insertApplicant(t, job, a.id, ApplicantState.New, new Date(t.clock.now().getTime() - 60_000));
    await insertApplicant(t, job, b.id, ApplicantState.Rejected);
    const applicants = (await t.call('GET', adminPaths.jobApplicants(job), { cookie })).json() as JobApplicant[];
    expect(applicants.map((x) => x.user)).toEqual([{ id: a.id, name: 'First One' }, { id: b.id, name: 'Second One' }]);

    expect((await t.call('DELETE', adminPaths.deleteJob(job), { cookie })).json()).toEqual({ id: job });
    expect((await t.db.selectFrom('jobs').select('deleted_at').where('id', '=', job).executeTakeFirstOrThrow()).deleted_at).not.toBeNull();
    expect(await outboxOf(a.id)).toHaveLength(1);
    expect(await outboxOf(b.id)).toHaveLength(1);
    expect((await t.call('DELETE', adminPaths.deleteJob(job), { cookie })).statusCode).toBe(404);
    expect((await t.call('GET', adminPaths.jobApplicants(job), { cookie })).statusCode).toBe(404);
  });

  it('employer-job listing: tabs with counts, newest first; 404 for a non-employer', async () => {
    const owner = await insertEmployer(t);
    const older = await insertJob(t, owner.id, { createdAt: new Date(t.clock.now().getTime() - 3_600_000) });
    const newer = await insertJob(t, owner.id);
    await insertJob(t, owner.id, { enabled: false });
    const page = (await t.call('POST', adminPaths.employerJobs({ from: 0, count: 10, by: 0, asc: false }), { cookie, body: { state: 1, iduser: owner.id } })).json();
    expect(page).toMatchObject({ total: 2, enabled: 2, disabled: 1 });
    expect(page.items.map((j: { id: number }) => j.id)).toEqual([newer, older]);
    expect(page.remaining).toBeUndefined();
    const closed = (await t.call('POST', adminPaths.employerJobs({ from: 0, count: 10, by: 0, asc: false }), { cookie, body: { state: 0, iduser: owner.id } })).json();
    expect(closed.total).toBe(1);
    const employee = await insertEmployee(t);
    expect((await t.call('POST', adminPaths.employerJobs({ from: 0, count: 10, by: 0, asc: false }), { cookie, body: { state: 1, iduser: employee.id } })).statusCode).toBe(404);
    expect((await t.call('POST', adminPaths.employerJobs({ from: 0, count: 10, by: 0, asc: false }), { cookie, body: { state: 3, iduser: owner.id } })).statusCode).toBe(400);
  });

  it("employee jobs: the employee's own tabs; 404 for an unknown employee", async () => {
    const owner = await insertEmployer(t);
    const worker = await insertEmployee(t);
    const hired = await insertJob(t, owner.id);
    const applied = await insertJob(t, owner.id);
    await insertApplicant(t, hired, worker.id, ApplicantState.Accepted);
    await insertApplicant(t, applied, worker.id, ApplicantState.New);
    const hiredTab = (await t.call('GET', adminPaths.employeeJobs(worker.id, 'hired', 0, 10), { cookie })).json() as EmployeeJobsResponse;
    expect(hiredTab.items.map((j) => j.id)).toEqual([hired]);
    expect(hiredTab).toMatchObject({ total: 1, hired: 1, applied: 1 });
    const appliedTab = (await t.call('GET', adminPaths.employeeJobs(worker.id, 'applied', 0, 10), { cookie })).json() as EmployeeJobsResponse;
    expect(appliedTab.items.map((j) => j.id)).toEqual([applied]);
    expect((await t.call('GET', adminPaths.employeeJobs(owner.id, 'all', 0, 10), { cookie })).statusCode).toBe(404);
    expect((await t.call('GET', adminPaths.employeeJobs(999_999, 'all', 0, 10), { cookie })).statusCode).toBe(404);
    expect((await t.call('GET', `jobs/employee/${worker.id}/nope/0/10`, { cookie })).statusCode).toBe(400);
    expect((await t.call('GET', `jobs/employee/${worker.id}/all/0/0`, { cookie })).statusCode).toBe(400);
  });
});
