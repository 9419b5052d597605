import {
  CANCEL_HIRE_REASONS,
  employerJobsPaths,
  jobApplicantsPaths,
  jobPaths,
  JobPeriodType,
  Shift,
  shiftPaths,
  WeekDay,
  WITHDRAW_REASONS,
  type MyShiftsResponse,
} from '@dutylink/contracts';
import { tellNoShows } from '../../../src/modules/shifts/no-shows';
import { handleInbound } from '../../../src/modules/sms-consent';
import { readCalendar } from '../../helpers/calendar';
import { manyOfficers } from '../../helpers/officers';
import { ORIGIN, useTestDatabase, type TestApp } from '../../helpers/test-app';
import { applicantOf, hiredJob, validJob } from '../employers/fixtures';

/** Monday, Nov 30 2026, 9:00 in Dallas (the fixture job's zone is America/Chicago, UTC-6). */
const MONDAY = new Date('2026-11-30T15:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Hired = Awaited<ReturnType<typeof hiredJob>> & { model: ReturnType<typeof validJob> };

describe('calendars that follow changes (issue 37)', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
  });
  beforeEach(async () => {
    t.clock.current = MONDAY;
    // Each test's own officers are the only ones whose offers match (the database is shared across tests).
    await t.db.updateTable('employee_profiles').set({ categories: [] }).execute();
  });

  /** A one-day job on `from` (an AM shift, 07:00-15:00 Chicago; Wednesday Dec 2 unless told), one officer hired. */
  async function hiredShift(general: Partial<ReturnType<typeof validJob>['general']> = {}): Promise<Hired> {
    const model = validJob(t, { title: 'Bank lobby' });
    model.general = { ...model.general, periodType: JobPeriodType.OneDay, from: '2026-12-02', to: null, days: [WeekDay.Wednesday], shift: Shift.AM, timeRange: [], ...general };
    return { ...(await hiredJob(t, model)), model };
  }

  const myShifts = async (cookie: string) => (await t.call('GET', shiftPaths.mine, { cookie })).json() as MyShiftsResponse;
  const feedOf = async (h: Hired) => {
    const path = (await myShifts(h.officer.cookie)).calendarFeedUrl.slice(ORIGIN.length);
    return async () => {
      const feed = await t.call('GET', path);
      expect(feed.statusCode).toBe(200);
      return readCalendar(feed.body);
    };
  };
  const fileOf = async (h: Hired, shiftId: number) => {
    const file = await t.call('GET', shiftPaths.calendar(shiftId), { cookie: h.officer.cookie });
    expect(file.statusCode).toBe(200);
    return readCalendar(file.body);
  };
  const edit = (h: Hired, general: Partial<ReturnType<typeof validJob>['general']>) =>
    t.call('POST', employerJobsPaths.save, { cookie: h.boss.cookie, body: { ...h.model, id: h.jobId, general: { ...h.model.general, ...general } } });

  it("keeps a moved shift's UID and counts its SEQUENCE up, in the feed and in its own file; the move asks to confirm again", async () => {
    const h = await hiredShift();
    const feed = await feedOf(h);
    const [shift] = (await myShifts(h.officer.cookie)).shifts;
    const event = { uid: `shift-${shift.id}@dutylink`, summary: `Bank lobby (${shift.company})`, status: null };
    expect(await feed()).toEqual([{ ...event, sequence: 0, start: '2026-12-02T13:00:00.000Z', end: '2026-12-02T21:00:00.000Z' }]);
    expect(await fileOf(h, shift.id)).toEqual(await feed());
    expect((await t.call('POST', shiftPaths.confirm(shift.id), { cookie: h.officer.cookie })).statusCode).toBe(200);

    expect((await edit(h, { shift: Shift.PM })).statusCode).toBe(200);
    const pm = { ...event, sequence: 1, start: '2026-12-02T21:00:00.000Z', end: '2026-12-03T05:00:00.000Z' };
    expect(await feed()).toEqual([pm]);
    expect(await fileOf(h, shift.id)).toEqual([pm]);
    expect((await myShifts(h.officer.cookie)).shifts).toEqual([expect.objectContaining({ id: shift.id, startsAt: pm.start, confirmedAt: null })]);

    expect((await edit(h, { shift: Shift.Graveyard })).statusCode).toBe(200);
    expect(await feed()).toEqual([{ ...event, sequence: 2, start: '2026-12-03T05:00:00.000Z', end: '2026-12-03T13:00:00.000Z' }]);
    // An edit that leaves the times alone is no move.
    expect((await edit(h, { shift: Shift.Graveyard, title: 'Bank lobby' })).statusCode).toBe(200);
    expect((await feed())[0].sequence).toBe(2);
  });

  it('moves the shifts of a varied day among each other without two at one start, and never onto a called-off one', async () => {
    const h = await hiredShift({ shift: Shift.Other, timeRange: [{ from: '08:00', to: '12:00' }, { from: '12:00', to: '16:00' }] });
    const ids = async () => (await myShifts(h.officer.cookie)).shifts.map((s) => [s.id, s.startsAt.slice(11, 16), s.endsAt.slice(11, 16)]);
    const [first, second] = (await myShifts(h.officer.cookie)).shifts;
    // Later: 08-12 becomes 12-18 where 12-16 still starts until it has moved to 18-20 (UTC-6 in the file).
    expect((await edit(h, { shift: Shift.Other, timeRange: [{ from: '12:00', to: '18:00' }, { from: '18:00', to: '20:00' }] })).statusCode).toBe(200);
    expect(await ids()).toEqual([
      [first.id, '18:00', '00:00'],
      [second.id, '00:00', '02:00'],
    ]);
    // Earlier again, the other way round.
    expect((await edit(h, { shift: Shift.Other, timeRange: [{ from: '08:00', to: '12:00' }, { from: '12:00', to: '16:00' }] })).statusCode).toBe(200);
    expect(await ids()).toEqual([
      [first.id, '14:00', '18:00'],
      [second.id, '18:00', '22:00'],
    ]);
    // The 08:00 shift is called off; an edit that keeps 08:00 and moves the other takes it to the new time, not onto the record.
    expect((await t.call('POST', shiftPaths.callOff(first.id), { cookie: h.officer.cookie, body: { reason: WITHDRAW_REASONS[0] } })).statusCode).toBe(200);
    expect((await edit(h, { shift: Shift.Other, timeRange: [{ from: '08:00', to: '12:00' }, { from: '13:00', to: '17:00' }] })).statusCode).toBe(200);
    expect(await ids()).toEqual([[second.id, '19:00', '23:00']]);
    expect((await (await feedOf(h))()).map((e) => [e.uid, e.sequence, e.status])).toEqual([
      [`shift-${second.id}@dutylink`, 3, null],
      [`shift-${first.id}@dutylink`, 3, 'CANCELLED'],
    ]);
  });

  it('cancels the shift of a day the job no longer works, in the feed and in its file, beside the new day\'s shift', async () => {
    const h = await hiredShift();
    const feed = await feedOf(h);
    const [wednesday] = (await myShifts(h.officer.cookie)).shifts;
    expect((await edit(h, { from: '2026-12-03', days: [WeekDay.Thursday] })).statusCode).toBe(200);
    const [thursday] = (await myShifts(h.officer.cookie)).shifts;
    expect(thursday.id).not.toBe(wednesday.id);
    const cancelled = { uid: `shift-${wednesday.id}@dutylink`, sequence: 1, status: 'CANCELLED', start: '2026-12-02T13:00:00.000Z', end: '2026-12-02T21:00:00.000Z' };
    expect(await feed()).toEqual([
      expect.objectContaining({ uid: `shift-${thursday.id}@dutylink`, sequence: 0, status: null, start: '2026-12-03T13:00:00.000Z' }),
      expect.objectContaining(cancelled),
    ]);
    expect(await fileOf(h, wednesday.id)).toEqual([expect.objectContaining(cancelled)]);
    // Another officer never reaches it.
    const stranger = await applicantOf(t, (await hiredShift()).jobId);
    expect((await t.call('GET', shiftPaths.calendar(wednesday.id), { cookie: stranger.cookie })).statusCode).toBe(404);
  });

  const ok = async (answer: Promise<{ statusCode: number }>) => expect((await answer).statusCode).toBe(200);

  /** Each way a shift stops being the officer's; `when` is how long after Monday 9:00 it happens. */
  const LOSSES: { way: string; from?: string; when?: number; lose(h: Hired, shiftId: number): Promise<void> }[] = [
    { way: 'the officer calls it off', lose: (h, id) => ok(t.call('POST', shiftPaths.callOff(id), { cookie: h.officer.cookie, body: { reason: WITHDRAW_REASONS[0] } })) },
    { way: 'the officer withdraws (kept as released)', lose: (h) => ok(t.call('POST', jobPaths.cancel(h.jobId), { cookie: h.officer.cookie, body: { reason: 'Family emergency' } })) },
    {
      way: 'the company cancels the hire of a shift weeks ahead (dropped)',
      from: '2026-12-16',
      lose: (h) => ok(t.call('POST', jobApplicantsPaths.reject(h.applicationId), { cookie: h.boss.cookie, body: { reason: CANCEL_HIRE_REASONS[0] } })),
    },
    { way: 'the company deletes the job', lose: (h) => ok(t.call('DELETE', employerJobsPaths.remove(h.jobId), { cookie: h.boss.cookie })) },
    {
      way: 'a backfill takes their no-show',
      when: 2 * DAY - 2 * 60 * MINUTE + 15 * MINUTE,
      lose: async (h, id) => {
        const [cover] = await manyOfficers(t, 1, { alerts: true });
        await ok(t.call('POST', 'employers/profile/notices', { cookie: h.boss.cookie, body: { applicantNotices: 'sms', offerMode: 'all' } }));
        await tellNoShows(t.db, t.app.events, t.clock.now(), ORIGIN);
        await ok(t.call('POST', shiftPaths.offer(id), { cookie: h.boss.cookie }));
        expect((await handleInbound(t.db, t.app.smsReplies, ORIGIN, t.clock.now(), cover.phone, 'YES')).reply).toMatch(/the shift is yours/);
      },
    },
  ];

  it.each(LOSSES)('lists the shift as cancelled for 30 days when $way', async ({ from, lose, when = 0 }) => {
    const h = await hiredShift(from ? { from, days: [WeekDay.Wednesday] } : {});
    const feed = await feedOf(h);
    const [shift] = (await myShifts(h.officer.cookie)).shifts;
    const [before] = await feed();
    expect(before).toMatchObject({ uid: `shift-${shift.id}@dutylink`, sequence: 0, status: null });

    t.clock.current = new Date(MONDAY.getTime() + when);
    await lose(h, shift.id);
    const cancelled = { ...before, sequence: 1, status: 'CANCELLED' };
    expect(await feed()).toEqual([cancelled]);
    expect(await fileOf(h, shift.id)).toEqual([cancelled]);

    t.clock.current = new Date(MONDAY.getTime() + when + 30 * DAY - MINUTE);
    expect(await feed()).toEqual([cancelled]);
    t.clock.current = new Date(MONDAY.getTime() + when + 30 * DAY);
    expect(await feed()).toEqual([]);
  });
});
