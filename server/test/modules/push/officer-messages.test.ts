import {
  CANCEL_HIRE_REASONS,
  EmployerJobState,
  employerJobsPaths,
  formatDay,
  jobApplicantsPaths,
  JobPeriodType,
  PermitDocumentType,
  Shift,
  shiftPaths,
  WeekDay,
  type JobApplicant,
  type MessageType,
} from '@dutylink/contracts';
import { sql } from 'kysely';
import { acknowledgePush } from '../../../src/messaging/push-delivery';
import { remindOfExpiringPermits } from '../../../src/modules/permit-expiry/reminders';
import { askConfirmations, tellUnconfirmed } from '../../../src/modules/shifts/confirmations';
import { tellLateOfficers, tellNoShows } from '../../../src/modules/shifts/no-shows';
import { planShifts } from '../../../src/modules/shifts/plan';
import { handleInbound } from '../../../src/modules/sms-consent';
import { subscribedDevice } from '../../helpers/devices';
import { ORIGIN, useTestDatabase, type TestApp } from '../../helpers/test-app';
import { applicantOf, employer, validJob } from '../employers/fixtures';

/** Monday, Nov 30 2026, 9:00 in Dallas (the fixture job's zone is America/Chicago, UTC-6). */
const MONDAY = new Date('2026-11-30T15:00:00Z');
/** The fixture shift: Wednesday Dec 2, 7:00 AM to 3:00 PM in Dallas. */
const START = new Date('2026-12-02T13:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('what officers are told about their shifts and jobs, push first (issue 39)', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
  });
  beforeEach(() => {
    t.clock.current = MONDAY;
  });

  /**
   * An AM one-day job on Wednesday Dec 2 (07:00-15:00 Chicago) and its applicant, whose phone has the app's
   * notifications on, hired on Monday.
   */
  async function hiredWithDevice() {
    const boss = await employer(t);
    const model = validJob(t, { title: 'Bank lobby' });
    model.general = { ...model.general, periodType: JobPeriodType.OneDay, from: '2026-12-02', to: null, days: [WeekDay.Wednesday], shift: Shift.AM, timeRange: [] };
    const saved = await t.call('POST', employerJobsPaths.save, { cookie: boss.cookie, body: model });
    const jobId: number = saved.json().id;
    const officer = await applicantOf(t, jobId);
    await subscribedDevice(t, officer.userId);
    const [application] = (await t.call('GET', jobApplicantsPaths.list(jobId), { cookie: boss.cookie })).json() as JobApplicant[];
    expect((await t.call('POST', jobApplicantsPaths.accept(application.id), { cookie: boss.cookie })).json()).toEqual({ success: true });
    const shift = await t.db.selectFrom('shifts').select('id').where('job_id', '=', jobId).where('user_id', '=', officer.userId).executeTakeFirstOrThrow();
    const { company_name: company } = await t.db.selectFrom('jobs').select('company_name').where('id', '=', jobId).executeTakeFirstOrThrow();
    return { boss, officer, jobId, applicationId: application.id, shiftId: shift.id, company };
  }

  /** The officer's messages of a type, oldest first, once everything due is delivered. */
  async function told(userId: number, type: MessageType) {
    await t.app.outbox.drain();
    return t.db.selectFrom('outbox').select(['id', 'channel', 'status', 'body', 'next_attempt_at']).where('user_id', '=', userId).where('message_type', '=', type).orderBy('id').execute();
  }
  const channels = (rows: Awaited<ReturnType<typeof told>>) => rows.map((row) => [row.channel, row.status]);
  const notifications = (rows: Awaited<ReturnType<typeof told>>) => rows.filter((row) => row.channel === 'push').map((row) => JSON.parse(row.body) as unknown);
  const texted = async (phone: string, like: string) => (await t.outbox(phone)).filter((message) => message.body.includes(like));
  const reply = async (phone: string, body: string) => (await handleInbound(t.db, t.app.smsReplies, ORIGIN, t.clock.now(), phone, body)).reply;

  it('the hire and its cancel are pushes whose texts are skipped; the reminder’s push goes first, its text only if not shown', async () => {
    const h = await hiredWithDevice();
    const changes = await told(h.officer.userId, 'change');
    expect(channels(changes)).toEqual([
      ['sms', 'skipped'],
      ['push', 'sent'],
    ]);
    expect(notifications(changes)).toEqual([{ title: 'You are hired: Bank lobby', body: `${h.company} · First shift Wed, 2 Dec at 7:00 AM CST`, url: '/employee/shifts', tag: `job-${h.jobId}` }]);
    expect(await texted(h.officer.phone, 'you are hired')).toEqual([]);

    // The reminder 2 hours before: the push then, the text 10 minutes later; planning the job again writes it once.
    const reminder = async () => (await told(h.officer.userId, 'reminder')).map((row) => [row.channel, row.status, row.next_attempt_at.getTime() - START.getTime()]);
    const written = [
      ['sms', 'pending', -2 * HOUR + 10 * MINUTE],
      ['push', 'pending', -2 * HOUR],
    ];
    expect(await reminder()).toEqual(written);
    await t.db.transaction().execute((trx) => planShifts(trx, h.jobId, t.clock.now(), ORIGIN));
    expect(await reminder()).toEqual(written);
    t.clock.current = new Date(START.getTime() - 2 * HOUR);
    const [, push] = await told(h.officer.userId, 'reminder');
    expect(JSON.parse(push!.body)).toEqual({ title: 'Your shift starts in 2 hours', body: 'Bank lobby · Wed, 2 Dec at 7:00 AM CST · Check in from the app', url: '/employee/shifts', tag: `shift-${h.shiftId}` });
    // Planned again once the push went: its text still stands by for it.
    t.clock.advance(5 * MINUTE);
    await t.db.transaction().execute((trx) => planShifts(trx, h.jobId, t.clock.now(), ORIGIN));
    expect(await reminder()).toEqual([
      ['sms', 'pending', -2 * HOUR + 10 * MINUTE],
      ['push', 'sent', -2 * HOUR],
    ]);

    // The hire is cancelled meanwhile: the shift is no longer theirs, and its reminder is not texted after all.
    const cancelled = await t.call('POST', jobApplicantsPaths.reject(h.applicationId), { cookie: h.boss.cookie, body: { reason: CANCEL_HIRE_REASONS[0] } });
    expect(cancelled.statusCode).toBe(200);
    t.clock.advance(10 * MINUTE);
    expect(channels(await told(h.officer.userId, 'reminder'))).toEqual([['push', 'sent']]);
    expect(await texted(h.officer.phone, 'reminder')).toEqual([]);
    expect(notifications(await told(h.officer.userId, 'change'))).toContainEqual({
      title: 'Your hire was cancelled',
      body: `"Bank lobby" at ${h.company} (${CANCEL_HIRE_REASONS[0]})`,
      url: `/employee/jobs/${h.jobId}`,
      tag: `job-${h.jobId}`,
    });
  });

  it('the confirmation asks by push; a YES answers it only once its text went out, and a push shown skips the text', async () => {
    const h = await hiredWithDevice();
    t.clock.current = new Date(START.getTime() - 24 * HOUR);
    await askConfirmations(t.db, t.clock.now(), ORIGIN);
    const asked = await told(h.officer.userId, 'reminder');
    const sms = asked.find((row) => row.channel === 'sms' && row.status === 'pending' && row.next_attempt_at.getTime() === t.clock.now().getTime() + 10 * MINUTE)!;
    expect(notifications(asked)).toContainEqual({ title: 'Confirm your shift', body: 'Bank lobby · Wed, 2 Dec at 7:00 AM CST', url: '/employee/shifts', tag: `shift-${h.shiftId}` });
    expect(await t.db.selectFrom('sms_asks').select('outbox_id').where('user_id', '=', h.officer.userId).where('kind', '=', 'confirm').execute()).toEqual([{ outbox_id: sms.id }]);
    // Not texted yet: a YES is not to it.
    expect(await reply(h.officer.phone, 'YES')).toMatch(/^DutyLink: no question is waiting for your answer now\./);

    // Not shown within 10 minutes: the question is texted, and the YES confirms.
    t.clock.advance(10 * MINUTE);
    expect(await texted(h.officer.phone, 'Reply YES to confirm')).toHaveLength(1);
    expect(await reply(h.officer.phone, 'YES')).toMatch(/is confirmed\.$/);

    // Another officer's phone shows it: no text.
    t.clock.current = MONDAY;
    const shown = await hiredWithDevice();
    t.clock.current = new Date(START.getTime() - 24 * HOUR);
    await askConfirmations(t.db, t.clock.now(), ORIGIN);
    const [question, push] = await told(shown.officer.userId, 'reminder').then((rows) => rows.filter((row) => row.body.includes('onfirm')));
    expect(await acknowledgePush(t.db, push!.id, t.clock.now())).toBe(true);
    t.clock.advance(10 * MINUTE);
    expect((await told(shown.officer.userId, 'reminder')).find((row) => row.id === question!.id)?.status).toBe('skipped');
    expect(await texted(shown.officer.phone, 'Reply YES to confirm')).toEqual([]);
  });

  it('late, no-show and hours set reach the officer by push', async () => {
    const h = await hiredWithDevice();
    t.clock.current = new Date(START.getTime() + MINUTE);
    await tellLateOfficers(t.db, t.clock.now(), ORIGIN);
    // Urgent: the text waits 10 minutes for the push to be shown...
    expect(channels((await told(h.officer.userId, 'reminder')).slice(-2))).toEqual([
      ['sms', 'pending'],
      ['push', 'sent'],
    ]);
    t.clock.current = new Date(START.getTime() + 15 * MINUTE);
    await tellNoShows(t.db, t.app.events, t.clock.now(), ORIGIN);
    const reminders = await told(h.officer.userId, 'reminder');
    expect(notifications(reminders).slice(-2)).toEqual([
      { title: 'You have not checked in', body: 'Bank lobby, which started Wed, 2 Dec at 7:00 AM CST · Check in before 7:15 AM CST', url: '/employee/shifts', tag: `shift-${h.shiftId}` },
      { title: 'A no-show on your record', body: `Bank lobby, Wed, 2 Dec at 7:00 AM CST · It counts until you check in or ${h.company} approves your hours`, url: '/employee/shifts', tag: `shift-${h.shiftId}` },
    ]);
    // ...and goes when it was not.
    expect(channels(reminders.slice(-4))).toEqual([
      ['sms', 'sent'],
      ['push', 'sent'],
      ['sms', 'pending'],
      ['push', 'sent'],
    ]);

    t.clock.current = new Date(START.getTime() + 9 * HOUR);
    const approved = await t.call('POST', shiftPaths.approve(h.shiftId), { cookie: h.boss.cookie, body: { minutes: 300, reason: 'Came at noon' } });
    expect(approved.statusCode).toBe(200);
    expect(notifications(await told(h.officer.userId, 'change')).at(-1)).toEqual({
      title: 'Your hours were set',
      body: `${h.company} set your hours for Bank lobby on Wed, 2 Dec to 5 h`,
      url: '/employee/shifts/earnings',
      tag: `shift-${h.shiftId}`,
    });
  });

  it('a released shift, a closed job and a permit about to expire reach the officer by push', async () => {
    const h = await hiredWithDevice();
    t.clock.current = new Date(START.getTime() - 24 * HOUR);
    await askConfirmations(t.db, t.clock.now(), ORIGIN);
    t.clock.current = new Date(START.getTime() - 20 * HOUR);
    await tellUnconfirmed(t.db, t.clock.now(), ORIGIN);
    expect((await t.call('POST', shiftPaths.release(h.shiftId), { cookie: h.boss.cookie })).statusCode).toBe(200);
    expect((await t.call('POST', employerJobsPaths.changeState(h.jobId, EmployerJobState.Closed), { cookie: h.boss.cookie })).statusCode).toBe(200);
    const changes = await told(h.officer.userId, 'change');
    expect(notifications(changes).slice(-2)).toEqual([
      { title: 'Your shift was released', body: `${h.company} released your unconfirmed shift Bank lobby, Wed, 2 Dec at 7:00 AM CST`, url: '/employee/shifts', tag: `shift-${h.shiftId}` },
      { title: 'Closed to new applicants', body: `"Bank lobby" at ${h.company}. You are still hired: 2 Dec 2026, AM (0700-1500)`, url: `/employee/jobs/${h.jobId}`, tag: `job-${h.jobId}` },
    ]);
    expect(await texted(h.officer.phone, 'released your unconfirmed shift')).toEqual([]);

    // The fixture officer's guard card expires on the day the pass says it has 30 days left.
    const { expires } = await t.db.selectFrom('employee_documents').select(sql<string>`to_char(expires, 'YYYY-MM-DD')`.as('expires')).where('user_id', '=', h.officer.userId).where('type', '=', PermitDocumentType.GuardCard).executeTakeFirstOrThrow();
    t.clock.current = new Date(`${new Date(Date.parse(`${expires}T15:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10)}T15:00:00Z`);
    await remindOfExpiringPermits(t.db, t.clock.now(), ORIGIN);
    const permits = await told(h.officer.userId, 'reminder');
    expect(notifications(permits).at(-1)).toEqual({
      title: 'Your Guard card expires in 30 days',
      body: `On ${formatDay(expires)}. Renew it and update Permits & Credentials to stay hireable for jobs that need it.`,
      url: '/employee/permits',
      tag: `permit-${PermitDocumentType.GuardCard}`,
    });
    expect(channels(permits.slice(-2))).toEqual([
      ['sms', 'pending'],
      ['push', 'sent'],
    ]);
  });

  it('an officer without a device, or who chose texts, is texted as before', async () => {
    const boss = await employer(t);
    const saved = await t.call('POST', employerJobsPaths.save, { cookie: boss.cookie, body: validJob(t, { title: 'Gate crew' }) });
    const jobId: number = saved.json().id;
    const [plain, texter] = [await applicantOf(t, jobId), await applicantOf(t, jobId)];
    await subscribedDevice(t, texter.userId);
    await t.db.insertInto('officer_channels').values({ user_id: texter.userId, message_type: 'change', channel: 'sms' }).execute();
    const { company_name } = await t.db.selectFrom('jobs').select('company_name').where('id', '=', jobId).executeTakeFirstOrThrow();
    expect((await t.call('POST', employerJobsPaths.changeState(jobId, EmployerJobState.Closed), { cookie: boss.cookie })).statusCode).toBe(200);
    for (const officer of [plain, texter]) {
      expect((await texted(officer.phone, 'has been closed')).map((message) => message.body)).toEqual([`DutyLink: "Gate crew" at ${company_name} has been closed. You were not selected.`]);
      expect(channels(await told(officer.userId, 'change'))).toEqual([['sms', 'sent']]);
    }
  });
});
