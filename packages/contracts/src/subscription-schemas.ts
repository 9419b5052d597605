import * as yup from 'yup';
import { PROMO_DIALOG_MAX_LENGTH, PROMO_INPUT_MAX_LENGTH } from './subscriptions';

// Apart from subscriptions.ts: api-client uses those types and paths, and must not pull yup into
// every first page.
/** Promo codes are letters, digits, '-' and '_'. */
const PROMO_CODE = /^[A-Za-z0-9_-]+$/;

/** The add-promo-code dialog (spec section 5: required, 32 characters). */
export const promoDialogSchema = yup.object({
  code: yup
    .string()
    .trim()
    .required('Required')
    .max(PROMO_DIALOG_MAX_LENGTH, `At most ${PROMO_DIALOG_MAX_LENGTH} characters`)
    .matches(PROMO_CODE, 'Use letters, digits, - and _ only'),
});

/** The coupon input of the buy dialog on the subscription page (12 characters, optional). */
export const couponInputSchema = yup
  .string()
  .trim()
  .max(PROMO_INPUT_MAX_LENGTH, `At most ${PROMO_INPUT_MAX_LENGTH} characters`)
  .matches(PROMO_CODE, { message: 'Use letters, digits, - and _ only', excludeEmptyString: true });
