import { addMonths, addWeeks } from 'date-fns';
import { authPaths, BillingPeriod, Role, Step, subscriptionPaths, SubscriptionState, type Transaction } from '@dutylink/contracts';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { buy, createPath, DAY_MS, pressButton, subscriber, subscription, SUCCESS, tableCounts } from '../../helpers/subscriptions';

describe('promo codes', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
  });

  const apply = (cookie: string, code: string) => t.call('POST', subscriptionPaths.applyPromo(code), { cookie });
  const transactions = async (cookie: string): Promise<Transaction[]> => (await t.call('GET', subscriptionPaths.transactions, { cookie })).json();
  const addPromo = async (values: { name: string; percent_off: number; duration_months?: number; max_redemptions?: number | null; valid_until?: Date | null; deleted_at?: Date | null }) =>
    t.db
      .insertInto('promos')
      .values({ duration_months: 0, max_redemptions: null, valid_until: null, deleted_at: null, created_at: t.clock.now(), ...values })
      .returning('id')
      .executeTakeFirstOrThrow();

  it('seeds the demo promos', async () => {
    const names = (await t.db.selectFrom('promos').select('name').orderBy('id').execute()).map((p) => p.name);
    expect(names).toEqual(['WELCOME20', 'HALFOFF', 'FREEMONTH', 'EXPIRED10']);
  });

  it('discounts purchases for the promo duration, then charges the full price', async () => {
    const { cookie: first, phone } = await subscriber(t);
    let cookie = first;
    const applied = await apply(cookie, 'welcome20');
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ state: SubscriptionState.Inactive, promo: { name: 'WELCOME20', percentOff: 20, durationMonths: 3 } });

    const start = t.clock.now();
    const created = await t.call('POST', createPath('dutylink-monthly'), { cookie });
    const page = await t.app.inject({ method: 'GET', url: created.json().url, headers: { cookie } });
    expect(page.body).toContain('WELCOME20 (20% off)');
    expect(page.body).toContain('-$8.00');
    expect(page.body).toContain('$31.99');
    await t.app.inject({ method: 'POST', url: `${created.json().url}/pay`, headers: { cookie, origin: 'http://localhost:8080', 'content-type': 'application/x-www-form-urlencoded' } });

    expect(await subscription(t, cookie)).toMatchObject({
      state: SubscriptionState.Active,
      nextPayment: { dt: addMonths(start, 1).toISOString(), amount: 31.99, oldAmount: 39.99 },
      promo: { name: 'WELCOME20' },
    });
    // Three monthly renewals: two inside the three months, the third at full price.
    for (let month = 1; month <= 3; month += 1) {
      t.clock.current = new Date(addMonths(start, month).getTime() + 1000);
      await t.app.subscriptions.tick();
    }
    cookie = await t.signIn(Role.Employee, phone);
    const amounts = (await transactions(cookie)).map((x) => x.amount).reverse();
    expect(amounts).toEqual([31.99, 31.99, 31.99, 39.99]);
    expect(await subscription(t, cookie)).toMatchObject({ promo: null, nextPayment: { amount: 39.99, oldAmount: null } });
  });

  it('keeps a forever promo for every renewal, and a coupon on create applies the same rules', async () => {
    const { cookie } = await subscriber(t);
    await buy(t, cookie, 'dutylink-daily', 'halfoff');
    for (let day = 0; day < 5; day += 1) {
      t.clock.advance(DAY_MS);
      await t.app.subscriptions.tick();
    }
    expect((await transactions(cookie)).map((x) => x.amount)).toEqual([2.5, 2.5, 2.5, 2.5, 2.5, 2.5]);
    expect(await subscription(t, cookie)).toMatchObject({ promo: { name: 'HALFOFF', percentOff: 50, durationMonths: 0 }, nextPayment: { amount: 2.5, oldAmount: 4.99 } });
  });

  it('replaces the applied promo, and each code works once per user', async () => {
    const { cookie } = await subscriber(t);
    expect((await apply(cookie, 'WELCOME20')).statusCode).toBe(200);
    const replaced = await apply(cookie, 'HALFOFF');
    expect(replaced.json().promo).toEqual({ name: 'HALFOFF', percentOff: 50, durationMonths: 0 });
    const before = await tableCounts(t);
    const again = await apply(cookie, 'WELCOME20');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ title: 'You have already used this promo code', errors: { code: ['You have already used this promo code'] } });
    expect((await apply(cookie, 'HALFOFF')).statusCode).toBe(400);
    expect(await tableCounts(t)).toEqual(before);
  });

  it('refuses unknown, malformed, expired, deleted and used-up codes, changing nothing', async () => {
    const { cookie } = await subscriber(t);
    await addPromo({ name: 'GONE5', percent_off: 5, deleted_at: t.clock.now() });
    const before = await tableCounts(t);
    for (const code of ['NOSUCH', 'EXPIRED10', 'expired10', 'GONE5', 'bad code', 'x'.repeat(33), '<script>']) {
      const response = await apply(cookie, code);
      expect({ code, status: response.statusCode }).toEqual({ code, status: 400 });
      expect(response.json()).toEqual({ title: expect.any(String), errors: { code: [expect.any(String)] } });
    }
    expect(await tableCounts(t)).toEqual(before);
    expect((await subscription(t, cookie)).promo).toBeNull();
  });

  it('stops at valid_until', async () => {
    const { cookie } = await subscriber(t);
    await addPromo({ name: 'SOON15', percent_off: 15, valid_until: new Date(t.clock.now().getTime() + 1000) });
    t.clock.advance(2000);
    expect((await apply(cookie, 'SOON15')).json().title).toBe('This promo code has expired');
  });

  it('never redeems more than max_redemptions, even at once', async () => {
    const { id } = await addPromo({ name: 'LIMIT2', percent_off: 10, max_redemptions: 2 });
    const users = [];
    for (let i = 0; i < 4; i += 1) users.push(await subscriber(t));
    const answers = await Promise.all(users.map((u) => apply(u.cookie, 'LIMIT2')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 400, 400]);
    expect(answers.filter((a) => a.statusCode === 400).map((a) => a.json().title)).toEqual(['This promo code has been used up', 'This promo code has been used up']);
    const promo = await t.db.selectFrom('promos').select('redemptions').where('id', '=', id).executeTakeFirstOrThrow();
    expect(promo.redemptions).toBe(2);
    expect(await t.db.selectFrom('promo_redemptions').select('id').where('promo_id', '=', id).execute()).toHaveLength(2);
  });

  it('starts a virtual subscription for a 100 % promo, which ends after its months', async () => {
    const { cookie } = await subscriber(t, Role.Employer);
    const start = t.clock.now();
    const applied = await apply(cookie, 'FREEMONTH');
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toEqual({
      state: SubscriptionState.Active,
      period: null,
      until: addMonths(start, 1).toISOString(),
      nextPayment: null,
      promo: { name: 'FREEMONTH', percentOff: 100, durationMonths: 1 },
      virtual: true,
      queued: null,
    });
    const info = (await t.call('POST', authPaths.refresh, { cookie })).json().user;
    expect(info).toMatchObject({ hasSubscription: true, virtualSubscription: true });
    expect(info.filledStep).toContain(Step.Payment);
    expect(await transactions(cookie)).toEqual([]);
    expect((await t.call('DELETE', subscriptionPaths.cancel, { cookie })).statusCode).toBe(400);
    // Another free code while one runs is refused.
    await addPromo({ name: 'FREE2', percent_off: 100, duration_months: 2 });
    expect((await apply(cookie, 'FREE2')).statusCode).toBe(400);

    t.clock.advance(15 * DAY_MS);
    await subscription(t, cookie);
    t.clock.current = new Date(addMonths(start, 1).getTime() + 1000);
    await t.app.subscriptions.tick();
    expect((await subscription(t, cookie)).state).toBe(SubscriptionState.Inactive);
    expect((await t.call('POST', authPaths.refresh, { cookie })).json().user).toMatchObject({ hasSubscription: false, virtualSubscription: false });
  });

  it('a 100 % coupon entered with a chosen plan starts that plan for free, not a free subscription without a plan', async () => {
    await addPromo({ name: 'FREEPLAN', percent_off: 100, duration_months: 1 });
    const { cookie } = await subscriber(t);
    const start = t.clock.now();
    const created = await t.call('POST', createPath('dutylink-weekly', 'FREEPLAN'), { cookie });
    expect(created.json()).toEqual({ url: expect.any(String) });
    const { url } = created.json() as { url: string };
    expect(url).toMatch(/^\/dev\/checkout\//);
    const page = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(page.body).toContain('Start for free');
    expect(page.body).toContain('$0.00');
    expect((await pressButton(t, `${url}/pay`, cookie)).headers.location).toBe(SUCCESS);
    expect(await subscription(t, cookie)).toMatchObject({
      state: SubscriptionState.Active,
      period: BillingPeriod.Week,
      virtual: false,
      until: addWeeks(start, 1).toISOString(),
      promo: { name: 'FREEPLAN', percentOff: 100, durationMonths: 1 },
      nextPayment: { amount: 0, oldAmount: 14.99 },
    });
    const last = (await t.call('GET', subscriptionPaths.lastPurchase, { cookie })).json();
    expect(last).toEqual({ outcome: 'free', period: BillingPeriod.Week, amount: 0, starts: start.toISOString(), promo: 'FREEPLAN' });
  });

  it('lets a plan be bought when a virtual subscription with an end runs: it queues behind it', async () => {
    const { cookie } = await subscriber(t);
    await addPromo({ name: 'TRIAL1', percent_off: 100, duration_months: 1 });
    const start = t.clock.now();
    expect((await apply(cookie, 'TRIAL1')).statusCode).toBe(200);
    await buy(t, cookie, 'dutylink-weekly');
    expect(await subscription(t, cookie)).toMatchObject({ virtual: true, queued: { period: BillingPeriod.Week, starts: addMonths(start, 1).toISOString() } });
  });
});

