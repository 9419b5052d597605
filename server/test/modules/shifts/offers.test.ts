import {
  CANCEL_HIRE_REASONS,
  employerJobsPaths,
  jobPaths,
  jobApplicantsPaths,
  JobPeriodType,
  LostReason,
  offerMessages,
  PermitDocumentType,
  Shift,
  shiftPaths,
  takeMessages,
  WeekDay,
  WITHDRAW_REASONS,
  type MyShiftsResponse,
  type OfficerShift,
  type OpenShiftOffersResponse,
  type StaffedShift,
  type TodayBoardResponse,
} from '@dutylink/contracts';
import { officerRecords } from '../../../src/modules/reliability/records';
import { askConfirmations, tellUnconfirmed } from '../../../src/modules/shifts/confirmations';
import { tellNoShows } from '../../../src/modules/shifts/no-shows';
import { sendDueWaves } from '../../../src/modules/shifts/offers';
import { planShifts } from '../../../src/modules/shifts/plan';
import { handleInbound } from '../../../src/modules/sms-consent';
import { twilioSignature } from '../../../src/modules/sms-consent/signature';
import { subscribedDevice } from '../../helpers/devices';
import { manyOfficers } from '../../helpers/officers';
import { ORIGIN, useTestDatabase, type TestApp } from '../../helpers/test-app';
import { applicantOf, employer, hiredJob, validJob } from '../employers/fixtures';

