import {
  adminPaths,
  authPaths,
  FULL_TIME_DAYS_AHEAD,
  CANCEL_HIRE_REASONS,
  employerJobsPaths,
  jobApplicantsPaths,
  jobPaths,
  JobPeriodType,
  jobWeekDays,
  Shift,
  shiftPaths,
  type JobEditorModel,
  type MyShiftsResponse,
} from '@dutylink/contracts';
import { sql } from 'kysely';
import { tellNoShows } from '../../../src/modules/shifts/no-shows';
import { REMINDER_HOURS, topUpFullTimeShifts } from '../../../src/modules/shifts/plan';
import { readCalendar, type CalendarEvent } from '../../helpers/calendar';
import { ORIGIN, useTestDatabase, type TestApp } from '../../helpers/test-app';
import { adminSession } from '../admin/fixtures';
import { hiredJob, validJob } from '../employers/fixtures';

/**
 * Every write that can change a hire's shifts (issue 34), each from the same scene, checked the same way:
 * the shifts that already happened stay exactly as they were, the shifts ahead are the ones the job and
 * the hire now call for, their reminders are written for them alone with the job as it is, and the write
 * recorded what happened. A new write path belongs in this table.
 */

const HOUR = 3_600_000;
/** Friday Nov 27 2026, noon in Dallas: the job is posted and the officer hired. */
const FRIDAY = new Date('2026-11-27T18:00:00Z');
/** Monday Nov 30, 9:00 in Dallas: two hours into the day's 7:00-15:00 shift. */
const MONDAY = new Date('2026-11-30T15:00:00Z');
const AT_THE_JOB = { latitude: 32.81, longitude: -96.81 };
/** The shifts still ahead on Monday morning (Tuesday to Saturday). */
const AHEAD = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'];

interface Scene {
  t: TestApp;
  boss: { cookie: string; userId: number };
  officer: { cookie: string; userId: number };
  jobId: number;
  applicationId: number;
  model: JobEditorModel;
  admin: () => Promise<string>;
}

interface WritePath {
  write: string;
  run(scene: Scene): Promise<{ statusCode: number; body: string }>;
  /** The officer's shifts ahead afterwards, by day. */
  ahead: string[];
  /** The shifts ahead kept as released (issue 36: an ended hire's next 7 days, to be offered), by day. */
  released?: string[];
  /** What the write recorded, in order. */
  events: string[];
  /** The title the reminders carry afterwards. */
  title?: string;
  /** The officer's account is gone, and with it their calendar feed (404). */
  officerDeleted?: true;
}

const edit = (scene: Scene, patch: (model: JobEditorModel) => void) => {
  const model: JobEditorModel = structuredClone(scene.model);
  patch(model);
  return scene.t.call('POST', employerJobsPaths.save, { cookie: scene.boss.cookie, body: { ...model, id: scene.jobId } });
};

const WRITE_PATHS: WritePath[] = [
  { write: 'nothing (the hire itself)', run: async () => ({ statusCode: 200, body: '' }), ahead: AHEAD, events: [] },
  {
    write: 'the employer cancels the hire',
    run: (s) => s.t.call('POST', jobApplicantsPaths.reject(s.applicationId), { cookie: s.boss.cookie, body: { reason: CANCEL_HIRE_REASONS[0] } }),
    ahead: [],
    released: AHEAD,
    events: ['hire.ended', ...AHEAD.map(() => 'shift.lost')],
  },
  {
    write: 'the officer withdraws',
    run: (s) => s.t.call('POST', jobPaths.cancel(s.jobId), { cookie: s.officer.cookie, body: { reason: 'Family emergency' } }),
    ahead: [],
    released: AHEAD,
    events: ['hire.ended', ...AHEAD.map(() => 'shift.lost')],
  },
  {
    write: 'the employer ends the job sooner',
    run: (s) =>
      edit(s, (model) => {
        model.general.to = '2026-12-02';
        model.general.days = [...jobWeekDays(model.general)];
      }),
    ahead: ['2026-12-01', '2026-12-02'],
    events: ['job.edited'],
  },
  {
    write: 'the employer renames the job and moves the post',
    run: (s) =>
      edit(s, (model) => {
        model.general.title = 'Bank lobby, north door';
        model.details.address.address1 = '2600 Victory Ave';
      }),
    ahead: AHEAD,
    events: ['job.edited'],
    title: 'Bank lobby, north door',
  },
  { write: 'the employer closes the job', run: (s) => s.t.call('POST', employerJobsPaths.changeState(s.jobId, 0), { cookie: s.boss.cookie }), ahead: AHEAD, events: ['job.closed'] },
  { write: 'an admin closes the job', run: async (s) => s.t.call('POST', adminPaths.changeJobState(s.jobId, 0), { cookie: await s.admin() }), ahead: AHEAD, events: ['job.closed'] },
  { write: 'the employer deletes the job', run: (s) => s.t.call('DELETE', employerJobsPaths.remove(s.jobId), { cookie: s.boss.cookie }), ahead: [], events: ['job.deleted'] },
  { write: 'an admin deletes the job', run: async (s) => s.t.call('DELETE', adminPaths.deleteJob(s.jobId), { cookie: await s.admin() }), ahead: [], events: ['job.deleted'] },
  { write: 'the employer deletes their account', run: (s) => s.t.call('DELETE', authPaths.deleteAccount, { cookie: s.boss.cookie }), ahead: [], events: ['job.deleted', 'account.deleted'] },
  {
    write: 'the officer deletes their account',
    run: (s) => s.t.call('DELETE', authPaths.deleteAccount, { cookie: s.officer.cookie }),
    ahead: [],
    events: ['hire.ended', 'account.deleted'],
    officerDeleted: true,
  },
  {
    write: 'an admin deletes the officer',
    run: async (s) => s.t.call('DELETE', adminPaths.deleteUser(s.officer.userId), { cookie: await s.admin() }),
    ahead: [],
    events: ['hire.ended', 'account.deleted'],
    officerDeleted: true,
  },
  { write: 'an admin deletes the employer', run: async (s) => s.t.call('DELETE', adminPaths.deleteUser(s.boss.userId), { cookie: await s.admin() }), ahead: [], events: ['job.deleted', 'account.deleted'] },
];

