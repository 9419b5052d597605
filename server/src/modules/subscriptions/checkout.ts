import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { InferType } from 'yup';
import { discountedCents, type createSubscriptionQuerySchema, type SubscriptionUrlResponse } from '@dutylink/contracts';
import type { User } from '../../db/schema';
import { badRequest } from '../../http-errors';
import { isRunning } from '../../lib/access';
import { requireFilledProfile } from '../../lib/filled-steps';
import { providerUnavailable, type PaymentProvider } from './payments/provider';
import { applyPromo } from './promos';
import { percentOffAt, promoById } from './service';

const DAY_MS = 86_400_000;

export const UNKNOWN_PLAN = { status: 400, title: 'Unknown plan' } as const;

type CheckoutQuery = InferType<typeof createSubscriptionQuerySchema>;

/**
 * POST subscriptions/create/{productId}: a checkout of the plan at its price after the user's promo (the
 * coupon given is applied first), starting when the running subscription ends or else now, and the
 * provider's page to pay on. A checkout the provider could not take is removed again (502).
 */
export async function startCheckout(app: FastifyInstance, provider: PaymentProvider, user: User, productId: string, query: CheckoutQuery, log: FastifyBaseLogger): Promise<SubscriptionUrlResponse> {
  requireFilledProfile(user);
  const now = app.now();
  const plan = app.config.plans.find((p) => p.productId === productId);
  if (!plan) throw badRequest(UNKNOWN_PLAN.title, { productId: ['Choose one of the plans offered'] });
  const { successUrl, failedUrl, couponCode } = query;
  const current = () => app.db.selectFrom('subscriptions').selectAll().where('user_id', '=', user.id).executeTakeFirst();

  const before = await current();
  if (isRunning(before, now)) {
    if (before.queued_starts) throw badRequest('A plan you bought already starts when the current one ends');
    if (before.virtual && !before.until) throw badRequest('Your free subscription does not end: there is nothing to buy');
  }
  if (couponCode) await applyPromo(app.db, user.id, couponCode, now, 'couponCode', true);

  const sub = await current();
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
      amount_cents: discountedCents(plan.priceCents, percentOff),
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
      successUrl: `${app.config.publicUrl}${successUrl}`,
      failedUrl: `${app.config.publicUrl}${failedUrl}`,
      startsAt,
      customerId: sub?.provider === provider.name ? sub.provider_customer_id : null,
    });
    if (session.sessionId) await app.db.updateTable('checkouts').set({ provider_session_id: session.sessionId }).where('id', '=', checkout.id).execute();
    return { url: session.url };
  } catch (error) {
    await app.db.deleteFrom('checkouts').where('id', '=', checkout.id).execute();
    log.error({ err: error }, 'checkout not created');
    throw providerUnavailable(error);
  }
}
