import {
  DEFAULT_OFFER_SETTINGS,
  APPLICANT_NOTICE_INTERVAL_MINUTES,
  ApplicantNotices,
  authPaths,
  CANCEL_HIRE_REASONS,
  ApplicantState,
  employerJobsPaths,
  employerProfilePaths,
  EmployerJobState,
  employeeJobsPaths,
  jobApplicantsPaths,
  jobPaths,
  Role,
  type JobApplicant,
} from '@dutylink/contracts';
import { optOut } from '../../../src/modules/sms-consent/opt-outs';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { employee } from '../employees/fixtures';
import { employer, validJob } from '../employers/fixtures';

const HOUR = 3_600_000;

describe('being told what changed (issue 17)', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
  });

  type Person = { cookie: string; userId: number; phone: string };

  const phoneOf = async (userId: number) => (await t.db.selectFrom('users').select('phone').where('id', '=', userId).executeTakeFirstOrThrow()).phone!;

  async function boss(company = 'Shield Co'): Promise<Person> {
    const user = await employer(t);
    await t.db
      .insertInto('employer_profiles')
      .values({ user_id: user.userId, first_name: 'Ann', last_name: 'Boss', company, license_number: 'L-1', work_phone: null, employer_type: null })
      .execute();
    return user;
  }

  async function officer(): Promise<Person> {
    const user = await employee(t, true);
    return { ...user, phone: await phoneOf(user.userId) };
  }

  async function postJob(cookie: string, patch: Parameters<typeof validJob>[1] = {}): Promise<number> {
    const response = await t.call('POST', employerJobsPaths.save, { cookie, body: validJob(t, patch) });
    expect(response.statusCode).toBe(200);
    return response.json().id;
  }

  async function apply(jobId: number, who: Person): Promise<void> {
    expect((await t.call('POST', jobPaths.apply(jobId), { cookie: who.cookie })).statusCode).toBe(200);
  }

  async function hire(owner: Person, jobId: number, who: Person): Promise<void> {
    const list = (await t.call('GET', jobApplicantsPaths.list(jobId), { cookie: owner.cookie })).json() as JobApplicant[];
    const application = list.find((a) => a.user.id === who.userId)!;
    expect((await t.call('POST', jobApplicantsPaths.accept(application.id), { cookie: owner.cookie })).json()).toEqual({ success: true });
  }

  /** The id of the latest outbox row: noticesTo(to, mark) reads what came after it. */
  const mark = async () => (await t.db.selectFrom('outbox').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow()).id ?? 0;

  /** The outbox rows to a recipient after the row `after` (job alerts, login codes, shift reminders and receipts left out). */
  const noticesTo = (to: string, after = 0) =>
    t.db
      .selectFrom('outbox')
      .select(['id', 'channel', 'subject', 'body', 'status', 'next_attempt_at', 'unsubscribe_url'])
      .where('recipient', '=', to)
      .where('body', 'not like', 'DutyLink job:%')
      .where('body', 'not like', '%is your DutyLink code%')
      .where('shift_id', 'is', null)
      .where('invoice_id', 'is', null)
      .where('id', '>', after)
      .orderBy('id')
      .execute();

  describe('editing a job after hires', () => {
    it('texts every hired officer what changed of the dates, place and rate, and nobody else', async () => {
      const owner = await boss();
      const jobId = await postJob(owner.cookie, { title: 'Gate watch', numberOfEmployee: 3 });
      const [hired, waiting] = [await officer(), await officer()];
      await apply(jobId, hired);
      await apply(jobId, waiting);
      await hire(owner, jobId, hired);
      const since = await mark();

      const edited = validJob(t, { title: 'Gate watch', numberOfEmployee: 3, fromDays: 2 });
      edited.details.address.address1 = '1 Main St';
      edited.payment.salaryValue = 31;
      expect((await t.call('POST', employerJobsPaths.save, { cookie: owner.cookie, body: { ...edited, id: jobId } })).statusCode).toBe(200);

      const [changed, ...more] = await noticesTo(hired.phone, since);
      expect(more).toEqual([]);
      expect(changed.body).toMatch(
        /^DutyLink: "Gate watch" at Shield Co changed: new dates .+; new place Arena, 1 Main St, Dallas; new rate \$31\.00\/hr\. Details: http:\/\/localhost:8080\/employee\/jobs\/\d+$/,
      );
      expect(changed.body.length).toBeLessThanOrEqual(306);
      expect(await noticesTo(waiting.phone, since)).toEqual([]);

      // Only the rate: only the rate is named. The description alone: nothing is sent.
      const rateOnly = { ...edited, id: jobId, payment: { ...edited.payment, salaryValue: 35 } };
      expect((await t.call('POST', employerJobsPaths.save, { cookie: owner.cookie, body: rateOnly })).statusCode).toBe(200);
      expect((await noticesTo(hired.phone, since)).map((m) => m.body)[1]).toMatch(/changed: new rate \$35\.00\/hr\. Details:/);
      const wordsOnly = { ...rateOnly, general: { ...rateOnly.general, description: 'Bag checks and radios' } };
      expect((await t.call('POST', employerJobsPaths.save, { cookie: owner.cookie, body: wordsOnly })).statusCode).toBe(200);
      expect(await noticesTo(hired.phone, since)).toHaveLength(2);
    });

    it('fewer officers, down to those hired, tells the applicants still waiting that every place is filled, once', async () => {
      const owner = await boss('Filled Ltd');
      const jobId = await postJob(owner.cookie, { title: 'Door staff', numberOfEmployee: 3 });
      const [hired, waiting] = [await officer(), await officer()];
      await apply(jobId, hired);
      await apply(jobId, waiting);
      await hire(owner, jobId, hired);
      const since = await mark();

      const fewer = { ...validJob(t, { title: 'Door staff', numberOfEmployee: 1 }), id: jobId };
      expect((await t.call('POST', employerJobsPaths.save, { cookie: owner.cookie, body: fewer })).statusCode).toBe(200);
      expect((await noticesTo(waiting.phone, since)).map((m) => m.body)).toEqual(['DutyLink: every place for "Door staff" at Filled Ltd is filled. You were not selected this time.']);
      expect(await noticesTo(hired.phone, since)).toEqual([]);
      // Saved again: nobody is told twice.
      expect((await t.call('POST', employerJobsPaths.save, { cookie: owner.cookie, body: fewer })).statusCode).toBe(200);
      expect(await noticesTo(waiting.phone, since)).toHaveLength(1);
    });

    it('refuses a lower rate, another rate type or fewer officers than are hired, and changes nothing', async () => {
      const owner = await boss();
      const jobId = await postJob(owner.cookie, { numberOfEmployee: 2 });
      const [a, b] = [await officer(), await officer()];
      await apply(jobId, a);
      await apply(jobId, b);
      await hire(owner, jobId, a);
      await hire(owner, jobId, b);
      const before = await t.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow();
      const outboxBefore = await t.count('outbox');

      const base = { ...validJob(t, { numberOfEmployee: 2 }), id: jobId };
      const lower = await t.call('POST', employerJobsPaths.save, { cookie: owner.cookie, body: { ...base, payment: { ...base.payment, salaryValue: 20 } } });
      expect(lower.statusCode).toBe(400);
      expect(lower.json().errors).toEqual({ 'payment.salaryValue': ['Officers are hired at this rate: it cannot be lowered or change type'] });
      const daily = await t.call('POST', employerJobsPaths.save, { cookie: owner.cookie, body: { ...base, payment: { ...base.payment, salaryType: 1, salaryValue: 300 } } });
      expect(daily.statusCode).toBe(400);
      const fewer = await t.call('POST', employerJobsPaths.save, { cookie: owner.cookie, body: { ...base, payment: { ...base.payment, numberOfEmployee: 1 } } });
      expect(fewer.statusCode).toBe(400);
      expect(fewer.json().errors).toEqual({ 'payment.numberOfEmployee': ['2 officers are hired: the number cannot be lower'] });

      expect(await t.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow()).toEqual(before);
      expect(await t.count('outbox')).toBe(outboxBefore);
      expect((await t.call('GET', employerJobsPaths.editable(jobId), { cookie: owner.cookie })).json()).toMatchObject({ hired: 2 });
    });

    it('does not text an officer who replied STOP', async () => {
      const owner = await boss();
      const jobId = await postJob(owner.cookie, { title: 'Quiet post' });
      const hired = await officer();
      await apply(jobId, hired);
      await hire(owner, jobId, hired);
      await optOut(t.db, hired.phone, 'STOP', t.clock.now());
      const body = { ...validJob(t, { title: 'Quiet post', fromDays: 3 }), id: jobId };
      expect((await t.call('POST', employerJobsPaths.save, { cookie: owner.cookie, body })).statusCode).toBe(200);
      await t.app.outbox.drain();
      const changed = (await noticesTo(hired.phone)).filter((m) => m.body.includes('changed:'));
      expect(changed.map((m) => m.status)).toEqual(['skipped']);
    });
  });

  describe('withdrawing after a hire', () => {
    it('needs a reason, tells the employer, and is refused once the job is closed', async () => {
      const owner = await boss();
      const jobId = await postJob(owner.cookie, { title: 'Lobby desk', numberOfEmployee: 3 });
      const [hired, late, waiting] = [await officer(), await officer(), await officer()];
      for (const who of [hired, late, waiting]) await apply(jobId, who);
      await hire(owner, jobId, hired);
      await hire(owner, jobId, late);
      await t.db.updateTable('users').set({ name: 'Sam Reyes' }).where('id', '=', hired.userId).execute();
      t.clock.advance(HOUR);
      const since = await mark();

      const bare = await t.call('POST', jobPaths.cancel(jobId), { cookie: hired.cookie });
      expect(bare.statusCode).toBe(400);
      expect(bare.json().errors).toEqual({ reason: ['Tell the employer why you withdraw'] });
      expect((await t.call('POST', jobPaths.cancel(jobId), { cookie: hired.cookie, body: { reason: 'Because' } })).statusCode).toBe(400);
      expect(await noticesTo(owner.phone, since)).toEqual([]);

      const done = await t.call('POST', jobPaths.cancel(jobId), { cookie: hired.cookie, body: { reason: 'Family emergency' } });
      expect(done.json()).toEqual({ status: -1 });
      const told = await noticesTo(owner.phone, since);
      expect(told.map((m) => m.body)).toEqual([`DutyLink: Sam Reyes withdrew from "Lobby desk" (Family emergency). Applicants: http://localhost:8080/employer/jobs/${jobId}/applicants`]);

      // A waiting applicant withdraws without a reason, and the employer hears nothing of it.
      expect((await t.call('POST', jobPaths.cancel(jobId), { cookie: waiting.cookie })).json()).toEqual({ status: -1 });
      expect(await noticesTo(owner.phone, since)).toHaveLength(1);

      // Closed: no withdrawal; the hire stands.
      expect((await t.call('POST', employerJobsPaths.changeState(jobId, EmployerJobState.Closed), { cookie: owner.cookie })).statusCode).toBe(200);
      const refused = await t.call('POST', jobPaths.cancel(jobId), { cookie: late.cookie, body: { reason: 'Schedule conflict' } });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ title: 'This job is closed: you can no longer withdraw' });
      expect((await t.call('POST', jobPaths.status(jobId), { cookie: late.cookie })).json()).toBe(ApplicantState.Accepted);
    });

    it('tells an employer who chose e-mail by e-mail', async () => {
      const owner = await boss();
      expect((await t.call('POST', employerProfilePaths.notices, { cookie: owner.cookie, body: { applicantNotices: ApplicantNotices.Email } })).statusCode).toBe(200);
      const jobId = await postJob(owner.cookie, { title: 'Dock patrol' });
      const hired = await officer();
      await apply(jobId, hired);
      await hire(owner, jobId, hired);
      expect((await t.call('POST', jobPaths.cancel(jobId), { cookie: hired.cookie, body: { reason: 'Sick or injured' } })).statusCode).toBe(200);
      const email = (await noticesTo(`user${owner.userId}@example.com`)).at(-1)!;
      expect(email).toMatchObject({ channel: 'email', subject: expect.stringMatching(/ withdrew from Dock patrol$/), body: expect.stringContaining('Reason: Sick or injured.') });
    });
  });

  describe('new applicants', () => {
    const MINUTE = 60_000;
    const review = (jobId: number) => `Review: http://localhost:8080/employer/jobs/${jobId}/applicants`;
    /** An officer who goes by `firstName`. */
    async function named(firstName: string): Promise<Person> {
      const who = await officer();
      await t.db.updateTable('users').set({ name: `${firstName} Doe` }).where('id', '=', who.userId).execute();
      return who;
    }
    /** When the job's next digest is due: null while none is. */
    const dueAt = async (jobId: number) => (await t.db.selectFrom('jobs').select('applicant_digest_due_at').where('id', '=', jobId).executeTakeFirstOrThrow()).applicant_digest_due_at;
    /** What the employer was told after the outbox row `after`, once the worker made a pass at the clock's time. */
    const told = async (to: string, after: number) => {
      await t.app.outbox.drain();
      return (await noticesTo(to, after)).map((m) => [m.body, m.status]);
    };

    it('gathers applicants into one text a minute after the first, then at most one per job per 10 minutes (issue 35)', async () => {
      const owner = await boss();
      const jobId = await postJob(owner.cookie, { title: 'Fair patrol', numberOfEmployee: 9 });
      const otherJob = await postJob(owner.cookie, { title: 'Mall patrol', numberOfEmployee: 9 });
      expect((await t.call('GET', employerProfilePaths.notices, { cookie: owner.cookie })).json()).toEqual({ applicantNotices: 'sms', confirmHours: 24, inviteFirstHours: 0, ...DEFAULT_OFFER_SETTINGS });
      const start = t.clock.now().getTime();
      const before = await mark();

      await apply(jobId, await named('Ann'));
      expect(await dueAt(jobId)).toEqual(new Date(start + MINUTE));
      // Nothing is written before it is due: the digest is composed then, of everyone who applied meanwhile.
      expect(await told(owner.phone, before)).toEqual([]);

      t.clock.advance(30_000);
      await apply(jobId, await named('Bob'));
      await apply(jobId, await named('Zoë'));
      await apply(otherJob, await named('Dan'));
      expect(await dueAt(jobId)).toEqual(new Date(start + MINUTE));
      expect(await told(owner.phone, before)).toEqual([]);

      t.clock.advance(30_000);
      expect(await told(owner.phone, before)).toEqual([[`DutyLink: 3 new applicants for "Fair patrol": Ann, Bob and Zoe. ${review(jobId)}`, 'sent']]);
      t.clock.advance(30_000);
      expect((await told(owner.phone, before)).at(-1)).toEqual([`DutyLink: a new applicant for "Mall patrol": Dan. ${review(otherJob)}`, 'sent']);

      // After a digest went out, the next waits for the 10 minutes to pass and gathers everyone until then.
      const afterFirst = await mark();
      t.clock.advance(MINUTE);
      for (const name of ['Eve', 'Fay', 'Gus', 'Hal', 'Ivy']) await apply(jobId, await named(name));
      const next = start + MINUTE + APPLICANT_NOTICE_INTERVAL_MINUTES * MINUTE;
      expect(await dueAt(jobId)).toEqual(new Date(next));
      t.clock.current = new Date(next - 1);
      expect(await told(owner.phone, afterFirst)).toEqual([]);
      t.clock.current = new Date(next);
      expect(await told(owner.phone, afterFirst)).toEqual([[`DutyLink: 5 new applicants for "Fair patrol": Eve, Fay, Gus and 2 more. ${review(jobId)}`, 'sent']]);
      expect(await dueAt(jobId)).toBeNull();

      // A quiet job again: the next applicant is told of a minute later.
      const afterSecond = await mark();
      t.clock.advance(2 * HOUR);
      await apply(jobId, await named('Jo'));
      expect(await dueAt(jobId)).toEqual(new Date(t.clock.now().getTime() + MINUTE));
      t.clock.advance(MINUTE);
      expect(await told(owner.phone, afterSecond)).toEqual([[`DutyLink: a new applicant for "Fair patrol": Jo. ${review(jobId)}`, 'sent']]);
    });

    it('counts each standing application once: withdrawn and applied again, rejected, or gone (issue 35)', async () => {
      const owner = await boss();
      const jobId = await postJob(owner.cookie, { title: 'Gate patrol', numberOfEmployee: 9 });
      const before = await mark();
      const [ann, bob, carl, dee] = [await named('Ann'), await named('Bob'), await named('Carl'), await named('Dee')];
      for (const who of [ann, bob, carl, dee]) await apply(jobId, who);
      expect((await t.call('POST', jobPaths.cancel(jobId), { cookie: bob.cookie, body: {} })).statusCode).toBe(200);
      await apply(jobId, bob);
      const list = (await t.call('GET', jobApplicantsPaths.list(jobId), { cookie: owner.cookie })).json() as JobApplicant[];
      const carlsApplication = list.find((a) => a.user.id === carl.userId)!;
      expect((await t.call('POST', jobApplicantsPaths.reject(carlsApplication.id), { cookie: owner.cookie, body: { reason: CANCEL_HIRE_REASONS[0] } })).statusCode).toBe(200);
      expect((await t.call('DELETE', authPaths.deleteAccount, { cookie: dee.cookie })).statusCode).toBe(200);
      t.clock.advance(MINUTE);
      expect(await told(owner.phone, before)).toEqual([[`DutyLink: 2 new applicants for "Gate patrol": Ann and Bob. ${review(jobId)}`, 'sent']]);

      // Nobody left to tell of when it is due: nothing goes out, and the next applicant's digest is not held back.
      const afterFirst = await mark();
      t.clock.advance(APPLICANT_NOTICE_INTERVAL_MINUTES * MINUTE);
      const eve = await named('Eve');
      await apply(jobId, eve);
      expect((await t.call('POST', jobPaths.cancel(jobId), { cookie: eve.cookie, body: {} })).statusCode).toBe(200);
      t.clock.advance(MINUTE);
      expect(await told(owner.phone, afterFirst)).toEqual([]);
      expect(await dueAt(jobId)).toBeNull();
      t.clock.advance(20_000);
      await apply(jobId, await named('Fay'));
      t.clock.advance(MINUTE);
      expect(await told(owner.phone, afterFirst)).toEqual([[`DutyLink: a new applicant for "Gate patrol": Fay. ${review(jobId)}`, 'sent']]);
    });

    it('a digest due is not sent when the job closes or is deleted first (issue 17 §7)', async () => {
      const owner = await boss();
      const closing = await postJob(owner.cookie, { title: 'Closing patrol', numberOfEmployee: 9 });
      const deleting = await postJob(owner.cookie, { title: 'Deleted patrol', numberOfEmployee: 9 });
      const open = await postJob(owner.cookie, { title: 'Staying patrol', numberOfEmployee: 9 });
      const before = await mark();
      for (const jobId of [closing, deleting, open]) await apply(jobId, await officer());
      for (const jobId of [closing, deleting, open]) expect(await dueAt(jobId)).not.toBeNull();

      await t.call('POST', employerJobsPaths.changeState(closing, EmployerJobState.Closed), { cookie: owner.cookie });
      expect((await t.call('DELETE', employerJobsPaths.remove(deleting), { cookie: owner.cookie })).statusCode).toBe(200);

      t.clock.advance(2 * HOUR);
      expect(await told(owner.phone, before)).toEqual([[expect.stringContaining('"Staying patrol": Pat.'), 'sent']]);
      for (const jobId of [closing, deleting, open]) expect(await dueAt(jobId)).toBeNull();
    });

    it('e-mails or stays silent as the employer chose, refuses an unknown choice, and respects STOP', async () => {
      const owner = await boss();
      const bad = await t.call('POST', employerProfilePaths.notices, { cookie: owner.cookie, body: { applicantNotices: 'pigeon' } });
      expect(bad.statusCode).toBe(400);
      expect((await t.call('GET', employerProfilePaths.notices, { cookie: owner.cookie })).json()).toEqual({ applicantNotices: 'sms', confirmHours: 24, inviteFirstHours: 0, ...DEFAULT_OFFER_SETTINGS });
      const anEmployee = await officer();
      expect((await t.call('GET', employerProfilePaths.notices, { cookie: anEmployee.cookie })).statusCode).toBe(403);

      expect((await t.call('POST', employerProfilePaths.notices, { cookie: owner.cookie, body: { applicantNotices: 'email' } })).json()).toEqual({ applicantNotices: 'email', confirmHours: 24, inviteFirstHours: 0, ...DEFAULT_OFFER_SETTINGS });
      const mailed = await postJob(owner.cookie, { title: 'Bank lobby' });
      await apply(mailed, await officer());
      t.clock.advance(MINUTE);
      await t.app.outbox.drain();
      const [email] = await noticesTo(`user${owner.userId}@example.com`);
      expect(email).toMatchObject({ channel: 'email', subject: 'A new applicant for Bank lobby' });
      expect(email.unsubscribe_url).toMatch(new RegExp(`^http://localhost:8080/unsubscribe/applicant-notices/${owner.userId}\\.[\\w-]{43}$`));
      expect(email.body).toBe(
        `Pat has applied to your job "Bank lobby".\n\nReview the applicants: http://localhost:8080/employer/jobs/${mailed}/applicants\n\nYou get at most one of these notices per job per 10 minutes. Change how you hear of applicants on your DutyLink profile.\n\nDutyLink\n\nStop applicant notices by email: ${email.unsubscribe_url}`,
      );
      expect(await noticesTo(owner.phone)).toEqual([]);

      await t.call('POST', employerProfilePaths.notices, { cookie: owner.cookie, body: { applicantNotices: 'off' } });
      const silent = await postJob(owner.cookie, { title: 'Silent post' });
      await apply(silent, await officer());
      t.clock.advance(MINUTE);
      await t.app.outbox.drain();
      expect(await noticesTo(owner.phone)).toEqual([]);
      expect(await noticesTo(`user${owner.userId}@example.com`)).toHaveLength(1);

      await t.call('POST', employerProfilePaths.notices, { cookie: owner.cookie, body: { applicantNotices: 'sms' } });
      await optOut(t.db, owner.phone, 'STOP', t.clock.now());
      const stopped = await postJob(owner.cookie, { title: 'Stopped post' });
      await apply(stopped, await officer());
      t.clock.advance(2 * MINUTE);
      await t.app.outbox.drain();
      expect((await noticesTo(owner.phone)).map((m) => m.status)).toEqual(['skipped']);
    });
  });

  describe('applicants who were not chosen', () => {
    it('hear when every place is filled, once; closing tells the hired they stay hired and the others that it closed', async () => {
      const owner = await boss('Filled Ltd');
      const jobId = await postJob(owner.cookie, { title: 'Door staff', numberOfEmployee: 2 });
      const [a, b, c] = [await officer(), await officer(), await officer()];
      for (const who of [a, b, c]) await apply(jobId, who);

      await hire(owner, jobId, a);
      expect(await noticesTo(c.phone)).toEqual([]);
      await hire(owner, jobId, b);
      expect((await noticesTo(c.phone)).map((m) => m.body)).toEqual(['DutyLink: every place for "Door staff" at Filled Ltd is filled. You were not selected this time.']);

      expect((await t.call('POST', employerJobsPaths.changeState(jobId, EmployerJobState.Closed), { cookie: owner.cookie })).statusCode).toBe(200);
      expect((await noticesTo(c.phone)).map((m) => m.body)[1]).toBe('DutyLink: "Door staff" at Filled Ltd has been closed. You were not selected.');
      expect(await noticesTo(c.phone)).toHaveLength(2);
      const toA = (await noticesTo(a.phone)).map((m) => m.body);
      expect(toA.at(-1)).toMatch(/^DutyLink: "Door staff" at Filled Ltd is closed to new applicants\. You are still hired: .+\. Details: http:\/\/localhost:8080\/employee\/jobs\/\d+$/);
    });
  });

  describe("what the officers' pages say of it (issue 36)", () => {
    /** The job as the officer's page reads it, and as their My applications tab lists it (undefined when not there). */
    /** What the officer's job page and Applied tab say, and what the company's applicants list says of them. */
    async function seen(jobId: number, who: Person, owner: Person) {
      const job = (await t.call('GET', jobPaths.get(jobId), { cookie: who.cookie })).json();
      const tab = (await t.call('POST', employeeJobsPaths.items(0, 50), { cookie: who.cookie, body: { type: 'applied', text: '' } })).json();
      const listed = tab.items.find((item: { id: number }) => item.id === jobId);
      const applicants = (await t.call('GET', jobApplicantsPaths.list(jobId), { cookie: owner.cookie })).json() as JobApplicant[];
      const company = applicants.find((a) => a.user.id === who.userId)?.notSelected;
      return { state: job.applicantState, notSelected: job.notSelected, listed: listed?.notSelected, company };
    }

    async function reject(owner: Person, jobId: number, who: Person): Promise<void> {
      const list = (await t.call('GET', jobApplicantsPaths.list(jobId), { cookie: owner.cookie })).json() as JobApplicant[];
      const application = list.find((a) => a.user.id === who.userId)!;
      expect((await t.call('POST', jobApplicantsPaths.reject(application.id), { cookie: owner.cookie, body: { reason: CANCEL_HIRE_REASONS[0] } })).statusCode).toBe(200);
    }

    it("'Not selected' while what the SMS said holds: turned down, passed over while every place is filled, or waiting on a closed job", async () => {
      const owner = await boss('Filled Ltd');
      const jobId = await postJob(owner.cookie, { title: 'Door staff', numberOfEmployee: 2 });
      const [a, b, waiting, turnedDown, cancelled] = [await officer(), await officer(), await officer(), await officer(), await officer()];
      for (const who of [a, b, waiting, turnedDown, cancelled]) await apply(jobId, who);

      await reject(owner, jobId, turnedDown);
      expect((await noticesTo(turnedDown.phone)).map((m) => m.body)).toEqual(['DutyLink: you were not selected for "Door staff" at Filled Ltd (Cancelled by Client).']);
      expect((await t.call('GET', jobPaths.get(jobId), { cookie: turnedDown.cookie })).json()).toMatchObject({ applicantState: ApplicantState.Rejected, notSelected: true });
      // A hire the employer cancelled was a hire: its SMS says so, and the page does not say 'Not selected'.
      await hire(owner, jobId, cancelled);
      await reject(owner, jobId, cancelled);
      expect((await t.call('GET', jobPaths.get(jobId), { cookie: cancelled.cookie })).json()).toMatchObject({ applicantState: ApplicantState.Rejected, notSelected: false });

      await hire(owner, jobId, a);
      expect(await seen(jobId, waiting, owner)).toEqual({ state: ApplicantState.New, notSelected: false, listed: false, company: false });
      await hire(owner, jobId, b);
      expect((await noticesTo(waiting.phone)).map((m) => m.body)).toEqual(['DutyLink: every place for "Door staff" at Filled Ltd is filled. You were not selected this time.']);
      expect(await seen(jobId, waiting, owner)).toEqual({ state: ApplicantState.New, notSelected: true, listed: true, company: true });
      expect((await t.call('GET', jobPaths.get(jobId), { cookie: a.cookie })).json()).toMatchObject({ applicantState: ApplicantState.Accepted, notSelected: false });

      // A hired officer withdraws: a place is open again, and the waiting applicant may still be chosen.
      expect((await t.call('POST', jobPaths.cancel(jobId), { cookie: b.cookie, body: { reason: 'Schedule conflict' } })).statusCode).toBe(200);
      expect(await seen(jobId, waiting, owner)).toEqual({ state: ApplicantState.New, notSelected: false, listed: false, company: false });

      // Closed: "You were not selected", though a place is open.
      expect((await t.call('POST', employerJobsPaths.changeState(jobId, EmployerJobState.Closed), { cookie: owner.cookie })).statusCode).toBe(200);
      expect((await noticesTo(waiting.phone)).map((m) => m.body)[1]).toBe('DutyLink: "Door staff" at Filled Ltd has been closed. You were not selected.');
      expect(await seen(jobId, waiting, owner)).toEqual({ state: ApplicantState.New, notSelected: true, listed: true, company: true });
      expect((await t.call('GET', jobPaths.get(jobId), { cookie: a.cookie })).json()).toMatchObject({ applicantState: ApplicantState.Accepted, notSelected: false });
    });
  });

  describe('deleting an employer account', () => {
    it('texts the hired officers that their job is cancelled, removes the jobs and updates their hired counts', async () => {
      const owner = await boss('Gone Corp');
      const open = await postJob(owner.cookie, { title: 'Open gig', numberOfEmployee: 2 });
      const closed = await postJob(owner.cookie, { title: 'Closed gig', numberOfEmployee: 2 });
      const [hired, waiting, closedHire] = [await officer(), await officer(), await officer()];
      await apply(open, hired);
      await apply(open, waiting);
      await apply(closed, closedHire);
      await hire(owner, open, hired);
      await hire(owner, closed, closedHire);
      await t.call('POST', employerJobsPaths.changeState(closed, EmployerJobState.Closed), { cookie: owner.cookie });
      const since = await mark();
      const hiredCount = async (who: Person) => (await t.db.selectFrom('users').select('hired_jobs').where('id', '=', who.userId).executeTakeFirstOrThrow()).hired_jobs;
      expect(await hiredCount(hired)).toBe(1);

      expect((await t.call('DELETE', 'auth', { cookie: owner.cookie })).statusCode).toBe(200);

      expect((await noticesTo(hired.phone, since)).map((m) => m.body)).toEqual([
        expect.stringMatching(/^DutyLink: "Open gig" on .+ is cancelled: Gone Corp closed its DutyLink account\. You are no longer hired\.$/),
      ]);
      expect((await noticesTo(waiting.phone, since)).map((m) => m.body)).toEqual([expect.stringMatching(/^DutyLink: "Open gig" on .+ is cancelled: Gone Corp closed its DutyLink account\.$/)]);
      expect((await noticesTo(closedHire.phone, since)).map((m) => m.body)).toEqual([expect.stringContaining('"Closed gig"')]);
      expect(await hiredCount(hired)).toBe(0);
      expect(await hiredCount(closedHire)).toBe(0);
      const tabs = (await t.call('POST', employeeJobsPaths.items(0, 10), { cookie: hired.cookie, body: { type: 'hired', text: '' } })).json();
      expect(tabs).toMatchObject({ hired: 0, items: [] });
    });

    it('an employee who deletes their account while hired: each employer hears it, even with notices off (issue 17 §7)', async () => {
      const owner = await boss();
      const quiet = await boss('Quiet Co');
      expect((await t.call('POST', employerProfilePaths.notices, { cookie: quiet.cookie, body: { applicantNotices: ApplicantNotices.Off } })).statusCode).toBe(200);
      const first = await postJob(owner.cookie, { title: 'Gate duty', numberOfEmployee: 1 });
      // Days after the first job's: an officer works one shift at a time.
      const second = await postJob(quiet.cookie, { title: 'Dock duty', numberOfEmployee: 1, fromDays: 10 });
      const applied = await postJob(owner.cookie, { title: 'Only applied' });
      const leaving = await officer();
      await t.db.updateTable('users').set({ name: 'Lee Leaving' }).where('id', '=', leaving.userId).execute();
      await apply(first, leaving);
      await apply(second, leaving);
      await apply(applied, leaving);
      await hire(owner, first, leaving);
      await hire(quiet, second, leaving);
      await t.call('POST', employerJobsPaths.changeState(second, EmployerJobState.Closed), { cookie: quiet.cookie });
      const since = await mark();

      expect((await t.call('DELETE', 'auth', { cookie: leaving.cookie })).statusCode).toBe(200);

      expect((await noticesTo(owner.phone, since)).map((m) => m.body)).toEqual([
        `DutyLink: Lee Leaving, hired for "Gate duty", deleted their DutyLink account and is no longer hired. Applicants: http://localhost:8080/employer/jobs/${first}/applicants`,
      ]);
      expect((await noticesTo(quiet.phone, since)).map((m) => m.body)).toEqual([expect.stringContaining('hired for "Dock duty", deleted their DutyLink account')]);
      expect((await t.call('GET', jobApplicantsPaths.list(first), { cookie: owner.cookie })).json()).toEqual([]);
    });

    it('an employee account deletion changes no job and texts nobody', async () => {
      const owner = await boss();
      const jobId = await postJob(owner.cookie);
      const leaving = await officer();
      await apply(jobId, leaving);
      const before = await t.count('outbox');
      expect((await t.call('DELETE', 'auth', { cookie: leaving.cookie })).statusCode).toBe(200);
      expect(await t.count('outbox')).toBeLessThanOrEqual(before);
      expect(await t.db.selectFrom('jobs').select('deleted_at').where('id', '=', jobId).executeTakeFirstOrThrow()).toEqual({ deleted_at: null });
    });
  });

  describe("a closed job's SMS link", () => {
    it('shows the closed job to the link holder, and still 404 to an employee without the link', async () => {
      const owner = await boss();
      const jobId = await postJob(owner.cookie, { title: 'Linked job' });
      const reader = await officer();
      await t.call('POST', employerJobsPaths.changeState(jobId, EmployerJobState.Closed), { cookie: owner.cookie });
      const token = t.app.jobLinks.make(reader.userId, jobId, new Date(t.clock.now().getTime() + 24 * HOUR));
      const viaLink = await t.call('GET', jobPaths.get(jobId, token));
      expect(viaLink.statusCode).toBe(200);
      expect(viaLink.json()).toMatchObject({ id: jobId, title: 'Linked job', enabled: false });
      expect((await t.call('GET', jobPaths.get(jobId), { cookie: reader.cookie })).statusCode).toBe(404);
      const otherToken = t.app.jobLinks.make(reader.userId, jobId + 999, new Date(t.clock.now().getTime() + 24 * HOUR));
      expect((await t.call('GET', jobPaths.get(jobId, otherToken))).statusCode).toBe(403);
    });
  });

  it('a sign-up of role employer defaults to SMS notices', async () => {
    const fresh = await t.signUp(Role.Employer);
    expect((await t.db.selectFrom('users').select('applicant_notices').where('id', '=', fresh.userId).executeTakeFirstOrThrow()).applicant_notices).toBe('sms');
  });
});
