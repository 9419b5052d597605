import { adminPaths, ApplicantState, Role, subscriptionPaths, type AdminPromo, type AnalyticsGeneral, type JobsPostedRow, type ShiftsWeekRow } from '@dutylink/contracts';
import { subscriber } from '../../helpers/subscriptions';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { optIn, optOut } from '../../../src/modules/sms-consent/opt-outs';
import { adminSession, insertApplicant, insertEmployee, insertEmployer, insertJob } from './fixtures';

const DAY_MS = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);

describe('admin SMS, promos and analytics', () => {
  const database = useTestDatabase();
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await database.build({ env: { DEMO_DATA: 'false' } });
    cookie = (await adminSession(t)).cookie;
  });
  const outboxCount = async () => Number((await t.db.selectFrom('outbox').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const expect400 = async (method: 'GET' | 'POST', path: string, body: unknown, field: string) => {
    const response = await t.call(method, path, { cookie, body });
    expect(response.statusCode).toBe(400);
    expect(response.json().title).toBe('Please check the highlighted fields');
    expect(Object.keys(response.json().errors)).toContain(field);
  };

  describe('SMS', () => {
    it('user-count and a bulk send: one outbox row per active employee who did not reply STOP, in one go', async () => {
      const active = [await insertEmployee(t), await insertEmployee(t), await insertEmployee(t)];
      await insertEmployee(t, { enabled: false });
      await insertEmployee(t, { deleted: true });
      await insertEmployer(t);
      // Issue 17: a phone that replied STOP is neither counted nor sent to.
      await optOut(t.db, (await insertEmployee(t)).phone, 'STOP', t.clock.now());
      expect((await t.call('GET', adminPaths.userCount(Role.Employee), { cookie })).json()).toEqual({ count: 3 });
      const before = await outboxCount();
      const sent = await t.call('POST', adminPaths.sendSms, { cookie, body: { text: '  Storm warning tonight  ', role: Role.Employee, userIDs: [] } });
      expect(sent.json()).toEqual({ recipients: 3 });
      const rows = await t.db.selectFrom('outbox').selectAll().where('body', '=', 'Storm warning tonight').orderBy('user_id').execute();
      expect(rows.map((r) => [r.user_id, r.recipient, r.channel, r.retry_unknown_outcome])).toEqual(active.map((u) => [u.id, u.phone, 'sms', true]));
      expect(await outboxCount()).toBe(before + 3);
    });

    it('a personal message: one row; the wrong role is 404; a blocked or opted-out user is refused with the reason (issue 17)', async () => {
      const user = await insertEmployer(t);
      const blocked = await insertEmployer(t, { enabled: false });
      const stopped = await insertEmployer(t);
      await optOut(t.db, stopped.phone, 'STOP', t.clock.now());
      const before = await outboxCount();
      expect((await t.call('POST', adminPaths.sendSms, { cookie, body: { text: 'Hi there', role: Role.Employer, userIDs: [user.id] } })).json()).toEqual({ recipients: 1 });
      expect(await t.db.selectFrom('outbox').select(['user_id', 'body']).where('user_id', '=', user.id).execute()).toEqual([{ user_id: user.id, body: 'Hi there' }]);
      expect((await t.call('POST', adminPaths.sendSms, { cookie, body: { text: 'Hi', role: Role.Employee, userIDs: [user.id] } })).statusCode).toBe(404);
      const toBlocked = await t.call('POST', adminPaths.sendSms, { cookie, body: { text: 'Hi', role: Role.Employer, userIDs: [blocked.id] } });
      expect(toBlocked.statusCode).toBe(409);
      expect(toBlocked.json()).toEqual({ title: 'This employer is blocked: unblock the account to send an SMS' });
      const toStopped = await t.call('POST', adminPaths.sendSms, { cookie, body: { text: 'Hi', role: Role.Employer, userIDs: [stopped.id] } });
      expect(toStopped.statusCode).toBe(409);
      expect(toStopped.json()).toEqual({ title: 'This employer replied STOP: no SMS reaches them until they reply START' });
      expect(await outboxCount()).toBe(before + 1);
      // START again: the message goes.
      await optIn(t.db, stopped.phone);
      expect((await t.call('POST', adminPaths.sendSms, { cookie, body: { text: 'Welcome back', role: Role.Employer, userIDs: [stopped.id] } })).json()).toEqual({ recipients: 1 });
    });

    it('shows admins who replied STOP in the lists and on the profile (issue 17)', async () => {
      const stopped = await insertEmployee(t, { name: 'Stop Person' });
      const listening = await insertEmployee(t, { name: 'Listening Person' });
      await optOut(t.db, stopped.phone, 'STOP', t.clock.now());
      const list = (await t.call('POST', adminPaths.employees({ from: 0, count: 50, by: 0, asc: true }), { cookie, body: { text: 'Person' } })).json();
      expect(list.items.map((i: { name: string; smsOptedOut: boolean }) => [i.name, i.smsOptedOut])).toEqual([
        ['Listening Person', false],
        ['Stop Person', true],
      ]);
      expect((await t.call('GET', adminPaths.userSubscription(stopped.id), { cookie })).json().account).toMatchObject({ smsOptedOut: true });
      expect((await t.call('GET', adminPaths.userSubscription(listening.id), { cookie })).json().account).toMatchObject({ smsOptedOut: false });
      const employer = await insertEmployer(t, { name: 'Stop Boss' });
      await optOut(t.db, employer.phone, 'STOP', t.clock.now());
      expect((await t.call('POST', adminPaths.employers({ from: 0, count: 50, by: 0, asc: true }), { cookie, body: { text: 'Stop Boss' } })).json().items).toMatchObject([{ smsOptedOut: true }]);
    });

    it('a bulk send that reaches nobody is refused with the reason', async () => {
      const reachable = await t.db.selectFrom('users').select('id').where('role', '=', Role.Employer).where('enabled', '=', true).execute();
      await t.db.updateTable('users').set({ enabled: false }).where('role', '=', Role.Employer).execute();
      await optOut(t.db, (await insertEmployer(t)).phone, 'STOP', t.clock.now());
      const before = await outboxCount();
      expect((await t.call('GET', adminPaths.userCount(Role.Employer), { cookie })).json()).toEqual({ count: 0 });
      const refused = await t.call('POST', adminPaths.sendSms, { cookie, body: { text: 'Hi', role: Role.Employer, userIDs: [] } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ title: 'No employer can receive an SMS: blocked accounts and phones that replied STOP are left out' });
      expect(await outboxCount()).toBe(before);
      await t.db.updateTable('users').set({ enabled: true }).where('id', 'in', reachable.map((u) => u.id)).execute();
    });

    it('refuses bad messages and changes nothing', async () => {
      await insertEmployee(t);
      const before = await outboxCount();
      await expect400('POST', adminPaths.sendSms, { text: '   ', role: Role.Employee, userIDs: [] }, 'text');
      await expect400('POST', adminPaths.sendSms, { text: 'x'.repeat(1531), role: Role.Employee, userIDs: [] }, 'text');
      await expect400('POST', adminPaths.sendSms, { text: 'Hi', role: Role.Admin, userIDs: [] }, 'role');
      await expect400('POST', adminPaths.sendSms, { text: 'Hi', role: Role.Employee, userIDs: [1, 2] }, 'userIDs');
      await expect400('GET', 'admin/misc/user-count/1000', undefined, 'role');
      await expect400('GET', 'admin/misc/user-count/abc', undefined, 'role');
      expect(await outboxCount()).toBe(before);
      expect((await t.call('POST', adminPaths.sendSms, { cookie, body: { text: 'x'.repeat(1530), role: Role.Employee, userIDs: [] } })).statusCode).toBe(200);
    });
  });

  describe('promos', () => {
    const valid = { id: 0, name: 'SUMMER25', value: 25, forever: false, duration: 3, maxRedemptions: 10, validUntil: null as string | null };

    it('creates, lists, searches, reads back and deletes; a deleted code can no longer be applied', async () => {
      const until = day(new Date(t.clock.now().getTime() + 30 * DAY_MS));
      const created = await t.call('POST', adminPaths.savePromo, { cookie, body: { ...valid, validUntil: until } });
      expect(created.statusCode).toBe(200);
      const promo = created.json() as AdminPromo;
      expect(promo).toMatchObject({ name: 'SUMMER25', value: 25, valueType: 'percent', duration: 3, durationUnit: 'month', validUntil: until, maxRedemptions: 10, redemptions: 0 });
      const forever = (await t.call('POST', adminPaths.savePromo, { cookie, body: { ...valid, name: 'Always-5', value: 5, forever: true, duration: 0, maxRedemptions: '' } })).json() as AdminPromo;
      expect(forever).toMatchObject({ duration: 0, maxRedemptions: null, validUntil: null });

      const list = (await t.call('POST', adminPaths.promos, { cookie, body: { text: '' } })).json();
      expect(list.items.map((p: AdminPromo) => p.id)).toEqual([forever.id, promo.id]);
      expect((await t.call('POST', adminPaths.promos, { cookie, body: { text: 'summer' } })).json()).toMatchObject({ total: 1, items: [{ id: promo.id }] });
      expect((await t.call('GET', adminPaths.promoEditable(promo.id), { cookie })).json()).toEqual({ item: { id: promo.id, name: 'SUMMER25', value: 25, forever: false, duration: 3, maxRedemptions: 10, validUntil: until } });
      expect((await t.call('GET', adminPaths.promoEditable('-'), { cookie })).json().item.id).toBe(0);

      const user = await subscriber(t, Role.Employee);
      expect((await t.call('DELETE', adminPaths.deletePromo(promo.id), { cookie })).json()).toEqual({ id: promo.id });
      const applied = await t.call('POST', subscriptionPaths.applyPromo('summer25'), { cookie: user.cookie });
      expect(applied.statusCode).toBe(400);
      expect((await t.call('POST', adminPaths.promos, { cookie, body: { text: 'summer' } })).json().total).toBe(0);
      expect((await t.call('GET', adminPaths.promoEditable(promo.id), { cookie })).statusCode).toBe(404);
      expect((await t.call('DELETE', adminPaths.deletePromo(promo.id), { cookie })).statusCode).toBe(404);
      // The name is free again once deleted.
      expect((await t.call('POST', adminPaths.savePromo, { cookie, body: valid })).statusCode).toBe(200);
    });

    it('refuses edits (409) and invalid promos (400), storing nothing', async () => {
      await t.call('POST', adminPaths.savePromo, { cookie, body: { ...valid, name: 'TAKEN1' } });
      const count = async () => (await t.db.selectFrom('promos').select('id').execute()).length;
      const before = await count();
      const edit = await t.call('POST', adminPaths.savePromo, { cookie, body: { ...valid, id: 5, name: 'OTHER' } });
      expect(edit.statusCode).toBe(409);
      expect(edit.json()).toEqual({ title: 'A promo code cannot be changed; delete it and create a new one' });
      const yesterday = day(new Date(t.clock.now().getTime() - 2 * DAY_MS));
      const cases: [Record<string, unknown>, string][] = [
        [{ name: '' }, 'name'],
        [{ name: 'A'.repeat(81) }, 'name'],
        [{ name: 'bad code!' }, 'name'],
        [{ name: 'taken1' }, 'name'],
        [{ duration: 0 }, 'duration'],
        [{ duration: 13 }, 'duration'],
        [{ maxRedemptions: 0 }, 'maxRedemptions'],
        [{ maxRedemptions: 1000 }, 'maxRedemptions'],
        [{ validUntil: yesterday }, 'validUntil'],
        [{ validUntil: '2030-02-30' }, 'validUntil'],
        [{ validUntil: 'tomorrow' }, 'validUntil'],
        [{ value: 0 }, 'value'],
        [{ value: 101 }, 'value'],
      ];
      for (const [patch, field] of cases) await expect400('POST', adminPaths.savePromo, { ...valid, name: 'FRESH', ...patch }, field);
      expect(await count()).toBe(before);
    });
  });

  describe('analytics', () => {
    it('counts prev, current and total with the test clock', async () => {
      const base = (await t.call('GET', adminPaths.analyticsGeneral, { cookie })).json() as AnalyticsGeneral;
      const now = t.clock.now().getTime();
      const owner = await insertEmployer(t, { createdAt: new Date(now - 10 * DAY_MS) });
      await insertEmployer(t, { createdAt: new Date(now - 2 * DAY_MS) });
      await insertEmployer(t, { createdAt: new Date(now - 2 * DAY_MS), deleted: true });
      await insertEmployee(t, { createdAt: new Date(now - 8 * DAY_MS) });
      await insertEmployee(t, { createdAt: new Date(now - 20 * DAY_MS) });
      await insertJob(t, owner.id, { createdAt: new Date(now - 1 * DAY_MS) });
      await insertJob(t, owner.id, { createdAt: new Date(now - 9 * DAY_MS) });
      await insertJob(t, owner.id, { createdAt: new Date(now - 1 * DAY_MS), deleted: true });
      const after = (await t.call('GET', adminPaths.analyticsGeneral, { cookie })).json() as AnalyticsGeneral;
      expect(after.employers).toEqual({ prev: base.employers.prev + 1, current: base.employers.current + 1, total: base.employers.total + 2 });
      expect(after.employees).toEqual({ prev: base.employees.prev + 1, current: base.employees.current, total: base.employees.total + 2 });
      expect(after.jobs).toEqual({ prev: base.jobs.prev + 1, current: base.jobs.current + 1, total: base.jobs.total + 2 });
      // Eight days later the current week is empty of these.
      t.clock.advance(8 * DAY_MS);
      const later = (await t.call('GET', adminPaths.analyticsGeneral, { cookie })).json() as AnalyticsGeneral;
      expect(later.jobs.total).toBe(after.jobs.total);
      t.clock.advance(-8 * DAY_MS);
    });

    it('placement and posted over a range of UTC days, zero-filled', async () => {
      const owner = await insertEmployer(t);
      const worker = await insertEmployee(t);
      const other = await insertEmployee(t);
      const d1 = new Date(Date.UTC(2025, 2, 10, 12));
      const d3 = new Date(Date.UTC(2025, 2, 12, 23, 59));
      const j1 = await insertJob(t, owner.id, { createdAt: d1 });
      const j2 = await insertJob(t, owner.id, { createdAt: d3 });
      await insertJob(t, owner.id, { createdAt: d3 });
      await insertApplicant(t, j1, worker.id, ApplicantState.Accepted, d1);
      await insertApplicant(t, j2, worker.id, ApplicantState.New, d3);
      await insertApplicant(t, j1, other.id, ApplicantState.Rejected, new Date(Date.UTC(2025, 2, 13, 0, 0)));
      expect((await t.call('GET', adminPaths.placement('2025-03-10', '2025-03-12'), { cookie, timeZone: 'UTC' })).json()).toEqual({ applied: 1, hired: 1 });
      expect((await t.call('GET', adminPaths.placement('2025-03-10', '2025-03-13'), { cookie, timeZone: 'UTC' })).json()).toEqual({ applied: 2, hired: 1 });
      const posted = (await t.call('GET', adminPaths.posted('2025-03-09', '2025-03-13'), { cookie, timeZone: 'UTC' })).json() as JobsPostedRow[];
      expect(posted).toEqual([
        { dt: '2025-03-09', value: 0 },
        { dt: '2025-03-10', value: 1 },
        { dt: '2025-03-11', value: 0 },
        { dt: '2025-03-12', value: 2 },
        { dt: '2025-03-13', value: 0 },
      ]);
      expect((await t.call('GET', adminPaths.posted('2024-01-01', '2024-12-31'), { cookie })).json()).toHaveLength(366);
    });

    it("counts an evening's activity on the admin's own day (issue 17: Los Angeles at 17:11, Honolulu)", async () => {
      const owner = await insertEmployer(t);
      const worker = await insertEmployee(t);
      // 24 Nov 2025 16:30 and 17:05 in Los Angeles: already 25 Nov in UTC.
      const evening = new Date('2025-11-25T00:30:00Z');
      const job = await insertJob(t, owner.id, { createdAt: evening });
      await insertJob(t, owner.id, { createdAt: new Date('2025-11-25T01:05:00Z') });
      await insertApplicant(t, job, worker.id, ApplicantState.New, evening);
      const la = { cookie, timeZone: 'America/Los_Angeles' };
      expect((await t.call('GET', adminPaths.placement('2025-11-24', '2025-11-24'), la)).json()).toEqual({ applied: 1, hired: 0 });
      expect((await t.call('GET', adminPaths.posted('2025-11-23', '2025-11-24'), la)).json()).toEqual([
        { dt: '2025-11-23', value: 0 },
        { dt: '2025-11-24', value: 2 },
      ]);
      // Honolulu (UTC-10, no daylight saving) sees the same evening on the 24th too; UTC on the 25th.
      const honolulu = { cookie, timeZone: 'Pacific/Honolulu' };
      expect((await t.call('GET', adminPaths.posted('2025-11-24', '2025-11-25'), honolulu)).json()).toEqual([
        { dt: '2025-11-24', value: 2 },
        { dt: '2025-11-25', value: 0 },
      ]);
      expect((await t.call('GET', adminPaths.placement('2025-11-24', '2025-11-24'), { cookie, timeZone: 'UTC' })).json()).toEqual({ applied: 0, hired: 0 });
      // A zone no one has falls back to New York time, never a 5xx.
      const unknown = await t.call('GET', adminPaths.placement('2025-11-24', '2025-11-24'), { cookie, timeZone: "Mars/Olympus'; drop table jobs" });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual({ applied: 1, hired: 0 });
    });

    it('a range across the switch to daylight saving counts each local day once', async () => {
      const owner = await insertEmployer(t);
      // 8 Mar 2026 is 23 hours long in Los Angeles: 08:00Z to 07:00Z the next day.
      await insertJob(t, owner.id, { createdAt: new Date('2026-03-09T06:59:00Z') });
      await insertJob(t, owner.id, { createdAt: new Date('2026-03-09T07:00:00Z') });
      expect((await t.call('GET', adminPaths.posted('2026-03-08', '2026-03-09'), { cookie, timeZone: 'America/Los_Angeles' })).json()).toEqual([
        { dt: '2026-03-08', value: 1 },
        { dt: '2026-03-09', value: 1 },
      ]);
    });

    describe('shifts worked and no-shows per week (issue 20)', () => {
      // Wednesday 18 June 2025, noon in Los Angeles (UTC-7).
      const NOW = new Date('2025-06-18T19:00:00Z');
      let realNow: Date;
      beforeAll(() => {
        realNow = t.clock.current;
        t.clock.current = NOW;
      });
      afterAll(() => {
        t.clock.current = realNow;
      });

      it("counts per week of the admin's zone, Monday first, zeros included; a no-show once 15 minutes passed without a check-in", async () => {
        const job = await insertJob(t, (await insertEmployer(t)).id);
        const officer = (await insertEmployee(t)).id;
        const shift = async (startsAt: string, checkedIn: boolean) => {
          const starts = new Date(startsAt);
          await t.db
            .insertInto('shifts')
            .values({
              job_id: job,
              user_id: officer,
              day: startsAt.slice(0, 10),
              starts_at: starts,
              ends_at: new Date(starts.getTime() + 8 * 3_600_000),
              checked_in_at: checkedIn ? new Date(starts.getTime() - 5 * 60_000) : null,
            })
            .execute();
        };
        await shift('2025-05-27T16:00:00Z', true); // Tuesday before the range: its week shows, without it
        await shift('2025-06-04T16:00:00Z', true);
        await shift('2025-06-05T16:00:00Z', false); // a no-show of another week
        await shift('2025-06-16T03:00:00Z', true); // Sunday 20:00 in Los Angeles, already Monday in UTC
        await shift('2025-06-17T15:00:00Z', true);
        await shift('2025-06-18T18:45:00Z', false); // 15 minutes ago: a no-show
        await shift('2025-06-18T18:46:00Z', false); // 14 minutes ago: not yet
        const weeks = async (timeZone: string) =>
          (await t.call('GET', adminPaths.shiftsPerWeek('2025-05-28', '2025-06-18'), { cookie, timeZone })).json() as ShiftsWeekRow[];
        expect(await weeks('America/Los_Angeles')).toEqual([
          { week: '2025-05-26', worked: 0, noShows: 0 },
          { week: '2025-06-02', worked: 1, noShows: 1 },
          { week: '2025-06-09', worked: 1, noShows: 0 },
          { week: '2025-06-16', worked: 1, noShows: 1 },
        ]);
        expect(await weeks('UTC')).toEqual([
          { week: '2025-05-26', worked: 0, noShows: 0 },
          { week: '2025-06-02', worked: 1, noShows: 1 },
          { week: '2025-06-09', worked: 0, noShows: 0 },
          { week: '2025-06-16', worked: 2, noShows: 1 },
        ]);
        t.clock.advance(60_000);
        expect((await weeks('America/Los_Angeles'))[3]).toEqual({ week: '2025-06-16', worked: 1, noShows: 2 });
        // 366 days from a Monday: 52 weeks and two days, 53 rows.
        expect((await t.call('GET', adminPaths.shiftsPerWeek('2024-01-01', '2024-12-31'), { cookie })).json()).toHaveLength(53);
      });
    });

    it.each([
      ['more than 366 days', '2024-01-01', '2025-01-01', 'to'],
      ['from after to', '2025-03-12', '2025-03-10', 'to'],
      ['a malformed date', '2025-3-1', '2025-03-10', 'from'],
      ['an impossible date', '2025-03-01', '2025-02-30', 'to'],
    ])('refuses %s with 400', async (_what, from, to, field) => {
      await expect400('GET', adminPaths.placement(from, to), undefined, field);
      await expect400('GET', adminPaths.posted(from, to), undefined, field);
      await expect400('GET', adminPaths.shiftsPerWeek(from, to), undefined, field);
    });
  });
});
