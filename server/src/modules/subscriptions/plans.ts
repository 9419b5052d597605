import { BillingPeriod, PERIOD_LABEL, PRODUCT_ID_PATTERN, type PlanConfigItem } from '@dutylink/contracts';
import { addDays, addMonths, addWeeks, addYears } from 'date-fns';

/**
 * THE one place that says what DutyLink sells. Both roles see the same four plans. Prices are
 * kept in cents so money never goes through floating point; the API answers dollars.
 *
 * Override with PLANS_JSON, an object keyed by period name (day, week, month, year), each value
 * any of { "price": 12.5, "productId": "...", "stripePriceId": "price_..." }, e.g.
 *   PLANS_JSON='{"month":{"price":29.99},"year":{"price":299,"productId":"dl-year"}}'
 * STRIPE_PRICE_DAY / _WEEK / _MONTH / _YEAR set a Stripe Price per plan; without one, Checkout is
 * sent the price above inline (price_data), so this file stays the only source of amounts.
 */
export interface Plan {
  period: BillingPeriod;
  priceCents: number;
  productId: string;
  /** A Stripe Price id (recurring) when the account keeps its catalogue in Stripe. */
  stripePriceId?: string;
}

export const DEFAULT_PLANS: readonly Plan[] = [
  { period: BillingPeriod.Day, priceCents: 499, productId: 'dutylink-daily' },
  { period: BillingPeriod.Week, priceCents: 1499, productId: 'dutylink-weekly' },
  { period: BillingPeriod.Month, priceCents: 3999, productId: 'dutylink-monthly' },
  { period: BillingPeriod.Year, priceCents: 39900, productId: 'dutylink-annual' },
];

const PERIOD_KEY: Record<BillingPeriod, 'day' | 'week' | 'month' | 'year'> = {
  [BillingPeriod.Day]: 'day',
  [BillingPeriod.Week]: 'week',
  [BillingPeriod.Month]: 'month',
  [BillingPeriod.Year]: 'year',
};

/** Stripe's recurring interval of a period. */
export const stripeInterval = (period: BillingPeriod) => PERIOD_KEY[period];

type Env = Record<string, string | undefined>;

export function loadPlans(env: Env): Plan[] {
  let overrides: Record<string, { price?: unknown; productId?: unknown; stripePriceId?: unknown }> = {};
  const json = env.PLANS_JSON?.trim();
  if (json) {
    try {
      overrides = JSON.parse(json);
    } catch {
      throw new Error('PLANS_JSON is not valid JSON');
    }
    if (!overrides || typeof overrides !== 'object' || Array.isArray(overrides)) throw new Error('PLANS_JSON must be an object keyed by day, week, month, year');
    for (const key of Object.keys(overrides)) {
      if (!Object.values(PERIOD_KEY).includes(key as never)) throw new Error(`PLANS_JSON: unknown period "${key}" (use day, week, month, year)`);
    }
  }
  const plans = DEFAULT_PLANS.map((plan) => {
    const key = PERIOD_KEY[plan.period];
    const o = overrides[key] ?? {};
    const next: Plan = { ...plan };
    if (o.price !== undefined) {
      const cents = Math.round(Number(o.price) * 100);
      if (typeof o.price !== 'number' || !Number.isFinite(o.price) || cents < 50 || cents > 10_000_000) throw new Error(`PLANS_JSON: ${key}.price must be a number of dollars from 0.50`);
      next.priceCents = cents;
    }
    if (o.productId !== undefined) {
      if (typeof o.productId !== 'string' || !PRODUCT_ID_PATTERN.test(o.productId)) throw new Error(`PLANS_JSON: ${key}.productId must be letters, digits, - and _`);
      next.productId = o.productId;
    }
    const stripePriceId = env[`STRIPE_PRICE_${key.toUpperCase()}`]?.trim() || (typeof o.stripePriceId === 'string' ? o.stripePriceId : undefined);
    if (stripePriceId) next.stripePriceId = stripePriceId;
    return next;
  });
  if (new Set(plans.map((p) => p.productId)).size !== plans.length) throw new Error('PLANS_JSON: product ids must differ');
  return plans;
}

export const toPlanConfigItem = (plan: Plan): PlanConfigItem => ({ period: plan.period, price: plan.priceCents / 100, productId: plan.productId });

/** 'Monthly subscription': the name of a transaction and of the invoice line. */
export const planName = (period: BillingPeriod) => `${PERIOD_LABEL[period]} subscription`;

/** The end of a period that starts at `from`. */
export function addPeriod(from: Date, period: BillingPeriod): Date {
  switch (period) {
    case BillingPeriod.Day:
      return addDays(from, 1);
    case BillingPeriod.Week:
      return addWeeks(from, 1);
    case BillingPeriod.Month:
      return addMonths(from, 1);
    case BillingPeriod.Year:
      return addYears(from, 1);
  }
}

export { addMonths };
