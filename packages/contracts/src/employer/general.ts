import { yup } from '../yup';
import { MAX_ID } from '../schemas';
import { QUALIFIED_AS_TYPES, type QualifiedAs, type UsState } from '../jobs/enums';
import type { AddressInput } from '../jobs/types';
import { GENERAL_LIMITS, optionalPhoneSchema, POSTAL_CODE } from '../employee/general';
import { employeeMessages, maxMessage } from '../employee/validation';

/** Spec section 3 and 9 limits of the employer general step (work phone: the stored E.164 form). */
export const EMPLOYER_GENERAL_LIMITS = {
  name: 64,
  company: 128,
  licenseNumber: 128,
  workPhone: 16,
  address: GENERAL_LIMITS.address,
  city: GENERAL_LIMITS.city,
} as const;

/** Spec section 3, Employer general (the editable item of /employer/general). */
export interface EmployerGeneral {
  /** The employer's user id; 0 before the step was ever saved. Read-only. */
  id: number;
  firstName: string;
  lastName: string;
  company: string;
  licenseNumber: string;
  /** Optional; the form may send the masked '+1 (214) 555-0100', the server stores and answers E.164 ('' when none). */
  workPhone: string;
  employerType: QualifiedAs | null;
  /**
   * The billing address printed on the company's invoices (issue 37): optional, but whole. None is all
   * empty (idstate 0); otherwise address1, city, state and ZIP are required and address2 is optional.
   */
  address: AddressInput;
}

/** GET employers/profile/general. email and phone (E.164) are read-only; states are the address's choices. */
export interface EmployerGeneralResponse {
  item: EmployerGeneral;
  states: UsState[];
  email: string;
  phone: string;
}

/** GET employers/profile[/{id}]: the employer profile card (own; admins any). */
export interface EmployerProfileView {
  id: number;
  firstName: string;
  lastName: string;
  /** 'First Last' (the user's name). */
  name: string;
  company: string;
  licenseNumber: string;
  /** E.164 or ''. */
  workPhone: string;
  employerType: QualifiedAs | null;
  email: string;
  /** E.164 */
  phone: string;
  /** The billing address as printed on invoices ('200 Main St', 'Suite 4', 'Dallas, TX 75201'); [] when none. */
  address: string[];
  /** Whether the general step was ever saved (false: the card shows empty fields). */
  filled: boolean;
}

export const EMPTY_EMPLOYER_GENERAL: EmployerGeneral = {
  id: 0,
  firstName: '',
  lastName: '',
  company: '',
  licenseNumber: '',
  workPhone: '',
  employerType: null,
  address: { address1: '', address2: '', city: '', idstate: 0, postalCode: '' },
};

const m = employeeMessages;
const L = EMPLOYER_GENERAL_LIMITS;

/** Spec section 5, Employer general. Same schema in the browser (formik) and on the server. */
export const employerGeneralSchema = yup.object({
  firstName: yup.string().trim().required(m.required).max(L.name, maxMessage(L.name)),
  lastName: yup.string().trim().required(m.required).max(L.name, maxMessage(L.name)),
  company: yup.string().trim().required(m.required).max(L.company, maxMessage(L.company)),
  licenseNumber: yup.string().trim().required(m.required).max(L.licenseNumber, maxMessage(L.licenseNumber)),
  workPhone: optionalPhoneSchema,
  employerType: yup
    .number()
    .nullable()
    .default(null)
    .transform((v: unknown, original: unknown) => (original === '' ? null : v))
    .typeError('Choose a type from the list')
    .oneOf([...QUALIFIED_AS_TYPES, null], 'Choose a type from the list'),
  address: yup.object({
    address1: yup.string().trim().default('').max(L.address, maxMessage(L.address)).test(wholeAddress(m.required)),
    address2: yup.string().trim().default('').max(L.address, maxMessage(L.address)),
    city: yup.string().trim().default('').max(L.city, maxMessage(L.city)).test(wholeAddress(m.required)),
    idstate: yup
      .number()
      .default(0)
      .transform((v: unknown, original: unknown) => (original === '' ? 0 : v))
      .typeError(m.stateRequired)
      .integer(m.stateRequired)
      .min(0, m.stateRequired)
      .max(MAX_ID, m.stateRequired)
      .test(wholeAddress(m.stateRequired)),
    postalCode: yup
      .string()
      .trim()
      .default('')
      .matches(POSTAL_CODE, { message: m.zipCode, excludeEmptyString: true })
      .test(wholeAddress(m.required)),
  }),
});

/** Whether any line of a billing address is filled: then the whole address is asked for. */
export function addressStarted(address: Partial<AddressInput> | undefined): boolean {
  if (!address) return false;
  return !!address.idstate || (['address1', 'address2', 'city', 'postalCode'] as const).some((key) => !!address[key]?.trim());
}

/** A field of the billing address: may be empty while the whole address is, required once any line of it is filled. */
function wholeAddress(message: string) {
  return {
    name: 'whole-address',
    message,
    test(this: { parent: unknown }, value: unknown) {
      return !!value || !addressStarted(this.parent as Partial<AddressInput>);
    },
  };
}
