import type { PaymentProvider } from './provider';

/**
 * The embedded provider used while Stripe is not configured: the checkout is a page of this
 * server (/dev/checkout/{id}, see dev-checkout-routes.ts) and renewals always succeed, charged by
 * the subscription tick.
 */
export const devPayments: PaymentProvider = {
  name: 'dev',
  renewsItself: false,
  async createCheckout({ checkout }) {
    return { url: `/dev/checkout/${checkout.id}`, sessionId: null };
  },
  async cancelAtPeriodEnd() {},
  async cancelNow() {},
};
