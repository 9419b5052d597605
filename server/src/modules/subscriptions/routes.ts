import { randomBytes } from 'node:crypto';
import * as yup from 'yup';
import type { FastifyInstance } from 'fastify';
import {
  couponInputSchema,
  promoDialogSchema,
  Role,
  SubscriptionState,
  TRANSACTIONS_SHOWN,
  type PlanConfigItem,
  type Subscription,
  type Transaction,
} from '@dutylink/contracts';
import { badRequest, HttpError, notFound, validate } from '../../http-errors';
import { invoiceNumber, invoicePdf } from './invoice-pdf';
import { PaymentProviderError, type PaymentProvider } from './payments/provider';
import { toPlanConfigItem } from './plans';
import { applyPromo } from './promos';
import { discounted, isRunning, NO_QUEUED_PLAN, percentOffAt, promoById, subscriptionView } from './service';

const DAY_MS = 86_400_000;
const MAX_URL_LENGTH = 512;
const MAX_PRODUCT_ID_LENGTH = 64;

export const providerUnavailable = (error: unknown) =>
  error instanceof PaymentProviderError ? new HttpError(502, 'The payment provider did not answer. Please try again later') : error;

/** What a return path may never hold, as sent, decoded or resolved: '//' (another host) or a backslash. */
const OFF_SITE = /\/\/|\\/;
const CONTROL_OR_SPACE = /[\s\u0000-\u001f\u007f]/;

/**
 * successUrl / failedUrl: a path on this site, never another site (no open redirect): one leading
 * '/', and resolved against PUBLIC_URL it stays on PUBLIC_URL's origin. Returns the resolved path.
 */
function sitePath(value: unknown, field: string, publicUrl: string): string {
  const refuse = (message: string) => badRequest('Invalid return address', { [field]: [message] });
  if (typeof value !== 'string' || value.trim() === '') throw refuse('Required');
  if (value.length > MAX_URL_LENGTH) throw refuse(`At most ${MAX_URL_LENGTH} characters`);
  const offSite = () => refuse('Must be a path on this site');
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    throw offSite();
  }
  if (!value.startsWith('/') || [value, decoded].some((text) => OFF_SITE.test(text) || CONTROL_OR_SPACE.test(text))) throw offSite();
  const site = new URL(publicUrl);
  const url = new URL(value, site);
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== site.origin || OFF_SITE.test(path)) throw offSite();
  return path;
}

interface CreateQuery {
  successUrl?: unknown;
  failedUrl?: unknown;
  couponCode?: unknown;
}

