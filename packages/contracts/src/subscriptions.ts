/** Spec section 3, Subscription state. */
export const SubscriptionState = { Inactive: 0, Active: 1, Cancelled: 2 } as const;
export type SubscriptionState = (typeof SubscriptionState)[keyof typeof SubscriptionState];

/** Spec section 3, Billing period. */
export const BillingPeriod = { Day: 0, Week: 1, Month: 2, Year: 3 } as const;
export type BillingPeriod = (typeof BillingPeriod)[keyof typeof BillingPeriod];

export const BILLING_PERIODS: readonly BillingPeriod[] = [BillingPeriod.Day, BillingPeriod.Week, BillingPeriod.Month, BillingPeriod.Year];

export const PERIOD_LABEL: Record<BillingPeriod, string> = {
  [BillingPeriod.Day]: 'Daily',
  [BillingPeriod.Week]: 'Weekly',
  [BillingPeriod.Month]: 'Monthly',
  [BillingPeriod.Year]: 'Annual',
};

export const PERIOD_PER: Record<BillingPeriod, string> = {
  [BillingPeriod.Day]: 'per day',
  [BillingPeriod.Week]: 'per week',
  [BillingPeriod.Month]: 'per month',
  [BillingPeriod.Year]: 'per year',
};

/** Transaction status: the billing table shows a tick for Paid. */
export const TransactionState = { Pending: 0, Paid: 1, Failed: 2, Refunded: 3 } as const;
export type TransactionState = (typeof TransactionState)[keyof typeof TransactionState];

/** GET subscriptions/config: one item per plan. Prices in US dollars. */
export interface PlanConfigItem {
  period: BillingPeriod;
  price: number;
  productId: string;
}

export type PlanConfigResponse = PlanConfigItem[];

export interface AppliedPromo {
  name: string;
  /** Percent off (1-100). 100 makes the plan free: a virtual subscription. */
  percentOff: number;
  /** Months the discount lasts; 0 means forever. */
  durationMonths: number;
}

/** GET subscriptions/get (spec section 3, Subscription). Dates are ISO strings. */
export interface Subscription {
  state: SubscriptionState;
  period: BillingPeriod | null;
  /** End of the paid (or free) period; null for an Inactive one or a forever-free promo. */
  until: string | null;
  nextPayment: { dt: string; amount: number; oldAmount: number | null } | null;
  promo: AppliedPromo | null;
  /** Free through a promo: no payments, no cancel. */
  virtual: boolean;
  /** A plan bought during an active one: it starts when the current one ends. */
  queued: { period: BillingPeriod; starts: string } | null;
}

/** GET subscriptions/transactions: the 12 latest, newest first. */
export interface Transaction {
  name: string;
  dt: string;
  amount: number;
  state: TransactionState;
  invoiceID: number;
}

export type TransactionsResponse = Transaction[];

/** POST subscriptions/create (the checkout, or the success page when nothing is to pay) and GET subscriptions/invoice (the PDF). */
export interface SubscriptionUrlResponse {
  url: string;
}

/**
 * GET subscriptions/last-purchase: what the user's latest purchase (a checkout of the last hour) did,
 * from the server's record, for the success page. 'paid': the plan started and was charged now;
 * 'free': it started and nothing was charged (a 100 %-off code); 'queued': it starts when the running
 * one ends ('starts'); 'pending': the provider has not confirmed the payment yet; 'none': no recent
 * purchase (a stale or shared success URL).
 */
export interface LastPurchase {
  outcome: 'paid' | 'free' | 'queued' | 'pending' | 'none';
  period: BillingPeriod | null;
  /** The amount charged or to be charged at the start, in dollars. */
  amount: number | null;
  /** When the plan starts (now, or the end of the running one). ISO string. */
  starts: string | null;
  promo: string | null;
}

/** POST /api/webhooks/stripe: the event is taken (Stripe stops sending it). */
export interface StripeWebhookResponse {
  received: true;
}

/** A price in cents after a promo's percent off, rounded to the cent (the server charges this). */
export const discountedCents = (cents: number, percentOff: number) => Math.round((cents * (100 - percentOff)) / 100);

export const TRANSACTIONS_SHOWN = 12;
/** A plan's product id: letters, digits, '-' and '_'. */
export const PRODUCT_ID_MAX_LENGTH = 64;
/** successUrl and failedUrl of subscriptions/create. */
export const RETURN_PATH_MAX_LENGTH = 512;
export const PROMO_DIALOG_MAX_LENGTH = 32;
export const PROMO_INPUT_MAX_LENGTH = 12;

export const subscriptionPaths = {
  config: 'subscriptions/config',
  get: 'subscriptions/get',
  transactions: 'subscriptions/transactions',
  cancel: 'subscriptions/cancel',
  create: (productId: string, q: { successUrl: string; failedUrl: string; couponCode?: string }) => {
    const params = new URLSearchParams({ successUrl: q.successUrl, failedUrl: q.failedUrl });
    if (q.couponCode) params.set('couponCode', q.couponCode);
    return `subscriptions/create/${encodeURIComponent(productId)}?${params}`;
  },
  invoice: (invoiceId: number, format: 'pdf' = 'pdf') => `subscriptions/invoice/${invoiceId}/${format}`,
  applyPromo: (code: string) => `subscriptions/apply-promo/${encodeURIComponent(code)}`,
  lastPurchase: 'subscriptions/last-purchase',
} as const;
