import { subscriptionPaths, type LastPurchase, type PlanConfigResponse, type Subscription, type SubscriptionUrlResponse, type TransactionsResponse } from '@dutylink/contracts';
import { call } from './call';
import { http } from './http';
import { write } from './queries';
import { refreshSession } from './session';

export interface CreateSubscriptionOptions {
  /** Paths on this site the payment provider returns to. */
  successUrl: string;
  failedUrl: string;
  couponCode?: string;
}

/** The answer of a call that may change the user's hasSubscription, once the session was read again. */
async function changed<T>(answer: Promise<T | undefined>): Promise<T | undefined> {
  const data = await answer;
  if (data !== undefined) await refreshSession();
  return data;
}

/**
 * Spec section 7, Subscriptions. Each function returns undefined after an error toast (section 8).
 * Calls that change the subscription read it again, and the session, so hasSubscription and
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

  /** What the latest purchase did (the success page's dialog): back from the payment provider, the plan may have changed. */
  lastPurchase: write([['subscription', 'plan']], () => changed(call(() => http.get<LastPurchase>(subscriptionPaths.lastPurchase)))),

  cancel: write(['subscription'], () => changed(call(() => http.delete<Subscription>(subscriptionPaths.cancel)))),

  /** The url of the invoice PDF. */
  invoiceUrl: async (invoiceId: number) => (await call(() => http.get<SubscriptionUrlResponse>(subscriptionPaths.invoice(invoiceId))))?.url,

  applyPromo: write(['subscription'], (code: string) => changed(call(() => http.post<Subscription>(subscriptionPaths.applyPromo(code))))),
};
