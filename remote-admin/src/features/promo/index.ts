export { PromoPage, shortDate } from './promo-page';
export { PromoDialog, promoInput, dateToIso } from './promo-dialog';
