import {
  DEFAULT_OFFER_SETTINGS,
  ApplicantState,
  BLOCKED_BY_COMPANY,
  employeeJobsPaths,
  employerJobsPaths,
  employerProfilePaths,
  HIRE_BLOCKED,
  jobApplicantsPaths,
  jobPaths,
  reliabilityPaths,
  rosterPaths,
  UNBLOCK_FIRST,
  type BlockedCompaniesResponse,
  type EmployeeJobsResponse,
  type Job,
  type JobApplicant,
  type JobEditableResponse,
  type MyOfficersResponse,
} from '@dutylink/contracts';
import { notSelectedSms } from '../../../src/modules/job-notices/texts';
import { smsSegments } from '../../helpers/sms';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { employer, officer, validJob } from '../employers/fixtures';

type Party = { cookie: string; userId: number; phone: string };
const HOUR = 3_600_000;

/**
 * Rosters (issue 36): favourites and blocks on both sides, what a block does to alerts, the job list, job pages,
 * applying and hiring, and invite-first posts; 404 across companies, 4xx for bad input with nothing changed.
 */
describe('rosters', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build({ env: { POSTS_PER_PERIOD_JSON: '{"month":500}' } });
  });

  async function publish(boss: Party, title = 'Lobby watch'): Promise<number> {
    const saved = await t.call('POST', employerJobsPaths.save, { cookie: boss.cookie, body: validJob(t, { title, numberOfEmployee: 5 }) });
    expect(saved.statusCode).toBe(200);
    while (await t.app.outbox.fill());
    return saved.json().id;
  }

  const alerted = async (jobId: number, who: Party) =>
    (await t.db.selectFrom('outbox').select('body').where('user_id', '=', who.userId).where('body', 'like', `DutyLink job:%/jobs/${jobId}/${who.userId}?%`).execute()).length;

  const apply = (jobId: number, who: Party) => t.call('POST', jobPaths.apply(jobId), { cookie: who.cookie });
  const page = (jobId: number, who: Party) => t.call('GET', jobPaths.get(jobId), { cookie: who.cookie });
  const allTab = async (who: Party) => {
    const response = await t.call('POST', employeeJobsPaths.items(0, 50), { cookie: who.cookie, body: { type: 'all', text: '' } });
    expect(response.json()).toMatchObject({ items: expect.any(Array) });
    return response.json() as EmployeeJobsResponse;
  };
  const search = async (who: Party, text: string) => (await t.call('POST', employeeJobsPaths.items(0, 50), { cookie: who.cookie, body: { type: 'all', text } })).json() as EmployeeJobsResponse;

  async function applicationOf(boss: Party, jobId: number, who: Party): Promise<JobApplicant> {
    const list = (await t.call('GET', jobApplicantsPaths.list(jobId), { cookie: boss.cookie })).json() as JobApplicant[];
    return list.find((a) => a.user.id === who.userId)!;
  }

  async function hire(boss: Party, jobId: number, who: Party): Promise<void> {
    expect((await apply(jobId, who)).statusCode).toBe(200);
    const application = await applicationOf(boss, jobId, who);
    expect((await t.call('POST', jobApplicantsPaths.accept(application.id), { cookie: boss.cookie })).json()).toEqual({ success: true });
  }

  const favourite = (boss: Party, userId: number, value: unknown = true) => t.call('POST', rosterPaths.favourite(userId), { cookie: boss.cookie, body: { favourite: value } });
  const blockOfficer = (boss: Party, userId: number, blocked = true) => t.call('POST', rosterPaths.blockOfficer(userId), { cookie: boss.cookie, body: { blocked } });
  const blockCompany = (who: Party, employerId: number, blocked = true) => t.call('POST', rosterPaths.blockCompany(employerId), { cookie: who.cookie, body: { blocked } });
  const myOfficers = async (boss: Party) => (await t.call('GET', rosterPaths.officers, { cookie: boss.cookie })).json() as MyOfficersResponse;
  const rosterRows = () => t.db.selectFrom('roster_officers').selectAll().orderBy('employer_id').orderBy('user_id').execute();

  it('a company marks an officer it hired as Favourite; My officers lists them with their record; anyone else is not found', async () => {
    const boss = await employer(t);
    const other = await employer(t);
    const job = await publish(boss);
    const [hired, applied, stranger] = [await officer(t), await officer(t), await officer(t)];
    await hire(boss, job, hired);
    expect((await apply(job, applied)).statusCode).toBe(200);

    expect((await favourite(boss, hired.userId)).json()).toEqual({ favourite: true, blocked: false });
    // Only an officer the company hired; not one who only applied, not another company's, not an unknown or an employer.
    for (const id of [applied.userId, stranger.userId, 99_999_999, other.userId]) expect((await favourite(boss, id)).statusCode).toBe(404);
    expect((await favourite(other, hired.userId)).statusCode).toBe(404);
    // Bad input: a 4xx, nothing written.
    const before = await rosterRows();
    for (const body of [{}, { favourite: 'maybe' }, { favourite: null }]) {
      expect((await t.call('POST', rosterPaths.favourite(hired.userId), { cookie: boss.cookie, body })).statusCode).toBe(400);
    }
    // A malformed id is not found, as in every path (employers' contract test).
    expect((await t.call('POST', 'rosters/officers/abc/favourite', { cookie: boss.cookie, body: { favourite: false } })).statusCode).toBe(404);
    expect((await t.call('POST', rosterPaths.favourite(hired.userId), { cookie: hired.cookie, body: { favourite: true } })).statusCode).toBe(403);
    expect(await rosterRows()).toEqual(before);

    // A shift that started: its day is the officer's last shift day (the job's zone).
    const shift = await t.db.selectFrom('shifts').select(['id', 'starts_at']).where('job_id', '=', job).where('user_id', '=', hired.userId).orderBy('starts_at').executeTakeFirstOrThrow();
    const clock = t.clock.current;
    t.clock.current = new Date(shift.starts_at.getTime() + 60_000);
    const mine = await myOfficers(boss);
    t.clock.current = clock;
    expect(mine.blocked).toEqual([]);
    expect(mine.officers).toEqual([
      {
        userId: hired.userId,
        name: expect.any(String),
        favourite: true,
        blocked: false,
        record: { completedShifts: 0, noShows: 0, lateWithdrawals: 0, ratings: { average: null, count: 0 } },
        lastShiftDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
    expect((await myOfficers(other)).officers).toEqual([]);

    expect((await favourite(boss, hired.userId, false)).json()).toEqual({ favourite: false, blocked: false });
    // Still a recent officer (hired in the last 90 days), no longer a favourite.
    expect((await myOfficers(boss)).officers.map((o) => [o.userId, o.favourite])).toEqual([[hired.userId, false]]);
  });

  it("a company's block: the favourite goes, waiting applications are declined, and the officer gets no alert, no job, no page, no apply and no hire", async () => {
    const boss = await employer(t);
    const [first, second] = [await publish(boss, 'Gate one'), await publish(boss, 'Gate two')];
    const [hired, waiting, bystander] = [await officer(t), await officer(t), await officer(t)];
    await hire(boss, first, hired);
    expect((await apply(second, waiting)).statusCode).toBe(200);
    expect((await favourite(boss, hired.userId)).statusCode).toBe(200);

    expect((await blockOfficer(boss, bystander.userId)).statusCode).toBe(404);
    expect((await blockOfficer(boss, hired.userId)).json()).toEqual({ favourite: false, blocked: true });
    expect((await favourite(boss, hired.userId)).json()).toMatchObject({ title: UNBLOCK_FIRST });
    expect((await blockOfficer(boss, waiting.userId)).json()).toEqual({ favourite: false, blocked: true });
    while (await t.app.outbox.fill());

    // The waiting application is declined, and the officer told so as the page says; the hire and its shifts stay.
    expect((await applicationOf(boss, second, waiting)).state).toBe(ApplicantState.Rejected);
    const told = await t.db.selectFrom('outbox').select('body').where('user_id', '=', waiting.userId).where('body', 'like', '%not selected%').execute();
    expect(told.map((r) => r.body)).toEqual([expect.stringMatching(/^DutyLink: you were not selected for "Gate two" at .+\.$/)]);
    expect((await applicationOf(boss, first, hired)).state).toBe(ApplicantState.Accepted);
    expect((await page(first, hired)).statusCode).toBe(200);
    expect(await t.db.selectFrom('shifts').select('id').where('user_id', '=', hired.userId).execute()).not.toEqual([]);

    // The declined officer keeps the page of their application, saying Not selected; the company's other jobs are
    // not found, applying is refused in words, and they are not in the list, its count or a search.
    expect(((await page(second, waiting)).json() as Job).notSelected).toBe(true);
    expect((await t.call('POST', jobPaths.status(second), { cookie: waiting.cookie })).statusCode).toBe(200);
    const refused = await apply(first, waiting);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().title).toBe(BLOCKED_BY_COMPANY);
    expect((await page(first, waiting)).statusCode).toBe(404);
    expect((await t.call('POST', jobPaths.status(first), { cookie: waiting.cookie })).statusCode).toBe(404);
    const theirs = await allTab(waiting);
    const everyone = await allTab(bystander);
    expect(theirs.items.map((j) => j.id)).not.toContain(first);
    expect(everyone.items.map((j) => j.id)).toEqual(expect.arrayContaining([first, second]));
    expect(theirs.items.map((j) => j.id)).not.toContain(second);
    expect(theirs.all).toBe(everyone.all - 2);
    expect((await search(waiting, 'gate')).items.map((j) => j.id)).toEqual(expect.not.arrayContaining([first, second]));
    expect((await search(waiting, 'gate')).all).toBe((await search(bystander, 'gate')).all - 2);
    expect((await search(waiting, 'gate one')).items).toEqual([]);

    // No hire after all (the declined application), and no alert of a new job.
    const declined = await applicationOf(boss, second, waiting);
    expect((await t.call('POST', jobApplicantsPaths.accept(declined.id), { cookie: boss.cookie })).json()).toMatchObject({ title: HIRE_BLOCKED });
    const third = await publish(boss, 'Gate three');
    expect(await alerted(third, waiting)).toBe(0);
    expect(await alerted(third, bystander)).toBe(1);

    // Listed apart, then unblocked: the next job reaches them again.
    expect((await myOfficers(boss)).blocked.map((o) => o.userId).sort()).toEqual([hired.userId, waiting.userId].sort());
    expect((await blockOfficer(boss, waiting.userId, false)).json()).toEqual({ favourite: false, blocked: false });
    expect((await page(first, waiting)).statusCode).toBe(200);
    expect(await alerted(await publish(boss, 'Gate four'), waiting)).toBe(1);

    // Another company cannot block or unblock them.
    const other = await employer(t);
    expect((await blockOfficer(other, hired.userId, false)).statusCode).toBe(404);
    expect((await myOfficers(boss)).blocked.map((o) => o.userId)).toEqual([hired.userId]);
  });

  it("an officer's block of a company: their waiting application is withdrawn, its jobs, pages and alerts no longer reach them; unblocked on their list", async () => {
    const boss = await employer(t);
    const hidden = await employer(t, true);
    const job = await publish(boss, 'Dock patrol');
    const me = await officer(t);
    expect((await apply(job, me)).statusCode).toBe(200);

    // A company without an open job or an application of theirs is not one they can see.
    expect((await blockCompany(me, hidden.userId)).statusCode).toBe(404);
    expect((await blockCompany(me, me.userId)).statusCode).toBe(404);
    expect((await t.call('POST', rosterPaths.blockCompany(boss.userId), { cookie: me.cookie, body: { blocked: 'yes' } })).statusCode).toBe(400);
    expect((await t.call('POST', rosterPaths.blockCompany(boss.userId), { cookie: boss.cookie, body: { blocked: true } })).statusCode).toBe(403);
    expect(await t.db.selectFrom('company_blocks').selectAll().where('user_id', '=', me.userId).execute()).toEqual([]);

    expect((await blockCompany(me, boss.userId)).json()).toEqual({ blocked: true });
    expect((await blockCompany(me, boss.userId)).json()).toEqual({ blocked: true });
    expect(await applicationOf(boss, job, me)).toBeUndefined();
    expect((await page(job, me)).statusCode).toBe(404);
    // Nor the company's record beside the job, which its page would show.
    expect((await t.call('GET', reliabilityPaths.employerRecord(job), { cookie: me.cookie })).statusCode).toBe(404);
    expect((await apply(job, me)).statusCode).toBe(404);
    expect((await allTab(me)).items.map((j) => j.id)).not.toContain(job);
    const next = await publish(boss, 'Dock patrol two');
    expect(await alerted(next, me)).toBe(0);
    // Neither can the company hire them now.
    const { blockedCompanies } = rosterPaths;
    expect(((await t.call('GET', blockedCompanies, { cookie: me.cookie })).json() as BlockedCompaniesResponse).companies).toEqual([{ employerId: boss.userId, company: expect.any(String) }]);

    expect((await blockCompany(me, boss.userId, false)).json()).toEqual({ blocked: false });
    expect(((await t.call('GET', blockedCompanies, { cookie: me.cookie })).json() as BlockedCompaniesResponse).companies).toEqual([]);
    expect((await page(job, me)).statusCode).toBe(200);
    expect(await alerted(await publish(boss, 'Dock patrol three'), me)).toBe(1);
    expect((await t.call('GET', blockedCompanies, { cookie: boss.cookie })).statusCode).toBe(403);
  });

  it('an officer who blocked a company with a hire keeps the hire, and the company cannot hire them again', async () => {
    const boss = await employer(t);
    const job = await publish(boss, 'Front desk');
    const me = await officer(t);
    await hire(boss, job, me);
    expect((await blockCompany(me, boss.userId)).statusCode).toBe(200);
    expect((await page(job, me)).statusCode).toBe(200);
    expect((await applicationOf(boss, job, me)).state).toBe(ApplicantState.Accepted);
    expect((await favourite(boss, me.userId)).statusCode).toBe(200);
    const second = await publish(boss, 'Front desk two');
    expect(await alerted(second, me)).toBe(0);
    expect((await apply(second, me)).statusCode).toBe(404);
  });

  describe('invite-first posts', () => {
    const settings = (boss: Party, body: Record<string, unknown>) => t.call('POST', employerProfilePaths.notices, { cookie: boss.cookie, body: { applicantNotices: 'sms', ...body } });

    it('the setting: 0 to 24 hours, optional in a save; bad values change nothing', async () => {
      const boss = await employer(t);
      expect((await t.call('GET', employerProfilePaths.notices, { cookie: boss.cookie })).json()).toMatchObject({ inviteFirstHours: 0 });
      expect((await settings(boss, { inviteFirstHours: 6 })).json()).toMatchObject({ inviteFirstHours: 6 });
      for (const bad of [25, -1, 1.5, 'soon']) expect((await settings(boss, { inviteFirstHours: bad })).statusCode).toBe(400);
      expect((await settings(boss, { confirmHours: 24 })).json()).toEqual({ applicantNotices: 'sms', confirmHours: 24, inviteFirstHours: 6, ...DEFAULT_OFFER_SETTINGS });
      expect((await t.call('GET', employerProfilePaths.notices, { cookie: boss.cookie })).json()).toMatchObject({ inviteFirstHours: 6 });
    });

    it("a new job reaches the company's favourites first; everyone else's alerts and the job wait until favourites_until", async () => {
      const boss = await employer(t);
      const old = await publish(boss, 'Warehouse');
      const [fan, other] = [await officer(t), await officer(t)];
      await hire(boss, old, fan);
      expect((await favourite(boss, fan.userId)).statusCode).toBe(200);
      expect((await settings(boss, { inviteFirstHours: 3 })).statusCode).toBe(200);

      const published = t.clock.now();
      const job = await publish(boss, 'Concert gate');
      const until = new Date(published.getTime() + 3 * HOUR);
      expect(await alerted(job, fan)).toBe(1);
      expect(await alerted(job, other)).toBe(0);
      const seen = (await page(job, fan)).json() as Job;
      expect(seen.inviteFirst).toEqual({ until: until.toISOString(), timeZone: 'America/Chicago' });
      expect((await allTab(fan)).items.map((j) => j.id)).toContain(job);
      expect((await page(job, other)).statusCode).toBe(404);
      expect((await apply(job, other)).statusCode).toBe(404);
      expect((await allTab(other)).items.map((j) => j.id)).not.toContain(job);
      expect((await allTab(other)).all).toBe((await allTab(fan)).all - 1);
      const editable = (await t.call('GET', employerJobsPaths.editable(job), { cookie: boss.cookie })).json() as JobEditableResponse;
      expect(editable.inviteFirst).toEqual({ until: until.toISOString(), timeZone: 'America/Chicago' });
      // An edit meanwhile keeps the window, and still alerts nobody else.
      expect((await t.call('POST', employerJobsPaths.save, { cookie: boss.cookie, body: { ...validJob(t, { title: 'Concert gate B', numberOfEmployee: 5 }), id: job } })).statusCode).toBe(200);
      while (await t.app.outbox.fill());
      expect(await alerted(job, other)).toBe(0);
      expect(await t.db.selectFrom('jobs').select('favourites_until').where('id', '=', job).executeTakeFirstOrThrow()).toEqual({ favourites_until: until });
      expect((await apply(job, fan)).json()).toEqual({ status: ApplicantState.New });

      t.clock.current = new Date(until.getTime() - 60_000);
      while (await t.app.outbox.fill());
      expect(await alerted(job, other)).toBe(0);
      t.clock.current = until;
      while (await t.app.outbox.fill());
      expect(await alerted(job, other)).toBe(1);
      expect(await alerted(job, fan)).toBe(1);
      expect(((await page(job, other)).json() as Job).inviteFirst).toBeNull();
      expect((await allTab(other)).items.map((j) => j.id)).toContain(job);
      expect(await t.db.selectFrom('job_alert_queue').selectAll().where('job_id', '=', job).execute()).toEqual([]);
    });

    it('a company without favourites posts to everyone at once', async () => {
      const boss = await employer(t);
      expect((await settings(boss, { inviteFirstHours: 5 })).statusCode).toBe(200);
      const someone = await officer(t);
      const job = await publish(boss, 'Parking lot');
      expect(await alerted(job, someone)).toBe(1);
      expect(((await page(job, someone)).json() as Job).inviteFirst).toBeNull();
    });
  });

  it("the text of a block's decline is GSM-7 in at most two segments", () => {
    expect(smsSegments(notSelectedSms('A'.repeat(80), 'B'.repeat(60), ''))).toBeLessThanOrEqual(2);
    expect(notSelectedSms('Gate', 'Acme', '')).toBe('DutyLink: you were not selected for "Gate" at Acme.');
  });
});