describe('every write that can move a shift keeps the record and plans the rest', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
  });

  /**
   * An AM job (7:00-15:00 Dallas) every day from Saturday Nov 28 to Saturday Dec 5, one officer hired on
   * Friday. By Monday 9:00: Saturday worked and approved, Sunday told as a no-show, Monday started without
   * a check-in, Tuesday to Saturday ahead.
   */
  async function scene(): Promise<Scene> {
    t.clock.current = FRIDAY;
    const model = validJob(t, { title: 'Bank lobby', numberOfEmployee: 1 });
    model.general = { ...model.general, periodType: JobPeriodType.Range, from: '2026-11-28', to: '2026-12-05', shift: Shift.AM, timeRange: [] };
    model.general.days = [...jobWeekDays(model.general)];
    const { boss, officer, jobId, applicationId } = await hiredJob(t, model);
    const shiftOn = async (day: string) => (await t.db.selectFrom('shifts').select('id').where('job_id', '=', jobId).where('day', '=', sql<Date>`${day}::date`).executeTakeFirstOrThrow()).id;

    const saturday = await shiftOn('2026-11-28');
    // The outbox delivers what is due as the days go by (the reminders of the shifts that started).
    const at = async (iso: string) => {
      t.clock.current = new Date(iso);
      await t.app.outbox.drain();
    };
    await at('2026-11-28T12:50:00Z');
    expect((await t.call('POST', shiftPaths.checkIn(saturday), { cookie: officer.cookie, body: AT_THE_JOB })).statusCode).toBe(200);
    await at('2026-11-28T21:05:00Z');
    expect((await t.call('POST', shiftPaths.checkOut(saturday), { cookie: officer.cookie, body: AT_THE_JOB })).statusCode).toBe(200);
    await at('2026-11-29T13:20:00Z');
    await tellNoShows(t.db, t.app.events, t.clock.now(), ORIGIN);
    await at(MONDAY.toISOString());
    expect((await t.call('POST', shiftPaths.approve(saturday), { cookie: boss.cookie, body: { minutes: null, reason: 'Stayed for the handover' } })).statusCode).toBe(200);
    const admin = async () => (await adminSession(t)).cookie;
    return { t, boss, officer, jobId, applicationId, model, admin };
  }

  const shiftsOf = (s: Scene) => t.db.selectFrom('shifts').selectAll().where('user_id', '=', s.officer.userId).orderBy('starts_at').execute();
  const lastEvent = async () => Number((await t.db.selectFrom('events').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id ?? 0);

  it.each(WRITE_PATHS)('$write', async ({ run, ahead, released = [], events, title = 'Bank lobby', officerDeleted }) => {
    const s = await scene();
    const feedPath = ((await t.call('GET', shiftPaths.mine, { cookie: s.officer.cookie })).json() as MyShiftsResponse).calendarFeedUrl.slice(ORIGIN.length);
    const feedBefore = readCalendar((await t.call('GET', feedPath)).body);
    const before = await shiftsOf(s);
    const record = before.filter((shift) => shift.starts_at <= MONDAY);
    // The scene holds one of each kind of record.
    expect(record.map((shift) => [String(shift.day.toISOString().slice(0, 10)), Boolean(shift.approved_at), Boolean(shift.no_show_told_at), Boolean(shift.checked_in_at)])).toEqual([
      ['2026-11-28', true, false, true],
      ['2026-11-29', false, true, false],
      ['2026-11-30', false, false, false],
    ]);
    const since = await lastEvent();

    const answer = await run(s);
    expect([answer.statusCode, answer.statusCode === 200 ? '' : answer.body]).toEqual([200, '']);

    const after = await shiftsOf(s);
    // What happened stays exactly as it was.
    expect(after.filter((shift) => shift.starts_at <= MONDAY)).toEqual(record);
    // What is ahead is what the job and the hire now call for; the released shifts stay as records, without reminders.
    const days = (shifts: typeof after) => shifts.map((shift) => shift.day.toISOString().slice(0, 10));
    const aheadNow = after.filter((shift) => shift.starts_at > MONDAY && shift.released_at === null);
    expect(days(aheadNow)).toEqual(ahead);
    expect(days(after.filter((shift) => shift.released_at !== null))).toEqual(released);
    // Reminders for those shifts alone, 24 and 2 hours before each while that is still ahead, naming the job as it is.
    const reminders = await t.db
      .selectFrom('outbox')
      .select(['shift_id', 'next_attempt_at', 'body'])
      .where('user_id', '=', s.officer.userId)
      .where('shift_id', 'is not', null)
      .where('status', '=', 'pending')
      .orderBy('next_attempt_at')
      .execute();
    const expected = aheadNow.flatMap((shift) =>
      [new Date(shift.starts_at.getTime() - REMINDER_HOURS * HOUR)]
        .filter((at) => at > MONDAY)
        .map((at) => ({ shift_id: shift.id, next_attempt_at: at })),
    );
    expect(reminders.map(({ shift_id, next_attempt_at }) => ({ shift_id, next_attempt_at }))).toEqual(expected.sort((a, b) => a.next_attempt_at.getTime() - b.next_attempt_at.getTime()));
    expect(reminders.every((reminder) => reminder.body.includes(`"${title}"`))).toBe(true);
    // What happened is recorded.
    const recorded = await t.db.selectFrom('events').select(['kind', 'job_id', 'user_id']).where('id', '>', String(since)).orderBy('id').execute();
    expect(recorded.map((event) => event.kind)).toEqual(events);
    // Issue 37: every shift that left the officer's feed is in it as cancelled, with the next SEQUENCE, so calendars remove it.
    const feed = await t.call('GET', feedPath);
    if (officerDeleted) return expect(feed.statusCode).toBe(404);
    const feedAfter = readCalendar(feed.body);
    const stillThere = new Set(feedAfter.filter((event) => event.status === null).map((event) => event.uid));
    // At its times as they were (not by its summary: a deleted employer's jobs lose the company's name).
    const timed = ({ uid, sequence, status, start, end }: CalendarEvent) => ({ uid, sequence, status, start, end });
    const gone = feedBefore.filter((event) => !stillThere.has(event.uid)).map((event) => timed({ ...event, sequence: event.sequence + 1, status: 'CANCELLED' }));
    expect(feedAfter.filter((event) => event.status !== null).map(timed)).toEqual(gone);
    expect(gone.length).toBe(AHEAD.length - ahead.length);
  });

  it('counts a withdrawal during a started shift as late, and the employer hears it', async () => {
    const s = await scene();
    expect((await t.call('POST', jobPaths.cancel(s.jobId), { cookie: s.officer.cookie, body: { reason: 'Family emergency' } })).statusCode).toBe(200);
    const withdrawal = await t.db.selectFrom('hire_withdrawals').select(['late', 'reason']).where('user_id', '=', s.officer.userId).executeTakeFirstOrThrow();
    expect(withdrawal).toEqual({ late: true, reason: 'Family emergency' });
    const told = await t.db.selectFrom('outbox').select('body').where('user_id', '=', s.boss.userId).where('body', 'like', '%withdrew from "Bank lobby" (Family emergency)%').execute();
    expect(told).toHaveLength(1);
  });

  it('closing tells the hired they stay hired, and their shifts and the page agree', async () => {
    const s = await scene();
    expect((await t.call('POST', employerJobsPaths.changeState(s.jobId, 0), { cookie: s.boss.cookie })).statusCode).toBe(200);
    const sms = await t.db.selectFrom('outbox').select('body').where('user_id', '=', s.officer.userId).where('body', 'like', '%closed to new applicants%').executeTakeFirstOrThrow();
    expect(sms.body).toContain('You are still hired: 28 Nov - 5 Dec 2026, AM (0700-1500).');
    const page = (await t.call('POST', jobPaths.status(s.jobId), { cookie: s.officer.cookie })).json();
    expect(page).toBe(1); // Accepted
    const mine = (await t.call('GET', shiftPaths.mine, { cookie: s.officer.cookie })).json() as { shifts: { startsAt: string }[] };
    expect(mine.shifts.filter((shift) => new Date(shift.startsAt) > MONDAY)).toHaveLength(AHEAD.length);
  });

  it('the writes that move shifts, all at once from both sides, leave the record as it was and answer no 5xx', async () => {
    const s = await scene();
    const record = (await shiftsOf(s)).filter((shift) => shift.starts_at <= MONDAY);
    const admin = await s.admin();
    const answers = await Promise.all([
      edit(s, (model) => (model.general.title = 'Bank lobby, renamed')),
      s.t.call('POST', jobPaths.cancel(s.jobId), { cookie: s.officer.cookie, body: { reason: 'Family emergency' } }),
      s.t.call('POST', employerJobsPaths.changeState(s.jobId, 0), { cookie: s.boss.cookie }),
      s.t.call('POST', jobApplicantsPaths.reject(s.applicationId), { cookie: s.boss.cookie, body: { reason: CANCEL_HIRE_REASONS[0] } }),
      s.t.call('DELETE', adminPaths.deleteJob(s.jobId), { cookie: admin }),
      s.t.call('DELETE', authPaths.deleteAccount, { cookie: s.officer.cookie }),
    ]);
    expect(answers.filter((answer) => answer.statusCode >= 500).map((answer) => answer.body)).toEqual([]);
    const after = await shiftsOf(s);
    expect(after.filter((shift) => shift.starts_at <= MONDAY)).toEqual(record);
    // The job ended up deleted or the hire ended, so nothing is left ahead of the officer (an ended hire's next days
    // may stay as released records, issue 36).
    expect(after.filter((shift) => shift.starts_at > MONDAY && shift.released_at === null)).toEqual([]);
  });

  it('the hourly top-up rolls a full-time hire on, closed or not, and leaves the record alone', async () => {
    const s = await scene();
    // The same hire, full-time from Saturday: 28 days of shifts from the day it was planned.
    await t.db.updateTable('jobs').set({ period_type: JobPeriodType.FullTime, to_date: null }).where('id', '=', s.jobId).execute();
    await t.db.updateTable('applicants').set({ shifts_planned_to: null }).where('job_id', '=', s.jobId).execute();
    expect(await topUpFullTimeShifts(t.db, MONDAY, ORIGIN)).toBe(1);
    const record = (await shiftsOf(s)).filter((shift) => shift.starts_at <= MONDAY);
    expect((await t.call('POST', employerJobsPaths.changeState(s.jobId, 0), { cookie: s.boss.cookie })).statusCode).toBe(200);
    const dayOf = (shift: { day: Date }) => shift.day.toISOString().slice(0, 10);
    const lastDay = async () => dayOf((await shiftsOf(s)).at(-1)!);
    expect(await lastDay()).toBe('2026-12-27'); // Monday Nov 30 and the 27 days after

    const aWeekOn = new Date(MONDAY.getTime() + 7 * 24 * HOUR);
    expect(await topUpFullTimeShifts(t.db, aWeekOn, ORIGIN)).toBe(1);
    expect(await lastDay()).toBe('2027-01-03');
    expect(await topUpFullTimeShifts(t.db, aWeekOn, ORIGIN)).toBe(0); // planned: nothing to do until the days move on
    const after = await shiftsOf(s);
    expect(after.filter((shift) => shift.starts_at <= MONDAY)).toEqual(record);
    expect(after.filter((shift) => shift.starts_at > aWeekOn)).toHaveLength(FULL_TIME_DAYS_AHEAD - 1);
  });

  it('the database refuses to delete or move a shift that is a record, and lets one ahead go', async () => {
    const s = await scene();
    const [worked, missed, , next] = await shiftsOf(s);
    await expect(t.db.deleteFrom('shifts').where('id', '=', worked!.id).execute()).rejects.toThrow(/is a record .* cannot be deleted/);
    await expect(t.db.updateTable('shifts').set({ starts_at: new Date(missed!.starts_at.getTime() + HOUR) }).where('id', '=', missed!.id).execute()).rejects.toThrow(/cannot be moved/);
    await expect(t.db.deleteFrom('jobs').where('id', '=', s.jobId).execute()).rejects.toThrow(/foreign key/);
    // Recording what happens later on a record is fine: the employer corrects the approved hours.
    await t.db.updateTable('shifts').set({ approved_minutes: 420, correction_reason: 'Left early' }).where('id', '=', worked!.id).execute();
    await t.db.deleteFrom('shifts').where('id', '=', next!.id).execute();
    expect((await shiftsOf(s)).map((shift) => shift.id)).not.toContain(next!.id);
  });
});
