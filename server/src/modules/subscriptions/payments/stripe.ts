import Stripe from 'stripe';
import type { StripeConfig } from '../../../config';
import type { Promo } from '../../../db/schema';
import { planName, stripeInterval } from '../plans';
import { PaymentProviderError, type PaymentProvider } from './provider';

/** The SDK, pointed at STRIPE_API_BASE when set (tests use a local fake of the API). */
export function stripeClient(config: StripeConfig): Stripe {
  const options: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 1, timeout: 20_000 };
  if (config.apiBase) {
    const base = new URL(config.apiBase);
    const protocol = base.protocol === 'http:' ? 'http' : 'https';
    options.host = base.hostname;
    options.port = Number(base.port || (protocol === 'http' ? 80 : 443));
    options.protocol = protocol;
  }
  return new Stripe(config.secretKey, options);
}

/** One Stripe coupon per promo, created on first use. */
async function couponFor(client: Stripe, promo: Promo): Promise<string> {
  const id = `dutylink-promo-${promo.id}`;
  try {
    await client.coupons.create(
      {
        id,
        name: promo.name,
        percent_off: promo.percent_off,
        ...(promo.duration_months > 0 ? { duration: 'repeating' as const, duration_in_months: promo.duration_months } : { duration: 'forever' as const }),
      },
      { idempotencyKey: `coupon-${promo.id}` },
    );
  } catch (error) {
    if ((error as { code?: string }).code !== 'resource_already_exists') throw error;
  }
  return id;
}

/**
 * Stripe Checkout in subscription mode. Access comes only from the signed webhooks
 * (stripe-webhook.ts), never from the success redirect.
 */
export function stripePayments(client: Stripe): PaymentProvider {
  const wrap = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw new PaymentProviderError(`Stripe ${what} failed: ${(error as Error).message}`, { cause: error });
    }
  };
  return {
    name: 'stripe',
    renewsItself: true,
    async createCheckout({ checkout, plan, user, promo, successUrl, failedUrl, startsAt, customerId }) {
      return wrap('checkout', async () => {
        const metadata = { checkoutId: checkout.id, userId: String(user.id), productId: plan.productId };
        const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = plan.stripePriceId
          ? { price: plan.stripePriceId, quantity: 1 }
          : {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: plan.priceCents,
                recurring: { interval: stripeInterval(plan.period) },
                product_data: { name: `DutyLink ${planName(plan.period)}` },
              },
            };
        const params: Stripe.Checkout.SessionCreateParams = {
          mode: 'subscription',
          success_url: successUrl,
          cancel_url: failedUrl,
          client_reference_id: String(user.id),
          line_items: [lineItem],
          metadata,
          subscription_data: {
            metadata,
            // A queued plan: nothing is charged until the current one ends.
            ...(startsAt ? { billing_cycle_anchor: Math.floor(startsAt.getTime() / 1000), proration_behavior: 'none' as const } : {}),
          },
          ...(customerId ? { customer: customerId } : user.email ? { customer_email: user.email } : {}),
          ...(promo ? { discounts: [{ coupon: await couponFor(client, promo) }] } : {}),
        };
        const session = await client.checkout.sessions.create(params, { idempotencyKey: `checkout-${checkout.id}` });
        if (!session.url) throw new Error('no checkout url');
        return { url: session.url, sessionId: session.id };
      });
    },
    async cancelAtPeriodEnd(providerSubscriptionId) {
      await wrap('cancel', () => client.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true }));
    },
    async cancelNow(providerSubscriptionId) {
      await wrap('cancel', async () => {
        try {
          await client.subscriptions.cancel(providerSubscriptionId);
        } catch (error) {
          // Already gone at Stripe: nothing left to stop.
          if ((error as { code?: string }).code !== 'resource_missing') throw error;
        }
      });
    },
  };
}
