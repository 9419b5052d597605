import {
  addCalendarDays,
  adminPaths,
  ApplicantState,
  ArmedStatus,
  dayIn,
  employeeProfilePaths,
  employerJobsPaths,
  formatDay,
  jobApplicantsPaths,
  JobPeriodType,
  jobPaths,
  jobWeekDays,
  publicJobPath,
  PermitDocumentType as D,
  WEEK_DAYS,
  type ApplicantProfile,
  type Job,
  type JobApplicant,
  type JobEditableResponse,
  type JobEditorModel,
} from '@dutylink/contracts';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { adminSession } from '../admin/fixtures';
import { validPermits } from '../employees/fixtures';
import { applicantOf, dayOf, employer, validJob } from './fixtures';

/** validJob's address is in Dallas: a job's days are in its own zone. */
const JOB_ZONE = 'America/Chicago';

/**
 * Issue 21, required permits: a job's armed status implies a permit, the employer may mark others, and a
 * hire is refused (409, nothing changed) while the applicant lacks one or it expires before the last shift.
 */
describe('required permits', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
  });

  const today = () => dayIn(t.clock.now(), JOB_ZONE);
  /** The last day of everyDayJob's dates, which validJob counts from its own zone's today (late in the evening in Dallas, the next day). */
  const lastDay = () => addCalendarDays(dayOf(t.clock.now()), 4);

  /** A range job working every day of its dates, so its last shift day is its last day. */
  function everyDayJob(payment: Partial<JobEditorModel['payment']>, dates: { fromDays?: number } = {}): JobEditorModel {
    const model = validJob(t, { fromDays: dates.fromDays ?? 1, numberOfEmployee: 3, title: 'Armed lobby post' });
    model.general.days = [...jobWeekDays(model.general)];
    model.payment = { ...model.payment, ...payment };
    return model;
  }

  async function save(cookie: string, model: JobEditorModel) {
    return t.call('POST', employerJobsPaths.save, { cookie, body: model });
  }

  async function post(cookie: string, model: JobEditorModel): Promise<number> {
    const response = await save(cookie, model);
    expect(response.statusCode).toBe(200);
    return response.json().id;
  }

  const applicationOf = async (cookie: string, jobId: number, userId: number) =>
    ((await t.call('GET', jobApplicantsPaths.list(jobId), { cookie })).json() as JobApplicant[]).find((a) => a.user.id === userId)!;

  const profileOf = async (cookie: string, jobId: number, userId: number) =>
    (await t.call('GET', jobApplicantsPaths.profile(userId, jobId), { cookie })).json() as ApplicantProfile;

  /** Gives the officer a permit of `type` expiring on `expires` (or none), straight in the table: the permits step refuses past dates. */
  async function holds(userId: number, type: D, expires: string | null) {
    await t.db.deleteFrom('employee_documents').where('user_id', '=', userId).where('type', '=', type).execute();
    await t.db.insertInto('employee_documents').values({ user_id: userId, type, number: 'P-1', issued: null, expires, info: null, specialized_training_ids: [] }).execute();
  }

  /** Everything a hire would change, to show that a refusal changed none of it. */
  const hireTraces = async (jobId: number, userId: number, phone: string) => ({
    state: (await t.db.selectFrom('applicants').select('state').where('job_id', '=', jobId).where('user_id', '=', userId).executeTakeFirstOrThrow()).state,
    shifts: (await t.db.selectFrom('shifts').select('id').where('job_id', '=', jobId).execute()).length,
    sms: (await t.db.selectFrom('outbox').select('id').where('recipient', '=', phone).where('body', 'like', '%you are hired%').execute()).length,
  });

  it('the job editor saves the marked permits; the editor and every job view read them back', async () => {
    const boss = await employer(t);
    const model = everyDayJob({ armedType: ArmedStatus.ArmedCCW, markedPermits: [D.DriverLicense, D.GuardCard] });
    const id = await post(boss.cookie, model);
    const editable = (await t.call('GET', employerJobsPaths.editable(id), { cookie: boss.cookie })).json() as JobEditableResponse;
    // Kept in the permits step's order.
    expect(editable.payment.markedPermits).toEqual([D.GuardCard, D.DriverLicense]);
    const job = (await t.call('GET', jobPaths.get(id), { cookie: boss.cookie })).json() as Job;
    expect(job).toMatchObject({ armedType: ArmedStatus.ArmedCCW, markedPermits: [D.GuardCard, D.DriverLicense] });
    // A new job marks none.
    const blank = (await t.call('GET', employerJobsPaths.editable(0), { cookie: boss.cookie })).json() as JobEditableResponse;
    expect(blank.payment.markedPermits).toEqual([]);
  });

  it('refuses unknown and repeated permit types (400) and changes nothing', async () => {
    const boss = await employer(t);
    const id = await post(boss.cookie, everyDayJob({ markedPermits: [D.Baton] }));
    for (const [markedPermits, field, message] of [
      [[D.GuardCard, 99], 'payment.markedPermits[1]', 'Choose a value from the list'],
      [[D.GuardCard, D.GuardCard], 'payment.markedPermits', 'Each permit may be marked once'],
      [['x'], 'payment.markedPermits[0]', undefined],
    ] as const) {
      const refused = await save(boss.cookie, { ...everyDayJob({ markedPermits: markedPermits as unknown as D[] }), id });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().errors)).toContain(field);
      if (message) expect(refused.json().errors[field]).toEqual([message]);
    }
    const row = await t.db.selectFrom('jobs').select('marked_permits').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.marked_permits).toEqual([D.Baton]);
  });

  it('an armed job refuses an applicant without its permit (409 naming it, nothing changed); once held, the hire goes through', async () => {
    const boss = await employer(t);
    const jobId = await post(boss.cookie, everyDayJob({ armedType: ArmedStatus.ArmedExposed }));
    const officer = await applicantOf(t, jobId);
    const application = await applicationOf(boss.cookie, jobId, officer.userId);

    expect((await profileOf(boss.cookie, jobId, officer.userId)).permitShortfalls).toEqual([
      { type: D.ExposedFirearm, kind: 'missing', expires: null, neededThrough: lastDay() },
    ]);
    const refused = await t.call('POST', jobApplicantsPaths.accept(application.id), { cookie: boss.cookie });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ title: 'Not hired', errors: { permits: ['Missing: Exposed firearm permit'] } });
    expect(await hireTraces(jobId, officer.userId, officer.phone)).toEqual({ state: ApplicantState.New, shifts: 0, sms: 0 });

    // Valid through the last shift day itself: covered.
    await holds(officer.userId, D.ExposedFirearm, lastDay());
    expect((await profileOf(boss.cookie, jobId, officer.userId)).permitShortfalls).toEqual([]);
    expect((await t.call('POST', jobApplicantsPaths.accept(application.id), { cookie: boss.cookie })).json()).toEqual({ success: true });
    expect(await hireTraces(jobId, officer.userId, officer.phone)).toMatchObject({ state: ApplicantState.Accepted, sms: 1 });
  });

  it('refuses a permit that expires before the last shift, or has expired, with its date', async () => {
    const boss = await employer(t);
    const jobId = await post(boss.cookie, everyDayJob({ armedType: ArmedStatus.ArmedCCW }));
    const officer = await applicantOf(t, jobId);
    const application = await applicationOf(boss.cookie, jobId, officer.userId);
    const dayBeforeLast = addCalendarDays(lastDay(), -1);
    await holds(officer.userId, D.ConcealedWeapons, dayBeforeLast);
    const expiring = await t.call('POST', jobApplicantsPaths.accept(application.id), { cookie: boss.cookie });
    expect(expiring.statusCode).toBe(409);
    expect(expiring.json().errors.permits).toEqual([`Concealed weapons permit expires ${formatDay(dayBeforeLast)}, before the last shift`]);

    const yesterday = addCalendarDays(today(), -1);
    await holds(officer.userId, D.ConcealedWeapons, yesterday);
    const expired = await t.call('POST', jobApplicantsPaths.accept(application.id), { cookie: boss.cookie });
    expect(expired.json().errors.permits).toEqual([`Concealed weapons permit expired ${formatDay(yesterday)}`]);
    expect(await hireTraces(jobId, officer.userId, officer.phone)).toEqual({ state: ApplicantState.New, shifts: 0, sms: 0 });
  });

  it('a permit the employer marked is required too; the officer adds it in the permits step and is hired', async () => {
    const boss = await employer(t);
    const jobId = await post(boss.cookie, everyDayJob({ armedType: ArmedStatus.Unarmed, markedPermits: [D.DriverLicense, D.GuardCard] }));
    const officer = await applicantOf(t, jobId);
    const application = await applicationOf(boss.cookie, jobId, officer.userId);
    // The fixture's officer holds a guard card: only the driver license lacks.
    const refused = await t.call('POST', jobApplicantsPaths.accept(application.id), { cookie: boss.cookie });
    expect(refused.json()).toEqual({ title: 'Not hired', errors: { permits: ['Missing: Driver license'] } });

    const permits = validPermits(t.clock.now());
    Object.assign(permits.documents.find((d) => d.type === D.DriverLicense)!, { exists: true, number: 'DL-7', issued: today(), expired: addCalendarDays(today(), 400) });
    expect((await t.call('POST', employeeProfilePaths.permits, { cookie: officer.cookie, body: permits })).statusCode).toBe(200);
    expect((await t.call('POST', jobApplicantsPaths.accept(application.id), { cookie: boss.cookie })).json()).toEqual({ success: true });
  });

  it('full time: the permit must cover the four weeks of shifts a hire plans at once', async () => {
    const boss = await employer(t);
    const model = everyDayJob({ armedType: ArmedStatus.ArmedExposed });
    model.general = { ...model.general, periodType: JobPeriodType.FullTime, to: null, days: [...WEEK_DAYS] };
    const jobId = await post(boss.cookie, model);
    const officer = await applicantOf(t, jobId);
    const application = await applicationOf(boss.cookie, jobId, officer.userId);
    // Today and the 27 days after.
    const horizon = addCalendarDays(today(), 27);
    await holds(officer.userId, D.ExposedFirearm, addCalendarDays(horizon, -1));
    expect((await t.call('POST', jobApplicantsPaths.accept(application.id), { cookie: boss.cookie })).statusCode).toBe(409);
    await holds(officer.userId, D.ExposedFirearm, horizon);
    expect((await t.call('POST', jobApplicantsPaths.accept(application.id), { cookie: boss.cookie })).json()).toEqual({ success: true });
  });

  it('an edit that adds a requirement after a hire is allowed; the hire stands and its profile names what lacks', async () => {
    const boss = await employer(t);
    const model = everyDayJob({});
    const jobId = await post(boss.cookie, model);
    const officer = await applicantOf(t, jobId);
    const application = await applicationOf(boss.cookie, jobId, officer.userId);
    expect((await t.call('POST', jobApplicantsPaths.accept(application.id), { cookie: boss.cookie })).json()).toEqual({ success: true });

    expect((await save(boss.cookie, { ...model, id: jobId, payment: { ...model.payment, armedType: ArmedStatus.ArmedExposed } })).statusCode).toBe(200);
    expect((await applicationOf(boss.cookie, jobId, officer.userId)).state).toBe(ApplicantState.Accepted);
    expect((await profileOf(boss.cookie, jobId, officer.userId)).permitShortfalls.map((s) => s.type)).toEqual([D.ExposedFirearm]);
  });

  it("the applicants list shows each applicant's permit gaps, as their profiles do, read with the list (issue 36)", async () => {
    const boss = await employer(t);
    const jobId = await post(boss.cookie, everyDayJob({ armedType: ArmedStatus.ArmedExposed, markedPermits: [D.DriverLicense] }));
    const lacksBoth = await applicantOf(t, jobId);
    const expired = await applicantOf(t, jobId);
    const covered = await applicantOf(t, jobId);
    const yesterday = addCalendarDays(today(), -1);
    await holds(expired.userId, D.ExposedFirearm, yesterday);
    await holds(expired.userId, D.DriverLicense, null);
    await holds(covered.userId, D.ExposedFirearm, lastDay());
    await holds(covered.userId, D.DriverLicense, lastDay());

    const selects = jest.spyOn(t.app.db, 'selectFrom');
    const list = (await t.call('GET', jobApplicantsPaths.list(jobId), { cookie: boss.cookie })).json() as JobApplicant[];
    // The job and the applicants with their permits: not a query per applicant.
    expect(selects).toHaveBeenCalledTimes(2);
    selects.mockRestore();
    const gaps = (userId: number) => list.find((a) => a.user.id === userId)!.permitShortfalls;
    expect(gaps(lacksBoth.userId)).toEqual([
      { type: D.DriverLicense, kind: 'missing', expires: null, neededThrough: lastDay() },
      { type: D.ExposedFirearm, kind: 'missing', expires: null, neededThrough: lastDay() },
    ]);
    expect(gaps(expired.userId)).toEqual([{ type: D.ExposedFirearm, kind: 'expired', expires: yesterday, neededThrough: lastDay() }]);
    expect(gaps(covered.userId)).toEqual([]);
    for (const officer of [lacksBoth, expired, covered]) {
      expect(gaps(officer.userId)).toEqual((await profileOf(boss.cookie, jobId, officer.userId)).permitShortfalls);
    }
    // An admin's view of the job's applicants says the same.
    const admin = await adminSession(t);
    const adminList = (await t.call('GET', adminPaths.jobApplicants(jobId), { cookie: admin.cookie })).json() as JobApplicant[];
    expect(adminList.map((a) => a.permitShortfalls)).toEqual(list.map((a) => a.permitShortfalls));
  });

  it('the SMS job page lists the permits required', async () => {
    const boss = await employer(t);
    const jobId = await post(boss.cookie, everyDayJob({ armedType: ArmedStatus.ArmedExposed, markedPermits: [D.DriverLicense] }));
    const officer = await applicantOf(t, jobId);
    const token = t.app.jobLinks.make(officer.userId, jobId, new Date(t.clock.now().getTime() + 86_400_000));
    const page = await t.call('GET', publicJobPath(jobId, officer.userId, token), { headers: { accept: 'text/html' } });
    expect(page.body).toContain('<dt>Permits required</dt><dd>Driver license, Exposed firearm permit</dd>');
  });
});
