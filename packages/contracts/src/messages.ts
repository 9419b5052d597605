import { CODE_LENGTH } from './constants';

/** Spec section 5, generic messages (apart from the schemas, so a page's small script can use them without yup). */
export const messages = {
  phoneStart: 'Phone must start with +1',
  phoneInvalid: 'Enter a valid US cell phone number',
  required: 'Required',
  codeLength: `The code has ${CODE_LENGTH} digits`,
  emailInvalid: 'Enter a valid email address',
  mustAgree: 'You must agree to continue',
  atLeastOne: 'At least one item must be selected',
  dateFuture: 'Date must be in the future',
  datePast: 'Date must be in the past',
} as const;
