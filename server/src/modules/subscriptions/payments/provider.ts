import type { CheckoutRow, Promo, User } from '../../../db/schema';
import { HttpError } from '../../../http-errors';
import type { Plan } from '../plans';

export interface CheckoutRequest {
  checkout: CheckoutRow;
  plan: Plan;
  user: User;
  /** The promo that lowers this purchase, if any (never a 100 % one: those need no payment). */
  promo: Promo | null;
  /** Absolute addresses on this site. */
  successUrl: string;
  failedUrl: string;
  /** Set when the plan is queued: billing starts then, not now. */
  startsAt: Date | null;
  /** The provider's customer of this user, from an earlier purchase. */
  customerId: string | null;
}

/**
 * What the subscription module needs from a card payment provider. Access is never granted here:
 * the provider reports payments to the fulfilment functions (service.ts), the dev checkout from
 * its Pay button and Stripe from signed webhooks.
 */
export interface PaymentProvider {
  readonly name: 'dev' | 'stripe';
  /** True when the provider charges renewals itself and reports them (Stripe's invoice.paid). */
  readonly renewsItself: boolean;
  /** Where the browser goes to pay. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; sessionId: string | null }>;
  /** Stop renewing; access lasts to the end of the paid period. */
  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void>;
  /** End at once (deleted account, or a queued plan that will never start). */
  cancelNow(providerSubscriptionId: string): Promise<void>;
}

export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

export const providerUnavailable = (error: unknown) =>
  error instanceof PaymentProviderError ? new HttpError(502, 'The payment provider did not answer. Please try again later') : error;
