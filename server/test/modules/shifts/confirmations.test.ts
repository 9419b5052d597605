import {
  DEFAULT_OFFER_SETTINGS,
  callOffMessages,
  confirmMessages,
  jobApplicantsPaths,
  JobPeriodType,
  Shift,
  ShiftConfirmation,
  shiftPaths,
  WeekDay,
  WITHDRAW_REASONS,
  type JobApplicant,
  type MyShiftsResponse,
  type OfficerShift,
  type TodayBoardResponse,
} from '@dutylink/contracts';
import { officerRecords } from '../../../src/modules/reliability/records';
import { askConfirmations, tellUnconfirmed } from '../../../src/modules/shifts/confirmations';
import { handleInbound } from '../../../src/modules/sms-consent';
import { ORIGIN, useTestDatabase, type TestApp } from '../../helpers/test-app';
import { applicantOf, employer, hiredJob, validJob } from '../employers/fixtures';

/** Monday, Nov 30 2026, 9:00 in Dallas (the fixture job's zone is America/Chicago, UTC-6). */
const MONDAY = new Date('2026-11-30T15:00:00Z');
const CHICAGO = 'America/Chicago';
/** The fixture shift's start: Wednesday Dec 2, 7:00 AM in Dallas. */
const START = new Date('2026-12-02T13:00:00Z');
const HOUR = 3_600_000;
const before = (hours: number) => new Date(START.getTime() - hours * HOUR);

