import { addMonths, addYears } from 'date-fns';
import { authPaths, BillingPeriod, dayIn, FALLBACK_TIME_ZONE, formatShortDate, Role, Step, subscriptionPaths, SubscriptionState, TransactionState, type Transaction } from '@dutylink/contracts';
import { fulfilCheckout, handleEventOnce } from '../../../src/modules/subscriptions/service';
import { ORIGIN, useTestDatabase, type TestApp } from '../../helpers/test-app';
import { buy, createPath, DAY_MS, FAILED, pressButton, subscriber, subscription, SUCCESS, tableCounts } from '../../helpers/subscriptions';

describe('subscriptions with the dev checkout', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
  });

  const transactions = async (cookie: string): Promise<Transaction[]> => {
    const response = await t.call('GET', subscriptionPaths.transactions, { cookie });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const userInfo = async (cookie: string) => (await t.call('POST', authPaths.refresh, { cookie })).json().user;

  it('answers the plans from the configuration', async () => {
    const { cookie } = await subscriber(t);
    const response = await t.call('GET', subscriptionPaths.config, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { period: BillingPeriod.Day, price: 4.99, productId: 'dutylink-daily' },
      { period: BillingPeriod.Week, price: 14.99, productId: 'dutylink-weekly' },
      { period: BillingPeriod.Month, price: 39.99, productId: 'dutylink-monthly' },
      { period: BillingPeriod.Year, price: 399, productId: 'dutylink-annual' },
    ]);
  });

  it('takes prices and product ids from PLANS_JSON', async () => {
    const other = await database.build({ env: { PLANS_JSON: '{"month":{"price":29.5,"productId":"dl-month"}}' } });
    const { cookie } = await subscriber(other);
    const plans = (await other.call('GET', subscriptionPaths.config, { cookie })).json();
    expect(plans[2]).toEqual({ period: BillingPeriod.Month, price: 29.5, productId: 'dl-month' });
  });

  it('lets only signed-in employees and employers with a verified e-mail in', async () => {
    expect((await t.call('GET', subscriptionPaths.get)).statusCode).toBe(401);
    const admin = await t.signIn(Role.Admin, '+15555550100');
    const refused = await t.call('GET', subscriptionPaths.get, { cookie: admin });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ title: expect.any(String) });
    expect((await t.call('POST', createPath('dutylink-monthly'), { cookie: admin })).statusCode).toBe(403);
    const unverified = await t.signUp(Role.Employer);
    expect((await t.call('GET', subscriptionPaths.config, { cookie: unverified.cookie })).statusCode).toBe(403);
    expect((await t.call('POST', createPath('dutylink-monthly'), { cookie: unverified.cookie })).statusCode).toBe(403);
    const employer = await subscriber(t, Role.Employer);
    expect((await t.call('GET', subscriptionPaths.get, { cookie: employer.cookie })).statusCode).toBe(200);
  });

  it('buys a plan: create, the checkout page, Pay, then access', async () => {
    const { cookie, userId } = await subscriber(t);
    expect(await subscription(t, cookie)).toEqual({ state: SubscriptionState.Inactive, period: null, until: null, nextPayment: null, promo: null, virtual: false, queued: null });

    const created = await t.call('POST', createPath('dutylink-monthly'), { cookie });
    expect(created.statusCode).toBe(200);
    const { url } = created.json();
    expect(url).toMatch(/^\/dev\/checkout\/[A-Za-z0-9_-]{22}$/);

    const page = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Monthly subscription');
    expect(page.body).toContain('$39.99');
    expect(page.body).toContain(`action="${url}/pay"`);
    expect(page.body).toContain(`action="${url}/cancel"`);
    // Still nothing granted before paying.
    expect((await subscription(t, cookie)).state).toBe(SubscriptionState.Inactive);

    const paidAt = t.clock.now();
    const paid = await pressButton(t, `${url}/pay`, cookie);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(SUCCESS);

    const until = addMonths(paidAt, 1).toISOString();
    expect(await subscription(t, cookie)).toEqual({
      state: SubscriptionState.Active,
      period: BillingPeriod.Month,
      until,
      nextPayment: { dt: until, amount: 39.99, oldAmount: null },
      promo: null,
      virtual: false,
      queued: null,
    });
    const list = await transactions(cookie);
    expect(list).toEqual([{ name: 'Monthly subscription', dt: paidAt.toISOString(), amount: 39.99, state: TransactionState.Paid, invoiceID: expect.any(Number) }]);
    const info = await userInfo(cookie);
    expect(info).toMatchObject({ hasSubscription: true, virtualSubscription: false });
    expect(info.filledStep).toContain(Step.Payment);

    // Pay again, or the same fulfilment replayed: nothing more happens.
    const before = await tableCounts(t);
    const again = await pressButton(t, `${url}/pay`, cookie);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(SUCCESS);
    const checkoutId = url.split('/').pop()!;
    const replayed = await handleEventOnce(t.db, { id: `dev:${checkoutId}:paid`, type: 'dev.checkout.paid', objectId: null, created: paidAt, received: paidAt }, async (trx) => {
      await fulfilCheckout(trx, t.app.events, { checkoutId, at: paidAt, plans: t.app.config.plans, salesTaxPercent: null, chargedNow: true });
    });
    expect(replayed).toBe(false);
    const outcome = await t.db.transaction().execute((trx) => fulfilCheckout(trx, t.app.events, { checkoutId, at: paidAt, plans: t.app.config.plans, salesTaxPercent: null, chargedNow: true }));
    expect(outcome).toBe('ignored');
    expect(await tableCounts(t)).toEqual(before);
    expect(await transactions(cookie)).toHaveLength(1);
    expect((await t.db.selectFrom('users').select('filled_steps').where('id', '=', userId).executeTakeFirstOrThrow()).filled_steps.filter((s) => s === Step.Payment)).toHaveLength(1);
  });

  it('changes nothing when the checkout is cancelled', async () => {
    const { cookie } = await subscriber(t);
    const { url } = (await t.call('POST', createPath('dutylink-weekly'), { cookie })).json();
    const cancelled = await pressButton(t, `${url}/cancel`, cookie);
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(FAILED);
    // A later Pay on the cancelled checkout does not charge either.
    const late = await pressButton(t, `${url}/pay`, cookie);
    expect(late.headers.location).toBe(FAILED);
    expect((await subscription(t, cookie)).state).toBe(SubscriptionState.Inactive);
    expect(await transactions(cookie)).toEqual([]);
    expect((await userInfo(cookie)).hasSubscription).toBe(false);
  });

  it('guards the checkout page: owner only, our Origin only', async () => {
    const owner = await subscriber(t);
    const other = await subscriber(t);
    const { url } = (await t.call('POST', createPath('dutylink-daily'), { cookie: owner.cookie })).json();
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await pressButton(t, `${url}/pay`, other.cookie)).statusCode).toBe(404);
    expect((await pressButton(t, `${url}/pay`, owner.cookie, null)).statusCode).toBe(403);
    expect((await pressButton(t, `${url}/pay`, owner.cookie, 'https://evil.example')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await subscription(t, owner.cookie)).state).toBe(SubscriptionState.Inactive);
  });

  it('refuses bad purchases and changes nothing', async () => {
    const { cookie } = await subscriber(t);
    const before = await tableCounts(t);
    const bad = [
      subscriptionPaths.create('dutylink-forever', { successUrl: SUCCESS, failedUrl: FAILED }),
      subscriptionPaths.create('x'.repeat(80), { successUrl: SUCCESS, failedUrl: FAILED }),
      subscriptionPaths.create('dutylink-monthly', { successUrl: 'https://evil.example/x', failedUrl: FAILED }),
      subscriptionPaths.create('dutylink-monthly', { successUrl: '//evil.example/x', failedUrl: FAILED }),
      subscriptionPaths.create('dutylink-monthly', { successUrl: SUCCESS, failedUrl: 'javascript:alert(1)' }),
      subscriptionPaths.create('dutylink-monthly', { successUrl: `/${'a'.repeat(600)}`, failedUrl: FAILED }),
      `subscriptions/create/dutylink-monthly?successUrl=${encodeURIComponent(SUCCESS)}`,
      subscriptionPaths.create('dutylink-monthly', { successUrl: SUCCESS, failedUrl: FAILED, couponCode: 'TOO-LONG-CODE-123' }),
      subscriptionPaths.create('dutylink-monthly', { successUrl: SUCCESS, failedUrl: FAILED, couponCode: 'bad code' }),
      subscriptionPaths.create('dutylink-monthly', { successUrl: SUCCESS, failedUrl: FAILED, couponCode: 'NOSUCHCODE' }),
      subscriptionPaths.create('dutylink-monthly', { successUrl: SUCCESS, failedUrl: FAILED, couponCode: 'EXPIRED10' }),
    ];
    for (const path of bad) {
      const response = await t.call('POST', path, { cookie });
      expect({ path, status: response.statusCode }).toEqual({ path, status: 400 });
      expect(response.json()).toEqual({ title: expect.any(String), errors: expect.any(Object) });
    }
    expect(await tableCounts(t)).toEqual(before);
  });

  it.each([
    '/..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/%2F%2Fevil.example',
    '/\\evil.example',
    '/%5C%5Cevil.example',
    '/\t/evil.example',
    '/%0d%0aLocation:%20https://evil.example',
    '/x?next=https://evil.example',
    '/%E0%A4%A',
    '\\\\evil.example',
    '/employee/x/../subscription/failed',
    'https:evil.example',
  ])('never sends the buyer back to another site: failedUrl=%s', async (failedUrl) => {
    const { cookie } = await subscriber(t);
    const before = await tableCounts(t);
    const response = await t.call('POST', subscriptionPaths.create('dutylink-monthly', { successUrl: SUCCESS, failedUrl }), { cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ title: 'Please check the highlighted fields', errors: { failedUrl: ['Must be a path on this site'] } });
    expect(await tableCounts(t)).toEqual(before);
  });

  it('returns to the path it was given', async () => {
    const { cookie } = await subscriber(t);
    const { url } = (await t.call('POST', subscriptionPaths.create('dutylink-monthly', { successUrl: SUCCESS, failedUrl: '/employee/subscription/failed?from=checkout' }), { cookie })).json();
    const cancelled = await pressButton(t, `${url}/cancel`, cookie);
    expect(cancelled.headers.location).toBe('/employee/subscription/failed?from=checkout');
  });

  it('cancels: Cancelled at once, active until the end, then Inactive', async () => {
    const { cookie } = await subscriber(t);
    const nothing = await t.call('DELETE', subscriptionPaths.cancel, { cookie });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toEqual({ title: 'You have no active subscription to cancel' });

    await buy(t, cookie, 'dutylink-weekly');
    const active = await subscription(t, cookie);
    const cancelled = await t.call('DELETE', subscriptionPaths.cancel, { cookie });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ ...active, state: SubscriptionState.Cancelled, nextPayment: null });
    expect((await t.call('DELETE', subscriptionPaths.cancel, { cookie })).statusCode).toBe(400);

    t.clock.advance(6 * DAY_MS);
    await t.app.subscriptions.tick();
    expect((await userInfo(cookie)).hasSubscription).toBe(true);
    t.clock.advance(DAY_MS + 1000);
    // Before the tick runs, the period end alone already ends access.
    expect((await subscription(t, cookie)).state).toBe(SubscriptionState.Inactive);
    expect((await t.app.subscriptions.tick()).deactivated).toBeGreaterThanOrEqual(1);
    expect((await subscription(t, cookie)).state).toBe(SubscriptionState.Inactive);
    expect((await userInfo(cookie)).hasSubscription).toBe(false);
    expect(await transactions(cookie)).toHaveLength(1);
  });

  it('renews an Active subscription at its period end, and shows the 12 latest payments', async () => {
    const { cookie } = await subscriber(t);
    const start = t.clock.now();
    await buy(t, cookie, 'dutylink-daily');
    t.clock.advance(DAY_MS + 1000);
    await t.app.subscriptions.tick();
    const renewed = await subscription(t, cookie);
    expect(renewed).toMatchObject({ state: SubscriptionState.Active, until: new Date(start.getTime() + 2 * DAY_MS).toISOString() });
    expect(await transactions(cookie)).toHaveLength(2);
    // Running the pass again at the same moment charges nothing more.
    await t.app.subscriptions.tick();
    expect(await transactions(cookie)).toHaveLength(2);

    t.clock.advance(13 * DAY_MS);
    await t.app.subscriptions.tick();
    const list = await transactions(cookie);
    expect(list).toHaveLength(12);
    expect(list.map((x) => x.dt)).toEqual([...list.map((x) => x.dt)].sort().reverse());
    expect(list[0]!.dt).toBe(new Date(start.getTime() + 14 * DAY_MS).toISOString());
    expect(await t.db.selectFrom('transactions').select('transactions.id').innerJoin('users', 'users.id', 'transactions.user_id').where('users.email', '=', (await userInfo(cookie)).email).execute()).toHaveLength(15);
  });

  it('renews once when several passes run at the same time (several processes)', async () => {
    const { cookie } = await subscriber(t);
    await buy(t, cookie, 'dutylink-daily');
    const second = await database.build();
    const at = new Date(t.clock.now().getTime() + DAY_MS + 1000);
    const results = await Promise.all([t.app.subscriptions.tick(at), second.app.subscriptions.tick(at), t.app.subscriptions.tick(at)]);
    expect(results.reduce((n, r) => n + r.renewed, 0)).toBeGreaterThanOrEqual(1);
    expect(await transactions(cookie)).toHaveLength(2);
  });

  it('queues a plan bought during an active one and starts it when that ends', async () => {
    const { cookie } = await subscriber(t);
    const start = t.clock.now();
    await buy(t, cookie, 'dutylink-monthly');
    const end = addMonths(start, 1);

    t.clock.advance(DAY_MS);
    const created = await t.call('POST', createPath('dutylink-annual'), { cookie });
    const { url } = created.json();
    const page = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(page.body).toContain(`starts on ${formatShortDate(dayIn(end, FALLBACK_TIME_ZONE))} `);
    expect((await pressButton(t, `${url}/pay`, cookie)).headers.location).toBe(SUCCESS);

    const queued = await subscription(t, cookie);
    expect(queued).toMatchObject({
      state: SubscriptionState.Active,
      period: BillingPeriod.Month,
      until: end.toISOString(),
      queued: { period: BillingPeriod.Year, starts: end.toISOString() },
      nextPayment: { dt: end.toISOString(), amount: 399, oldAmount: null },
    });
    // Only one plan may wait.
    expect((await t.call('POST', createPath('dutylink-weekly'), { cookie })).statusCode).toBe(400);

    // (a call half-way keeps the 30-day session alive)
    t.clock.advance(15 * DAY_MS);
    await subscription(t, cookie);
    t.clock.current = new Date(end.getTime() + 1000);
    await t.app.subscriptions.tick();
    const upgraded = await subscription(t, cookie);
    expect(upgraded).toMatchObject({ state: SubscriptionState.Active, period: BillingPeriod.Year, until: addYears(end, 1).toISOString(), queued: null });
    const list = await transactions(cookie);
    expect(list.map((x) => [x.name, x.amount])).toEqual([
      ['Annual subscription', 399],
      ['Monthly subscription', 39.99],
    ]);
  });

  it('cancelling with a plan queued drops that plan: it never starts and is never charged', async () => {
    const { cookie, userId } = await subscriber(t);
    const start = t.clock.now();
    await buy(t, cookie, 'dutylink-monthly');
    const end = addMonths(start, 1);
    await buy(t, cookie, 'dutylink-annual');
    expect((await subscription(t, cookie)).queued).toEqual({ period: BillingPeriod.Year, starts: end.toISOString() });

    const cancelled = await t.call('DELETE', subscriptionPaths.cancel, { cookie });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: SubscriptionState.Cancelled, period: BillingPeriod.Month, until: end.toISOString(), nextPayment: null, queued: null });
    const row = await t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ queued_period: null, queued_product_id: null, queued_starts: null, queued_provider_subscription_id: null });
    expect((await t.call('DELETE', subscriptionPaths.cancel, { cookie })).json()).toEqual({ title: 'Your subscription is already cancelled' });

    // (a call half-way keeps the 30-day session alive)
    t.clock.advance(15 * DAY_MS);
    await subscription(t, cookie);
    t.clock.current = new Date(end.getTime() + 1000);
    await t.app.subscriptions.tick();
    expect(await subscription(t, cookie)).toMatchObject({ state: SubscriptionState.Inactive, period: null, queued: null });
    expect((await transactions(cookie)).map((x) => [x.name, x.amount])).toEqual([['Monthly subscription', 39.99]]);
  });

  it('serves invoices as PDF to their owner only', async () => {
    const owner = await subscriber(t, Role.Employer);
    const other = await subscriber(t, Role.Employer);
    await buy(t, owner.cookie, 'dutylink-monthly');
    const [payment] = await transactions(owner.cookie);
    const link = await t.call('GET', subscriptionPaths.invoice(payment!.invoiceID), { cookie: owner.cookie });
    expect(link.statusCode).toBe(200);
    expect(link.json()).toEqual({ url: `/api/subscriptions/invoices/${payment!.invoiceID}.pdf` });

    const pdf = await t.app.inject({ method: 'GET', url: link.json().url, headers: { cookie: owner.cookie } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; filename="invoice-DL-\d{4}-\d{6}\.pdf"$/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    expect((await t.call('GET', subscriptionPaths.invoice(payment!.invoiceID), { cookie: other.cookie })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: link.json().url, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    expect((await t.call('GET', subscriptionPaths.invoice(999_999), { cookie: owner.cookie })).statusCode).toBe(404);
    expect((await t.call('GET', `subscriptions/invoice/${payment!.invoiceID}/html`, { cookie: owner.cookie })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: link.json().url })).statusCode).toBe(401);
  });

  it('ends the subscription when the account is deleted', async () => {
    const { cookie, userId } = await subscriber(t);
    await buy(t, cookie, 'dutylink-monthly');
    expect((await t.call('DELETE', authPaths.deleteAccount, { cookie })).statusCode).toBe(200);
    const row = await t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(row.state).toBe(SubscriptionState.Inactive);
    expect(row.until!.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
  });

  it('keeps JSON-only rules on the API (a form post to create is refused)', async () => {
    const { cookie } = await subscriber(t);
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/${createPath('dutylink-monthly')}`,
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(form.statusCode).toBe(415);
  });
});
