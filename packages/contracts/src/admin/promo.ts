import { yup } from '../yup';
import { isValid, parseISO } from 'date-fns';
import { todayOf, type EmployeeValidationContext } from '../employee/validation';
import { idSchema, MAX_ID } from '../schemas';
import type { AdminListResponse } from './lists';

/**
 * Spec section 3, Promo (admin view). value is the percent off each charge it lowers; duration is how many
 * months it keeps lowering charges from its first use, 0 = forever. validUntil 'yyyy-MM-dd' (last day it can be
 * applied) or null; maxRedemptions null = unlimited. created ISO.
 */
export interface AdminPromo {
  id: number;
  name: string;
  value: number;
  valueType: 'percent';
  duration: number;
  durationUnit: 'month';
  validUntil: string | null;
  maxRedemptions: number | null;
  redemptions: number;
  created: string;
}

/**
 * The admin promo form and the body of POST admin/promos (id 0 creates; stored promos are not edited:
 * delete and create instead). duration counts only when forever is false.
 */
export interface AdminPromoInput {
  id: number;
  name: string;
  value: number;
  forever: boolean;
  duration: number;
  /** '' or null = unlimited. */
  maxRedemptions: number | null | '';
  /** 'yyyy-MM-dd', or '' / null = no end. */
  validUntil: string | null;
}

/** GET admin/promos/getEditable/{id or '-'}: the form model ('-' → a new one). */
export interface AdminPromoEditable {
  item: AdminPromoInput;
}

/** POST admin/promos/items answer. */
export type AdminPromosResponse = AdminListResponse<AdminPromo>;

/** The id of GET admin/promos/getEditable/{id} that asks for a new promo's form model. */
export const NEW_PROMO_ID = '-';

/** The path of GET admin/promos/getEditable/{id}: a promo's id, or null for NEW_PROMO_ID. */
export const promoEditableParamsSchema = yup.object({
  id: idSchema.transform((value: unknown, original: unknown) => (original === NEW_PROMO_ID ? null : value)).nullable(),
});

export const PROMO_LIMITS = { nameMax: 80, durationMin: 1, durationMax: 12, redemptionsMin: 1, redemptionsMax: 999, valueMin: 1, valueMax: 100 } as const;

export const NEW_PROMO: AdminPromoInput = { id: 0, name: '', value: 20, forever: false, duration: 1, maxRedemptions: null, validUntil: null };

export const promoMessages = {
  nameChars: 'Use letters, digits, - and _ only',
  nameTaken: 'A promo code with this name already exists',
  duration: 'Enter a whole number of months from 1 to 12',
  redemptions: 'Enter a whole number from 1 to 999, or leave empty',
  value: 'Enter a whole percent from 1 to 100',
  date: 'Enter a valid date',
  future: 'Date must be in the future',
  deleteConfirm:
    'Are you sure you want to delete this promo code? This promo code will remain with existing users until it expires. You will not be able to assign this promo code to new users.',
  empty: 'No promo codes found',
} as const;

/** Period column: 'forever', '1 month', '6 months'. */
/** The Discount column: the percent off with its sign, '20%' (issue 17: a bare 20 read as dollars or nothing). */
export function promoDiscountText(promo: Pick<AdminPromo, 'value'>): string {
  return `${promo.value}%`;
}

export function promoPeriodText(duration: number): string {
  if (duration === 0) return 'forever';
  return `${duration} ${duration === 1 ? 'month' : 'months'}`;
}

const emptyToNull = (value: unknown, original: unknown) => (original === '' || original === null || original === undefined ? null : value);

/** Validate with `{ context: { now: new Date() } }` (the server passes its clock). */
export const adminPromoSchema = yup.object({
  id: yup.number().integer().min(0).max(MAX_ID).defined(),
  name: yup
    .string()
    .trim()
    .required('Required')
    .max(PROMO_LIMITS.nameMax, `At most ${PROMO_LIMITS.nameMax} characters`)
    .matches(/^[A-Za-z0-9_-]*$/, promoMessages.nameChars),
  value: yup
    .number()
    .typeError(promoMessages.value)
    .required('Required')
    .integer(promoMessages.value)
    .min(PROMO_LIMITS.valueMin, promoMessages.value)
    .max(PROMO_LIMITS.valueMax, promoMessages.value),
  forever: yup.boolean().defined(),
  duration: yup.number().when('forever', {
    is: true,
    then: (s) => s.strip(),
    otherwise: (s) =>
      s
        .typeError(promoMessages.duration)
        .required('Required')
        .integer(promoMessages.duration)
        .min(PROMO_LIMITS.durationMin, promoMessages.duration)
        .max(PROMO_LIMITS.durationMax, promoMessages.duration),
  }),
  maxRedemptions: yup
    .number()
    .transform(emptyToNull)
    .typeError(promoMessages.redemptions)
    .nullable()
    .integer(promoMessages.redemptions)
    .min(PROMO_LIMITS.redemptionsMin, promoMessages.redemptions)
    .max(PROMO_LIMITS.redemptionsMax, promoMessages.redemptions),
  validUntil: yup
    .string()
    .nullable()
    .transform((value: unknown) => (value === '' ? null : value))
    .test('date', promoMessages.date, (value) => value == null || (/^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value))))
    .test('future', promoMessages.future, (value, ctx) => {
      if (value == null || !/^\d{4}-\d{2}-\d{2}$/.test(value) || !isValid(parseISO(value))) return true;
      return value >= todayOf(ctx.options.context as EmployeeValidationContext | undefined);
    }),
});

/** Stored months of a valid input: 0 for forever. */
export function promoDurationMonths(input: Pick<AdminPromoInput, 'forever' | 'duration'>): number {
  return input.forever ? 0 : input.duration;
}