describe('confirmations, call-offs and SMS replies (issue 36)', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
  });
  beforeEach(() => {
    t.clock.current = MONDAY;
  });

  /** An AM one-day job on Wednesday Dec 2 (07:00-15:00 Chicago), one officer hired on Monday. */
  async function hiredShift() {
    const model = validJob(t, { title: 'Bank lobby' });
    model.general = { ...model.general, periodType: JobPeriodType.OneDay, from: '2026-12-02', to: null, days: [WeekDay.Wednesday], shift: Shift.AM, timeRange: [] };
    const hired = await hiredJob(t, model);
    const [shift] = (await myShifts(hired.officer.cookie)).shifts;
    return { ...hired, shift };
  }

  const myShifts = async (cookie: string) => (await t.call('GET', shiftPaths.mine, { cookie })).json() as MyShiftsResponse;
  const today = async (cookie: string) => (await t.call('GET', shiftPaths.today, { cookie, timeZone: CHICAGO })).json() as TodayBoardResponse;
  const texts = (phone: string, like = '%') =>
    t.db.selectFrom('outbox').select(['body', 'next_attempt_at']).where('recipient', '=', phone).where('body', 'like', like).orderBy('id').execute();
  const reply = (phone: string, body: string) => handleInbound(t.db, t.app.smsReplies, ORIGIN, t.clock.now(), phone, body);
  const passes = async () => {
    await askConfirmations(t.db, t.clock.now(), ORIGIN);
    await tellUnconfirmed(t.db, t.clock.now(), ORIGIN);
  };
  const shiftRow = (id: number) => t.db.selectFrom('shifts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it("asks the officer to confirm at the company's time, once, and YES by reply confirms", async () => {
    const { officer, shift } = await hiredShift();
    t.clock.current = new Date(before(24).getTime() - 60_000);
    await passes();
    expect(await texts(officer.phone, '%Reply YES to confirm%')).toEqual([]);
    t.clock.current = before(24);
    await Promise.all([passes(), passes()]);
    const asks = await texts(officer.phone, '%Reply YES to confirm%');
    expect(asks.map((a) => a.body)).toEqual([
      'DutyLink: your shift for "Bank lobby" is Wed, 2 Dec at 7:00 AM CST, at Arena, 2500 Victory Ave, Dallas. Reply YES to confirm, or NO to call off. Your shifts: http://localhost:8080/employee/shifts',
    ]);
    // My shifts offers Confirm from the same time the text asks.
    expect((await myShifts(officer.cookie)).shifts[0]).toMatchObject({ confirmedAt: null, confirmFrom: before(24).toISOString() });

    // A reply with no code: " yes! " answers the latest open ask for that phone.
    t.clock.current = new Date(before(24).getTime() + 10 * 60_000);
    expect(await reply(officer.phone, ' yes! ')).toEqual({ action: 'answer', reply: 'DutyLink: thank you, your shift for "Bank lobby" Wed, 2 Dec at 7:00 AM CST is confirmed.' });
    expect((await myShifts(officer.cookie)).shifts[0].confirmedAt).toBe(t.clock.now().toISOString());
    // Answered: a second YES is told nothing waits for it, and the company is never told it is unconfirmed.
    expect((await reply(officer.phone, 'YES')).reply).toMatch(/^DutyLink: no question is waiting for your answer now\./);
    t.clock.current = before(2);
    await passes();
    expect((await shiftRow(shift.id)).unconfirmed_told_at).toBeNull();
  });

  it('follows the company\'s confirm time (2 to 72 hours), refused outside with a 400', async () => {
    const { boss, officer } = await hiredShift();
    const save = (confirmHours: unknown) => t.call('POST', 'employers/profile/notices', { cookie: boss.cookie, body: { applicantNotices: 'sms', confirmHours } });
    for (const bad of [1, 73, 4.5, 'soon', null]) expect((await save(bad)).statusCode).toBe(400);
    expect((await t.call('GET', 'employers/profile/notices', { cookie: boss.cookie })).json()).toEqual({ applicantNotices: 'sms', confirmHours: 24, inviteFirstHours: 0, ...DEFAULT_OFFER_SETTINGS });
    expect((await save(48)).json()).toEqual({ applicantNotices: 'sms', confirmHours: 48, inviteFirstHours: 0, ...DEFAULT_OFFER_SETTINGS });
    t.clock.current = before(48);
    await passes();
    expect(await texts(officer.phone, '%Reply YES to confirm%')).toHaveLength(1);
  });

  it('reports a shift still unconfirmed 4 hours after the ask to the company, which keeps the officer', async () => {
    const { boss, officer, shift, jobId } = await hiredShift();
    const unconfirmedShift = async () => ((await t.call('GET', jobApplicantsPaths.list(jobId), { cookie: boss.cookie })).json() as JobApplicant[])[0].unconfirmedShift;
    const other = await employer(t);
    t.clock.current = before(24);
    await passes();
    t.clock.current = new Date(before(20).getTime() - 60_000);
    await passes();
    expect(await texts(boss.phone, '%not confirmed%')).toEqual([]);
    t.clock.current = before(20);
    await Promise.all([passes(), passes()]);
    const [told, ...more] = await texts(boss.phone, '%not confirmed%');
    expect(more).toEqual([]);
    expect(told.body).toMatch(/^DutyLink: Maria Lopez has not confirmed "Bank lobby" Wed, 2 Dec at 7:00 AM CST\. Their phone: \+1 \(555\) \d{3}-\d{4}\. Keep them or find another: http:\/\/localhost:8080\/employer\/today$/);
    const [attention] = (await today(boss.cookie)).attention;
    expect(attention).toMatchObject({ id: shift.id, confirmation: ShiftConfirmation.Unconfirmed, calledOff: null });
    // The job's applicants show it on the officer's row too.
    expect(await unconfirmedShift()).toEqual({ startsAt: START.toISOString(), timeZone: CHICAGO });

    // Another company cannot keep it (404); the company keeps it once (409 again), and it leaves the list.
    expect((await t.call('POST', shiftPaths.keep(shift.id), { cookie: other.cookie })).statusCode).toBe(404);
    expect((await t.call('POST', shiftPaths.keep(shift.id), { cookie: boss.cookie })).json()).toMatchObject({ confirmation: ShiftConfirmation.Kept });
    expect((await t.call('POST', shiftPaths.keep(shift.id), { cookie: boss.cookie })).json().title).toBe(confirmMessages.notUnconfirmed);
    expect((await today(boss.cookie)).attention).toEqual([]);
    expect(await unconfirmedShift()).toBeNull();
    // The officer still confirms after all, from My shifts; kept, the company needs no second text.
    const confirmed = (await t.call('POST', shiftPaths.confirm(shift.id), { cookie: officer.cookie })).json() as OfficerShift;
    expect(confirmed.confirmedAt).toBe(t.clock.now().toISOString());
    expect(await texts(boss.phone, '%has now confirmed%')).toEqual([]);
  });

  it('reports sooner near the start, and tells the company when the officer confirms after all', async () => {
    const { boss, officer, shift } = await hiredShift();
    // Asked 5 hours before: reported at 2 hours before, earlier than 4 hours after the ask.
    t.clock.current = before(5);
    await t.db.updateTable('users').set({ confirm_hours: 5 }).where('id', '=', boss.userId).execute();
    await passes();
    t.clock.current = before(2);
    await passes();
    expect(await texts(boss.phone, '%not confirmed%')).toHaveLength(1);
    t.clock.current = new Date(before(2).getTime() + 5 * 60_000);
    expect((await reply(officer.phone, 'Y')).reply).toMatch(/is confirmed\.$/);
    const [after] = await texts(boss.phone, '%has now confirmed%');
    expect(after.body).toBe('DutyLink: Maria Lopez has now confirmed "Bank lobby" Wed, 2 Dec at 7:00 AM CST. Today\'s shifts: http://localhost:8080/employer/today');
    expect((await today(boss.cookie)).attention).toEqual([]);
    // After the start: nothing to confirm (409), and a reply is told so.
    t.clock.current = START;
    expect((await t.call('POST', shiftPaths.confirm(shift.id), { cookie: officer.cookie })).json().title).toBe(confirmMessages.started);
  });

  it('calls a shift off by NO and the reason\'s number: the company told at once, late inside 24 hours, kept as a record', async () => {
    const { boss, officer, shift, jobId } = await hiredShift();
    t.clock.current = before(24);
    await passes();
    t.clock.current = before(23);
    // Not understood: the question again, the ask still open.
    expect((await reply(officer.phone, 'maybe later')).reply).toBe('DutyLink: your shift for "Bank lobby" is Wed, 2 Dec at 7:00 AM CST. Reply YES to confirm, or NO to call off.');
    expect((await reply(officer.phone, 'no')).reply).toMatch(/^DutyLink: to call off "Bank lobby" Wed, 2 Dec at 7:00 AM CST, reply with your reason's number: 1 Sick or injured, /);
    expect((await reply(officer.phone, '9')).reply).toMatch(/reply with your reason's number/);
    expect((await reply(officer.phone, '3')).reply).toBe(
      `DutyLink: you called off "Bank lobby" Wed, 2 Dec at 7:00 AM CST. ${(await shiftCompany(jobId))} has been told. Less than 24 hours before the start, it counts as a late call-off on your record.`,
    );
    expect(await shiftRow(shift.id)).toMatchObject({ called_off_at: before(23), call_off_reason: WITHDRAW_REASONS[2], call_off_late: true });
    const [told] = await texts(boss.phone, '%called off%');
    expect(told.body).toBe(`DutyLink: Maria Lopez called off "Bank lobby" Wed, 2 Dec at 7:00 AM CST (${WITHDRAW_REASONS[2]}, late). Today's shifts: http://localhost:8080/employer/today`);
    // Gone from My shifts with its reminder; on the company's Today; a record the database keeps.
    expect((await myShifts(officer.cookie)).shifts).toEqual([]);
    expect(await t.db.selectFrom('outbox').select('id').where('shift_id', '=', shift.id).where('status', '=', 'pending').where('next_attempt_at', '>', t.clock.now()).execute()).toEqual([]);
    expect((await today(boss.cookie)).attention).toEqual([expect.objectContaining({ id: shift.id, calledOff: { at: before(23).toISOString(), reason: WITHDRAW_REASONS[2], late: true } })]);
    await expect(t.db.deleteFrom('shifts').where('id', '=', shift.id).execute()).rejects.toThrow(/is a record/);
    // On the officer's record: a late withdrawal, and no no-show once the shift has started.
    t.clock.current = new Date(START.getTime() + HOUR);
    expect((await officerRecords(t.db, [officer.userId], t.clock.now())).get(officer.userId)).toMatchObject({ noShows: 0, lateWithdrawals: 1, completedShifts: 0 });
    t.clock.current = before(23);
    expect((await t.call('POST', shiftPaths.callOff(shift.id), { cookie: officer.cookie, body: { reason: WITHDRAW_REASONS[0] } })).json().title).toBe(callOffMessages.already);
    // Text nobody asked for gets HELP's answer; STOP still works.
    expect(await reply(officer.phone, 'hello?')).toEqual({ action: 'none', reply: expect.stringMatching(/^DutyLink: job alerts for security professionals\. Reply STOP to stop/) });
    expect((await reply(officer.phone, 'STOP')).action).toBe('stop');
  });

  it('calls a shift off from My shifts with a reason: not late a day ahead, one call-off for ten taps at once, and guarded', async () => {
    const { officer, shift, jobId } = await hiredShift();
    const callOff = (body: object, cookie = officer.cookie, id = shift.id) => t.call('POST', shiftPaths.callOff(id), { cookie, body });
    const stranger = await applicantOf(t, jobId);
    for (const bad of [{}, { reason: 'Tired' }, { reason: 3 }]) expect((await callOff(bad)).statusCode).toBe(400);
    expect((await callOff({ reason: WITHDRAW_REASONS[0] }, stranger.cookie)).statusCode).toBe(404);
    expect((await shiftRow(shift.id)).called_off_at).toBeNull();

    const answers = await Promise.all(Array.from({ length: 10 }, () => callOff({ reason: WITHDRAW_REASONS[0] })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await shiftRow(shift.id)).toMatchObject({ call_off_reason: WITHDRAW_REASONS[0], call_off_late: false });
    expect(await t.db.selectFrom('events').select('id').where('kind', '=', 'shift.called-off').where('job_id', '=', jobId).execute()).toHaveLength(1);
    // The hire goes on: the job edited later plans no new shift in its place, and keeps the record.
    const second = await hiredShift();
    t.clock.current = START;
    expect((await callOff({ reason: WITHDRAW_REASONS[0] }, second.officer.cookie, second.shift.id)).json().title).toBe(callOffMessages.started);
  });

  it('neither asks nor reports a shift called off, whether before the question or after it', async () => {
    const before24 = await hiredShift();
    const after = await hiredShift();
    const callOff = (h: typeof before24) => t.call('POST', shiftPaths.callOff(h.shift.id), { cookie: h.officer.cookie, body: { reason: WITHDRAW_REASONS[0] } });
    expect((await callOff(before24)).statusCode).toBe(200);
    t.clock.current = before(24);
    await passes();
    expect(await texts(before24.officer.phone, '%Reply YES to confirm%')).toEqual([]);
    expect(await texts(after.officer.phone, '%Reply YES to confirm%')).toHaveLength(1);
    expect((await callOff(after)).statusCode).toBe(200);
    t.clock.current = before(20);
    await passes();
    expect(await texts(after.boss.phone, '%not confirmed%')).toEqual([]);
    expect((await shiftRow(after.shift.id)).unconfirmed_told_at).toBeNull();
  });

  it('gives ten YES replies at once one confirmation', async () => {
    const { officer, shift } = await hiredShift();
    t.clock.current = before(24);
    await passes();
    const answers = await Promise.all(Array.from({ length: 10 }, () => reply(officer.phone, 'YES')));
    expect(answers.filter((a) => a.action === 'answer')).toHaveLength(1);
    expect((await shiftRow(shift.id)).confirmed_at).toEqual(before(24));
    expect(await t.db.selectFrom('sms_asks').select('answer').where('shift_id', '=', shift.id).execute()).toEqual([{ answer: 'yes' }]);
  });

  async function shiftCompany(jobId: number) {
    return (await t.db.selectFrom('jobs').select('company_name').where('id', '=', jobId).executeTakeFirstOrThrow()).company_name;
  }
});
