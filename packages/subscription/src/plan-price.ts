import { discountedCents, PERIOD_LABEL, PERIOD_PER, type AppliedPromo, type PlanConfigItem } from '@dutylink/contracts';
import { formatPrice } from './format';

/** '$30.00 per month'; with an applied promo the price it takes off: '$24.00 per month (was $30.00, SAVE20 20% off)'. */
export function planPrice(plan: PlanConfigItem, promo: AppliedPromo | null = null): string {
  const full = `${formatPrice(plan.price)} ${PERIOD_PER[plan.period]}`;
  if (!promo || promo.percentOff <= 0) return full;
  const now = discountedCents(Math.round(plan.price * 100), promo.percentOff) / 100;
  return `${formatPrice(now)} ${PERIOD_PER[plan.period]} (was ${formatPrice(plan.price)}, ${promo.name} ${promo.percentOff}% off)`;
}

export function planLabel(plan: PlanConfigItem): string {
  return PERIOD_LABEL[plan.period];
}
