import { yup } from '../yup';
import { RADIUS_MILES } from '../jobs/distance';
import { RateType, RATE_TYPES, type TreeNode } from '../jobs/enums';
import { idListSchema } from '../schemas';
import { employeeMessages as m, hasAtMostTwoDecimals } from './validation';

export const NOTIFICATION_SALARY_MIN = 1;
export const NOTIFICATION_SALARY_MAX = 1_000_000;
/** ZIP codes one profile may list. */
export const NOTIFICATION_MAX_ZIPS = 100;

/** Spec section 3, Employee notifications (editable item). */
export interface EmployeeNotifications {
  anySalary: boolean;
  /** Minimum pay wanted; required unless anySalary (stored as null when anySalary). */
  atLeastSalary: number | null;
  salaryType: RateType;
  /** Top-level category ids. */
  categories: number[];
  /** Sub-category ids (children of the chosen categories). */
  subCategories: number[];
  /** Location ids of the metropolitan tree (a state node or a metro area node). */
  locations: number[];
  /** Every location (no location filter). */
  allZips: boolean;
  /** 5-digit ZIP codes. */
  ziPs: string[];
  /**
   * Alerts for jobs within this many miles of the profile's ZIP code (RADIUS_MILES) instead of the areas,
   * categories and salary still apply; null: the areas above (issue 21).
   */
  radiusMiles: number | null;
}

/** GET employees/profile/notifications. */
export interface EmployeeNotificationsResponse {
  item: EmployeeNotifications;
  /** Job categories with their sub-categories as children. */
  categories: TreeNode[];
  /** US states with their metropolitan areas as children. */
  locations: TreeNode[];
  /** The employee's phone replied STOP: no SMS but login codes until they reply START (issue 7). */
  smsOptedOut: boolean;
  /** The profile's ZIP code a radius is measured from; null when it has none the ZIP data knows (no radius then). */
  radiusZip: string | null;
}

/** Refusal of a radius without a ZIP code to measure it from. */
export const RADIUS_NEEDS_ZIP = 'Add your ZIP code in General information to get jobs within a radius';

/** Shown on the notifications step while the employee's phone has replied STOP. */
export const SMS_OPTED_OUT_TEXT =
  'You replied STOP, so DutyLink sends you no text messages (job alerts, hires, closed jobs). Reply START to our number to turn them back on.';

export const EMPTY_EMPLOYEE_NOTIFICATIONS: EmployeeNotifications = {
  anySalary: false,
  atLeastSalary: null,
  salaryType: RateType.Hourly,
  categories: [],
  subCategories: [],
  locations: [],
  allZips: false,
  ziPs: [],
  radiusMiles: null,
};


/** Spec section 5, Notifications step. */
export const employeeNotificationsSchema = yup.object({
  anySalary: yup.boolean().default(false),
  atLeastSalary: yup
    .number()
    .nullable()
    .default(null)
    .transform((v: unknown, original: unknown) => (original === '' ? null : v))
    .typeError(m.salaryRange)
    .when('anySalary', {
      is: true,
      then: (s) => s,
      otherwise: (s) =>
        s
          .required(m.required)
          .min(NOTIFICATION_SALARY_MIN, m.salaryRange)
          .max(NOTIFICATION_SALARY_MAX, m.salaryRange)
          .test('two-decimals', m.salaryDecimals, (v) => hasAtMostTwoDecimals(v)),
    }),
  salaryType: yup
    .number()
    .required(m.required)
    .oneOf([...RATE_TYPES], m.required),
  categories: idListSchema().min(1, m.categoryRequired),
  subCategories: idListSchema(),
  // Issue 17: ZIP codes alone are a place too; only a setting with no place at all is refused. Issue 21: so is a radius.
  locations: idListSchema().when(['allZips', 'ziPs', 'radiusMiles'], {
    is: (allZips: boolean, ziPs: unknown, radiusMiles: unknown) => allZips || (Array.isArray(ziPs) && ziPs.length > 0) || typeof radiusMiles === 'number',
    then: (s) => s,
    otherwise: (s) => s.min(1, m.locationRequired),
  }),
  allZips: yup.boolean().default(false),
  ziPs: yup
    .array(yup.string().trim().required(m.zipCode).matches(/^\d{5}$/, m.zipCode))
    .default([])
    .max(NOTIFICATION_MAX_ZIPS, `At most ${NOTIFICATION_MAX_ZIPS} ZIP codes`),
  radiusMiles: yup
    .number()
    .nullable()
    .default(null)
    .typeError(m.radius)
    .test('radius', m.radius, (value) => value === null || value === undefined || (RADIUS_MILES as readonly number[]).includes(value)),
});
