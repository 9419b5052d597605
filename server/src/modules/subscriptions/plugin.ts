import fp from 'fastify-plugin';
import { SubscriptionState } from '@dutylink/contracts';
import { devPayments } from './payments/dev';
import { devCheckoutRoutes } from './payments/dev-checkout-routes';
import { providerUnavailable, type PaymentProvider } from './payments/provider';
import { stripeClient, stripePayments } from './payments/stripe';
import { stripeWebhookRoutes } from './payments/stripe-webhook';
import { subscriptionRoutes } from './routes';
import { access, isRunning, type Access } from '../../lib/access';
import { RENEWAL_REMINDERS_EVERY_MS, remindRenewals } from './billing-emails';
import { NO_QUEUED_PLAN, tick, type TickResult } from './service';

export interface Subscriptions {
  provider: PaymentProvider;
  /** hasSubscription / virtualSubscription of UserInfo. */
  access(userId: number): Promise<Access>;
  /** One pass of renewals and expiries (scheduled every SUBSCRIPTION_TICK_MS; tests call it). */
  tick(now?: Date): Promise<TickResult>;
  /** One pass of renewal reminders (scheduled hourly; tests call it): how many subscriptions it handled. */
  remindRenewals(now?: Date): Promise<number>;
  /** Deleting an account ends its subscription at once, at the provider too. */
  endForDeletedAccount(userId: number): Promise<void>;
}

/** Plans, purchases, promo codes and renewals; the provider is Stripe when configured, else the dev checkout. */
export const subscriptions = fp(
  async (app) => {
    const { config } = app;
    const client = config.stripe ? stripeClient(config.stripe) : undefined;
    const provider = client ? stripePayments(client) : devPayments;

    const service: Subscriptions = {
      provider,
      access: (userId) => access(app.db, userId, app.now()),
      tick: (now = app.now()) => tick(app.db, app.events, config.plans, config.invoices.salesTaxPercent, now),
      remindRenewals: (now = app.now()) => remindRenewals(app.db, config.plans, config.publicUrl, now),
      async endForDeletedAccount(userId) {
        const now = app.now();
        const sub = await app.db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
        if (!sub) return;
        if (!sub.queued_starts && !isRunning(sub, now)) return;
        try {
          if (sub.provider === provider.name && sub.provider_subscription_id) await provider.cancelNow(sub.provider_subscription_id);
          if (sub.queued_provider_subscription_id) await provider.cancelNow(sub.queued_provider_subscription_id);
        } catch (error) {
          app.log.error({ err: error }, 'cancel at provider failed');
          throw providerUnavailable(error);
        }
        await app.db
          .updateTable('subscriptions')
          .set({
            state: SubscriptionState.Inactive,
            until: sub.until && sub.until < now ? sub.until : now,
            ...NO_QUEUED_PLAN,
            updated_at: now,
          })
          .where('user_id', '=', userId)
          .execute();
      },
    };
    app.decorate('subscriptions', service);

    await app.register(subscriptionRoutes, { prefix: '/api/subscriptions', provider });
    if (client && config.stripe) await app.register(stripeWebhookRoutes, { client, webhookSecret: config.stripe.webhookSecret });
    else await app.register(devCheckoutRoutes);

    app.periodicWork.every('subscriptions.renewals', config.subscriptionTickMs, () => service.tick());
    app.periodicWork.every('subscriptions.renewal-reminders', RENEWAL_REMINDERS_EVERY_MS, () => service.remindRenewals());
  },
  { name: 'subscriptions', dependencies: ['db', 'session', 'periodic-work', 'events'] },
);
