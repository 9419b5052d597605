import { yup } from '../yup';
import { isUsPhone } from '../phone';
import { idListSchema, MAX_ID } from '../schemas';
import { Sex, type NamedRef, type UsState } from '../jobs/enums';
import type { AddressInput } from '../jobs/types';
import { US_TIME_ZONE_IDS } from './time-zones';
import { employeeMessages as m, maxMessage } from './validation';

/** Spec section 5 and 9 limits of the general step. */
export const GENERAL_LIMITS = {
  name: 64,
  address: 128,
  city: 128,
  postalCode: 5,
  emergencyName: 128,
  phone: 16,
  /** Emergency contact rows the form may send. */
  emergencyContacts: 5,
} as const;

/** Postal lookup debounce (spec section 9). */
export const POSTAL_LOOKUP_DEBOUNCE_MS = 300;

export interface EmergencyContact {
  name: string;
  /** E.164 as stored ('+15555550100'); the form may send the masked form, the server stores E.164. */
  phone: string;
}

/** Spec section 3, Employee general profile (the editable item of the general step). */
export interface EmployeeGeneral {
  firstName: string;
  lastName: string;
  sex: Sex;
  /** IANA id from US_TIME_ZONES. */
  timeZone: string;
  /** Specialization ids (at least one). */
  specializations: number[];
  address: AddressInput;
  /** Rows of the form; at least one with both name and phone. Fully empty rows are dropped on save. */
  emergencyContacts: EmergencyContact[];
}

/** GET employees/profile/general. email and phone are read-only (phone E.164). */
export interface EmployeeGeneralResponse {
  item: EmployeeGeneral;
  states: UsState[];
  specializations: NamedRef[];
  email: string;
  phone: string;
}

/** An empty general item: what GET answers before the step was ever saved. */
export const EMPTY_EMPLOYEE_GENERAL: EmployeeGeneral = {
  firstName: '',
  lastName: '',
  sex: Sex.Unknown,
  timeZone: '',
  specializations: [],
  address: { address1: '', address2: '', city: '', idstate: 0, postalCode: '' },
  emergencyContacts: [
    { name: '', phone: '' },
    { name: '', phone: '' },
  ],
};

export const POSTAL_CODE = /^\d{5}$/;

/** 5-digit US postal code (ZIP), required. */
export const postalCodeSchema = yup
  .string()
  .trim()
  .required(m.required)
  .matches(POSTAL_CODE, { message: m.zipCode, excludeEmptyString: true });

/** An optional +1 phone: empty is fine; otherwise it must start with +1 and be a valid US number. */
export const optionalPhoneSchema = yup
  .string()
  .trim()
  .default('')
  .test('phone-start', m.phoneStart, (v) => !v || v.startsWith('+1'))
  .test('phone-valid', m.phoneInvalid, (v) => !v || !v.startsWith('+1') || isUsPhone(v));

export const emergencyContactSchema = yup.object({
  name: yup.string().trim().default('').max(GENERAL_LIMITS.emergencyName, maxMessage(GENERAL_LIMITS.emergencyName)),
  phone: optionalPhoneSchema,
});

export const employeeAddressSchema = yup.object({
  address1: yup.string().trim().required(m.required).max(GENERAL_LIMITS.address, maxMessage(GENERAL_LIMITS.address)),
  address2: yup.string().trim().default('').max(GENERAL_LIMITS.address, maxMessage(GENERAL_LIMITS.address)),
  city: yup.string().trim().required(m.required).max(GENERAL_LIMITS.city, maxMessage(GENERAL_LIMITS.city)),
  idstate: yup.number().typeError(m.stateRequired).required(m.stateRequired).integer(m.stateRequired).min(1, m.stateRequired).max(MAX_ID, m.stateRequired),
  postalCode: postalCodeSchema,
});


/** Spec section 5, Employee general step. Same schema in the browser (formik) and on the server. */
export const employeeGeneralSchema = yup.object({
  firstName: yup.string().trim().required(m.required).max(GENERAL_LIMITS.name, maxMessage(GENERAL_LIMITS.name)),
  lastName: yup.string().trim().required(m.required).max(GENERAL_LIMITS.name, maxMessage(GENERAL_LIMITS.name)),
  sex: yup.number().typeError(m.sexRequired).required(m.sexRequired).oneOf([Sex.Male, Sex.Female], m.sexRequired),
  timeZone: yup
    .string()
    .trim()
    .required(m.required)
    .test('time-zone', m.timeZoneInvalid, (v) => !v || US_TIME_ZONE_IDS.includes(v)),
  specializations: idListSchema().min(1, m.atLeastOneSelected),
  address: employeeAddressSchema,
  emergencyContacts: yup
    .array(emergencyContactSchema)
    .default([])
    .max(GENERAL_LIMITS.emergencyContacts, `At most ${GENERAL_LIMITS.emergencyContacts} contacts`)
    .test('one-filled', m.atLeastOneFilled, (list) => (list ?? []).some((c) => !!c?.name?.trim() && !!c?.phone?.trim())),
});

/** GET externalServices/zip/{postal}: city and state (short code) of a US ZIP code; idstate resolves the code. */
export interface ZipLookupResponse {
  city: string;
  /** USPS code, e.g. 'TX'. */
  state: string;
  /** Id of the state in the reference list, 0 if unknown. */
  idstate: number;
}

/** The path of GET externalServices/zip/{postalCode}. */
export const zipLookupParamsSchema = yup.object({ postalCode: postalCodeSchema }).meta({ refusal: { status: 400, title: m.zipCode } });

/** A US postal address as an envelope or an invoice prints it: street lines, then 'Dallas, TX 75201'; [] without a street. */
export function postalAddressLines(address: { address1?: string | null; address2?: string | null; city?: string | null; state?: string | null; postalCode?: string | null }): string[] {
  if (!address.address1) return [];
  const place = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [address.address1, address.address2, place].filter((line): line is string => Boolean(line));
}

export function isPostalCode(value: string): boolean {
  return POSTAL_CODE.test(value);
}
