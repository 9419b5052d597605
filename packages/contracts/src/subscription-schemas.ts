import { yup } from './yup';
import { idSchema } from './schemas';
import { PRODUCT_ID_MAX_LENGTH, PROMO_DIALOG_MAX_LENGTH, PROMO_INPUT_MAX_LENGTH, RETURN_PATH_MAX_LENGTH } from './subscriptions';

// Apart from subscriptions.ts: api-client uses those types and paths, and must not pull yup into
// every first page.
/** Promo codes are letters, digits, '-' and '_'. */
const PROMO_CODE = /^[A-Za-z0-9_-]+$/;

/** The add-promo-code dialog (spec section 5: required, 32 characters); also the path of subscriptions/apply-promo. */
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

/** A plan's product id (PLANS_JSON): letters, digits, '-' and '_', at most 64. */
export const PRODUCT_ID_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${PRODUCT_ID_MAX_LENGTH}}$`);

/** The path of subscriptions/create: which plan (the server checks it is one it offers). */
export const productIdParamsSchema = yup.object({
  productId: yup.string().required('Choose one of the plans offered').matches(PRODUCT_ID_PATTERN, 'Choose one of the plans offered'),
});

const SITE = 'http://site.invalid';

/** What a return path may never hold, as sent or decoded: '//' (another host), a backslash, a control character or a space. */
const OFF_SITE = /\/\/|[\\\s\u0000-\u001f\u007f]/;

/** A path on this site exactly as a browser resolves it: never another site, nothing left to resolve (no open redirect). */
function isSitePath(value: string): boolean {
  try {
    if (!value.startsWith('/') || OFF_SITE.test(value) || OFF_SITE.test(decodeURIComponent(value))) return false;
    const url = new URL(value, SITE);
    return url.origin === SITE && `${url.pathname}${url.search}${url.hash}` === value;
  } catch {
    return false;
  }
}

const returnPathSchema = yup
  .string()
  .required('Required')
  .max(RETURN_PATH_MAX_LENGTH, `At most ${RETURN_PATH_MAX_LENGTH} characters`)
  .test('site-path', 'Must be a path on this site', (value) => value === undefined || isSitePath(value));

/** The query of subscriptions/create: where the payment provider returns to, and the buy dialog's coupon. */
export const createSubscriptionQuerySchema = yup.object({
  successUrl: returnPathSchema,
  failedUrl: returnPathSchema,
  couponCode: couponInputSchema,
});

/** The path of subscriptions/invoice: one of the user's transactions, as PDF. */
export const invoiceParamsSchema = yup.object({ invoiceId: idSchema, format: yup.string().required().oneOf(['pdf'] as const) });

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Seconds since 1970 up to the year 9999 (a Stripe timestamp). */
const unixSecondsSchema = yup.number().integer().min(0).max(253_402_300_799);

/**
 * The body of POST /api/webhooks/stripe once its signature holds: the event's envelope. `data.object`
 * is kept whole: its shape depends on the event type and the Stripe API version.
 */
export const stripeEventSchema = yup.object({
  id: yup.string().required().max(255),
  type: yup.string().required().max(255),
  created: unixSecondsSchema.required(),
  data: yup.object({ object: yup.mixed(isObject).required() }),
});
