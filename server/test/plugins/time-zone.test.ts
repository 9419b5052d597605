import { adminPaths, employeeProfilePaths, PermitDocumentType, employerJobsPaths, JobPeriodType, jobWeekDays, type JobEditableResponse, type UserInfo } from '@dutylink/contracts';
import { useTestDatabase, type TestApp } from '../helpers/test-app';
import { adminSession } from '../modules/admin/fixtures';
import { employee, validGeneral, validPermits } from '../modules/employees/fixtures';
import { employer, validJob } from '../modules/employers/fixtures';

const LA = 'America/Los_Angeles';
const HONOLULU = 'Pacific/Honolulu';
// 24 Nov 2026, 17:00 in Los Angeles (15:00 in Honolulu, 20:00 in New York): 25 Nov in UTC.
const LA_FIVE_PM = new Date('2026-11-25T01:00:00Z');

/**
 * Issue 17, the user's own time zone: the browser's zone travels in the time-zone cookie (spec
 * section 9) and every rule about today, past, future or a day follows it.
 */
describe("the user's time zone", () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build({ env: { DEMO_DATA: 'false' } });
  });
  beforeEach(() => {
    t.clock.current = LA_FIVE_PM;
  });

  const oneDayJob = (day: string) => {
    const model = validJob(t);
    model.general = { ...model.general, periodType: JobPeriodType.OneDay, from: day, to: null };
    model.general.days = [...jobWeekDays(model.general)];
    return model;
  };

  it('a Los Angeles employer publishes a same-day job at 17:00; the new job starts on their today', async () => {
    const { cookie } = await employer(t);
    const editable = (await t.call('GET', employerJobsPaths.editable(0), { cookie, timeZone: LA })).json() as JobEditableResponse;
    expect(editable.general.from).toBe('2026-11-24');
    // The job is in Dallas (Central time, 19:00): its day is not over there either.
    const published = await t.call('POST', employerJobsPaths.save, { cookie, timeZone: LA, body: oneDayJob('2026-11-24') });
    expect(published.statusCode).toBe(200);
    const yesterday = await t.call('POST', employerJobsPaths.save, { cookie, timeZone: LA, body: oneDayJob('2026-11-23') });
    expect(yesterday.statusCode).toBe(400);
    expect(yesterday.json().errors).toEqual({ 'general.from': ['Date must be in the future'] });
    // In London it is already the 25th.
    expect((await t.call('POST', employerJobsPaths.save, { cookie, timeZone: 'Europe/London', body: oneDayJob('2026-11-24') })).statusCode).toBe(400);
  });

  it("refuses a day already over at the job's address, whatever the employer's calendar says", async () => {
    const { cookie } = await employer(t);
    // 23:30 in Honolulu is 03:30 the next day in Dallas.
    t.clock.current = new Date('2026-11-25T09:30:00Z');
    const refused = await t.call('POST', employerJobsPaths.save, { cookie, timeZone: HONOLULU, body: oneDayJob('2026-11-24') });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ 'general.from': ['Date must be in the future'] });
    expect((await t.call('POST', employerJobsPaths.save, { cookie, timeZone: HONOLULU, body: oneDayJob('2026-11-25') })).statusCode).toBe(200);
  });

  it("a one-day job's days are its weekday only", async () => {
    const { cookie } = await employer(t);
    const allWeek = { ...oneDayJob('2026-11-25'), general: { ...oneDayJob('2026-11-25').general, days: [1, 2, 3, 4, 5, 6, 0] } };
    const refused = await t.call('POST', employerJobsPaths.save, { cookie, timeZone: LA, body: allWeek });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ 'general.days': ["Choose only days that fall within the job's dates"] });
  });

  it('a pause of 5 days at 17:00 in Los Angeles runs to the end of the fifth day there', async () => {
    const { cookie } = await employee(t, true);
    const paused = (await t.call('POST', employeeProfilePaths.pauseNotifications(5), { cookie, timeZone: LA })).json().user as UserInfo;
    expect(paused).toMatchObject({ pausedNotificationsUntil: '2026-11-29', pausedNotificationsDays: 5 });
    const user = async () => (await t.call('POST', 'auth/refresh', { cookie })).json().user as UserInfo;
    // 23:59 on the 29th in Los Angeles (already the 30th in UTC): still paused, whatever zone asks.
    t.clock.current = new Date('2026-11-30T07:59:00Z');
    expect((await user()).pausedNotificationsUntil).toBe('2026-11-29');
    t.clock.current = new Date('2026-11-30T08:00:00Z');
    expect(await user()).toMatchObject({ pausedNotificationsUntil: null, pausedNotificationsDays: 0 });
  });

  it("an employee's permit expiring tomorrow in Los Angeles is in the future there, not in London", async () => {
    const { cookie } = await employee(t);
    expect((await t.call('POST', employeeProfilePaths.general, { cookie, timeZone: LA, body: validGeneral() })).statusCode).toBe(200);
    const permits = validPermits(LA_FIVE_PM);
    Object.assign(permits.documents.find((d) => d.type === PermitDocumentType.GuardCard)!, { issued: '2026-11-24', expired: '2026-11-25' });
    const london = await t.call('POST', employeeProfilePaths.permits, { cookie, timeZone: 'Europe/London', body: permits });
    expect(london.statusCode).toBe(400);
    expect(Object.values(london.json().errors)).toEqual([['Date must be in the future']]);
    expect((await t.call('POST', employeeProfilePaths.permits, { cookie, timeZone: LA, body: permits })).statusCode).toBe(200);
  });

  it('a Honolulu admin creates a promo valid until their today; it runs out at their midnight', async () => {
    const { cookie } = await adminSession(t);
    const promo = { id: 0, name: 'TONIGHT', value: 10, forever: true, duration: 1, maxRedemptions: null, validUntil: '2026-11-24' };
    const created = await t.call('POST', adminPaths.savePromo, { cookie, timeZone: HONOLULU, body: promo });
    expect(created.statusCode).toBe(200);
    expect(created.json().validUntil).toBe('2026-11-24');
    const row = await t.db.selectFrom('promos').select('valid_until').where('name', '=', 'TONIGHT').executeTakeFirstOrThrow();
    expect(row.valid_until?.toISOString()).toBe('2026-11-25T10:00:00.000Z');
    // Where it is already the 25th, the 24th is past (the validator runs in the request's zone).
    const london = await t.call('POST', adminPaths.savePromo, { cookie, timeZone: 'Europe/London', body: { ...promo, name: 'LONDON' } });
    expect(london.statusCode).toBe(400);
    expect(london.json().errors).toEqual({ validUntil: ['Date must be in the future'] });
  });

  it('a missing or unknown zone is New York time, never a refusal or a 5xx', async () => {
    const { cookie } = await employer(t);
    for (const timeZone of [undefined, '', 'Mars/Olympus', '+05:00', '%E0%A4%A', 'x'.repeat(5000)]) {
      const response = await t.call('GET', employerJobsPaths.editable(0), { cookie, timeZone });
      expect(response.statusCode).toBe(200);
      expect((response.json() as JobEditableResponse).general.from).toBe('2026-11-24');
    }
  });
});
