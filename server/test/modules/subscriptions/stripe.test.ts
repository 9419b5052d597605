import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { authPaths, BillingPeriod, dayIn, formatShortDate, Role, subscriptionPaths, SubscriptionState, TransactionState } from '@dutylink/contracts';
import { STRIPE_GRACE_MS } from '../../../src/modules/subscriptions/service';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { createPath, DAY_MS, subscriber, subscription, tableCounts } from '../../helpers/subscriptions';
import { readBody } from '../../helpers/http-fake';
import { htmlProblems } from '../../helpers/email';

const WEBHOOK_SECRET = 'whsec_test_dutylink';

interface Received {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
}

describe('Stripe payments (against a local fake of the API)', () => {
  const database = useTestDatabase();
  let t: TestApp;
  let server: Server;
  const received: Received[] = [];
  let sessions = 0;
  const signer = new Stripe('sk_test_signer');

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const path = (request.url ?? '').split('?')[0]!;
      const form = new URLSearchParams(await readBody(request));
      received.push({ method: request.method ?? '', path, form, idempotencyKey: request.headers['idempotency-key'] as string | undefined });
      const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' }).end(JSON.stringify(body));
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        sessions += 1;
        return json(200, { id: `cs_test_${sessions}`, object: 'checkout.session', url: `https://checkout.stripe.test/c/pay/cs_test_${sessions}` });
      }
      if (request.method === 'POST' && path === '/v1/coupons') return json(200, { id: form.get('id'), object: 'coupon' });
      const sub = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
      if (sub && request.method === 'POST') return json(200, { id: sub[1], object: 'subscription', cancel_at_period_end: true });
      if (sub && request.method === 'DELETE') return json(200, { id: sub[1], object: 'subscription', status: 'canceled' });
      return json(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such thing' } });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await database.build({ env: { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: apiBase, SALES_TAX: '6.25' } });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  let eventCounter = 0;
  const event = (type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) => {
    eventCounter += 1;
    return { id: `evt_test_${eventCounter}`, object: 'event', type, created, livemode: false, api_version: '2026-10-28.endive', data: { object } };
  };
  const deliver = (body: unknown, { secret = WEBHOOK_SECRET, timestamp }: { secret?: string; timestamp?: number } = {}) => {
    const payload = JSON.stringify(body);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
    // No Origin: Stripe calls from its own servers.
    return t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature }, payload });
  };
  const checkoutId = () => received.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.form.get('metadata[checkoutId]')!;
  const completed = (checkout: string, subscriptionId: string, userId: number) =>
    event('checkout.session.completed', {
      id: `cs_${subscriptionId}`,
      object: 'checkout.session',
      mode: 'subscription',
      payment_status: 'paid',
      subscription: subscriptionId,
      customer: `cus_${userId}`,
      metadata: { checkoutId: checkout, userId: String(userId) },
    });
  const invoicePaid = (invoiceId: string, subscriptionId: string, userId: number, amount: number, start: Date, end: Date, productId = 'dutylink-daily') =>
    event('invoice.paid', {
      id: invoiceId,
      object: 'invoice',
      amount_paid: amount,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: { userId: String(userId), productId } } },
      lines: { object: 'list', data: [{ period: { start: Math.floor(start.getTime() / 1000), end: Math.floor(end.getTime() / 1000) } }] },
    });

  async function startCheckout(cookie: string, productId = 'dutylink-monthly', couponCode?: string): Promise<string> {
    const created = await t.call('POST', createPath(productId, couponCode), { cookie });
    expect(created.statusCode).toBe(200);
    expect(created.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
    return checkoutId();
  }

  it('has no dev checkout while Stripe is on', async () => {
    const { cookie } = await subscriber(t);
    expect((await t.app.inject({ method: 'GET', url: '/dev/checkout/abc', headers: { cookie } })).statusCode).toBe(404);
  });

  it("sends Stripe return addresses on PUBLIC_URL, never on the request's Host", async () => {
    const { cookie } = await subscriber(t);
    const forged = { cookie, origin: 'http://evil.example', headers: { host: 'evil.example' } };
    expect((await t.call('POST', createPath('dutylink-monthly'), forged)).statusCode).toBe(200);
    const call = received.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(Object.fromEntries(call.form)).toMatchObject({
      success_url: 'http://localhost:8080/employee/subscription/success',
      cancel_url: 'http://localhost:8080/employee/subscription/failed',
    });
  });

  it('creates a Checkout session in subscription mode and grants access only from the signed webhook', async () => {
    const { cookie, userId } = await subscriber(t);
    const checkout = await startCheckout(cookie);
    const call = received.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(Object.fromEntries(call.form)).toMatchObject({
      mode: 'subscription',
      success_url: 'http://localhost:8080/employee/subscription/success',
      cancel_url: 'http://localhost:8080/employee/subscription/failed',
      client_reference_id: String(userId),
      'line_items[0][price_data][unit_amount]': '3999',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][recurring][interval]': 'month',
      'metadata[userId]': String(userId),
      'subscription_data[metadata][checkoutId]': checkout,
      customer_email: `user${userId}@example.com`,
    });
    expect(call.idempotencyKey).toBe(`checkout-${checkout}`);
    // The success redirect alone gives nothing.
    expect((await subscription(t, cookie)).state).toBe(SubscriptionState.Inactive);

    const grant = completed(checkout, 'sub_A', userId);
    const granted = await deliver(grant);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toEqual({ received: true });
    expect(await subscription(t, cookie)).toMatchObject({ state: SubscriptionState.Active, period: BillingPeriod.Month });
    expect((await t.call('POST', authPaths.refresh, { cookie })).json().user.hasSubscription).toBe(true);

    const now = new Date();
    const end = new Date(now.getTime() + 31 * DAY_MS);
    const paid = invoicePaid('in_A1', 'sub_A', userId, 3999, now, end, 'dutylink-monthly');
    expect((await deliver(paid)).statusCode).toBe(200);
    const list = (await t.call('GET', subscriptionPaths.transactions, { cookie })).json();
    expect(list).toEqual([{ name: 'Monthly subscription', dt: expect.any(String), amount: 39.99, state: TransactionState.Paid, invoiceID: expect.any(Number) }]);
    // The sales tax set when Stripe reports the payment is the payment's, for its invoice.
    expect(await t.db.selectFrom('transactions').select('sales_tax_percent').where('user_id', '=', userId).execute()).toEqual([{ sales_tax_percent: '6.25' }]);
    expect((await subscription(t, cookie)).until).toBe(new Date(Math.floor(end.getTime() / 1000) * 1000).toISOString());

    // The same events again (Stripe retries): nothing changes.
    const before = await tableCounts(t);
    const row = await t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect((await deliver(grant)).statusCode).toBe(200);
    expect((await deliver(paid)).statusCode).toBe(200);
    // A new event about the same invoice records no second payment.
    expect((await deliver(invoicePaid('in_A1', 'sub_A', userId, 3999, now, end))).statusCode).toBe(200);
    expect(await tableCounts(t)).toEqual({ ...before, payment_events: before.payment_events + 1 });
    expect(await t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow()).toEqual(row);

    // Renewal: invoice.paid for the next period moves until forward; an older one never back.
    const next = new Date(end.getTime() + 31 * DAY_MS);
    await deliver(invoicePaid('in_A2', 'sub_A', userId, 3999, end, next));
    await deliver(invoicePaid('in_A0', 'sub_A', userId, 3999, new Date(now.getTime() - 31 * DAY_MS), now));
    expect((await subscription(t, cookie)).until).toBe(new Date(Math.floor(next.getTime() / 1000) * 1000).toISOString());

    // Cancel: at Stripe at period end, Cancelled here at once.
    const cancelled = await t.call('DELETE', subscriptionPaths.cancel, { cookie });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: SubscriptionState.Cancelled, nextPayment: null });
    const update = received.filter((r) => r.path === '/v1/subscriptions/sub_A').at(-1)!;
    expect(update.method).toBe('POST');
    expect(update.form.get('cancel_at_period_end')).toBe('true');

    // Stripe ends it at the period end.
    expect((await deliver(event('customer.subscription.deleted', { id: 'sub_A', object: 'subscription', status: 'canceled' }))).statusCode).toBe(200);
    expect((await subscription(t, cookie)).state).toBe(SubscriptionState.Inactive);
    expect((await t.call('POST', authPaths.refresh, { cookie })).json().user.hasSubscription).toBe(false);
  });

  it('does not resurrect a subscription whose deletion arrived first', async () => {
    const { cookie, userId } = await subscriber(t);
    const checkout = await startCheckout(cookie, 'dutylink-weekly');
    expect((await deliver(event('customer.subscription.deleted', { id: 'sub_B', object: 'subscription', status: 'canceled' }))).statusCode).toBe(200);
    expect((await deliver(completed(checkout, 'sub_B', userId))).statusCode).toBe(200);
    expect((await deliver(invoicePaid('in_B1', 'sub_B', userId, 1499, new Date(), new Date(Date.now() + 7 * DAY_MS)))).statusCode).toBe(200);
    expect((await subscription(t, cookie)).state).toBe(SubscriptionState.Inactive);
    expect((await t.call('POST', authPaths.refresh, { cookie })).json().user.hasSubscription).toBe(false);
  });

  it('records a first invoice that overtakes checkout.session.completed, then grants on the latter', async () => {
    const { cookie, userId } = await subscriber(t);
    const checkout = await startCheckout(cookie, 'dutylink-daily');
    await deliver(invoicePaid('in_C1', 'sub_C', userId, 499, new Date(), new Date(Date.now() + DAY_MS)));
    expect((await subscription(t, cookie)).state).toBe(SubscriptionState.Inactive);
    await deliver(completed(checkout, 'sub_C', userId));
    expect((await subscription(t, cookie)).state).toBe(SubscriptionState.Active);
    expect((await t.call('GET', subscriptionPaths.transactions, { cookie })).json()).toHaveLength(1);
  });

  it('refuses forged and replayed webhooks, changing nothing', async () => {
    const { cookie, userId } = await subscriber(t);
    const checkout = await startCheckout(cookie);
    const before = await tableCounts(t);
    const body = completed(checkout, 'sub_D', userId);
    const forged = await deliver(body, { secret: 'whsec_wrong' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ title: 'Invalid Stripe signature' });
    const replayed = await deliver(body, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(replayed.statusCode).toBe(400);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    expect(unsigned.statusCode).toBe(400);
    // A signed body altered afterwards fails too.
    const payload = JSON.stringify(body);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const altered = await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload: payload.replace('sub_D', 'sub_E') });
    expect(altered.statusCode).toBe(400);
    expect(await tableCounts(t)).toEqual(before);
    expect((await subscription(t, cookie)).state).toBe(SubscriptionState.Inactive);
  });

  it.each([
    ['no id', { id: undefined }],
    ['an id that is a list', { id: ['evt_1'] }],
    ['a type of 256 characters', { type: 'x'.repeat(256) }],
    ['a time that is a word', { created: 'soon' }],
    ['a time beyond the year 9999', { created: 2 ** 40 }],
    ['a negative time', { created: -1 }],
    ['an object that is a list', { data: { object: [] } }],
    ['no data', { data: undefined }],
  ])('refuses a signed event with %s, changing nothing', async (_what, change) => {
    const before = await tableCounts(t);
    const response = await deliver({ ...event('customer.subscription.deleted', { id: 'sub_Z', object: 'subscription' }), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ title: expect.any(String), errors: expect.any(Object) });
    expect(await tableCounts(t)).toEqual(before);
  });

  it('reads a user id beyond 2^31 in the metadata as none: the checkout and the subscription id decide', async () => {
    const { cookie, userId } = await subscriber(t);
    const checkout = await startCheckout(cookie);
    const strange = completed(checkout, 'sub_Y', userId);
    (strange.data.object as { metadata: { userId: string } }).metadata.userId = '99999999999';
    expect((await deliver(strange)).statusCode).toBe(200);
    expect((await deliver(invoicePaid('in_Y1', 'sub_Y', 99_999_999_999, 3999, new Date(), new Date(Date.now() + DAY_MS)))).statusCode).toBe(200);
    expect(await subscription(t, cookie)).toMatchObject({ state: SubscriptionState.Active, period: BillingPeriod.Month });
    expect((await t.call('GET', subscriptionPaths.transactions, { cookie })).json()).toHaveLength(1);
  });

  it('queues a plan bought during an active Stripe subscription: billed from its end, the old one stops renewing', async () => {
    const { cookie, userId } = await subscriber(t);
    await deliver(completed(await startCheckout(cookie, 'dutylink-monthly'), 'sub_H', userId));
    const { until } = await subscription(t, cookie);
    const checkout = await startCheckout(cookie, 'dutylink-annual');
    const session = received.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(session.form.get('subscription_data[billing_cycle_anchor]')).toBe(String(Math.floor(new Date(until!).getTime() / 1000)));
    expect(session.form.get('subscription_data[proration_behavior]')).toBe('none');
    await deliver(completed(checkout, 'sub_I', userId));
    expect(await subscription(t, cookie)).toMatchObject({ period: BillingPeriod.Month, queued: { period: BillingPeriod.Year, starts: until } });
    const update = received.filter((r) => r.path === '/v1/subscriptions/sub_H').at(-1)!;
    expect(update.form.get('cancel_at_period_end')).toBe('true');
    // Stripe reports that stop; the plan bought goes on after it, so it is no cancellation to e-mail.
    await deliver(event('customer.subscription.updated', { id: 'sub_H', object: 'subscription', cancel_at_period_end: true }));
    // Its first invoice at the anchor starts it.
    const start = new Date(until!);
    await deliver(invoicePaid('in_I1', 'sub_I', userId, 39900, start, new Date(start.getTime() + 365 * DAY_MS), 'dutylink-annual'));
    expect(await subscription(t, cookie)).toMatchObject({ state: SubscriptionState.Active, period: BillingPeriod.Year, queued: null });
    const emails = await t.db.selectFrom('outbox').select('subject').where('user_id', '=', userId).where('channel', '=', 'email').orderBy('id').execute();
    expect(emails.map((m) => m.subject)).toEqual(['Receipt for your DutyLink Annual subscription: $399.00']);
  });

  it('cancelling with a plan queued ends that plan at Stripe at once and drops it here', async () => {
    const { cookie, userId } = await subscriber(t);
    await deliver(completed(await startCheckout(cookie, 'dutylink-monthly'), 'sub_Q', userId));
    await deliver(completed(await startCheckout(cookie, 'dutylink-annual'), 'sub_R', userId));
    expect((await subscription(t, cookie)).queued).toMatchObject({ period: BillingPeriod.Year });

    const cancelled = await t.call('DELETE', subscriptionPaths.cancel, { cookie });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: SubscriptionState.Cancelled, period: BillingPeriod.Month, nextPayment: null, queued: null });
    expect(received.filter((r) => r.path === '/v1/subscriptions/sub_R').map((r) => r.method)).toEqual(['DELETE']);
    expect(received.filter((r) => r.path === '/v1/subscriptions/sub_Q').at(-1)!.form.get('cancel_at_period_end')).toBe('true');
    const row = await t.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ queued_period: null, queued_product_id: null, queued_starts: null, queued_provider_subscription_id: null });
  });

  it('sends a promo to Checkout as a coupon', async () => {
    const { cookie } = await subscriber(t);
    await startCheckout(cookie, 'dutylink-monthly', 'WELCOME20');
    const coupon = received.filter((r) => r.path === '/v1/coupons').at(-1)!;
    expect(Object.fromEntries(coupon.form)).toMatchObject({ percent_off: '20', duration: 'repeating', duration_in_months: '3', name: 'WELCOME20' });
    const session = received.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(session.form.get('discounts[0][coupon]')).toBe(coupon.form.get('id'));
  });

  it('cancels at Stripe at once when the account is deleted', async () => {
    const { cookie, userId } = await subscriber(t, Role.Employer);
    await deliver(completed(await startCheckout(cookie), 'sub_F', userId));
    expect((await t.call('DELETE', authPaths.deleteAccount, { cookie })).statusCode).toBe(200);
    expect(received.filter((r) => r.path === '/v1/subscriptions/sub_F').map((r) => r.method)).toEqual(['DELETE']);
    expect((await t.db.selectFrom('subscriptions').select('state').where('user_id', '=', userId).executeTakeFirstOrThrow()).state).toBe(SubscriptionState.Inactive);
  });

  it('deactivates a Stripe subscription whose renewal never came, after the grace period', async () => {
    const { cookie, userId } = await subscriber(t);
    await deliver(completed(await startCheckout(cookie, 'dutylink-daily'), 'sub_G', userId));
    const { until } = await t.db.selectFrom('subscriptions').select('until').where('user_id', '=', userId).executeTakeFirstOrThrow();
    await t.app.subscriptions.tick(new Date(until!.getTime() + 1000));
    expect((await t.db.selectFrom('subscriptions').select('state').where('user_id', '=', userId).executeTakeFirstOrThrow()).state).toBe(SubscriptionState.Active);
    await t.app.subscriptions.tick(new Date(until!.getTime() + STRIPE_GRACE_MS + 1000));
    expect((await t.db.selectFrom('subscriptions').select('state').where('user_id', '=', userId).executeTakeFirstOrThrow()).state).toBe(SubscriptionState.Inactive);
    expect(await t.db.selectFrom('transactions').select('id').where('user_id', '=', userId).execute()).toEqual([]);
  });

  it('e-mails a receipt per paid invoice, a failed payment and a cancellation, each once however often Stripe delivers', async () => {
    const emailsTo = (userId: number) =>
      t.db.selectFrom('outbox').select(['subject', 'body', 'html', 'invoice_id']).where('user_id', '=', userId).where('channel', '=', 'email').orderBy('id').execute();
    const untilOf = async (userId: number) => (await t.db.selectFrom('subscriptions').select('until').where('user_id', '=', userId).executeTakeFirstOrThrow()).until!;
    const usDay = (instant: Date) => formatShortDate(dayIn(instant, 'America/New_York'));

    const payer = await subscriber(t);
    await deliver(completed(await startCheckout(payer.cookie), 'sub_M', payer.userId));
    const now = new Date();
    const end = new Date(now.getTime() + 31 * DAY_MS);
    const paid = invoicePaid('in_M1', 'sub_M', payer.userId, 3999, now, end, 'dutylink-monthly');
    await deliver(paid);
    await deliver(paid);
    await deliver(invoicePaid('in_M1', 'sub_M', payer.userId, 3999, now, end, 'dutylink-monthly'));
    const nextTry = new Date(end.getTime() + 3 * DAY_MS);
    const failed = event('invoice.payment_failed', {
      id: 'in_M2',
      object: 'invoice',
      amount_due: 3999,
      next_payment_attempt: Math.floor(nextTry.getTime() / 1000),
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_M', metadata: { userId: String(payer.userId) } } },
    });
    await deliver(failed);
    await deliver(failed);
    // Cancelled from Stripe's dashboard; the app's own cancel then has nothing left to cancel.
    const cancelledAtStripe = event('customer.subscription.updated', { id: 'sub_M', object: 'subscription', cancel_at_period_end: true });
    await deliver(cancelledAtStripe);
    await deliver(cancelledAtStripe);
    expect((await t.call('DELETE', subscriptionPaths.cancel, { cookie: payer.cookie })).statusCode).toBe(400);
    const payment = await t.db.selectFrom('transactions').select('id').where('user_id', '=', payer.userId).executeTakeFirstOrThrow();
    const [receipt, failure, cancellation, ...others] = await emailsTo(payer.userId);
    expect(others).toEqual([]);
    expect(receipt).toMatchObject({ subject: 'Receipt for your DutyLink Monthly subscription: $39.99', invoice_id: payment.id });
    expect(failure).toMatchObject({ subject: 'Your DutyLink payment did not go through', invoice_id: null });
    expect(failure!.body).toContain(`We could not take the payment of $39.99 for your DutyLink subscription.\n\nWe will try your card again on ${usDay(nextTry)}.`);
    expect(cancellation).toMatchObject({ subject: 'Your DutyLink subscription is cancelled' });
    expect(cancellation!.body).toContain(`It stays active until ${usDay(await untilOf(payer.userId))}. No more payments will be taken.`);
    for (const email of [receipt, failure, cancellation]) expect(await htmlProblems(email!.html!)).toEqual([]);

    // Cancelled in the app: Stripe then reports the cancellation and, at the period end, the deletion. One e-mail.
    const leaver = await subscriber(t);
    await deliver(completed(await startCheckout(leaver.cookie), 'sub_N', leaver.userId));
    expect((await t.call('DELETE', subscriptionPaths.cancel, { cookie: leaver.cookie })).statusCode).toBe(200);
    await deliver(event('customer.subscription.updated', { id: 'sub_N', object: 'subscription', cancel_at_period_end: true }));
    await deliver(event('customer.subscription.deleted', { id: 'sub_N', object: 'subscription', status: 'canceled' }));
    expect((await emailsTo(leaver.userId)).map((m) => m.subject)).toEqual(['Your DutyLink subscription is cancelled']);

    // Ended at Stripe while it still renewed (a cancel at once, or the last failed try): it ended today.
    const ended = await subscriber(t);
    await deliver(completed(await startCheckout(ended.cookie), 'sub_O', ended.userId));
    const deleted = event('customer.subscription.deleted', { id: 'sub_O', object: 'subscription', status: 'canceled' });
    await deliver(deleted);
    await deliver(deleted);
    const endedEmails = await emailsTo(ended.userId);
    expect(endedEmails.map((m) => m.body)).toEqual([expect.stringMatching(new RegExp(`^Your subscription is cancelled and ended on ${usDay(new Date(deleted.created * 1000)).replace(/\//g, '\\/')}\\. No more payments will be taken\\.`))]);
  });
});
