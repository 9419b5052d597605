/** Plans, purchases, promo codes and renewals. */
export { subscriptions, type Subscriptions } from './plugin';
export { DEFAULT_PLANS, type Plan } from './plans';
export { fulfilCheckout, planOf, promoById } from './service';
export { billingEmailReactions, invoiceAttachment } from './billing-emails';
export { invoiceFileName } from './invoice-pdf';
