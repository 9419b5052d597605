import * as yup from 'yup';
import type { LocaleObject } from 'yup';

/**
 * yup's messages in the product's words (issue 36: "comment must be defined" and five more of yup's own
 * texts reached users, in the server's 400 answers shown as toasts and under form fields). A rule with its
 * own message (spec section 5) keeps it; these are what every other rule says. They name no field: a form
 * shows them under the field, and a toast lists them without field names (spec section 8), so a code name
 * such as `iduser` would only puzzle.
 *
 * Every schema in contracts takes yup from here: yup reads a rule's default message when the rule is
 * declared, so the locale has to be set before any schema is built, which importing it from this module
 * guarantees whatever the order the modules load in.
 */
const TYPE_MESSAGES: Record<string, string> = {
  number: 'Enter a number',
  date: 'Enter a valid date',
  boolean: 'Choose yes or no',
  string: 'Enter text',
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const PRODUCT_LOCALE = {
  mixed: {
    default: 'This value is not valid',
    required: 'Required',
    defined: 'Required',
    notNull: 'Required',
    oneOf: 'Choose one of the options offered',
    notOneOf: 'This value is not allowed',
    notType: ({ type }: { type: string }) => TYPE_MESSAGES[type] ?? 'This value has the wrong type',
  },
  string: {
    length: ({ length }: { length: number }) => `Enter exactly ${count(length, 'character', 'characters')}`,
    min: ({ min }: { min: number }) => `At least ${count(min, 'character', 'characters')}`,
    max: ({ max }: { max: number }) => `At most ${count(max, 'character', 'characters')}`,
    matches: 'This value is not in the right format',
    email: 'Enter a valid email address',
    url: 'Enter a valid web address',
    uuid: 'This value is not in the right format',
    datetime: 'Enter a valid date and time',
    datetime_offset: 'Enter a valid date and time',
    datetime_precision: 'Enter a valid date and time',
    trim: 'Remove the spaces at the start and the end',
    lowercase: 'Use lower-case letters only',
    uppercase: 'Use capital letters only',
  },
  number: {
    min: ({ min }: { min: number }) => `Enter ${min} or more`,
    max: ({ max }: { max: number }) => `Enter ${max} or less`,
    lessThan: ({ less }: { less: number }) => `Enter less than ${less}`,
    moreThan: ({ more }: { more: number }) => `Enter more than ${more}`,
    positive: 'Enter a number greater than 0',
    negative: 'Enter a number less than 0',
    integer: 'Enter a whole number',
  },
  date: {
    min: 'Enter a later date',
    max: 'Enter an earlier date',
  },
  boolean: {
    isValue: 'Required',
  },
  object: {
    noUnknown: 'This request has fields that are not known',
    exact: 'This request has fields that are not known',
  },
  array: {
    // Spec section 5's generic message for "at least one".
    min: ({ min }: { min: number }) => (min === 1 ? 'At least one item must be selected' : `Select at least ${min} items`),
    max: ({ max }: { max: number }) => `Select at most ${count(max, 'item', 'items')}`,
    length: ({ length }: { length: number }) => `Select exactly ${count(length, 'item', 'items')}`,
  },
  tuple: {
    notType: 'This value has the wrong type',
  },
} satisfies LocaleObject;

yup.setLocale(PRODUCT_LOCALE);

export { yup };
