import { BillingPeriod, subscriptionPaths, type LastPurchase } from '@dutylink/contracts';
import { addDays } from 'date-fns';
import { buy, createPath, pressButton, subscriber } from '../../helpers/subscriptions';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';

describe('GET subscriptions/last-purchase: what the success page may say', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
  });
  const last = async (cookie: string): Promise<LastPurchase> => {
    const response = await t.call('GET', subscriptionPaths.lastPurchase, { cookie });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const NONE: LastPurchase = { outcome: 'none', period: null, amount: null, starts: null, promo: null };

  it('is none without a purchase, and refuses a visitor', async () => {
    const { cookie } = await subscriber(t);
    expect(await last(cookie)).toEqual(NONE);
    expect((await t.call('GET', subscriptionPaths.lastPurchase)).statusCode).toBe(401);
  });

  it('says paid now with the amount, then nothing once the URL is stale', async () => {
    const { cookie } = await subscriber(t);
    const at = t.clock.now();
    await buy(t, cookie, 'dutylink-monthly', 'WELCOME20');
    expect(await last(cookie)).toEqual({ outcome: 'paid', period: BillingPeriod.Month, amount: 31.99, starts: at.toISOString(), promo: 'WELCOME20' });
    t.clock.advance(2 * 3_600_000);
    expect(await last(cookie)).toEqual(NONE);
  });

  it('says queued with the day it starts for a plan bought during a running one', async () => {
    const { cookie } = await subscriber(t);
    const at = t.clock.now();
    await buy(t, cookie, 'dutylink-daily');
    t.clock.advance(60_000);
    await buy(t, cookie, 'dutylink-weekly');
    expect(await last(cookie)).toEqual({ outcome: 'queued', period: BillingPeriod.Week, amount: 14.99, starts: addDays(at, 1).toISOString(), promo: null });
  });

  it('says pending while the checkout is open, and nothing after Cancel', async () => {
    const { cookie } = await subscriber(t);
    const { url } = (await t.call('POST', createPath('dutylink-weekly'), { cookie })).json() as { url: string };
    expect(await last(cookie)).toMatchObject({ outcome: 'pending', period: BillingPeriod.Week });
    await pressButton(t, `${url}/cancel`, cookie);
    expect(await last(cookie)).toEqual(NONE);
  });
});
