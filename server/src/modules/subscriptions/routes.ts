import type { FastifyInstance } from 'fastify';
import {
  createSubscriptionQuerySchema,
  idParamsSchema,
  invoiceParamsSchema,
  productIdParamsSchema,
  promoDialogSchema,
  Role,
  SubscriptionState,
  TRANSACTIONS_SHOWN,
  type LastPurchase,
  type PlanConfigResponse,
  type Subscription,
  type SubscriptionUrlResponse,
  type TransactionsResponse,
} from '@dutylink/contracts';
import { answer } from '../../contract/answers';
import { isRunning } from '../../lib/access';
import { requireFilledProfile } from '../../lib/filled-steps';
import { badRequest, notFound } from '../../http-errors';
import type { Contract } from '../../plugins/contract';
import { invoiceContent, invoicePdf } from './invoice-pdf';
import { startCheckout, UNKNOWN_PLAN } from './checkout';
import { providerUnavailable, type PaymentProvider } from './payments/provider';
import { toPlanConfigItem } from './plans';
import { applyPromo } from './promos';
import { cancelSubscription, promoById, subscriptionView } from './service';

/** A success page opened later than this after its purchase says nothing about it (a stale URL). */
const LAST_PURCHASE_FRESH_MS = 3_600_000;
const NO_PURCHASE: LastPurchase = { outcome: 'none', period: null, amount: null, starts: null, promo: null };

const INVALID_PROMO = { status: 400, title: 'Invalid promo code' } as const;
const subscriptionAnswer = { 200: answer('Subscription') };
const urlAnswer = { 200: answer('SubscriptionUrlResponse') };

/** /api/subscriptions/*: each signed-in employee or employer sees and changes only their own. */
export async function subscriptionRoutes(instance: FastifyInstance, { provider }: { provider: PaymentProvider }): Promise<void> {
  const app = instance.withTypeProvider<Contract>();
  const { config } = app;
  // Before validation: a stranger is refused (401/403) whatever they send.
  app.addHook('onRequest', app.requireUser({ roles: [Role.Employee, Role.Employer] }));

  const view = (userId: number) => subscriptionView(app.db, config.plans, userId, app.now());
  const current = (userId: number) => app.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();

  app.get('/config', { schema: { response: { 200: answer('PlanConfigResponse') } } }, async (): Promise<PlanConfigResponse> => config.plans.map(toPlanConfigItem));

  app.get('/get', { schema: { response: subscriptionAnswer } }, async (request): Promise<Subscription> => view(request.user!.id));

  app.get('/transactions', { schema: { response: { 200: answer('TransactionsResponse') } } }, async (request): Promise<TransactionsResponse> => {
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

  app.get('/last-purchase', { schema: { response: { 200: answer('LastPurchase') } } }, async (request): Promise<LastPurchase> => {
    const userId = request.user!.id;
    const since = new Date(app.now().getTime() - LAST_PURCHASE_FRESH_MS);
    const checkout = await app.db
      .selectFrom('checkouts')
      .selectAll()
      .where('user_id', '=', userId)
      .where((eb) => eb.fn.coalesce('completed_at', 'created_at'), '>=', since)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!checkout || checkout.status === 'cancelled') return NO_PURCHASE;
    const promo = await promoById(app.db, checkout.promo_id);
    const known = { period: checkout.period, amount: checkout.amount_cents / 100, promo: checkout.percent_off ? (promo?.name ?? null) : null };
    if (checkout.status === 'open') return { ...known, outcome: 'pending', starts: null };
    if (checkout.outcome === 'queued') {
      const sub = await current(userId);
      return { ...known, outcome: 'queued', starts: sub?.queued_starts?.toISOString() ?? null };
    }
    if (checkout.outcome !== 'started') return NO_PURCHASE;
    return { ...known, outcome: checkout.amount_cents === 0 ? 'free' : 'paid', starts: checkout.completed_at!.toISOString() };
  });

  const createSchema = {
    params: productIdParamsSchema.meta({ refusal: UNKNOWN_PLAN }),
    querystring: createSubscriptionQuerySchema,
    response: urlAnswer,
  };
  app.post('/create/:productId', { schema: createSchema }, async (request): Promise<SubscriptionUrlResponse> =>
    startCheckout(app, provider, request.user!, request.params.productId, request.query, request.log),
  );

  app.delete('/cancel', { schema: { response: subscriptionAnswer } }, async (request): Promise<Subscription> => {
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
    await cancelSubscription(app.db, app.events, user.id, now);
    return view(user.id);
  });

  const ownTransaction = async (userId: number, id: number) => {
    const row = await app.db.selectFrom('transactions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  app.get('/invoice/:invoiceId/:format', { schema: { params: invoiceParamsSchema, response: urlAnswer } }, async (request): Promise<SubscriptionUrlResponse> => {
    const row = await ownTransaction(request.user!.id, request.params.invoiceId);
    return { url: `/api/subscriptions/invoices/${row.id}.pdf` };
  });

  const pdfAnswer = { 200: { description: 'The invoice', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } } };
  app.get('/invoices/:id.pdf', { schema: { params: idParamsSchema, response: pdfAnswer } }, async (request, reply) => {
    const row = await ownTransaction(request.user!.id, request.params.id);
    const invoice = await invoiceContent(app.db, row, request.user!, config.invoices);
    const pdf = await invoicePdf(invoice);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="invoice-${invoice.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  const applyPromoSchema = { params: promoDialogSchema.meta({ refusal: INVALID_PROMO }), response: subscriptionAnswer };
  app.post('/apply-promo/:code', { schema: applyPromoSchema }, async (request): Promise<Subscription> => {
    requireFilledProfile(request.user!);
    await applyPromo(app.db, request.user!.id, request.params.code, app.now(), 'code');
    return view(request.user!.id);
  });
}
