import { ApplicantState, jobPaths, reliabilityPaths, Role, withdrawalIsLate, type EmployerRecord, type Job, type OfficerRecord, type OfficerRecordsResponse } from '@dutylink/contracts';
import { subscriber } from '../../helpers/subscriptions';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { insertUser } from '../admin/fixtures';
import { applicantOf, employer } from '../employers/fixtures';
import { hire, MONDAY, wednesdayJob, type Party } from './fixtures';

const HOUR = 3_600_000;

describe("the employer's and the officer's records", () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
  });
  beforeEach(() => {
    t.clock.current = MONDAY;
  });

  async function shiftOf(jobId: number, userId: number, startsAt: Date, patch: Record<string, unknown> = {}) {
    const row = await t.db
      .insertInto('shifts')
      .values({ job_id: jobId, user_id: userId, day: startsAt.toISOString().slice(0, 10), starts_at: startsAt, ends_at: new Date(startsAt.getTime() + 8 * HOUR), ...patch })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  const rating = (shiftId: number, side: 'officer' | 'employer', raterId: number, rateeId: number, stars: number, createdAt: Date) =>
    t.db.insertInto('shift_ratings').values({ shift_id: shiftId, side, rater_id: raterId, ratee_id: rateeId, stars, comment: '', created_at: createdAt }).execute();

  it("counts the employer's hires, cancelled hires and ratings of the last 90 days of the reader's calendar", async () => {
    // Sunday, Mar 1 2026, 1:00 in New York: still Feb 28 in Los Angeles, whose 90 days open a day earlier.
    t.clock.current = new Date('2026-03-01T06:00:00Z');
    const laStart = new Date('2025-12-01T08:00:00Z');
    const boss = await employer(t);
    const [job, deletedEarly, deletedAfterEnd] = [await wednesdayJob(t, boss, 'Lobby'), await wednesdayJob(t, boss, 'Gate'), await wednesdayJob(t, boss, 'Dock')];
    await t.db.updateTable('jobs').set({ deleted_at: t.clock.now() }).where('id', '=', deletedEarly).execute();
    await t.db.updateTable('jobs').set({ deleted_at: new Date('2027-01-01T00:00:00Z') }).where('id', '=', deletedAfterEnd).execute();
    const otherBoss = await employer(t);
    const otherJob = await wednesdayJob(t, otherBoss);

    const application = async (jobId: number, state: ApplicantState, hiredAt: Date | null) => {
      const officer = await insertUser(t, Role.Employee);
      await t.db.insertInto('applicants').values({ job_id: jobId, user_id: officer.id, state, reason: state === ApplicantState.Rejected ? 'No longer needed' : null, hired_at: hiredAt, created_at: t.clock.now(), updated_at: t.clock.now() }).execute();
      return officer.id;
    };
    const hiredA = await application(job, ApplicantState.Accepted, new Date('2026-02-01T15:00:00Z'));
    await application(job, ApplicantState.Rejected, new Date('2026-02-10T15:00:00Z')); // hired, then cancelled
    await application(job, ApplicantState.Rejected, null); // turned down, never hired
    await application(job, ApplicantState.New, null);
    await application(job, ApplicantState.Accepted, new Date('2025-11-01T15:00:00Z')); // before the window
    await application(job, ApplicantState.Accepted, laStart); // the first instant of Los Angeles' window; New York's opened later
    await application(job, ApplicantState.Accepted, new Date(laStart.getTime() - 1)); // just before both
    await application(deletedEarly, ApplicantState.Accepted, new Date('2026-02-15T15:00:00Z')); // the job deleted before it ended: cancelled
    await application(deletedAfterEnd, ApplicantState.Accepted, new Date('2026-02-16T15:00:00Z')); // deleted once over: not cancelled
    await application(otherJob, ApplicantState.Rejected, new Date('2026-02-16T15:00:00Z')); // another employer's
    const withdrawn = await insertUser(t, Role.Employee);
    await t.db.insertInto('hire_withdrawals').values({ job_id: job, user_id: withdrawn.id, hired_at: new Date('2026-02-20T15:00:00Z'), withdrawn_at: new Date('2026-02-21T15:00:00Z'), reason: 'Sick or injured', late: true }).execute();

    const shift = await shiftOf(job, hiredA, new Date('2026-02-02T13:00:00Z'));
    const shift2 = await shiftOf(job, hiredA, new Date('2026-02-03T13:00:00Z'));
    const shift3 = await shiftOf(job, hiredA, new Date('2025-11-03T13:00:00Z'));
    await rating(shift, 'officer', hiredA, boss.userId, 5, new Date('2026-02-02T22:00:00Z'));
    await rating(shift2, 'officer', hiredA, boss.userId, 4, new Date('2026-02-25T22:00:00Z'));
    await rating(shift3, 'officer', hiredA, boss.userId, 1, new Date('2025-11-15T22:00:00Z')); // before the window
    await rating(shift, 'employer', boss.userId, hiredA, 2, new Date('2026-02-02T22:00:00Z')); // about the officer

    const reader = await subscriber(t, Role.Employee);
    const record = async (timeZone: string, jobId = job) => {
      const response = await t.call('GET', reliabilityPaths.employerRecord(jobId), { cookie: reader.cookie, timeZone });
      expect(response.statusCode).toBe(200);
      return response.json() as EmployerRecord;
    };
    // A, the cancelled hire, the window's first instant, the two deleted jobs' hires and the withdrawn one.
    expect(await record('America/Los_Angeles')).toEqual({ hires: 6, cancelled: 2, ratings: { average: 4.5, count: 2 } });
    expect(await record('America/New_York')).toEqual({ hires: 5, cancelled: 2, ratings: { average: 4.5, count: 2 } });
    expect(await record('America/New_York', otherJob)).toEqual({ hires: 1, cancelled: 1, ratings: { average: null, count: 0 } });

    // A deleted job has no page; an unknown one neither; only officers read it.
    expect((await t.call('GET', reliabilityPaths.employerRecord(deletedEarly), { cookie: reader.cookie })).statusCode).toBe(404);
    expect((await t.call('GET', reliabilityPaths.employerRecord(2_000_000), { cookie: reader.cookie })).statusCode).toBe(404);
    expect((await t.call('GET', reliabilityPaths.employerRecord(job), { cookie: boss.cookie })).statusCode).toBe(403);
    expect((await t.call('GET', reliabilityPaths.employerRecord(job))).statusCode).toBe(401);
  });

  it("counts the officer's completed shifts, no-shows, late withdrawals and employers' ratings", async () => {
    const boss = await employer(t);
    const jobId = await wednesdayJob(t, boss, 'Lobby');
    const officer: Party = await applicantOf(t, jobId);
    const newcomer = await applicantOf(t, jobId);

    // Four hires withdrawn from: 46 hours before the shift, then 1 hour and half an hour before it, and once because the job changed.
    // Each hired just before its withdrawal: the four are at the same hours, and an officer works one shift at a time.
    const jobs = [await wednesdayJob(t, boss, 'W1'), await wednesdayJob(t, boss, 'W2'), await wednesdayJob(t, boss, 'W3'), await wednesdayJob(t, boss, 'W4')];
    // The job page tells the officer the next shift, and the dialog the rule (withdrawalIsLate): what it says is what is recorded.
    const said: boolean[] = [];
    const withdraw = async (id: number, at: string, reason: string) => {
      await hire(t, boss, id, officer);
      t.clock.current = new Date(at);
      const job = (await t.call('GET', jobPaths.get(id), { cookie: officer.cookie })).json() as Job;
      expect(job.nextShiftAt).toBe('2026-12-02T13:00:00.000Z');
      said.push(withdrawalIsLate(new Date(job.nextShiftAt!), reason, t.clock.now()));
      expect((await t.call('POST', jobPaths.cancel(id), { cookie: officer.cookie, body: { reason } })).statusCode).toBe(200);
    };
    await withdraw(jobs[0], '2026-11-30T15:00:00Z', 'Schedule conflict');
    await withdraw(jobs[1], '2026-12-02T12:00:00Z', 'Sick or injured');
    await withdraw(jobs[2], '2026-12-02T12:30:00Z', 'Transportation problem');
    await withdraw(jobs[3], '2026-12-02T12:30:00Z', 'Job details changed');
    expect(await t.db.selectFrom('hire_withdrawals').select(['job_id', 'late']).where('user_id', '=', officer.userId).orderBy('id').execute()).toEqual([
      { job_id: jobs[0], late: false },
      { job_id: jobs[1], late: true },
      { job_id: jobs[2], late: true },
      { job_id: jobs[3], late: false },
    ]);
    expect(said).toEqual([false, true, true, false]);

    t.clock.current = new Date('2026-12-10T12:00:00Z');
    const day = (n: number) => new Date(Date.parse('2026-12-03T13:00:00Z') + n * 86_400_000);
    const checkedOut = await shiftOf(jobId, officer.userId, day(0), { checked_in_at: day(0), checked_out_at: new Date(day(0).getTime() + 8 * HOUR) });
    const approvedWithout = await shiftOf(jobId, officer.userId, day(1), { approved_at: day(2), approved_minutes: 480 });
    await shiftOf(jobId, officer.userId, day(2), { checked_in_at: day(2), checked_out_at: day(2), approved_at: day(3), approved_minutes: 0 });
    await shiftOf(jobId, officer.userId, day(3)); // a no-show
    await shiftOf(jobId, officer.userId, day(4), { approved_at: day(5), approved_minutes: 0 }); // a no-show, approved at nothing
    await shiftOf(jobId, officer.userId, new Date(t.clock.now().getTime() - 10 * 60_000)); // 10 minutes late: not yet a no-show
    await shiftOf(jobId, officer.userId, day(9)); // to come
    // Checked in early and out before its start (check-in opens 30 minutes before): completed all the same.
    const soon = new Date(t.clock.now().getTime() + 20 * 60_000);
    await shiftOf(jobId, officer.userId, soon, { checked_in_at: t.clock.now(), checked_out_at: new Date(t.clock.now().getTime() + 60_000) });
    await rating(checkedOut, 'employer', boss.userId, officer.userId, 5, day(1));
    await rating(approvedWithout, 'employer', boss.userId, officer.userId, 4, day(2));
    await rating(approvedWithout, 'officer', officer.userId, boss.userId, 1, day(2)); // about the employer

    const records = await t.call('GET', reliabilityPaths.officerRecords(jobId), { cookie: boss.cookie });
    expect(records.statusCode).toBe(200);
    expect((records.json() as OfficerRecordsResponse).records).toEqual([
      { userId: officer.userId, record: { completedShifts: 3, noShows: 2, lateWithdrawals: 2, ratings: { average: 4.5, count: 2 } } },
      { userId: newcomer.userId, record: { completedShifts: 0, noShows: 0, lateWithdrawals: 0, ratings: { average: null, count: 0 } } },
    ]);

    // The officer reads their own record, counted as the employer's view counts it (issue 36); only officers have one.
    const mine = await t.call('GET', reliabilityPaths.myRecord, { cookie: officer.cookie });
    expect(mine.statusCode).toBe(200);
    expect(mine.json() as OfficerRecord).toEqual({ completedShifts: 3, noShows: 2, lateWithdrawals: 2, ratings: { average: 4.5, count: 2 } });
    expect((await t.call('GET', reliabilityPaths.myRecord, { cookie: newcomer.cookie })).json()).toEqual({ completedShifts: 0, noShows: 0, lateWithdrawals: 0, ratings: { average: null, count: 0 } });
    expect((await t.call('GET', reliabilityPaths.myRecord, { cookie: boss.cookie })).statusCode).toBe(403);
    expect((await t.call('GET', reliabilityPaths.myRecord)).statusCode).toBe(401);

    // Only the employer of the job reads its applicants' records.
    const otherBoss = await employer(t);
    expect((await t.call('GET', reliabilityPaths.officerRecords(jobId), { cookie: otherBoss.cookie })).statusCode).toBe(404);
    expect((await t.call('GET', reliabilityPaths.officerRecords(jobId), { cookie: officer.cookie })).statusCode).toBe(403);
    expect((await t.call('GET', reliabilityPaths.officerRecords(2_000_000), { cookie: boss.cookie })).statusCode).toBe(404);
  });
});
