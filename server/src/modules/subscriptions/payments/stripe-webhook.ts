import type Stripe from 'stripe';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idSchema, stripeEventSchema, SubscriptionState, type StripeWebhookResponse } from '@dutylink/contracts';
import { answer } from '../../../contract/answers';
import { badRequest } from '../../../http-errors';
import type { Contract } from '../../../plugins/contract';
import {
  fulfilCancelledAtProvider,
  fulfilCheckout,
  fulfilInvoicePaid,
  fulfilPaymentFailed,
  fulfilSubscriptionEnded,
  handleEventOnce,
} from '../service';

/* eslint-disable @typescript-eslint/no-explicit-any -- event objects differ between Stripe API versions; read defensively */

const idOf = (value: unknown): string | null => (typeof value === 'string' ? value : value && typeof value === 'object' && typeof (value as any).id === 'string' ? (value as any).id : null);
const fromUnix = (seconds: unknown, fallback: Date) => (typeof seconds === 'number' ? new Date(seconds * 1000) : fallback);
/** Our user id, as we wrote it into the metadata; null for anything else. */
const userIdOf = (value: unknown): number | null => (idSchema.isValidSync(value) ? Number(value) : null);

/** The subscription and its metadata an invoice belongs to (API versions before and after 2025-03). */
function invoiceSubscription(invoice: any): { id: string | null; metadata: Record<string, string> } {
  const details = invoice.parent?.subscription_details;
  const id = idOf(details?.subscription) ?? idOf(invoice.subscription);
  const metadata = details?.metadata ?? invoice.subscription_details?.metadata ?? invoice.lines?.data?.[0]?.metadata ?? {};
  return { id, metadata };
}

/**
 * POST /api/webhooks/stripe. The only way Stripe changes access: the signature is checked on the
 * raw body (a content-type parser of this route alone keeps it raw) before any rule reads it; the
 * event it signs becomes the body stripeEventSchema validates. Every event is stored by id in the
 * transaction of its effect, so a repeated or late delivery changes nothing.
 * Cross-site by nature, so exempt from the Origin rule (the signature stands in for it).
 */
export async function stripeWebhookRoutes(instance: FastifyInstance, { client, webhookSecret }: { client: Stripe; webhookSecret: string }): Promise<void> {
  const app = instance.withTypeProvider<Contract>();
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  /** The signed event in place of the raw bytes, or a refusal. */
  async function signedEvent(request: FastifyRequest): Promise<void> {
    const signature = request.headers['stripe-signature'];
    const raw = request.body;
    if (typeof signature !== 'string' || !Buffer.isBuffer(raw)) throw badRequest('Missing Stripe signature');
    try {
      // Default tolerance: a signature older than 5 minutes (a replay) is refused.
      request.body = client.webhooks.constructEvent(raw, signature, webhookSecret);
    } catch {
      throw badRequest('Invalid Stripe signature');
    }
  }

  const schema = { body: stripeEventSchema, response: { 200: answer('StripeWebhookResponse') } };
  app.post('/api/webhooks/stripe', { config: { crossSite: true }, preValidation: signedEvent, schema }, async (request): Promise<StripeWebhookResponse> => {
    const event = request.body;
    const received = app.now();
    const created = new Date(event.created * 1000);
    const object = event.data.object as any;
    const plans = app.config.plans;
    const { salesTaxPercent } = app.config.invoices;
    const stored = (objectId: string | null, effect: Parameters<typeof handleEventOnce>[2]) =>
      handleEventOnce(app.db, { id: `stripe:${event.id}`, type: event.type, objectId, created, received }, effect);

    switch (event.type) {
      case 'checkout.session.completed': {
        const checkoutId = object.metadata?.checkoutId;
        const subscriptionId = idOf(object.subscription);
        if (object.mode !== 'subscription' || typeof checkoutId !== 'string') break;
        if (object.payment_status && !['paid', 'no_payment_required'].includes(object.payment_status)) break;
        let replaced: string | null = null;
        await stored(subscriptionId, async (trx) => {
          const before = await trx.selectFrom('subscriptions').select(['provider', 'provider_subscription_id', 'state']).where('user_id', '=', userIdOf(object.metadata?.userId) ?? 0).executeTakeFirst();
          const outcome = await fulfilCheckout(trx, app.events, {
            checkoutId,
            at: created,
            plans,
            salesTaxPercent,
            chargedNow: false,
            providerSubscriptionId: subscriptionId,
            providerCustomerId: idOf(object.customer),
          });
          if (outcome === 'queued' && before?.provider === 'stripe' && before.state === SubscriptionState.Active) replaced = before.provider_subscription_id;
        });
        // A queued plan replaces the current one at its end: the current one must stop renewing.
        if (replaced) {
          await client.subscriptions.update(replaced, { cancel_at_period_end: true }).catch((error: unknown) => request.log.error({ err: error, subscription: replaced }, 'could not stop the replaced Stripe subscription'));
        }
        break;
      }
      case 'invoice.paid': {
        const { id: subscriptionId, metadata } = invoiceSubscription(object);
        if (!subscriptionId || typeof object.id !== 'string') break;
        const line = object.lines?.data?.[0];
        await stored(subscriptionId, (trx) =>
          fulfilInvoicePaid(trx, app.events, {
            providerInvoiceId: object.id,
            providerSubscriptionId: subscriptionId,
            userId: userIdOf(metadata.userId),
            productId: typeof metadata.productId === 'string' ? metadata.productId : null,
            amountCents: typeof object.amount_paid === 'number' ? object.amount_paid : 0,
            at: fromUnix(object.status_transitions?.paid_at, created),
            periodStart: fromUnix(line?.period?.start ?? object.period_start, created),
            periodEnd: fromUnix(line?.period?.end ?? object.period_end, created),
            plans,
            salesTaxPercent,
          }),
        );
        break;
      }
      case 'invoice.payment_failed': {
        const { id: subscriptionId, metadata } = invoiceSubscription(object);
        if (!subscriptionId) break;
        await stored(subscriptionId, (trx) =>
          fulfilPaymentFailed(trx, app.events, {
            providerSubscriptionId: subscriptionId,
            userId: userIdOf(metadata.userId),
            amountCents: typeof object.amount_due === 'number' ? object.amount_due : 0,
            at: created,
            nextAttempt: typeof object.next_payment_attempt === 'number' ? new Date(object.next_payment_attempt * 1000) : null,
          }),
        );
        break;
      }
      case 'customer.subscription.deleted': {
        const subscriptionId = idOf(object);
        if (!subscriptionId) break;
        await stored(subscriptionId, (trx) => fulfilSubscriptionEnded(trx, app.events, subscriptionId, created));
        break;
      }
      case 'customer.subscription.updated': {
        const subscriptionId = idOf(object);
        if (!subscriptionId || !(object.cancel_at_period_end || object.cancel_at)) break;
        await stored(subscriptionId, (trx) => fulfilCancelledAtProvider(trx, app.events, subscriptionId, created));
        break;
      }
      default:
        // Events we do not act on are acknowledged, so Stripe stops sending them.
        break;
    }
    return { received: true };
  });
}
