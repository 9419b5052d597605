import { yup } from './yup';
import { CODE_LENGTH, EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH } from './constants';
import { messages } from './messages';
import { isUsPhone } from './phone';
import { SELF_SERVICE_ROLES, ALL_ROLES } from './roles';
import { safeReturnUrl } from './routes';
import { RETURN_PATH_MAX_LENGTH } from './subscriptions';


export const phoneSchema = yup
  .string()
  .trim()
  .required(messages.required)
  .test('phone-start', messages.phoneStart, (v) => !v || v.startsWith('+1'))
  .test('phone-valid', messages.phoneInvalid, (v) => !v || !v.startsWith('+1') || isUsPhone(v));

export const codeSchema = yup
  .string()
  .required(messages.required)
  .matches(new RegExp(`^\\d{${CODE_LENGTH}}$`), messages.codeLength);

export const emailSchema = yup
  .string()
  .trim()
  .required(messages.required)
  .min(EMAIL_MIN_LENGTH, `Email must be at least ${EMAIL_MIN_LENGTH} characters`)
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .matches(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, messages.emailInvalid);

export const selfServiceRoleSchema = yup.number().required().oneOf([...SELF_SERVICE_ROLES]);
export const anyRoleSchema = yup.number().required().oneOf([...ALL_ROLES]);

/** Sign-in step 0. */
export const signInPhoneSchema = yup.object({ role: selfServiceRoleSchema, phone: phoneSchema });

/** Sign-up step 0: the three consents are required. */
export const signUpPhoneSchema = signInPhoneSchema.shape({
  agreeSms: yup.boolean().oneOf([true], messages.mustAgree).required(messages.mustAgree),
  agreeEmails: yup.boolean().oneOf([true], messages.mustAgree).required(messages.mustAgree),
  agreeTerms: yup.boolean().oneOf([true], messages.mustAgree).required(messages.mustAgree),
});

export const verifyMailSchema = yup.object({ email: emailSchema });

/** The query of auth/emailSendCode: where the e-mailed link leads once confirmed (issue 17), a path on this site. */
export const emailSendCodeQuerySchema = yup.object({
  returnUrl: yup
    .string()
    .max(RETURN_PATH_MAX_LENGTH, `At most ${RETURN_PATH_MAX_LENGTH} characters`)
    .test('site-path', 'Must be a path on this site', (value) => value === undefined || safeReturnUrl(value) === value),
});

/** The token of an e-mail verification link: 32 random bytes, base64url (43 characters). */
export const EMAIL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const emailTokenSchema = yup
  .string()
  .required(messages.required)
  .matches(EMAIL_TOKEN_PATTERN, 'This link is invalid or has expired');

/** The largest id a row can have (PostgreSQL integer). */
export const MAX_ID = 2_147_483_647;

/**
 * A whole number written in a path or query as plain digits: '12' is 12; '1e3', '0x10', ' 12'
 * and '12.0' are not numbers here, nor is a repeated query key (['1', '2']).
 */
export const digitsSchema = () =>
  yup
    .number()
    .transform((value: number, original: unknown) => (original == null || typeof original === 'number' || (typeof original === 'string' && /^\d{1,10}$/.test(original)) ? value : Number.NaN))
    .integer();

/** The most items one list of a form may hold. */
export const MAX_LIST_ITEMS = 500;

/** A row id inside a body: 1 to MAX_ID. */
export const rowIdSchema = () => yup.number().required().integer().min(1).max(MAX_ID);

/** A list of row ids inside a body (specializations, categories, trainings...): at most MAX_LIST_ITEMS. */
export const idListSchema = () => yup.array(rowIdSchema()).default([]).max(MAX_LIST_ITEMS, `At most ${MAX_LIST_ITEMS} items`);

/** A row id in a path: digits from 1 to MAX_ID. */
export const idSchema = digitsSchema().required().min(1).max(MAX_ID);

/** The params of a path that names one row by `:id`. */
export const idParamsSchema = yup.object({ id: idSchema });
