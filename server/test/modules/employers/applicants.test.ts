import {
  ApplicantState,
  CANCEL_HIRE_REASONS,
  employerJobsPaths,
  jobApplicantsPaths,
  jobPaths,
  type ApplicantProfile,
  type JobApplicant,
} from '@dutylink/contracts';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { applicantOf, employer, validJob } from './fixtures';

describe('job applicants', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
  });

  async function postJob(cookie: string, numberOfEmployee = 2, title = 'Stadium traffic'): Promise<number> {
    const response = await t.call('POST', employerJobsPaths.save, { cookie, body: validJob(t, { numberOfEmployee, title }) });
    expect(response.statusCode).toBe(200);
    return response.json().id;
  }

  const applicant = (jobId: number) => applicantOf(t, jobId);

  const applicantsOf = async (cookie: string, jobId: number) => (await t.call('GET', jobApplicantsPaths.list(jobId), { cookie })).json() as JobApplicant[];
  const smsTo = (phone: string) => t.db.selectFrom('outbox').select(['body', 'channel']).where('recipient', '=', phone).where('body', 'like', 'DutyLink: %').orderBy('id').execute();

  it('lists applicants and shows a trimmed profile before hire, the full one after', async () => {
    const boss = await employer(t);
    const jobId = await postJob(boss.cookie);
    const maria = await applicant(jobId);
    const list = await applicantsOf(boss.cookie, jobId);
    expect(list).toEqual([{ id: expect.any(Number), user: { id: maria.userId, name: 'Maria Lopez' }, state: ApplicantState.New, reason: null, wasHired: false, notSelected: false, created: expect.any(String), permitShortfalls: [], unconfirmedShift: null }]);

    const short = (await t.call('GET', jobApplicantsPaths.profile(maria.userId, jobId), { cookie: boss.cookie })).json() as ApplicantProfile;
    expect(short).toMatchObject({ applicantID: list[0].id, state: ApplicantState.New, reason: null, extended: false });
    expect(short.general).toMatchObject({ name: 'Maria Lopez', phone: '', email: '', emergencyContacts: [], address: { address1: '', postalCode: '', city: 'Dallas' } });
    expect(short.permits!.documents.every((d) => d.number === '')).toBe(true);
    expect(short.experience!.industries.length).toBeGreaterThan(0);
    expect(short.notifications).not.toBeNull();

    expect((await t.call('POST', jobApplicantsPaths.accept(list[0].id), { cookie: boss.cookie })).json()).toEqual({ success: true });
    const full = (await t.call('GET', jobApplicantsPaths.profile(maria.userId, jobId), { cookie: boss.cookie })).json() as ApplicantProfile;
    expect(full).toMatchObject({ state: ApplicantState.Accepted, extended: true });
    expect(full.general).toMatchObject({ phone: maria.phone, email: `user${maria.userId}@example.com`, address: { address1: '100 Main St', postalCode: '75201' } });
    expect(full.general!.emergencyContacts).toHaveLength(1);
    expect(full.permits!.documents.some((d) => d.number === 'G-1')).toBe(true);

    // Hired right away by SMS with the first shift and My shifts (shifts.test.ts has its exact words).
    const [hired] = await smsTo(maria.phone);
    expect(hired.body).toMatch(/^DutyLink: you are hired for "Stadium traffic" at .+\. First shift: .+ at \d+:\d\d [AP]M C[SD]T, at .+\. Your shifts: http:\/\/localhost:8080\/employee\/shifts$/);
    // Accepting again changes nothing and sends nothing.
    expect((await t.call('POST', jobApplicantsPaths.accept(list[0].id), { cookie: boss.cookie })).json()).toEqual({ success: true });
    expect(await smsTo(maria.phone)).toHaveLength(1);
  });

  it('keeps everything of another employer out (404)', async () => {
    const a = await employer(t);
    const b = await employer(t);
    const jobA = await postJob(a.cookie);
    const jobB = await postJob(b.cookie);
    const worker = await applicant(jobA);
    const [application] = await applicantsOf(a.cookie, jobA);
    expect((await t.call('GET', jobApplicantsPaths.list(jobA), { cookie: b.cookie })).statusCode).toBe(404);
    expect((await t.call('GET', jobApplicantsPaths.profile(worker.userId, jobA), { cookie: b.cookie })).statusCode).toBe(404);
    // Related to B's own job, but the employee did not apply to it.
    expect((await t.call('GET', jobApplicantsPaths.profile(worker.userId, jobB), { cookie: b.cookie })).statusCode).toBe(404);
    expect((await t.call('GET', `jobApplicants/profile/${worker.userId}`, { cookie: a.cookie })).statusCode).toBe(404);
    expect((await t.call('POST', jobApplicantsPaths.accept(application.id), { cookie: b.cookie })).statusCode).toBe(404);
    expect((await t.call('POST', jobApplicantsPaths.reject(application.id), { cookie: b.cookie, body: { reason: CANCEL_HIRE_REASONS[0] } })).statusCode).toBe(404);
    expect((await t.call('POST', jobApplicantsPaths.accept(999999), { cookie: a.cookie })).statusCode).toBe(404);
    expect((await t.call('GET', jobApplicantsPaths.list(jobA), { cookie: worker.cookie })).statusCode).toBe(403);
    expect((await t.db.selectFrom('applicants').select('state').where('id', '=', application.id).executeTakeFirstOrThrow()).state).toBe(ApplicantState.New);
  });

  it('refuses a hire beyond numberOfEmployee with the counts', async () => {
    const boss = await employer(t);
    const jobId = await postJob(boss.cookie, 1);
    await applicant(jobId);
    const late = await applicant(jobId);
    const [first, second] = await applicantsOf(boss.cookie, jobId);
    expect((await t.call('POST', jobApplicantsPaths.accept(first.id), { cookie: boss.cookie })).json()).toEqual({ success: true });
    expect((await t.call('POST', jobApplicantsPaths.accept(second.id), { cookie: boss.cookie })).json()).toEqual({ success: false, required: 1, hired: 1 });
    // Issue 17: the hire that filled the only place told the waiting applicant, once; they stay New.
    expect((await smsTo(late.phone)).map((m) => m.body)).toEqual([expect.stringMatching(/^DutyLink: every place for "Stadium traffic" at .+ is filled\. You were not selected this time\.$/)]);
    expect((await applicantsOf(boss.cookie, jobId)).map((a) => a.state)).toEqual([ApplicantState.Accepted, ApplicantState.New]);
  });

  it('concurrent hires never exceed the limit', async () => {
    const boss = await employer(t);
    const jobId = await postJob(boss.cookie, 2);
    for (let i = 0; i < 6; i += 1) await applicant(jobId);
    const list = await applicantsOf(boss.cookie, jobId);
    const answers = await Promise.all(list.map((a) => t.call('POST', jobApplicantsPaths.accept(a.id), { cookie: boss.cookie })));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const bodies = answers.map((r) => r.json());
    expect(bodies.filter((b) => b.success)).toHaveLength(2);
    expect(bodies.filter((b) => !b.success).every((b) => b.required === 2 && b.hired === 2)).toBe(true);
    const accepted = await t.db.selectFrom('applicants').select('user_id').where('job_id', '=', jobId).where('state', '=', ApplicantState.Accepted).execute();
    expect(accepted).toHaveLength(2);
    const hiredSms = await t.db.selectFrom('outbox').select('user_id').where('body', 'like', 'DutyLink: you are hired for%').where('user_id', 'in', accepted.map((a) => a.user_id)).execute();
    expect(hiredSms.map((m) => m.user_id).sort()).toEqual(accepted.map((a) => a.user_id).sort());
  });

  it('cancel hire needs a reason from the list and texts the employee', async () => {
    const boss = await employer(t);
    const jobId = await postJob(boss.cookie, 1, 'Bank guard');
    const worker = await applicant(jobId);
    const [application] = await applicantsOf(boss.cookie, jobId);
    await t.call('POST', jobApplicantsPaths.accept(application.id), { cookie: boss.cookie });

    for (const body of [{}, { reason: '' }, { reason: 'I changed my mind' }]) {
      const refused = await t.call('POST', jobApplicantsPaths.reject(application.id), { cookie: boss.cookie, body });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.reason).toEqual([body.reason === 'I changed my mind' ? 'Choose a reason from the list' : 'Required']);
    }
    expect((await applicantsOf(boss.cookie, jobId))[0].state).toBe(ApplicantState.Accepted);

    const cancelled = await t.call('POST', jobApplicantsPaths.reject(application.id), { cookie: boss.cookie, body: { reason: 'Client Payment Issue' } });
    expect(cancelled.json()).toEqual({ success: true });
    expect((await applicantsOf(boss.cookie, jobId))[0]).toMatchObject({ state: ApplicantState.Rejected, reason: 'Client Payment Issue', wasHired: true });
    const messages = await smsTo(worker.phone);
    expect(messages.map((m) => m.body)).toEqual([expect.stringContaining('you are hired for "Bank guard"'), expect.stringMatching(/^DutyLink: your hire for "Bank guard" at .+ was cancelled \(Client Payment Issue\)\.$/)]);
    const profile = (await t.call('GET', jobApplicantsPaths.profile(worker.userId, jobId), { cookie: boss.cookie })).json() as ApplicantProfile;
    expect(profile).toMatchObject({ state: ApplicantState.Rejected, reason: 'Client Payment Issue', wasHired: true, extended: false });
    expect(profile.general!.phone).toBe('');

    // Rejected: no second rejection; the employee sees the reason.
    expect((await t.call('POST', jobApplicantsPaths.reject(application.id), { cookie: boss.cookie, body: { reason: 'Venue Issues' } })).statusCode).toBe(409);
    expect((await t.call('GET', jobPaths.get(jobId), { cookie: worker.cookie })).json()).toMatchObject({ applicantState: ApplicantState.Rejected, reason: 'Client Payment Issue' });

    // A New applicant can be rejected too (not selected).
    const other = await applicant(jobId);
    const newOne = (await applicantsOf(boss.cookie, jobId)).find((a) => a.user.id === other.userId)!;
    expect((await t.call('POST', jobApplicantsPaths.reject(newOne.id), { cookie: boss.cookie, body: { reason: 'Manpower issues' } })).statusCode).toBe(200);
    expect((await smsTo(other.phone)).map((m) => m.body)).toEqual([expect.stringMatching(/^DutyLink: you were not selected for "Bank guard" at .+ \(Manpower issues\)\.$/)]);
    // Never hired: the employer's tag says 'Not selected', not 'Hire cancelled'.
    expect((await applicantsOf(boss.cookie, jobId)).find((a) => a.id === newOne.id)).toMatchObject({ state: ApplicantState.Rejected, wasHired: false });
  });

  it('hires a cancelled hire or a turned-down applicant again while the job is open and has room (issue 17)', async () => {
    const boss = await employer(t);
    const jobId = await postJob(boss.cookie, 1, 'Lobby watch');
    const worker = await applicant(jobId);
    const other = await applicant(jobId);
    const list = await applicantsOf(boss.cookie, jobId);
    const mine = list.find((a) => a.user.id === worker.userId)!;
    const theirs = list.find((a) => a.user.id === other.userId)!;
    await t.call('POST', jobApplicantsPaths.accept(mine.id), { cookie: boss.cookie });
    await t.call('POST', jobApplicantsPaths.reject(mine.id), { cookie: boss.cookie, body: { reason: 'Venue Issues' } });

    // The other applicant, turned down while New, takes the freed place; then the only place is filled.
    expect((await t.call('POST', jobApplicantsPaths.reject(theirs.id), { cookie: boss.cookie, body: { reason: 'Manpower issues' } })).statusCode).toBe(200);
    expect((await t.call('POST', jobApplicantsPaths.accept(theirs.id), { cookie: boss.cookie })).json()).toEqual({ success: true });
    expect((await t.call('POST', jobApplicantsPaths.accept(mine.id), { cookie: boss.cookie })).json()).toEqual({ success: false, required: 1, hired: 1 });

    // A place opens again: the cancelled hire is hired again, told by SMS, and the reason is gone.
    await t.call('POST', jobApplicantsPaths.reject(theirs.id), { cookie: boss.cookie, body: { reason: 'Contract Issue' } });
    expect((await t.call('POST', jobApplicantsPaths.accept(mine.id), { cookie: boss.cookie })).json()).toEqual({ success: true });
    expect((await applicantsOf(boss.cookie, jobId)).find((a) => a.id === mine.id)).toMatchObject({ state: ApplicantState.Accepted, reason: null });
    expect((await smsTo(worker.phone)).map((m) => m.body).filter((b) => b.includes('you are hired'))).toHaveLength(2);
    expect((await t.call('GET', jobPaths.get(jobId), { cookie: worker.cookie })).json()).toMatchObject({ applicantState: ApplicantState.Accepted });

    // Closed: a cancelled hire stays cancelled.
    await t.call('POST', jobApplicantsPaths.reject(mine.id), { cookie: boss.cookie, body: { reason: 'Venue Issues' } });
    await t.call('POST', employerJobsPaths.changeState(jobId, 0), { cookie: boss.cookie });
    const refused = await t.call('POST', jobApplicantsPaths.accept(mine.id), { cookie: boss.cookie });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ title: 'This job is closed: nobody can be hired for it' });
    expect((await applicantsOf(boss.cookie, jobId)).find((a) => a.id === mine.id)!.state).toBe(ApplicantState.Rejected);
  });

  it('a closed job refuses hires', async () => {
    const boss = await employer(t);
    const jobId = await postJob(boss.cookie, 3);
    const worker = await applicant(jobId);
    const [application] = await applicantsOf(boss.cookie, jobId);
    await t.call('POST', employerJobsPaths.changeState(jobId, 0), { cookie: boss.cookie });
    const refused = await t.call('POST', jobApplicantsPaths.accept(application.id), { cookie: boss.cookie });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ title: 'This job is closed: nobody can be hired for it' });
    expect((await applicantsOf(boss.cookie, jobId))[0].state).toBe(ApplicantState.New);
    expect((await smsTo(worker.phone)).map((m) => m.body)).toEqual([expect.stringContaining('has been closed')]);
  });
});
