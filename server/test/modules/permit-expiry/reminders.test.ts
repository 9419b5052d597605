import { employeeProfilePaths as paths, PermitDocumentType as D, type EmployeePermits } from '@dutylink/contracts';
import { remindOfExpiringPermits } from '../../../src/modules/permit-expiry/reminders';
import { ORIGIN, useTestDatabase, type TestApp } from '../../helpers/test-app';
import { employee, validGeneral, validPermits } from '../employees/fixtures';

/** Monday Nov 30 2026, 9:00 in Dallas (the fixture officer's zone is America/Chicago, UTC-6). */
const NINE_IN_DALLAS = new Date('2026-11-30T15:00:00Z');
const DAY = 86_400_000;

describe('permit expiry reminders', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
  });
  beforeEach(() => {
    t.clock.current = NINE_IN_DALLAS;
  });

  /** An officer in Dallas holding a guard card and an exposed firearm permit that expire on the given days. */
  async function officer(guardCard: string, firearm: string) {
    const user = await employee(t);
    expect((await t.call('POST', paths.general, { cookie: user.cookie, body: validGeneral() })).statusCode).toBe(200);
    await savePermits(user.cookie, guardCard, firearm);
    return user;
  }

  async function savePermits(cookie: string, guardCard: string, firearm: string) {
    const permits: EmployeePermits = validPermits(t.clock.now());
    Object.assign(permits.documents.find((d) => d.type === D.GuardCard)!, { expired: guardCard });
    Object.assign(permits.documents.find((d) => d.type === D.ExposedFirearm)!, { exists: true, number: 'F-77', issued: '2024-01-02', expired: firearm });
    const saved = await t.call('POST', paths.permits, { cookie, body: permits });
    expect(saved.statusCode).toBe(200);
  }

  const pass = () => remindOfExpiringPermits(t.db, t.clock.now(), ORIGIN);
  const texts = async (userId: number) =>
    (await t.db.selectFrom('outbox').select('body').where('user_id', '=', userId).where('body', 'like', '%expires on%').orderBy('id').execute()).map((row) => row.body);

  it('texts 30 and 7 days before, once each, from 9:00 of the officer’s day', async () => {
    const user = await officer('2027-01-09', '2027-06-30');
    // 8:59 in Dallas on the day the guard card has 30 days left: not yet.
    t.clock.current = new Date(Date.UTC(2026, 11, 10, 14, 59));
    await pass();
    expect(await texts(user.userId)).toEqual([]);
    t.clock.current = new Date(Date.UTC(2026, 11, 10, 15, 0));
    await pass();
    expect(await texts(user.userId)).toEqual([
      `DutyLink: your Guard card expires on 9 Jan 2027, in 30 days. Renew it and update Permits & Credentials to stay hireable for jobs that need it: ${ORIGIN}/employee/permits`,
    ]);
    // The next passes, and saving the step again with the same dates, send nothing more.
    await pass();
    t.clock.advance(DAY);
    await savePermits(user.cookie, '2027-01-09', '2027-06-30');
    await pass();
    expect(await texts(user.userId)).toHaveLength(1);
    // 7 days before.
    t.clock.current = new Date(Date.UTC(2027, 0, 2, 15, 0));
    await pass();
    await pass();
    const sent = await texts(user.userId);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toContain('Guard card expires on 9 Jan 2027, in 7 days.');
  });

  it('reminds at once of a permit entered with less than 30 days left, and again of a renewed one', async () => {
    const user = await officer('2027-10-01', '2026-12-20');
    await pass();
    expect(await texts(user.userId)).toEqual([expect.stringContaining('Exposed firearm permit expires on 20 Dec 2026, in 20 days.')]);
    // Renewed for a year: nothing until 30 days before the new date.
    await savePermits(user.cookie, '2027-10-01', '2027-12-20');
    t.clock.current = new Date(Date.UTC(2026, 11, 14, 15, 0));
    await pass();
    expect(await texts(user.userId)).toHaveLength(1);
    t.clock.current = new Date(Date.UTC(2027, 10, 20, 15, 0));
    await pass();
    expect((await texts(user.userId))[1]).toContain('Exposed firearm permit expires on 20 Dec 2027, in 30 days.');
  });

  it('says "tomorrow" the day before, and nothing once a permit has expired', async () => {
    const user = await officer('2027-10-01', '2026-12-01');
    await pass();
    expect(await texts(user.userId)).toEqual([expect.stringContaining('Exposed firearm permit expires on 1 Dec 2026, tomorrow.')]);
    t.clock.advance(2 * DAY);
    await pass();
    expect(await texts(user.userId)).toHaveLength(1);
  });

  it('sends nothing to a deleted account', async () => {
    const user = await officer('2027-10-01', '2026-12-20');
    expect((await t.call('DELETE', '/api/auth/', { cookie: user.cookie })).statusCode).toBeLessThan(300);
    await pass();
    expect(await t.db.selectFrom('permit_expiry_reminders').select('type').where('user_id', '=', user.userId).execute()).toEqual([]);
  });

  it('writes each reminder once when two passes run at the same time', async () => {
    const user = await officer('2027-10-01', '2026-12-20');
    await Promise.all([pass(), pass()]);
    expect(await texts(user.userId)).toHaveLength(1);
  });
});
