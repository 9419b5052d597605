import { BillingPeriod, Role, subscriptionPaths, SubscriptionState } from '@dutylink/contracts';
import { useTestDatabase, type TestApp } from '../../helpers/test-app';
import { buy, FAILED, subscriber, subscription, SUCCESS, tableCounts } from '../../helpers/subscriptions';

const BEYOND_INT = '2147483648';
const query = (q: Record<string, string | string[]>) =>
  Object.entries(q)
    .flatMap(([name, value]) => [value].flat().map((v) => `${name}=${encodeURIComponent(v)}`))
    .join('&');
const create = (productId: string, q: Record<string, string | string[]> = { successUrl: SUCCESS, failedUrl: FAILED }) => `subscriptions/create/${productId}?${query(q)}`;

describe('subscription route contracts', () => {
  const database = useTestDatabase();
  let t: TestApp;
  let cookie: string;
  let invoiceId: number;
  beforeAll(async () => {
    t = await database.build();
    ({ cookie } = await subscriber(t, Role.Employer));
    await buy(t, cookie, 'dutylink-monthly');
    invoiceId = (await t.db.selectFrom('transactions').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
  });

  it.each([
    ['an id beyond 2^31', subscriptionPaths.invoice(Number(BEYOND_INT))],
    ['a zero id', 'subscriptions/invoice/0/pdf'],
    ['a negative id', 'subscriptions/invoice/-1/pdf'],
    ['1e3', 'subscriptions/invoice/1e3/pdf'],
    ['a word for an id', 'subscriptions/invoice/abc/pdf'],
    ['an unknown format', 'subscriptions/invoice/1/html'],
    ['a PDF beyond 2^31', `/api/subscriptions/invoices/${BEYOND_INT}.pdf`],
    ['a PDF of 1e3', '/api/subscriptions/invoices/1e3.pdf'],
    ['a PDF of a word', '/api/subscriptions/invoices/abc.pdf'],
  ])('answers 404 to an invoice path with %s', async (_what, path) => {
    const response = await t.call('GET', path, { cookie });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ title: 'Not found' });
  });

  it.each([
    ['an unknown plan', create('dutylink-forever')],
    ['a product id of 65 characters', create('x'.repeat(65))],
    ['a product id with a space', create('dutylink%20monthly')],
    ['no return paths', create('dutylink-monthly', {})],
    ['two success paths', create('dutylink-monthly', { successUrl: [SUCCESS, SUCCESS], failedUrl: FAILED })],
    ['a return path of 513 characters', create('dutylink-monthly', { successUrl: `/${'a'.repeat(512)}`, failedUrl: FAILED })],
    ['a return path that resolves to another site', create('dutylink-monthly', { successUrl: '/..//evil.example/x', failedUrl: FAILED })],
    ['a return path with a backslash', create('dutylink-monthly', { successUrl: '/\\evil.example', failedUrl: FAILED })],
    ['a return path with a NUL', create('dutylink-monthly', { successUrl: '/a\u0000b', failedUrl: FAILED })],
    ['two coupons', create('dutylink-monthly', { successUrl: SUCCESS, failedUrl: FAILED, couponCode: ['WELCOME20', 'HALFOFF'] })],
    ['a coupon of 13 characters', create('dutylink-monthly', { successUrl: SUCCESS, failedUrl: FAILED, couponCode: 'WELCOME20WELC' })],
    ['a promo code of 33 characters', subscriptionPaths.applyPromo('A'.repeat(33))],
    ['a promo code with a NUL', subscriptionPaths.applyPromo('WELCOME\u000020')],
    ['a blank promo code', subscriptionPaths.applyPromo('   ')],
  ])('refuses %s with a 400 and changes nothing', async (_what, path) => {
    const other = await subscriber(t);
    const before = await tableCounts(t);
    const response = await t.call('POST', path, { cookie: other.cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ title: expect.any(String), errors: expect.any(Object) });
    expect(await tableCounts(t)).toEqual(before);
    expect((await subscription(t, other.cookie)).state).toBe(SubscriptionState.Inactive);
  });

  it('keeps the titles the browser shows', async () => {
    expect((await t.call('POST', create('x'.repeat(65)), { cookie })).json()).toEqual({ title: 'Unknown plan', errors: { productId: ['Choose one of the plans offered'] } });
    expect((await t.call('POST', subscriptionPaths.applyPromo('bad code'), { cookie })).json()).toEqual({
      title: 'Invalid promo code',
      errors: { code: ['Use letters, digits, - and _ only'] },
    });
  });

  it('refuses a stranger before reading the path', async () => {
    expect((await t.call('GET', `subscriptions/invoice/${BEYOND_INT}/pdf`)).statusCode).toBe(401);
    expect((await t.call('POST', create('x'.repeat(65)))).statusCode).toBe(401);
  });

  it('still serves the invoice PDF and links to it', async () => {
    const link = await t.call('GET', subscriptionPaths.invoice(invoiceId), { cookie });
    expect(link.json()).toEqual({ url: `/api/subscriptions/invoices/${invoiceId}.pdf` });
    const pdf = await t.call('GET', link.json().url, { cookie });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers the plans without the fields the server keeps (Stripe price ids, cents)', async () => {
    const stripeIds = await database.build({ env: { PLANS_JSON: '{"month":{"price":29.5,"productId":"dl-month","stripePriceId":"price_secret"}}' } });
    const user = await subscriber(stripeIds);
    const response = await stripeIds.call('GET', subscriptionPaths.config, { cookie: user.cookie });
    expect(response.body).not.toContain('price_secret');
    expect(response.json()[2]).toEqual({ period: BillingPeriod.Month, price: 29.5, productId: 'dl-month' });
  });

  it('documents every billing call with its answer', async () => {
    const paths = (await t.call('GET', 'openapi.json')).json().paths;
    const ok = (path: string, method: string) => paths[path][method].responses['200'];
    expect(ok('/api/subscriptions/config', 'get').content['application/json'].schema.$ref).toBe('#/components/schemas/PlanConfigResponse');
    expect(ok('/api/subscriptions/create/{productId}', 'post').content['application/json'].schema.$ref).toBe('#/components/schemas/SubscriptionUrlResponse');
    expect(ok('/api/subscriptions/invoices/{id}.pdf', 'get').content['application/pdf'].schema).toEqual({ type: 'string', format: 'binary' });
    expect(paths['/api/subscriptions/create/{productId}'].post.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['couponCode', 'failedUrl', 'productId', 'successUrl']);
  });
});
