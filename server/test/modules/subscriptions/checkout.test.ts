import { SubscriptionState } from '@dutylink/contracts';
import type { User } from '../../../src/db/schema';
import { HttpError } from '../../../src/http-errors';
import { startCheckout } from '../../../src/modules/subscriptions/checkout';
import { PaymentProviderError, type CheckoutRequest, type PaymentProvider } from '../../../src/modules/subscriptions/payments/provider';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { FAILED, subscriber, SUCCESS, tableCounts } from '../../helpers/subscriptions';

describe('startCheckout', () => {
  const database = useTestDatabase();
  let t: TestApp;
  beforeAll(async () => {
    t = await database.build();
  });

  const asked: CheckoutRequest[] = [];
  const provider = (createCheckout: PaymentProvider['createCheckout']): PaymentProvider => ({
    name: 'dev',
    renewsItself: false,
    createCheckout: async (request) => {
      asked.push(request);
      return createCheckout(request);
    },
    cancelAtPeriodEnd: async () => undefined,
    cancelNow: async () => undefined,
  });
  const paying = provider(async ({ checkout }) => ({ url: `/pay/${checkout.id}`, sessionId: null }));
  const userOf = (id: number): Promise<User> => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const start = async (userId: number, payments = paying, productId = 'dutylink-monthly') =>
    startCheckout(t.app, payments, await userOf(userId), productId, { successUrl: SUCCESS, failedUrl: FAILED }, t.app.log);
  const refusal = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as HttpError);

  it('asks the provider for the plan at its price, starting now, with our return addresses', async () => {
    const { userId } = await subscriber(t);
    const { url } = await start(userId);
    const request = asked.at(-1)!;
    expect(url).toBe(`/pay/${request.checkout.id}`);
    const plan = t.app.config.plans.find((p) => p.productId === 'dutylink-monthly')!;
    expect(request.checkout).toMatchObject({ user_id: userId, product_id: plan.productId, price_cents: plan.priceCents, amount_cents: plan.priceCents, percent_off: null, status: 'open' });
    expect(request).toMatchObject({ promo: null, startsAt: null, successUrl: `${t.app.config.publicUrl}${SUCCESS}`, failedUrl: `${t.app.config.publicUrl}${FAILED}` });
  });

  it('refuses an unknown plan, and buys nothing beside a free subscription that never ends', async () => {
    const { userId } = await subscriber(t);
    const before = await tableCounts(t);
    expect(await refusal(start(userId, paying, 'dutylink-forever'))).toMatchObject({ statusCode: 400, message: 'Unknown plan' });
    await t.db.insertInto('subscriptions').values({ user_id: userId, state: SubscriptionState.Active, virtual: true, until: null, updated_at: t.clock.now() }).execute();
    expect(await refusal(start(userId))).toMatchObject({ statusCode: 400, message: 'Your free subscription does not end: there is nothing to buy' });
    expect(await tableCounts(t)).toEqual({ ...before, subscriptions: before.subscriptions + 1 });
  });

  it('removes the checkout again when the provider fails, and answers 502', async () => {
    const { userId } = await subscriber(t);
    const before = await tableCounts(t);
    const failing = provider(async () => {
      throw new PaymentProviderError('down');
    });
    const error = await refusal(start(userId, failing));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 502, message: 'The payment provider did not answer. Please try again later' });
    expect(await tableCounts(t)).toEqual(before);
  });
});
