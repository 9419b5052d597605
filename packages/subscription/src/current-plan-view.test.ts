import { BillingPeriod } from '@dutylink/contracts';
import { currentPlanView, promoLine } from './current-plan-view';
import { active, activeWithoutNextPayment, cancelled, discounted, inactive, virtualSubscription } from './test/fixtures';

test('Inactive: only Buy Subscription, no plan, no dates', () => {
  expect(currentPlanView(inactive)).toEqual({
    kind: 'inactive',
    planLabel: null,
    until: null,
    nextPayment: null,
    promo: null,
    queued: null,
    actions: ['buy'],
    showPromoButton: true,
    warnBeforeBuying: false,
  });
});

test('Active with a next payment: plan, dates, amount, Cancel and Upgrade, warning before buying', () => {
  expect(currentPlanView(active)).toMatchObject({
    kind: 'active',
    planLabel: 'Monthly',
    until: '02/01/30',
    nextPayment: { date: '02/01/30', amount: '$30.00', oldAmount: null },
    actions: ['cancel', 'upgrade'],
    showPromoButton: true,
    warnBeforeBuying: true,
  });
});

test('a discounted next payment keeps the old amount to strike through, and the promo line', () => {
  expect(currentPlanView(discounted)).toMatchObject({
    nextPayment: { date: '02/01/30', amount: '$27.00', oldAmount: '$30.00' },
    promo: 'SAVE10 (10% off for 3 months)',
  });
});

test.each([
  ['Cancelled', cancelled],
  ['Active without a next payment', activeWithoutNextPayment],
])('%s: No more payments with the until date and a Buy button', (_name, subscription) => {
  expect(currentPlanView(subscription)).toMatchObject({
    kind: 'ending',
    planLabel: 'Monthly',
    until: '02/01/30',
    nextPayment: null,
    actions: ['buy'],
    showPromoButton: true,
    warnBeforeBuying: true,
  });
});

test('virtual: Go!, no payments, no cancel, no promo button, no warning', () => {
  expect(currentPlanView(virtualSubscription)).toMatchObject({
    kind: 'virtual',
    nextPayment: null,
    actions: ['go'],
    showPromoButton: false,
    warnBeforeBuying: false,
    promo: 'FREEFOREVER (100% off forever)',
  });
});

test('a queued plan shows its period and start date', () => {
  const view = currentPlanView({ ...active, queued: { period: BillingPeriod.Year, starts: '2030-02-01T12:00:00.000Z' } });
  expect(view.queued).toEqual({ planLabel: 'Annual', starts: '02/01/30' });
});

test('promo durations read naturally', () => {
  expect(promoLine({ name: 'ONE', percentOff: 50, durationMonths: 1 })).toBe('ONE (50% off for 1 month)');
});
