import { yup } from '../yup';
import { QUALIFIED_AS_TYPES, type QualifiedAs } from '../jobs/enums';
import { optionalPhoneSchema } from '../employee/general';
import { employeeMessages, maxMessage } from '../employee/validation';

/** Spec section 3 and 9 limits of the employer general step (work phone: the stored E.164 form). */
export const EMPLOYER_GENERAL_LIMITS = {
  name: 64,
  company: 128,
  licenseNumber: 128,
  workPhone: 16,
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
}

/** GET employers/profile/general. email and phone (E.164) are read-only. */
export interface EmployerGeneralResponse {
  item: EmployerGeneral;
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
});
