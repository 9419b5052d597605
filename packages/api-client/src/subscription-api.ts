import { subscriptionPaths, type LastPurchase, type PlanConfigResponse, type Subscription, type SubscriptionUrlResponse, type TransactionsResponse } from '@dutylink/contracts';
import { call } from './call';
import { http } from './http';
import { refreshSession } from './session';

export interface CreateSubscriptionOptions {
  /** Paths on this site the payment provider returns to. */
  successUrl: string;
  failedUrl: string;
  couponCode?: string;
}

/**
 * Spec section 7, Subscriptions. Each function returns undefined after an error toast (section 8).
 * Calls that change the subscription refresh the session so hasSubscription and
 * virtualSubscription follow.
 */
export const subscriptionApi = {
  config: () => call(() => http.get<PlanConfigResponse>(subscriptionPaths.config)),

  get: () => call(() => http.get<Subscription>(subscriptionPaths.get)),

  /** The 12 latest transactions, newest first. */
  transactions: () => call(() => http.get<TransactionsResponse>(subscriptionPaths.transactions)),

  /** The checkout url the browser navigates to. */
  create: async (productId: string, options: CreateSubscriptionOptions) =>
    (await call(() => http.post<SubscriptionUrlResponse>(subscriptionPaths.create(productId, options))))?.url,

  /** What the latest purchase did (the success page's dialog). */
  lastPurchase: () => call(() => http.get<LastPurchase>(subscriptionPaths.lastPurchase)),

  cancel: async () => {
    const subscription = await call(() => http.delete<Subscription>(subscriptionPaths.cancel));
    if (subscription) await refreshSession();
    return subscription;
  },

  /** The url of the invoice PDF. */
  invoiceUrl: async (invoiceId: number) => (await call(() => http.get<SubscriptionUrlResponse>(subscriptionPaths.invoice(invoiceId))))?.url,

  applyPromo: async (code: string) => {
    const subscription = await call(() => http.post<Subscription>(subscriptionPaths.applyPromo(code)));
    if (subscription) await refreshSession();
    return subscription;
  },
};
