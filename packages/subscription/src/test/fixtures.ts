import { BillingPeriod, SubscriptionState, TransactionState, type PlanConfigItem, type Subscription, type Transaction } from '@dutylink/contracts';

// Noon UTC: the same calendar day in every US time zone the tests may run in.
export const UNTIL = '2030-02-01T12:00:00.000Z';

export const plans: PlanConfigItem[] = [
  { period: BillingPeriod.Day, price: 2, productId: 'prod_day' },
  { period: BillingPeriod.Week, price: 10, productId: 'prod_week' },
  { period: BillingPeriod.Month, price: 30, productId: 'prod_month' },
  { period: BillingPeriod.Year, price: 300, productId: 'prod_year' },
];

export const inactive: Subscription = {
  state: SubscriptionState.Inactive,
  period: null,
  until: null,
  nextPayment: null,
  promo: null,
  virtual: false,
  queued: null,
};

export const active: Subscription = {
  state: SubscriptionState.Active,
  period: BillingPeriod.Month,
  until: UNTIL,
  nextPayment: { dt: UNTIL, amount: 30, oldAmount: null },
  promo: null,
  virtual: false,
  queued: null,
};

export const discounted: Subscription = {
  ...active,
  nextPayment: { dt: UNTIL, amount: 27, oldAmount: 30 },
  promo: { name: 'SAVE10', percentOff: 10, durationMonths: 3 },
};

export const cancelled: Subscription = { ...active, state: SubscriptionState.Cancelled, nextPayment: null };

export const activeWithoutNextPayment: Subscription = { ...active, nextPayment: null };

export const virtualSubscription: Subscription = {
  ...active,
  until: null,
  nextPayment: null,
  promo: { name: 'FREEFOREVER', percentOff: 100, durationMonths: 0 },
  virtual: true,
};

export const transactions: Transaction[] = [
  { name: 'Monthly', dt: '2030-01-01T12:00:00.000Z', amount: 30, state: TransactionState.Paid, invoiceID: 11 },
  { name: 'Weekly', dt: '2029-12-24T12:00:00.000Z', amount: 1200.5, state: TransactionState.Failed, invoiceID: 10 },
];
