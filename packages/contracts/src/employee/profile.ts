import { yup } from '../yup';
import type { NamedRef, RateType, Sex } from '../jobs/enums';
import type { AddressView } from '../jobs/types';
import type { EmergencyContact } from './general';
import type { PermitDocument } from './permits';
import { employeeMessages as m } from './validation';

/** Read view of the general block. */
export interface EmployeeGeneralView {
  firstName: string;
  lastName: string;
  /** 'First Last' */
  name: string;
  sex: Sex;
  /** E.164 */
  phone: string;
  email: string;
  timeZone: string;
  specializations: NamedRef[];
  address: AddressView;
  emergencyContacts: EmergencyContact[];
}

export interface EmployeeExperienceView {
  industries: { id: number; name: string; years: number }[];
  trainings: NamedRef[];
  otherTraining: string;
}

export interface EmployeeNotificationsView {
  anySalary: boolean;
  atLeastSalary: number | null;
  salaryType: RateType;
  categories: NamedRef[];
  subCategories: NamedRef[];
  allZIPs: boolean;
  locations: NamedRef[];
  ziPs: string[];
  /** Alerts within this many miles of radiusZip instead of the areas (issue 21); null for the areas. */
  radiusMiles: number | null;
  /** The profile's ZIP code a radius is measured from; null when it has none the ZIP data knows. */
  radiusZip: string | null;
}

export interface EmployeePermitsView {
  /** Only the documents the employee holds (exists), order of PERMIT_DOCUMENT_TYPES. */
  documents: PermitDocument[];
  specializedTrainings: NamedRef[];
  securityClearance: boolean;
  military: boolean;
}

/**
 * GET employees/profile[/{id}] (spec section 3, Employee profile read view). A block whose step was
 * never saved is null.
 */
export interface EmployeeProfileView {
  id: number;
  general: EmployeeGeneralView | null;
  experience: EmployeeExperienceView | null;
  notifications: EmployeeNotificationsView | null;
  permits: EmployeePermitsView | null;
}

export const PAUSE_DAYS_MIN = 0;
export const PAUSE_DAYS_MAX = 365;
/** Default of the pause dialog (spec section 9: 5, offered 1 to 365; 0 switches the pause off). */
export const PAUSE_DAYS_DEFAULT = 5;

/** Days of POST employees/profile/pause-notifications/{days}: whole number 0..365, 0 switches the pause off. */
export const pauseDaysSchema = yup
  .number()
  .typeError(m.pauseDays)
  .required(m.pauseDays)
  .integer(m.pauseDays)
  .min(PAUSE_DAYS_MIN, m.pauseDays)
  .max(PAUSE_DAYS_MAX, m.pauseDays);

/** The dialog's one message for every wrong entry (issue 17: 0 gave '1 to 365' and 366 '0 to 365'). */
export const PAUSE_DIALOG_DAYS_MESSAGE = `Enter a number of days from 1 to ${PAUSE_DAYS_MAX}`;

/** The days dialog (1..365): 0, which switches the pause off, is not a number of days to pause for. */
export const pauseDialogSchema = yup.object({
  days: yup
    .number()
    .typeError(PAUSE_DIALOG_DAYS_MESSAGE)
    .required(PAUSE_DIALOG_DAYS_MESSAGE)
    .integer(PAUSE_DIALOG_DAYS_MESSAGE)
    .min(1, PAUSE_DIALOG_DAYS_MESSAGE)
    .max(PAUSE_DAYS_MAX, PAUSE_DIALOG_DAYS_MESSAGE),
});