/** /api/subscriptions/*: each signed-in employee or employer sees and changes only their own. */
export async function subscriptionRoutes(app: FastifyInstance, { provider }: { provider: PaymentProvider }): Promise<void> {
  const { config } = app;
  app.addHook('preHandler', app.requireUser({ roles: [Role.Employee, Role.Employer] }));

  const view = (userId: number) => subscriptionView(app.db, config.plans, userId, app.now());
  const current = (userId: number) => app.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();

  app.get('/config', async (): Promise<PlanConfigItem[]> => config.plans.map(toPlanConfigItem));

  app.get('/get', async (request): Promise<Subscription> => view(request.user!.id));

  app.get('/transactions', async (request): Promise<Transaction[]> => {
    const rows = await app.db
      .selectFrom('transactions')
      .select(['id', 'name', 'created_at', 'amount_cents', 'state'])
      .where('user_id', '=', request.user!.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(TRANSACTIONS_SHOWN)
      .execute();
    return rows.map((row) => ({ name: row.name, dt: row.created_at.toISOString(), amount: row.amount_cents / 100, state: row.state, invoiceID: row.id }));
  });

  app.post<{ Params: { productId: string }; Querystring: CreateQuery }>('/create/:productId', async (request): Promise<{ url: string }> => {
    const user = request.user!;
    const now = app.now();
    const { productId } = request.params;
    const plan = productId.length <= MAX_PRODUCT_ID_LENGTH ? config.plans.find((p) => p.productId === productId) : undefined;
    if (!plan) throw badRequest('Unknown plan', { productId: ['Choose one of the plans offered'] });
    const successUrl = sitePath(request.query.successUrl, 'successUrl', config.publicUrl);
    const failedUrl = sitePath(request.query.failedUrl, 'failedUrl', config.publicUrl);
    const rawCoupon = request.query.couponCode;
    if (rawCoupon !== undefined && typeof rawCoupon !== 'string') throw badRequest('Invalid promo code', { couponCode: ['Send one code'] });
    const couponCode = rawCoupon ? validate(yup.object({ couponCode: couponInputSchema }), { couponCode: rawCoupon }, 'Invalid promo code').couponCode : undefined;

    const before = await current(user.id);
    if (isRunning(before, now)) {
      if (before.queued_starts) throw badRequest('A plan you bought already starts when the current one ends');
      if (before.virtual && !before.until) throw badRequest('Your free subscription does not end: there is nothing to buy');
    }
    if (couponCode) {
      const outcome = await applyPromo(app.db, user.id, couponCode, now, 'couponCode', true);
      // A 100 %-off code needs no payment: the free subscription has already started.
      if (outcome.kind === 'virtual') return { url: successUrl };
    }

    const sub = await current(user.id);
    const promo = sub ? await promoById(app.db, sub.promo_id) : undefined;
    const startsAt = isRunning(sub, now) ? sub.until : null;
    const percentOff = percentOffAt(sub, promo, startsAt ?? now);
    const checkout = await app.db
      .insertInto('checkouts')
      .values({
        id: randomBytes(16).toString('base64url'),
        user_id: user.id,
        product_id: plan.productId,
        period: plan.period,
        price_cents: plan.priceCents,
        amount_cents: discounted(plan.priceCents, percentOff),
        promo_id: percentOff > 0 ? promo!.id : null,
        percent_off: percentOff > 0 ? percentOff : null,
        success_url: successUrl,
        failed_url: failedUrl,
        provider: provider.name,
        provider_session_id: null,
        status: 'open',
        created_at: now,
        expires_at: new Date(now.getTime() + DAY_MS),
        completed_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    try {
      const session = await provider.createCheckout({
        checkout,
        plan,
        user,
        promo: percentOff > 0 ? (promo ?? null) : null,
        successUrl: `${config.publicUrl}${successUrl}`,
        failedUrl: `${config.publicUrl}${failedUrl}`,
        startsAt,
        customerId: sub?.provider === provider.name ? sub.provider_customer_id : null,
      });
      if (session.sessionId) await app.db.updateTable('checkouts').set({ provider_session_id: session.sessionId }).where('id', '=', checkout.id).execute();
      return { url: session.url };
    } catch (error) {
      await app.db.deleteFrom('checkouts').where('id', '=', checkout.id).execute();
      request.log.error({ err: error }, 'checkout not created');
      throw providerUnavailable(error);
    }
  });

  app.delete('/cancel', async (request): Promise<Subscription> => {
    const user = request.user!;
    const now = app.now();
    const sub = await current(user.id);
    if (!isRunning(sub, now) || sub.state === SubscriptionState.Inactive) throw badRequest('You have no active subscription to cancel');
    if (sub.virtual) throw badRequest('A free subscription cannot be cancelled');
    if (sub.state === SubscriptionState.Cancelled && !sub.queued_starts) throw badRequest('Your subscription is already cancelled');
    try {
      if (sub.provider === provider.name && sub.provider_subscription_id && sub.state === SubscriptionState.Active) await provider.cancelAtPeriodEnd(sub.provider_subscription_id);
      if (sub.queued_provider_subscription_id) await provider.cancelNow(sub.queued_provider_subscription_id);
    } catch (error) {
      request.log.error({ err: error }, 'cancel at provider failed');
      throw providerUnavailable(error);
    }
    // Cancelling also drops a plan queued behind the current one.
    await app.db
      .updateTable('subscriptions')
      .set({ state: SubscriptionState.Cancelled, ...NO_QUEUED_PLAN, updated_at: now })
      .where('user_id', '=', user.id)
      .where('state', '<>', SubscriptionState.Inactive)
      .execute();
    return view(user.id);
  });

  const ownTransaction = async (userId: number, id: string) => {
    if (!/^\d{1,9}$/.test(id)) throw notFound();
    const row = await app.db.selectFrom('transactions').selectAll().where('id', '=', Number(id)).where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  app.get<{ Params: { invoiceId: string; format: string } }>('/invoice/:invoiceId/:format', async (request): Promise<{ url: string }> => {
    if (request.params.format !== 'pdf') throw notFound();
    const row = await ownTransaction(request.user!.id, request.params.invoiceId);
    return { url: `/api/subscriptions/invoices/${row.id}.pdf` };
  });

  app.get<{ Params: { file: string } }>('/invoices/:file', async (request, reply) => {
    const id = /^(\d{1,9})\.pdf$/.exec(request.params.file)?.[1];
    if (!id) throw notFound();
    const row = await ownTransaction(request.user!.id, id);
    const pdf = await invoicePdf(row, request.user!);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="invoice-${invoiceNumber(row.id)}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  app.post<{ Params: { code: string } }>('/apply-promo/:code', async (request): Promise<Subscription> => {
    const { code } = validate(promoDialogSchema, { code: request.params.code }, 'Invalid promo code');
    await applyPromo(app.db, request.user!.id, code, app.now(), 'code');
    return view(request.user!.id);
  });
}
