import { ApplicantState, employerJobsPaths, jobPaths, JobPeriodType, Shift, shiftPaths, WeekDay, WITHDRAW_REASONS } from '@dutylink/contracts';
import { handleInbound } from '../../../src/modules/sms-consent';
import { manyOfficers } from '../../helpers/officers';
import { ORIGIN, useTestDatabase, type TestApp } from '../../helpers/test-app';
import { employer, hiredJob, validJob } from '../employers/fixtures';

/** Monday, Nov 30 2026, 9:00 in Dallas. */
const MONDAY = new Date('2026-11-30T15:00:00Z');
const MINUTE = 60_000;

/** Issue 36, "A reply": YES to a job alert applies; a bare YES that could answer two fresh questions is asked which. */
describe('replies to alerts and to more than one question (issue 36)', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
  });
  beforeEach(async () => {
    t.clock.current = MONDAY;
    await t.db.updateTable('employee_profiles').set({ categories: [] }).execute();
  });

  const reply = async (phone: string, body: string) => handleInbound(t.db, t.app.smsReplies, ORIGIN, t.clock.now(), phone, body);
  const texts = (phone: string, like: string) => t.db.selectFrom('outbox').select('body').where('recipient', '=', phone).where('body', 'like', like).orderBy('id').execute();
  const applicant = (jobId: number, userId: number) => t.db.selectFrom('applicants').select('state').where('job_id', '=', jobId).where('user_id', '=', userId).executeTakeFirst();

  async function alertedJob() {
    const boss = await employer(t);
    const saved = await t.call('POST', employerJobsPaths.save, { cookie: boss.cookie, body: validJob(t, { title: 'Gate watch' }) });
    expect(saved.statusCode).toBe(200);
    return { boss, jobId: saved.json().id as number };
  }

  it('applies by a reply YES to a job alert, through the Apply button\'s checks, and says so or why not', async () => {
    const [officer, unsubscribed, declining] = await manyOfficers(t, 3, { alerts: true });
    const { jobId } = await alertedJob();
    // Delivered: a reply answers only what was texted.
    await t.app.outbox.drain();
    // Its subscription ended after the alert: applying needs one.
    await t.db.deleteFrom('subscriptions').where('user_id', '=', unsubscribed.userId).execute();
    const [alert] = await texts(officer.phone, 'DutyLink job:%');
    expect(alert.body).toMatch(/^DutyLink job: Gate watch at .+\. Reply YES to apply\. http:\/\/localhost:8080\/jobs\/\d+\/\d+\?token=\S+\nReply STOP to opt out$/);

    expect((await reply(officer.phone, 'maybe')).reply).toBe('DutyLink: reply YES to apply to "Gate watch".');
    expect((await reply(officer.phone, 'yes')).reply).toBe(`DutyLink: you applied to "Gate watch". The company will let you know. The job: http://localhost:8080/employee/jobs/${jobId}`);
    expect(await applicant(jobId, officer.userId)).toEqual({ state: ApplicantState.New });
    expect(await t.db.selectFrom('events').select('id').where('kind', '=', 'application.made').where('job_id', '=', jobId).execute()).toHaveLength(1);
    // Answered: a second YES is told that nothing waits for it (not "texts are on again": this number never stopped them).
    expect(await reply(officer.phone, 'YES')).toEqual({ action: 'none', reply: 'DutyLink: no question is waiting for your answer now. Your shifts: http://localhost:8080/employee/shifts' });

    expect((await reply(unsubscribed.phone, 'YES')).reply).toBe('DutyLink: you could not apply to "Gate watch": A subscription is required to apply.');
    expect(await applicant(jobId, unsubscribed.userId)).toBeUndefined();
    expect((await reply(declining.phone, 'no')).reply).toBe('DutyLink: OK, you did not apply to "Gate watch".');
    expect(await applicant(jobId, declining.userId)).toBeUndefined();
  });

  it('closes the alert\'s question when the officer applies in the app: a later YES is not told "you applied" (fresh eyes, issue 37)', async () => {
    const [officer] = await manyOfficers(t, 1, { alerts: true });
    const { jobId } = await alertedJob();
    // Delivered: a reply answers only what was texted.
    await t.app.outbox.drain();
    expect(await texts(officer.phone, 'DutyLink job:%')).toHaveLength(1);
    expect((await t.call('POST', jobPaths.apply(jobId), { cookie: officer.cookie })).statusCode).toBe(200);
    expect(await reply(officer.phone, 'YES')).toEqual({ action: 'none', reply: 'DutyLink: no question is waiting for your answer now. Your shifts: http://localhost:8080/employee/shifts' });
  });

  it('asks "which one?" when a bare YES could answer an alert and an offer sent minutes apart; YES 2 answers the second', async () => {
    const [officer] = await manyOfficers(t, 1, { alerts: true });
    const { jobId } = await alertedJob();
    // Delivered: a reply answers only what was texted.
    await t.app.outbox.drain();
    // Five minutes later the same phone is offered a called-off shift of another company.
    t.clock.current = new Date(MONDAY.getTime() + 5 * MINUTE);
    const model = validJob(t, { title: 'Bank lobby' });
    model.general = { ...model.general, periodType: JobPeriodType.OneDay, from: '2026-12-02', to: null, days: [WeekDay.Wednesday], shift: Shift.AM, timeRange: [] };
    const hired = await hiredJob(t, model);
    await t.call('POST', 'employers/profile/notices', { cookie: hired.boss.cookie, body: { applicantNotices: 'sms', offerMode: 'all' } });
    const [shift] = await t.db.selectFrom('shifts').select('id').where('job_id', '=', hired.jobId).execute();
    await t.call('POST', shiftPaths.callOff(shift.id), { cookie: hired.officer.cookie, body: { reason: WITHDRAW_REASONS[0] } });
    expect((await t.call('POST', shiftPaths.offer(shift.id), { cookie: hired.boss.cookie })).statusCode).toBe(200);

    // The Bank lobby job's own alert reached the phone as it was posted, too.
    expect((await reply(officer.phone, 'YES')).reply).toBe(
      'DutyLink: which one? Reply YES 1 to take "Bank lobby" Wed, 2 Dec, YES 2 to apply to "Bank lobby", YES 3 to apply to "Gate watch".',
    );
    expect(await applicant(jobId, officer.userId)).toBeUndefined();
    expect((await reply(officer.phone, 'YES 3')).reply).toMatch(/^DutyLink: you applied to "Gate watch"\./);
    expect((await reply(officer.phone, 'yes 1')).reply).toMatch(/^DutyLink: the shift is yours: "Bank lobby"/);
    // One question left: a bare NO answers it.
    expect((await reply(officer.phone, 'NO')).reply).toBe('DutyLink: OK, you did not apply to "Bank lobby".');
  });

  it('reads YES from a number that replied STOP as START, even with an alert\'s question open', async () => {
    const [officer] = await manyOfficers(t, 1, { alerts: true });
    const { jobId } = await alertedJob();
    // Delivered: a reply answers only what was texted.
    await t.app.outbox.drain();
    expect((await reply(officer.phone, 'STOP')).action).toBe('stop');
    expect((await reply(officer.phone, 'YES')).action).toBe('start');
    expect(await applicant(jobId, officer.userId)).toBeUndefined();
  });
});
