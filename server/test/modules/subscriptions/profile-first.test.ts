import { Role, subscriptionPaths } from '@dutylink/contracts';
import { createPath, subscriber, subscription, tableCounts } from '../../helpers/subscriptions';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';

describe('subscribing needs the profile steps filled', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
  });

  it('refuses an employee with an empty profile, by a plan or FREEMONTH, naming the steps, changing nothing', async () => {
    const { cookie } = await subscriber(t, Role.Employee, { filledProfile: false });
    const before = await tableCounts(t);
    const title = 'Fill in your profile first: General information, Permits & Credentials, Notification settings, Experience';
    for (const refused of [
      await t.call('POST', createPath('dutylink-monthly'), { cookie }),
      await t.call('POST', createPath('dutylink-monthly', 'FREEMONTH'), { cookie }),
      await t.call('POST', subscriptionPaths.applyPromo('FREEMONTH'), { cookie }),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ title });
    }
    expect(await tableCounts(t)).toEqual(before);
    expect((await subscription(t, cookie)).state).toBe(0);
  });

  it('refuses an employer without a company profile, and lets a filled one buy', async () => {
    const empty = await subscriber(t, Role.Employer, { filledProfile: false });
    const refused = await t.call('POST', createPath('dutylink-monthly'), { cookie: empty.cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ title: 'Fill in your profile first: General information' });
    const filled = await subscriber(t, Role.Employer);
    expect((await t.call('POST', createPath('dutylink-monthly'), { cookie: filled.cookie })).statusCode).toBe(200);
  });
});
