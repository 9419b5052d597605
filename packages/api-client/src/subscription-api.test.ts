import { act, renderHook, waitFor } from '@testing-library/react';
import { ANONYMOUS_USER, BillingPeriod, Role, SubscriptionState, type Subscription } from '@dutylink/contracts';
import { useRead } from './queries';
import { reads } from './reads';
import { useSession } from './session';
import { subscriptionApi } from './subscription-api';
import { useToasts } from './toasts';
import { mockHttp } from './test-utils/mock-adapter';

const employer = { ...ANONYMOUS_USER, id: 9, name: 'Acme', role: Role.Employer, emailVerified: true };
const active: Subscription = {
  state: SubscriptionState.Active,
  period: BillingPeriod.Month,
  until: '2030-02-01T00:00:00.000Z',
  nextPayment: { dt: '2030-02-01T00:00:00.000Z', amount: 30, oldAmount: null },
  promo: null,
  virtual: false,
  queued: null,
};

beforeEach(() => {
  useSession.setState({ user: employer, ready: true });
  useToasts.setState({ toasts: [] });
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test('config, get and transactions read the contract paths', async () => {
  const adapter = mockHttp((config) => ({ status: 200, data: config.url === 'subscriptions/get' ? active : [] }));
  await expect(subscriptionApi.config()).resolves.toEqual([]);
  await expect(subscriptionApi.get()).resolves.toEqual(active);
  await expect(subscriptionApi.transactions()).resolves.toEqual([]);
  expect(adapter.mock.calls.map(([c]) => [c.method, c.url])).toEqual([
    ['get', 'subscriptions/config'],
    ['get', 'subscriptions/get'],
    ['get', 'subscriptions/transactions'],
  ]);
});

test('create posts the product with the return paths and coupon, and returns the checkout url', async () => {
  const adapter = mockHttp(() => ({ status: 200, data: { url: '/dev/checkout/abc' } }));
  await expect(
    subscriptionApi.create('price_month', {
      successUrl: '/employer/subscription/success',
      failedUrl: '/employer/subscription/failed',
      couponCode: 'SAVE10',
    }),
  ).resolves.toBe('/dev/checkout/abc');
  const [request] = adapter.mock.calls[0];
  expect(request.method).toBe('post');
  expect(request.data).toBe('{}');
  expect(request.url).toBe(
    'subscriptions/create/price_month?successUrl=%2Femployer%2Fsubscription%2Fsuccess&failedUrl=%2Femployer%2Fsubscription%2Ffailed&couponCode=SAVE10',
  );
});

test('invoiceUrl returns the PDF url', async () => {
  const adapter = mockHttp(() => ({ status: 200, data: { url: '/api/subscriptions/invoices/5.pdf' } }));
  await expect(subscriptionApi.invoiceUrl(5)).resolves.toBe('/api/subscriptions/invoices/5.pdf');
  expect(adapter.mock.calls[0][0]).toMatchObject({ method: 'get', url: 'subscriptions/invoice/5/pdf' });
});

test('cancel and applyPromo refresh the session afterwards', async () => {
  const virtualUser = { ...employer, hasSubscription: true, virtualSubscription: true };
  const cancelled = { ...active, state: SubscriptionState.Cancelled, nextPayment: null };
  const adapter = mockHttp((config) => {
    if (config.url === 'auth/refresh') return { status: 200, data: { user: virtualUser } };
    if (config.url === 'subscriptions/cancel') return { status: 200, data: cancelled };
    return { status: 200, data: { ...active, virtual: true } };
  });
  await expect(subscriptionApi.cancel()).resolves.toEqual(cancelled);
  await expect(subscriptionApi.applyPromo('FREE 100')).resolves.toMatchObject({ virtual: true });
  expect(adapter.mock.calls.map(([c]) => [c.method, c.url, c.data])).toEqual([
    ['delete', 'subscriptions/cancel', '{}'],
    ['post', 'auth/refresh', '{}'],
    ['post', 'subscriptions/apply-promo/FREE%20100', '{}'],
    ['post', 'auth/refresh', '{}'],
  ]);
  expect(useSession.getState().user).toEqual(virtualUser);
});

test('a refused promo shows the error toast, returns undefined and does not refresh', async () => {
  const adapter = mockHttp(() => ({ status: 400, data: { title: 'Invalid promo code', errors: { code: ['The promo code does not exist'] } } }));
  await expect(subscriptionApi.applyPromo('NOPE')).resolves.toBeUndefined();
  expect(adapter).toHaveBeenCalledTimes(1);
  expect(useToasts.getState().toasts[0]).toMatchObject({ title: 'Invalid promo code', message: 'The promo code does not exist' });
  expect(useSession.getState().user).toEqual(employer);
});

test('a failed create returns undefined after a toast', async () => {
  mockHttp(() => ({ status: 500, statusText: 'Internal Server Error', data: 'Payment provider unavailable' }));
  await expect(
    subscriptionApi.create('p', { successUrl: '/employee/subscription/success', failedUrl: '/employee/subscription/failed' }),
  ).resolves.toBeUndefined();
  expect(useToasts.getState().toasts[0]).toMatchObject({ title: 'Internal Server Error', message: 'Payment provider unavailable' });
});

test('back from the payment provider, what the purchase did is read with the session and the plan again', async () => {
  const subscriber = { ...employer, hasSubscription: true };
  const adapter = mockHttp((config) => {
    if (config.url === 'auth/refresh') return { status: 200, data: { user: subscriber } };
    if (config.url === 'subscriptions/last-purchase') return { status: 200, data: { outcome: 'paid', period: 2, amount: 30, starts: null, promo: null } };
    return { status: 200, data: config.url === 'subscriptions/get' ? active : [] };
  });
  const plan = renderHook(() => useRead(reads.subscription.plan(true)));
  await waitFor(() => expect(plan.result.current.status).toBe('ready'));
  await act(() => subscriptionApi.lastPurchase());
  expect(adapter.mock.calls.map(([c]) => c.url)).toEqual([
    'subscriptions/config',
    'subscriptions/get',
    'subscriptions/transactions',
    'subscriptions/last-purchase',
    'auth/refresh',
    'subscriptions/config',
    'subscriptions/get',
    'subscriptions/transactions',
  ]);
  expect(useSession.getState().user).toEqual(subscriber);
});
