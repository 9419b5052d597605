import { PERIOD_LABEL, SubscriptionState, type AppliedPromo, type Subscription } from '@dutylink/contracts';
import { formatDate, formatPrice } from './format';

export type CurrentPlanKind = 'inactive' | 'active' | 'ending' | 'virtual';
export type CurrentPlanAction = 'buy' | 'cancel' | 'upgrade' | 'go';

export interface CurrentPlanView {
  kind: CurrentPlanKind;
  /** 'Monthly' and so on; null without a period. */
  planLabel: string | null;
  /** Formatted end of the current period, when there is one. */
  until: string | null;
  nextPayment: { date: string; amount: string; oldAmount: string | null } | null;
  /** The applied promo, e.g. 'SAVE10 (10% off for 3 months)'. */
  promo: string | null;
  /** A plan bought during this one: 'Annual', starting on a formatted date. */
  queued: { planLabel: string; starts: string } | null;
  /** Buttons of the Current plan block, in order. */
  actions: CurrentPlanAction[];
  showPromoButton: boolean;
  /** Buying now starts the new plan only when this one ends: warn first (spec section 4). */
  warnBeforeBuying: boolean;
}

export function promoLine(promo: AppliedPromo): string {
  const lasts = promo.durationMonths === 0 ? 'forever' : `for ${promo.durationMonths} month${promo.durationMonths === 1 ? '' : 's'}`;
  return `${promo.name} (${promo.percentOff}% off ${lasts})`;
}

/** Spec section 4, Subscription: what the Current plan block shows in each state. */
export function currentPlanView(subscription: Subscription): CurrentPlanView {
  const base = {
    planLabel: subscription.period === null ? null : PERIOD_LABEL[subscription.period],
    until: subscription.until ? formatDate(subscription.until) : null,
    promo: subscription.promo ? promoLine(subscription.promo) : null,
    queued: subscription.queued
      ? { planLabel: PERIOD_LABEL[subscription.queued.period], starts: formatDate(subscription.queued.starts) }
      : null,
  };
  if (subscription.virtual) {
    return { ...base, kind: 'virtual', nextPayment: null, actions: ['go'], showPromoButton: false, warnBeforeBuying: false };
  }
  if (subscription.state === SubscriptionState.Inactive) {
    return { ...base, kind: 'inactive', until: null, nextPayment: null, actions: ['buy'], showPromoButton: true, warnBeforeBuying: false };
  }
  const { nextPayment } = subscription;
  if (subscription.state === SubscriptionState.Active && nextPayment) {
    return {
      ...base,
      kind: 'active',
      nextPayment: {
        date: formatDate(nextPayment.dt),
        amount: formatPrice(nextPayment.amount),
        oldAmount: nextPayment.oldAmount !== null && nextPayment.oldAmount !== nextPayment.amount ? formatPrice(nextPayment.oldAmount) : null,
      },
      actions: ['cancel', 'upgrade'],
      showPromoButton: true,
      warnBeforeBuying: true,
    };
  }
  return { ...base, kind: 'ending', nextPayment: null, actions: ['buy'], showPromoButton: true, warnBeforeBuying: base.until !== null };
}
