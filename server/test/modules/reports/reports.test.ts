import {
  ApplicantState,
  jobPaths,
  ReportKind,
  reportMessages,
  ReportOutcome,
  reportPaths,
  type AdminReport,
  type AdminReportsResponse,
  type ReportChoices,
  type ReportCounts,
} from '@dutylink/contracts';
import { clip } from '../../../src/lib/sms-text';
import { reportClosedSms } from '../../../src/modules/reports/texts';
import { smsSegments } from '../../helpers/sms';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { adminSession } from '../admin/fixtures';
import { applicantOf, employer } from '../employers/fixtures';
import { hire, MONDAY, wednesdayJob, type Party } from '../reliability/fixtures';

const DETAILS = 'Hired me on Monday for Saturday, cancelled on Friday night without a reason.';

describe('reports about employers and the admins’ queue', () => {
  const database = useTestDatabase();
  let t: TestApp;
  let admin: { cookie: string; userId: number };
  beforeAll(async () => {
    t = await database.build();
    admin = await adminSession(t);
  });
  beforeEach(() => {
    t.clock.current = MONDAY;
  });

  const send = (officer: { cookie: string } | undefined, body: object) => t.call('POST', reportPaths.send, { cookie: officer?.cookie, body });
  const queue = async (tab: 'open' | 'closed') => ((await t.call('GET', reportPaths.list(tab), { cookie: admin.cookie, timeZone: 'America/Chicago' })).json() as AdminReportsResponse).reports;
  const counts = async () => (await t.call('GET', reportPaths.counts, { cookie: admin.cookie })).json() as ReportCounts;

  const companyOf = (boss: Party, company: string) =>
    t.db.insertInto('employer_profiles').values({ user_id: boss.userId, first_name: 'Pat', last_name: 'Doe', company, license_number: 'C1' }).execute();

  /** An employer with a job the officer was hired for and the employer cancelled, and another job the officer never applied to. */
  async function cancellingEmployer(company: string): Promise<{ boss: Party; officer: Party; jobId: number; strangerJob: number }> {
    const boss = await employer(t);
    await companyOf(boss, company);
    const jobId = await wednesdayJob(t, boss, 'Gala door');
    const officer = await applicantOf(t, jobId);
    await t.db.updateTable('applicants').set({ state: ApplicantState.Rejected, hired_at: t.clock.now(), reason: 'No longer needed' }).where('job_id', '=', jobId).execute();
    return { boss, officer, jobId, strangerJob: await wednesdayJob(t, boss, 'Warehouse') };
  }

  it('offers the employers and jobs the officer applied to or withdrew from, and refuses a report about any other', async () => {
    const { boss, officer, jobId, strangerJob } = await cancellingEmployer('Acme Events');
    const other = await employer(t);
    await companyOf(other, 'Zenith Guarding');
    const withdrawnFrom = await wednesdayJob(t, other, 'Night desk');
    await hire(t, other, withdrawnFrom, officer);
    expect((await t.call('POST', jobPaths.cancel(withdrawnFrom), { cookie: officer.cookie, body: { reason: 'Schedule conflict' } })).statusCode).toBe(200);

    const choices = (await t.call('GET', reportPaths.choices, { cookie: officer.cookie })).json() as ReportChoices;
    expect(choices.employers).toEqual([
      { id: boss.userId, company: 'Acme Events', jobs: [{ id: jobId, title: 'Gala door' }] },
      { id: other.userId, company: 'Zenith Guarding', jobs: [{ id: withdrawnFrom, title: 'Night desk' }] },
    ]);

    const report = { employerId: boss.userId, jobId, kind: ReportKind.HiredThenCancelled, details: DETAILS };
    // A job never applied to, a job of another employer than the one named, an unknown job: 404, nothing stored.
    expect((await send(officer, { ...report, jobId: strangerJob })).statusCode).toBe(404);
    expect((await send(officer, { ...report, jobId: withdrawnFrom })).statusCode).toBe(404);
    expect((await send(officer, { ...report, jobId: 2_000_000 })).statusCode).toBe(404);
    const stranger = await applicantOf(t, strangerJob);
    expect((await send(stranger, report)).statusCode).toBe(404);
    // Too short, unknown kind: 400.
    expect((await send(officer, { ...report, details: 'Cancelled.' })).statusCode).toBe(400);
    expect((await send(officer, { ...report, kind: 'rude' })).statusCode).toBe(400);
    const officersReports = () => t.db.selectFrom('reports').select(['id', 'officer_id', 'employer_id', 'job_id', 'kind', 'details', 'outcome']).where('officer_id', '=', officer.userId).orderBy('id').execute();
    expect(await officersReports()).toEqual([]);
    // Only officers send reports.
    expect((await send(boss, report)).statusCode).toBe(403);
    expect((await send(undefined, report)).statusCode).toBe(401);

    const sent = await send(officer, report);
    expect(sent.statusCode).toBe(200);
    expect(await officersReports()).toEqual([
      { id: sent.json().id, officer_id: officer.userId, employer_id: boss.userId, job_id: jobId, kind: 'hiredThenCancelled', details: DETAILS, outcome: null },
    ]);
    // Withdrawn from: reportable too.
    expect((await send(officer, { ...report, employerId: other.userId, jobId: withdrawnFrom, kind: ReportKind.Other })).statusCode).toBe(200);
  });

  it('takes at most 5 reports from an officer in 24 hours', async () => {
    const { boss, officer, jobId } = await cancellingEmployer('Busy Bee Security');
    const report = { employerId: boss.userId, jobId, kind: ReportKind.ShortNotice, details: DETAILS };
    for (let n = 0; n < 5; n += 1) {
      expect((await send(officer, report)).statusCode).toBe(200);
      t.clock.advance(60 * 60_000);
    }
    const sixth = await send(officer, report);
    expect([sixth.statusCode, sixth.json().title]).toEqual([429, reportMessages.tooMany(5)]);
    // The first leaves the 24 hours 19 hours later.
    expect(sixth.headers['retry-after']).toBe(String(19 * 3600));
    expect(await t.db.selectFrom('reports').select('id').where('officer_id', '=', officer.userId).execute()).toHaveLength(5);
    t.clock.advance(19 * 60 * 60_000 + 1000);
    expect((await send(officer, report)).statusCode).toBe(200);
  });

  it('shows admins alone the queue, each report beside the employer’s cancel rate, and closes it by message, block or dismissal', async () => {
    await t.db.deleteFrom('reports').execute();
    const { boss, officer, jobId } = await cancellingEmployer('Flaky Events LLC');
    const report = { employerId: boss.userId, jobId, kind: ReportKind.HiredThenCancelled, details: DETAILS };
    const ids: number[] = [];
    for (let n = 0; n < 4; n += 1) {
      ids.push((await send(officer, report)).json().id);
      t.clock.advance(60_000);
    }

    for (const cookie of [officer.cookie, boss.cookie, undefined]) {
      for (const [method, path] of [['GET', reportPaths.list('open')], ['GET', reportPaths.counts], ['POST', reportPaths.dismiss(ids[0])]] as const) {
        expect((await t.call(method, path, { cookie, body: { note: '' } })).statusCode).toBe(cookie ? 403 : 401);
      }
    }
    expect((await t.call('GET', 'admin/reports/pending', { cookie: admin.cookie })).statusCode).toBe(400);

    const open = await queue('open');
    expect(open.map((r) => r.id)).toEqual(ids);
    expect(open[0]).toEqual({
      id: ids[0],
      created: MONDAY.toISOString(),
      kind: 'hiredThenCancelled',
      details: DETAILS,
      officer: { id: officer.userId, name: 'Maria Lopez' },
      employer: { id: boss.userId, company: 'Flaky Events LLC', blocked: false },
      job: { id: jobId, title: 'Gala door' },
      // One hire, cancelled: the measured rate beside the report.
      employerRecord: { hires: 1, cancelled: 1, ratings: { average: null, count: 0 } },
      outcome: null,
      note: '',
      closed: null,
    } satisfies AdminReport);
    expect(await counts()).toEqual({ open: 4, closed: 0 });

    // Dismiss, with a note: closed, kept, and not acted on twice.
    const dismissed = await t.call('POST', reportPaths.dismiss(ids[0]), { cookie: admin.cookie, body: { note: 'Cancelled a week ahead: fair notice.' } });
    expect(dismissed.json()).toMatchObject({ id: ids[0], outcome: ReportOutcome.Dismissed, note: 'Cancelled a week ahead: fair notice.', closed: t.clock.now().toISOString() });
    const twice = await t.call('POST', reportPaths.dismiss(ids[0]), { cookie: admin.cookie, body: { note: '' } });
    expect([twice.statusCode, twice.json().title]).toEqual([409, reportMessages.closed]);
    expect((await t.call('POST', reportPaths.dismiss(2_000_000), { cookie: admin.cookie, body: { note: '' } })).statusCode).toBe(404);
    // The officer is told, once, in the queue's words, and never the admins' note (issue 36). Oldest first.
    const toldOfficer = async () => (await t.outbox(officer.phone)).map((m) => m.body).filter((body) => body.includes('your report')).reverse();
    expect(await toldOfficer()).toEqual([
      'DutyLink: your report about Flaky Events LLC, "Gala door", is closed. An admin reviewed it and closed it without action. Thank you for telling us.',
    ]);

    // Message: the admin SMS through the outbox, refused (report still open) when the employer replied STOP.
    const text = 'DutyLink: an officer reported a cancelled hire. Please reply with what happened.';
    await t.db.insertInto('sms_opt_outs').values({ phone: boss.phone, keyword: 'STOP' }).execute();
    const stopped = await t.call('POST', reportPaths.message(ids[1]), { cookie: admin.cookie, body: { text } });
    expect(stopped.statusCode).toBe(409);
    expect((await queue('open')).map((r) => r.id)).toEqual(ids.slice(1));
    expect(await toldOfficer()).toHaveLength(1);
    await t.db.deleteFrom('sms_opt_outs').where('phone', '=', boss.phone).execute();
    expect((await t.call('POST', reportPaths.message(ids[1]), { cookie: admin.cookie, body: { text: ' ' } })).statusCode).toBe(400);
    const messaged = await t.call('POST', reportPaths.message(ids[1]), { cookie: admin.cookie, body: { text } });
    expect(messaged.json()).toMatchObject({ outcome: ReportOutcome.Messaged, note: text });
    expect((await t.outbox(boss.phone)).map((m) => m.body)).toContain(text);
    expect((await toldOfficer())[1]).toBe('DutyLink: your report about Flaky Events LLC, "Gala door", is closed. An admin messaged the employer. Thank you for telling us.');

    // Block: the employer's account, and every open report about them closes with it.
    const blocked = await t.call('POST', reportPaths.block(ids[2]), { cookie: admin.cookie, body: {} });
    expect(blocked.json()).toMatchObject({ outcome: ReportOutcome.Blocked, employer: { blocked: true } });
    expect((await t.db.selectFrom('users').select('enabled').where('id', '=', boss.userId).executeTakeFirstOrThrow()).enabled).toBe(false);
    expect((await t.call('GET', reportPaths.choices, { cookie: boss.cookie })).statusCode).toBe(401);
    expect(await queue('open')).toEqual([]);
    expect((await queue('closed')).map((r) => [r.id, r.outcome])).toEqual([
      [ids[3], ReportOutcome.Blocked],
      [ids[2], ReportOutcome.Blocked],
      [ids[1], ReportOutcome.Messaged],
      [ids[0], ReportOutcome.Dismissed],
    ]);
    expect(await counts()).toEqual({ open: 0, closed: 4 });
    // The block closed two of the officer's reports about one job: one text.
    expect(await toldOfficer()).toHaveLength(3);
    expect((await toldOfficer())[2]).toBe('DutyLink: your report about Flaky Events LLC, "Gala door", is closed. An admin blocked the employer. Thank you for telling us.');
  });

  it("tells the reporters of a blocked employer's reports, one text each, in plain GSM-7 within two segments at the longest names", async () => {
    await t.db.deleteFrom('reports').execute();
    const longCompany = 'Ångström & Sons Protective Services of Greater Dallas-Fort Worth Incorporated';
    const { boss, officer, jobId } = await cancellingEmployer(longCompany);
    const longTitle = 'Overnight armed patrol of the north parking structures and loading docks, gates 1 to 12';
    await t.db.updateTable('jobs').set({ title: longTitle }).where('id', '=', jobId).execute();
    const second = await applicantOf(t, jobId);
    const otherJob = await wednesdayJob(t, boss, 'Warehouse door');
    const report = (jobOf: number) => ({ employerId: boss.userId, jobId: jobOf, kind: ReportKind.HiredThenCancelled, details: DETAILS });
    expect((await send(officer, report(jobId))).statusCode).toBe(200);
    expect((await send(second, report(jobId))).statusCode).toBe(200);
    // The officer applies to the second job too, and reports it: their text stands for both, without a job.
    expect((await t.call('POST', jobPaths.apply(otherJob), { cookie: officer.cookie })).statusCode).toBe(200);
    const last = (await send(officer, report(otherJob))).json().id;

    expect((await t.call('POST', reportPaths.block(last), { cookie: admin.cookie, body: {} })).statusCode).toBe(200);
    const told = async (phone: string) => (await t.outbox(phone)).map((m) => m.body).filter((body) => body.includes('your report'));
    const [mine] = await told(officer.phone);
    const [theirs] = await told(second.phone);
    expect(await told(officer.phone)).toHaveLength(1);
    expect(mine).toBe(`DutyLink: your report about ${clip(longCompany, 60)}, is closed. An admin blocked the employer. Thank you for telling us.`);
    expect(theirs).toBe(`DutyLink: your report about ${clip(longCompany, 60)}, "${clip(longTitle, 80)}", is closed. An admin blocked the employer. Thank you for telling us.`);
    expect([smsSegments(mine), smsSegments(theirs)]).toEqual([1, 2]);
    for (const outcome of Object.values(ReportOutcome)) {
      const longest = reportClosedSms({ company: 'C'.repeat(200), title: 'T'.repeat(200), outcome });
      expect(smsSegments(longest)).toBeLessThanOrEqual(2);
    }
  });
});
