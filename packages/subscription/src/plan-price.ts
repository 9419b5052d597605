import { PERIOD_LABEL, PERIOD_PER, type PlanConfigItem } from '@dutylink/contracts';
import { formatPrice } from './format';

/** '$30.00 per month'. */
export function planPrice(plan: PlanConfigItem): string {
  return `${formatPrice(plan.price)} ${PERIOD_PER[plan.period]}`;
}

export function planLabel(plan: PlanConfigItem): string {
  return PERIOD_LABEL[plan.period];
}