/** Monday, Nov 30 2026, 9:00 in Dallas (the fixture job's zone is America/Chicago, UTC-6). */
const MONDAY = new Date('2026-11-30T15:00:00Z');
const CHICAGO = 'America/Chicago';
/** The fixture shift: Wednesday Dec 2, 7:00 AM to 3:00 PM in Dallas. */
const START = new Date('2026-12-02T13:00:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (ms: number) => new Date(MONDAY.getTime() + ms);

const TOKEN = 'twilio-auth-token';
const TWILIO_ENV = { TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000', TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: '+15555550000' };
const onPostgres = Boolean(process.env.TEST_DATABASE_URL || process.env.DATABASE_URL);

describe('backfill: lost shifts offered by SMS (issue 36)', () => {
  const database = useTestDatabase();
  let t: TestApp;
  /** The same database behind the Twilio inbound webhook (with Twilio's settings the dev outbox is off). */
  let twilio: TestApp;
  beforeAll(async () => {
    t = await database.build();
    twilio = await database.build({ env: TWILIO_ENV });
  });
  beforeEach(async () => {
    t.clock.current = MONDAY;
    // Each test's own officers are the only ones whose alerts match (the database is shared across tests).
    await t.db.updateTable('employee_profiles').set({ categories: [] }).execute();
  });

  /** An AM one-day job on Wednesday Dec 2 (07:00-15:00 Chicago), one officer hired on Monday; waves of `waveSize`. */
  async function hiredShift(settings: { offerMode?: string; offerWaveSize?: number; autoOffer?: boolean } = {}) {
    const model = validJob(t, { title: 'Bank lobby' });
    model.general = { ...model.general, periodType: JobPeriodType.OneDay, from: '2026-12-02', to: null, days: [WeekDay.Wednesday], shift: Shift.AM, timeRange: [] };
    const hired = await hiredJob(t, model);
    expect((await t.call('POST', 'employers/profile/notices', { cookie: hired.boss.cookie, body: { applicantNotices: 'sms', ...settings } })).statusCode).toBe(200);
    const [shift] = (await myShifts(hired.officer.cookie)).shifts;
    const { company_name: company } = await t.db.selectFrom('jobs').select('company_name').where('id', '=', hired.jobId).executeTakeFirstOrThrow();
    return { ...hired, shift, company };
  }

  const myShifts = async (cookie: string) => (await t.call('GET', shiftPaths.mine, { cookie })).json() as MyShiftsResponse;
  const today = async (cookie: string) => (await t.call('GET', shiftPaths.today, { cookie, timeZone: CHICAGO })).json() as TodayBoardResponse;
  const texts = (phone: string, like = '%') => t.db.selectFrom('outbox').select('body').where('recipient', '=', phone).where('body', 'like', like).orderBy('id').execute();
  const offersTo = async (phones: string[]) => (await Promise.all(phones.map((phone) => texts(phone, '%Reply YES to take it%')))).map((sent) => sent.length);
  const reply = async (phone: string, body: string) => (await handleInbound(t.db, t.app.smsReplies, ORIGIN, t.clock.now(), phone, body)).reply;
  const callOff = (h: { officer: { cookie: string }; shift: { id: number } }) =>
    t.call('POST', shiftPaths.callOff(h.shift.id), { cookie: h.officer.cookie, body: { reason: WITHDRAW_REASONS[0] } });
  const post = (path: string, cookie: string) => t.call('POST', path, { cookie });
  const roster = (employerId: number, userId: number, mark: 'favourite' | 'blocked') =>
    t.db.insertInto('roster_officers').values({ employer_id: employerId, user_id: userId, favourite: mark === 'favourite', blocked: mark === 'blocked', updated_at: t.clock.now() }).execute();

  it('offers a lost shift to favourites, then the job\'s applicants, then alert matches, in waves; never to the blocked, STOP or busy', async () => {
    const h = await hiredShift({ offerMode: 'waves', offerWaveSize: 3 });
    const [favourite] = await manyOfficers(t, 1);
    const applicant = await applicantOf(t, h.jobId);
    const matches = await manyOfficers(t, 6, { alerts: true });
    const [others] = await manyOfficers(t, 1);
    const [blocked, stopped, blocking] = matches.slice(3);
    await roster(h.boss.userId, favourite.userId, 'favourite');
    await roster(h.boss.userId, blocked.userId, 'blocked');
    await t.db.insertInto('company_blocks').values({ user_id: blocking.userId, employer_id: h.boss.userId, created_at: MONDAY }).execute();
    await t.db.insertInto('sms_opt_outs').values({ phone: stopped.phone, keyword: 'STOP', created_at: MONDAY }).execute();

    // Not lost yet: nothing to offer; another company's shift is 404.
    expect((await post(shiftPaths.offer(h.shift.id), h.boss.cookie)).json().title).toBe(offerMessages.notLost);
    expect((await callOff(h)).statusCode).toBe(200);
    const [lost] = (await today(h.boss.cookie)).attention;
    expect(lost).toMatchObject({ id: h.shift.id, lost: LostReason.CalledOff, offer: null, coveredBy: null });
    const stranger = await employer(t);
    expect((await post(shiftPaths.offer(h.shift.id), stranger.cookie)).statusCode).toBe(404);
    expect((await post(shiftPaths.stopOffer(h.shift.id), h.boss.cookie)).json().title).toBe(offerMessages.notOffered);

    const offered = (await post(shiftPaths.offer(h.shift.id), h.boss.cookie)).json() as StaffedShift;
    expect(offered.offer).toMatchObject({ asked: 3, automatic: false, nextWaveAt: at(15 * MINUTE).toISOString(), filledAt: null });
    expect((await post(shiftPaths.offer(h.shift.id), h.boss.cookie)).json().title).toBe(offerMessages.offered);
    expect(await offersTo([favourite.phone, applicant.phone, matches[0].phone, matches[1].phone])).toEqual([1, 1, 1, 0]);
    const [sms] = await texts(favourite.phone);
    expect(sms.body).toBe(`DutyLink: a shift is open: "Bank lobby" at ${h.company}, Wed, 2 Dec at 7:00 AM CST to 3:00 PM CST, at Arena, 2500 Victory Ave, Dallas. Pay $28.50/hr. Reply YES to take it.`);

    // The next wave a wave wait later, once across passes; then nobody is left.
    t.clock.current = at(15 * MINUTE - 1);
    await sendDueWaves(t.db, t.clock.now());
    expect(await offersTo([matches[1].phone])).toEqual([0]);
    t.clock.current = at(15 * MINUTE);
    await Promise.all([sendDueWaves(t.db, t.clock.now()), sendDueWaves(t.db, t.clock.now())]);
    expect(await offersTo(matches.map((m) => m.phone))).toEqual([1, 1, 1, 0, 0, 0]);
    expect(await offersTo([others.phone, h.officer.phone])).toEqual([0, 0]);
    expect((await today(h.boss.cookie)).attention[0].offer).toMatchObject({ asked: 5, nextWaveAt: null });

    // Stopped: the officers' questions close, so a YES answers nothing of this offer (nor takes part in "which one?").
    expect((await post(shiftPaths.stopOffer(h.shift.id), h.boss.cookie)).json().offer.stoppedAt).toBe(t.clock.now().toISOString());
    expect(await reply(applicant.phone, 'YES')).toMatch(/^DutyLink: no question is waiting for your answer now\./);
  });

  it('asks the nearest officers of a group first: by their ZIP code to the job\'s, those without one last', async () => {
    const h = await hiredShift({ offerMode: 'waves', offerWaveSize: 1 });
    const [unplaced, far, near] = await manyOfficers(t, 3, { alerts: true });
    // The job is in Dallas (75219): Houston is about 225 miles away, Irving about 10.
    for (const [officer, zip] of [[far, '77002'], [near, '75038']] as const) {
      await t.db.updateTable('employee_profiles').set({ postal_code: zip }).where('user_id', '=', officer.userId).execute();
    }
    await callOff(h);
    await post(shiftPaths.offer(h.shift.id), h.boss.cookie);
    expect(await offersTo([near.phone, far.phone, unplaced.phone])).toEqual([1, 0, 0]);
    t.clock.current = at(15 * MINUTE);
    await sendDueWaves(t.db, t.clock.now());
    expect(await offersTo([near.phone, far.phone, unplaced.phone])).toEqual([1, 1, 0]);
    t.clock.current = at(30 * MINUTE);
    await sendDueWaves(t.db, t.clock.now());
    expect(await offersTo([near.phone, far.phone, unplaced.phone])).toEqual([1, 1, 1]);
  });

  it('gives the shift to the first valid YES: a backfill shift of their own, the company told; later YES told it is taken', async () => {
    const h = await hiredShift({ offerMode: 'all' });
    const [first, second, refused] = await manyOfficers(t, 3, { alerts: true });
    await callOff(h);
    expect((await post(shiftPaths.offer(h.shift.id), h.boss.cookie)).json().offer.asked).toBe(3);
    t.clock.current = at(5 * MINUTE);

    expect(await reply(first.phone, 'maybe')).toBe('DutyLink: "Bank lobby" Wed, 2 Dec at 7:00 AM CST to 3:00 PM CST is open. Reply YES to take it.');
    // Blocked after the offer went: refused with the reason, the offer still open.
    await roster(h.boss.userId, refused.userId, 'blocked');
    expect(await reply(refused.phone, 'yes')).toBe('DutyLink: you cannot take "Bank lobby" Wed, 2 Dec at 7:00 AM CST: this company\'s shifts are not open to you.');
    expect(await reply(first.phone, 'Yes!')).toBe(
      `DutyLink: the shift is yours: "Bank lobby" at ${h.company}, Wed, 2 Dec at 7:00 AM CST to 3:00 PM CST, at Arena, 2500 Victory Ave, Dallas. Your shifts: http://localhost:8080/employee/shifts`,
    );
    expect(await reply(second.phone, 'YES')).toBe('DutyLink: sorry, "Bank lobby" Wed, 2 Dec at 7:00 AM CST has been taken by another officer.');

    const [covering] = (await myShifts(first.cookie)).shifts;
    expect(covering).toMatchObject({ jobId: h.jobId, startsAt: START.toISOString(), covering: true, confirmedAt: null });
    const [lost] = (await today(h.boss.cookie)).attention;
    expect(lost).toMatchObject({ id: h.shift.id, coveredBy: { id: first.userId, name: 'Ann Rusher', lost: false }, offer: { filledAt: at(5 * MINUTE).toISOString() } });
    expect((await texts(h.boss.phone, '%is covered by%')).map((s) => s.body)).toEqual([
      'DutyLink: "Bank lobby" Wed, 2 Dec at 7:00 AM CST is covered by Ann Rusher, who replied YES to your offer. Today\'s shifts: http://localhost:8080/employer/today',
    ]);
    expect((await post(shiftPaths.offer(h.shift.id), h.boss.cookie)).json().title).toBe(offerMessages.covered);

    // A shift like any: its reminder, its confirmation at the company's time, kept by a job edit's planning.
    expect(await t.db.selectFrom('outbox').select('next_attempt_at').where('shift_id', '=', covering.id).execute()).toEqual([{ next_attempt_at: new Date(START.getTime() - 2 * HOUR) }]);
    await t.db.transaction().execute((trx) => planShifts(trx, h.jobId, t.clock.now(), ORIGIN));
    t.clock.current = new Date(START.getTime() - 24 * HOUR);
    await askConfirmations(t.db, t.clock.now(), ORIGIN);
    expect(await texts(first.phone, '%Reply YES to confirm%')).toHaveLength(1);
    expect(await reply(first.phone, 'YES')).toMatch(/is confirmed\.$/);
    expect((await myShifts(first.cookie)).shifts).toEqual([expect.objectContaining({ id: covering.id, covering: true })]);

    // The cover calls off in turn: the shift reads Open again, and the cover's own shift is the one to offer.
    expect((await t.call('POST', shiftPaths.callOff(covering.id), { cookie: first.cookie, body: { reason: WITHDRAW_REASONS[0] } })).statusCode).toBe(200);
    const attention = (await today(h.boss.cookie)).attention;
    expect(attention.find((shift) => shift.id === h.shift.id)).toMatchObject({ coveredBy: { id: first.userId, lost: true } });
    expect(attention.find((shift) => shift.id === covering.id)).toMatchObject({ lost: LostReason.CalledOff, coveredBy: null, covering: true });
  });

  it('books an officer for one shift at a time: not offered, nor taking by YES, nor hired for a time they already work', async () => {
    const h = await hiredShift({ offerMode: 'all' });
    const [free, busy] = await manyOfficers(t, 2);
    for (const officer of [free, busy]) await roster(h.boss.userId, officer.userId, 'favourite');
    /** Another company's job at the same hours (Wednesday 7:00 AM to 3:00 PM), `officer` applied; its employer and application. */
    const sameHours = async (title: string, officer: { cookie: string }) => {
      const model = validJob(t, { title });
      model.general = { ...model.general, periodType: JobPeriodType.OneDay, from: '2026-12-02', to: null, days: [WeekDay.Wednesday], shift: Shift.AM, timeRange: [] };
      const boss = await employer(t);
      const saved = await t.call('POST', employerJobsPaths.save, { cookie: boss.cookie, body: model });
      expect(saved.statusCode).toBe(200);
      const jobId = saved.json().id as number;
      expect((await t.call('POST', jobPaths.apply(jobId), { cookie: officer.cookie })).statusCode).toBe(200);
      const [application] = (await t.call('GET', jobApplicantsPaths.list(jobId), { cookie: boss.cookie })).json() as { id: number; state: number }[];
      return { boss, jobId, application };
    };
    const hire = (job: Awaited<ReturnType<typeof sameHours>>) => t.call('POST', jobApplicantsPaths.accept(job.application.id), { cookie: job.boss.cookie });

    // Busy is hired elsewhere at those hours before the shift is offered: the offer skips them.
    expect((await hire(await sameHours('Mall door', busy))).json()).toEqual({ success: true });
    await callOff(h);
    expect((await post(shiftPaths.offer(h.shift.id), h.boss.cookie)).json().offer.asked).toBe(1);
    expect(await offersTo([free.phone, busy.phone])).toEqual([1, 0]);

    // Free is hired elsewhere after the offer reached them: their YES is refused, and the offer stays open.
    expect((await hire(await sameHours('Garage gate', free))).json()).toEqual({ success: true });
    expect(await reply(free.phone, 'YES')).toBe('DutyLink: you cannot take "Bank lobby" Wed, 2 Dec at 7:00 AM CST: you already work another shift at that time.');
    expect((await today(h.boss.cookie)).attention[0]).toMatchObject({ id: h.shift.id, coveredBy: null, offer: { filledAt: null } });

    // A hire at hours the officer already works is refused in words, naming this job's shift; nothing changes.
    const third = await sameHours('Lobby desk', busy);
    const refused = await hire(third);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().title).toBe("This officer cannot be hired: they already work another shift at the time of this job's shift on Wed, 2 Dec, 7:00 AM – 3:00 PM CST");
    expect((await t.db.selectFrom('applicants').select('state').where('id', '=', third.application.id).executeTakeFirstOrThrow()).state).toBe(third.application.state);
    expect(await t.db.selectFrom('shifts').select('id').where('job_id', '=', third.jobId).execute()).toEqual([]);

    // The officer who called the shift off works nothing then: another company can hire them for those hours.
    expect((await hire(await sameHours('Bank annex', h.officer))).json()).toEqual({ success: true });
  });

  it('refuses a YES from an officer who lacks the job\'s permits, and never offers them the shift', async () => {
    const h = await hiredShift({ offerMode: 'all' });
    const [holder, lacking] = await manyOfficers(t, 2, { alerts: true });
    await t.db.updateTable('jobs').set({ marked_permits: [PermitDocumentType.GuardCard] }).where('id', '=', h.jobId).execute();
    await t.db.insertInto('employee_documents').values({ user_id: holder.userId, type: PermitDocumentType.GuardCard, number: 'G-1', expires: '2027-01-01' }).execute();
    await callOff(h);
    await post(shiftPaths.offer(h.shift.id), h.boss.cookie);
    expect(await offersTo([holder.phone, lacking.phone])).toEqual([1, 0]);
    // Asked by hand (as if the permit expired since): the hire's check refuses them.
    await t.db.insertInto('sms_asks').values({ user_id: lacking.userId, phone: lacking.phone, kind: 'offer', shift_id: h.shift.id, asked_at: MONDAY, open_until: START }).execute();
    expect(await reply(lacking.phone, 'YES')).toBe('DutyLink: you cannot take "Bank lobby" Wed, 2 Dec at 7:00 AM CST: Missing: Guard card.');
  });

  it('releases an Unconfirmed shift, tells the officer, offers it by itself with automatic offers, and keeps it off their record', async () => {
    const h = await hiredShift({ autoOffer: true });
    const [match] = await manyOfficers(t, 1, { alerts: true });
    expect((await post(shiftPaths.release(h.shift.id), h.boss.cookie)).json().title).toBe(offerMessages.notUnconfirmed);
    t.clock.current = new Date(START.getTime() - 24 * HOUR);
    await askConfirmations(t.db, t.clock.now(), ORIGIN);
    t.clock.current = new Date(START.getTime() - 20 * HOUR);
    await tellUnconfirmed(t.db, t.clock.now(), ORIGIN);
    expect((await post(shiftPaths.release(h.shift.id), (await employer(t)).cookie)).statusCode).toBe(404);
    const released = (await post(shiftPaths.release(h.shift.id), h.boss.cookie)).json() as StaffedShift;
    expect(released).toMatchObject({ lost: LostReason.Released, offer: { automatic: true, asked: 1 } });
    expect((await texts(h.officer.phone, '%released%')).map((s) => s.body)).toEqual([
      `DutyLink: ${h.company} released your unconfirmed shift "Bank lobby" Wed, 2 Dec at 7:00 AM CST: it is no longer yours. Your shifts: http://localhost:8080/employee/shifts`,
    ]);
    expect(await offersTo([match.phone])).toEqual([1]);
    expect((await myShifts(h.officer.cookie)).shifts).toEqual([]);
    // The officer's late YES to the old question finds nothing of theirs; never a no-show.
    expect(await reply(h.officer.phone, 'YES')).not.toMatch(/confirmed/);
    expect((await post(shiftPaths.release(h.shift.id), h.boss.cookie)).json().title).toBe(offerMessages.notUnconfirmed);
    t.clock.current = new Date(START.getTime() + 2 * HOUR);
    await tellNoShows(t.db, t.app.events, t.clock.now(), ORIGIN);
    expect((await officerRecords(t.db, [h.officer.userId], t.clock.now())).get(h.officer.userId)).toMatchObject({ noShows: 0, lateWithdrawals: 0 });
  });

  it('offers a no-show by itself with automatic offers', async () => {
    const h = await hiredShift({ autoOffer: true });
    const [match] = await manyOfficers(t, 1, { alerts: true });
    t.clock.current = new Date(START.getTime() + 15 * MINUTE);
    await tellNoShows(t.db, t.app.events, t.clock.now(), ORIGIN);
    expect((await today(h.boss.cookie)).attention).toEqual([expect.objectContaining({ id: h.shift.id, lost: LostReason.NoShow, offer: expect.objectContaining({ asked: 1, automatic: true }) })]);
    expect(await offersTo([match.phone])).toEqual([1]);
  });

  it('keeps an ended hire\'s shifts of the next 7 days as released, to be offered; later ones go', async () => {
    const model = validJob(t, { title: 'Warehouse' });
    model.general = { ...model.general, periodType: JobPeriodType.Range, from: '2026-12-01', to: '2026-12-14', days: [WeekDay.Tuesday, WeekDay.Friday], shift: Shift.AM, timeRange: [] };
    const h = await hiredJob(t, model);
    const shifts = () => t.db.selectFrom('shifts').select(['day', 'release_reason']).where('job_id', '=', h.jobId).orderBy('starts_at').execute();
    expect(await shifts()).toHaveLength(4);
    expect((await t.call('POST', jobApplicantsPaths.reject(h.applicationId), { cookie: h.boss.cookie, body: { reason: CANCEL_HIRE_REASONS[0] } })).statusCode).toBe(200);
    // Tue Dec 1 and Fri Dec 4 are within 7 days of Monday Nov 30 in Dallas; Tue Dec 8 and Fri Dec 11 are not.
    expect((await shifts()).map((s) => s.release_reason)).toEqual(['cancelled', 'cancelled']);
    await t.db.transaction().execute((trx) => planShifts(trx, h.jobId, t.clock.now(), ORIGIN));
    expect(await shifts()).toHaveLength(2);
    expect((await today(h.boss.cookie)).attention.map((s) => s.lost)).toEqual([LostReason.Cancelled, LostReason.Cancelled]);
    expect((await myShifts(h.officer.cookie)).shifts).toEqual([]);
  });

  it(`gives one backfill shift for ${onPostgres ? 50 : 8} YES replies at once through the inbound webhook; the rest are told it is taken`, async () => {
    const n = onPostgres ? 50 : 8;
    const h = await hiredShift({ offerMode: 'all' });
    const crowd = await manyOfficers(t, n, { alerts: true });
    await callOff(h);
    expect((await post(shiftPaths.offer(h.shift.id), h.boss.cookie)).json().offer.asked).toBe(n);
    const inbound = (from: string) => {
      const params = { MessageSid: 'SM1', AccountSid: TWILIO_ENV.TWILIO_ACCOUNT_SID, From: from, To: TWILIO_ENV.TWILIO_FROM, Body: 'YES' };
      const headers = { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8', 'x-twilio-signature': twilioSignature(TOKEN, `${ORIGIN}/api/sms/inbound`, params) };
      return twilio.app.inject({ method: 'POST', url: '/api/sms/inbound', headers, payload: new URLSearchParams(params).toString() });
    };
    twilio.clock.current = t.clock.now();
    const answers = await Promise.all(crowd.map((officer) => inbound(officer.phone)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(n).fill(200));
    const bodies = answers.map((a) => a.body);
    expect(bodies.filter((b) => b.includes('the shift is yours'))).toHaveLength(1);
    expect(bodies.filter((b) => b.includes('has been taken by another officer'))).toHaveLength(n - 1);
    expect(await t.db.selectFrom('shifts').select('id').where('backfill_of', '=', h.shift.id).execute()).toHaveLength(1);
  });
  it('tells an officer with the app by push (issue 39): they see the offer in the app and take it there, as a YES would', async () => {
    const h = await hiredShift({ offerMode: 'all' });
    const [withApp, other] = await manyOfficers(t, 2, { alerts: true });
    await subscribedDevice(t, withApp.userId);
    await callOff(h);
    expect((await post(shiftPaths.offer(h.shift.id), h.boss.cookie)).json().offer.asked).toBe(2);
    await t.app.outbox.drain();
    const told = await t.db.selectFrom('outbox').select(['id', 'channel', 'status', 'body', 'next_attempt_at']).where('user_id', '=', withApp.userId).where('message_type', '=', 'offer').orderBy('id').execute();
    expect(told.map((row) => [row.channel, row.status])).toEqual([
      ['sms', 'pending'],
      ['push', 'sent'],
    ]);
    // The text goes only if no device showed the push within 5 minutes; the ask names it.
    expect(told[0]!.next_attempt_at).toEqual(at(5 * MINUTE));
    expect(await t.db.selectFrom('sms_asks').select('outbox_id').where('user_id', '=', withApp.userId).execute()).toEqual([{ outbox_id: told[0]!.id }]);
    expect(JSON.parse(told[1]!.body)).toEqual({
      title: 'Shift open: Bank lobby',
      body: `${h.company} · Wed, 2 Dec at 7:00 AM CST to 3:00 PM CST · Pay $28.50/hr`,
      url: '/employee/shifts#open-shifts',
      tag: `offer-${h.shift.id}`,
    });
    expect(await reply(withApp.phone, 'YES')).toMatch(/^DutyLink: no question is waiting for your answer now\./);

    const offers = async (cookie: string) => ((await t.call('GET', shiftPaths.offers, { cookie })).json() as OpenShiftOffersResponse).offers;
    expect(await offers(withApp.cookie)).toEqual([
      { id: h.shift.id, jobId: h.jobId, title: 'Bank lobby', startsAt: START.toISOString(), endsAt: new Date(START.getTime() + 8 * HOUR).toISOString(), timeZone: CHICAGO, company: h.company, place: 'Arena, 2500 Victory Ave, Dallas', rate: 28.5, rateType: 0 },
    ]);
    expect(await offers(h.officer.cookie)).toEqual([]);
    // A shift not offered to the officer, and a word or 0 for its id, name no offer of theirs; an employer may not take one.
    expect((await post(shiftPaths.take(h.shift.id), h.officer.cookie)).statusCode).toBe(404);
    for (const id of ['abc', '0']) expect((await post(shiftPaths.take(h.shift.id).replace(String(h.shift.id), id), withApp.cookie)).statusCode).toBe(404);
    expect((await post(shiftPaths.take(h.shift.id), h.boss.cookie)).statusCode).toBe(403);

    const taken = await post(shiftPaths.take(h.shift.id), withApp.cookie);
    expect(taken.statusCode).toBe(200);
    expect(taken.json() as OfficerShift).toMatchObject({ jobId: h.jobId, startsAt: START.toISOString(), covering: true });
    expect((await myShifts(withApp.cookie)).shifts).toEqual([taken.json()]);
    expect(await offers(withApp.cookie)).toEqual([]);
    expect((await today(h.boss.cookie)).attention[0]).toMatchObject({ id: h.shift.id, coveredBy: { id: withApp.userId, lost: false } });
    // The later ones are told it is taken, by text and in the app alike.
    expect(await reply(other.phone, 'YES')).toBe('DutyLink: sorry, "Bank lobby" Wed, 2 Dec at 7:00 AM CST has been taken by another officer.');
    const late = await post(shiftPaths.take(h.shift.id), other.cookie);
    expect([late.statusCode, late.json().title]).toEqual([409, takeMessages.taken]);
  });

  it('refuses Take this shift as a YES is refused: the offer stopped, or a check the officer fails', async () => {
    const h = await hiredShift({ offerMode: 'all' });
    const [blocked, late] = await manyOfficers(t, 2, { alerts: true });
    await callOff(h);
    await post(shiftPaths.offer(h.shift.id), h.boss.cookie);
    await roster(h.boss.userId, blocked.userId, 'blocked');
    const refused = await post(shiftPaths.take(h.shift.id), blocked.cookie);
    expect([refused.statusCode, refused.json().title]).toEqual([409, takeMessages.cannotTake("this company's shifts are not open to you")]);
    await post(shiftPaths.stopOffer(h.shift.id), h.boss.cookie);
    const stopped = await post(shiftPaths.take(h.shift.id), late.cookie);
    expect([stopped.statusCode, stopped.json().title]).toEqual([409, takeMessages.gone]);
  });

  it(`gives one backfill shift for ${onPostgres ? 40 : 8} officers taking it in the app at once, and a YES by text at the same time`, async () => {
    const n = onPostgres ? 40 : 8;
    const h = await hiredShift({ offerMode: 'all' });
    const crowd = await manyOfficers(t, n, { alerts: true });
    await callOff(h);
    expect((await post(shiftPaths.offer(h.shift.id), h.boss.cookie)).json().offer.asked).toBe(n);
    const [texter, ...tappers] = crowd;
    const [answer, ...takes] = await Promise.all([reply(texter.phone, 'YES'), ...tappers.map((officer) => post(shiftPaths.take(h.shift.id), officer.cookie))]);
    const won = takes.filter((take) => take.statusCode === 200).length + (answer?.includes('the shift is yours') ? 1 : 0);
    expect(won).toBe(1);
    expect(takes.filter((take) => take.statusCode === 409).every((take) => take.json().title === takeMessages.taken)).toBe(true);
    expect(takes.filter((take) => take.statusCode !== 200 && take.statusCode !== 409)).toEqual([]);
    expect(await t.db.selectFrom('shifts').select('id').where('backfill_of', '=', h.shift.id).execute()).toHaveLength(1);
  });
});