/**
 * In a database of its own: 400 days of ticks renew every subscription in the database, each renewal with its
 * receipt. Beside the earlier tests' subscribers it took 25.7 s on PGlite (1.6 s alone), passed Jest's limit
 * under load, and left their receipts for the next test's drain (37 s).
 */
describe('a forever 100 % promo', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
  });

  it('keeps a forever 100 % promo from Add Promo Code running', async () => {
    await t.db.insertInto('promos').values({ name: 'STAFF', percent_off: 100, duration_months: 0, max_redemptions: null, valid_until: null, deleted_at: null, created_at: t.clock.now() }).execute();
    const { cookie } = await subscriber(t);
    expect((await t.call('POST', subscriptionPaths.applyPromo('STAFF'), { cookie })).statusCode).toBe(200);
    expect(await subscription(t, cookie)).toMatchObject({ state: SubscriptionState.Active, virtual: true, until: null, period: null });
    // A plan cannot be bought on top of a free one that never ends.
    expect((await t.call('POST', createPath('dutylink-monthly'), { cookie })).statusCode).toBe(400);
    for (let i = 0; i < 20; i += 1) {
      t.clock.advance(20 * DAY_MS);
      await t.app.subscriptions.tick();
      await subscription(t, cookie);
    }
    expect((await t.call('POST', authPaths.refresh, { cookie })).json().user).toMatchObject({ hasSubscription: true, virtualSubscription: true });
  });
});
