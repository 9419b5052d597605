import { yup } from '../yup';
import {
  ARMED_STATUSES,
  Dress,
  DRESSES,
  EMPLOYMENT_TYPES,
  Equipment,
  EQUIPMENTS,
  EXPENSE_TYPES,
  ExpenseType,
  JOB_PERIOD_TYPES,
  JobPeriodType,
  PAYMENT_METHODS,
  PERMIT_DOCUMENT_TYPES,
  RATE_TYPES,
  SEXES,
  Sex,
  Shift,
  SHIFTS,
  WEEK_DAYS,
  type WeekDay,
} from '../jobs/enums';
import { NEW_JOB_DEFAULTS, type JobEditorModel } from '../jobs/types';
import { NO_POSTS_REMAINING_TITLE, SUBSCRIPTION_REQUIRED_TITLE } from './job-editor-refusals';
import { requiredPermitTexts } from '../permits/required-permits';
import { postalCodeSchema } from '../employee/general';
import { idListSchema, MAX_ID, MAX_LIST_ITEMS } from '../schemas';
import { employeeMessages, hasAtMostTwoDecimals, maxMessage, todayOf, toDay } from '../employee/validation';

/**
 * Validation context of the job editor schemas: `now` makes the date rules deterministic (tests,
 * server clock). Dates are compared as calendar days 'yyyy-MM-dd' in `timeZone` (the employer's
 * zone on the server), else in the validator's local time zone.
 */
export interface JobValidationContext {
  now?: Date;
  timeZone?: string;
  /**
   * The stored from of the job being edited: an unchanged from passes the 'today or later' rule
   * (a running Range or Full time job stays editable). The server sets it; the browser may too.
   */
  allowedFrom?: string | null;
}

/** The 'Other' job category: choosing it requires otherCategory. */
export const OTHER_CATEGORY_ID = 14;

/** Spec section 5 and 9 limits of the job editor. */
export const JOB_LIMITS = {
  title: 80,
  description: 120,
  otherCategory: 128,
  locationName: 128,
  address: 128,
  city: 128,
  locationDescription: 1000,
  knownThreatDescription: 1000,
  equipmentDescription: 1000,
  uniformOther: 128,
  numberOfEmployeeMin: 1,
  numberOfEmployeeMax: 999,
  salaryMin: 1,
  salaryMax: 10_000,
  mileageMin: 1,
  mileageMax: 10_000,
  payrollScheduleMin: 0,
  payrollScheduleMax: 99,
  /** Varied shift rows one job may carry. */
  timeRanges: 7,
  /** Ids one list of a job may carry (every reference list is shorter). */
  listItems: MAX_LIST_ITEMS,
} as const;

/** Messages of the job editor (spec section 5), exactly as shown. */
export const jobMessages = {
  required: employeeMessages.required,
  atLeastOneSelected: employeeMessages.atLeastOneSelected,
  atLeastOneFilled: employeeMessages.atLeastOneFilled,
  categoryRequired: employeeMessages.categoryRequired,
  dateFuture: employeeMessages.dateFuture,
  dateInvalid: employeeMessages.dateInvalid,
  dateFromOrLater: 'Date must be more or equal From date',
  daysOutsideDates: "Choose only days that fall within the job's dates",
  timeInvalid: 'Enter a time as HH:mm',
  timeSpan: 'Invalid time span',
  stateRequired: employeeMessages.stateRequired,
  postalCode: employeeMessages.zipCode,
  chooseFromList: 'Choose a value from the list',
  numberOfEmployee: 'Enter a whole number from 1 to 999',
  salaryRange: 'Enter an amount from 1 to 10,000',
  mileageRange: 'Enter an amount from 1 to 10,000',
  decimals: employeeMessages.salaryDecimals,
  payrollSchedule: 'Enter a whole number of days from 0 to 99',
  /** Server-side: publishing beyond the plan's allowance (403). */
  noPostsRemaining: NO_POSTS_REMAINING_TITLE,
  /** Server-side: job posts without an active subscription (403). */
  subscriptionRequired: SUBSCRIPTION_REQUIRED_TITLE,
  /** Server-side: editing a closed job (409). */
  closedNotEditable: 'A closed job cannot be edited',
  /** Issue 17: what an edit may not do once officers are hired. */
  fewerThanHired: (hired: number) => `${hired} officer${hired === 1 ? ' is' : 's are'} hired: the number cannot be lower`,
  rateLoweredAfterHire: 'Officers are hired at this rate: it cannot be lowered or change type',
} as const;

const m = jobMessages;
const L = JOB_LIMITS;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const atMostItems = [L.listItems, `At most ${L.listItems} items`] as const;

const choice = <T extends number>(values: readonly T[]) =>
  yup
    .number()
    .typeError(m.chooseFromList)
    .required(m.required)
    .oneOf([...values], m.chooseFromList);

const text = (max: number) => yup.string().trim().default('').max(max, maxMessage(max));

/** A number field that may arrive as '' from a form: '' and undefined become null. */
const nullableNumber = (typeMessage: string) =>
  yup
    .number()
    .nullable()
    .default(null)
    .transform((v: unknown, original: unknown) => (original === '' || original === undefined ? null : v))
    .typeError(typeMessage);

const timeRangeSchema = yup.object({
  from: yup.string().trim().default('').required(m.required).matches(TIME, { message: m.timeInvalid, excludeEmptyString: true }),
  to: yup
    .string()
    .trim()
    .default('')
    .required(m.required)
    .matches(TIME, { message: m.timeInvalid, excludeEmptyString: true })
    .test('time-span', m.timeSpan, function (to) {
      const from = this.parent?.from as string | undefined;
      if (!to || !from || !TIME.test(to) || !TIME.test(from)) return true;
      return from < to;
    }),
});

/** Whether a job's from passes 'today or later': a from that is no day, and an unchanged allowedFrom, pass here. */
export function fromAllowed(value: string | undefined, context: JobValidationContext | undefined): boolean {
  const dayText = toDay(value);
  if (!dayText || (context?.allowedFrom && dayText === context.allowedFrom)) return true;
  return dayText >= todayOf(context);
}

/**
 * The weekdays a job's dates contain, in WEEK_DAYS order: the weekday of a one-day job, those of a
 * range (all seven from a week on), all seven for full time or dates not yet valid.
 */
export function jobWeekDays(general: { periodType: number; from?: string | null; to?: string | null }): readonly WeekDay[] {
  const from = toDay(general.from);
  const to = general.periodType === JobPeriodType.OneDay ? from : general.periodType === JobPeriodType.Range ? toDay(general.to) : undefined;
  if (!from || !to || to < from) return WEEK_DAYS;
  const first = Date.parse(`${from}T00:00:00Z`);
  const count = Math.min(7, (Date.parse(`${to}T00:00:00Z`) - first) / 86_400_000 + 1);
  const inDates = new Set(Array.from({ length: count }, (_, i) => new Date(first + i * 86_400_000).getUTCDay()));
  return WEEK_DAYS.filter((day) => inDates.has(day));
}

const fromSchema = yup
  .string()
  .trim()
  .default('')
  .required(m.required)
  .test('date-valid', m.dateInvalid, (v) => !v || toDay(v) !== undefined);

/** Spec section 5, Job editor step 1 (General information). Needs context {now}. */
export const jobGeneralSchema = yup.object({
  title: yup.string().trim().default('').required(m.required).max(L.title, maxMessage(L.title)),
  specializations: idListSchema().min(1, m.atLeastOneSelected),
  periodType: choice(JOB_PERIOD_TYPES),
  from: fromSchema.test('date-future', m.dateFuture, function (v) {
    return fromAllowed(v, this.options.context as JobValidationContext | undefined);
  }),
  to: yup
    .string()
    .nullable()
    .default(null)
    .transform((v: unknown) => (v === '' || v === undefined ? null : v))
    .when('periodType', {
      is: JobPeriodType.Range,
      then: (s) =>
        s
          .required(m.required)
          .test('date-valid', m.dateInvalid, (v) => !v || toDay(v) !== undefined)
          .test('date-from', m.dateFromOrLater, function (v) {
            const to = toDay(v);
            const from = toDay(this.parent?.from as string | undefined);
            return !to || !from || to >= from;
          }),
      otherwise: (s) => s,
    }),
  days: yup
    .array(yup.number().required().integer().min(0).max(6))
    .default([])
    .min(1, m.atLeastOneSelected)
    .max(...atMostItems)
    .test('days-in-dates', m.daysOutsideDates, function (days) {
      const allowed: readonly number[] = jobWeekDays(this.parent as { periodType: number; from?: string; to?: string | null });
      return (days ?? []).every((day) => allowed.includes(day));
    }),
  shift: choice(SHIFTS),
  timeRange: yup
    .array(timeRangeSchema)
    .default([])
    .max(L.timeRanges, `At most ${L.timeRanges} shifts`)
    .when('shift', {
      is: Shift.Other,
      then: (s) => s.min(1, m.atLeastOneFilled),
      otherwise: (s) => s,
    }),
  sex: yup.number().default(Sex.Unknown).typeError(m.chooseFromList).oneOf([...SEXES], m.chooseFromList),
  description: text(L.description),
  categories: idListSchema().min(1, m.categoryRequired),
  subCategories: idListSchema(),
  otherCategory: text(L.otherCategory).when('categories', {
    is: (categories: number[] | undefined) => (categories ?? []).includes(OTHER_CATEGORY_ID),
    then: (s) => s.required(m.required),
    otherwise: (s) => s,
  }),
});

/** Spec section 5, Job editor step 2 (Job details). */
export const jobDetailsSchema = yup.object({
  locationName: yup.string().trim().default('').required(m.required).max(L.locationName, maxMessage(L.locationName)),
  address: yup.object({
    address1: yup.string().trim().default('').required(m.required).max(L.address, maxMessage(L.address)),
    address2: text(L.address),
    city: yup.string().trim().default('').required(m.required).max(L.city, maxMessage(L.city)),
    idstate: yup.number().typeError(m.stateRequired).required(m.stateRequired).integer(m.stateRequired).min(1, m.stateRequired).max(MAX_ID, m.stateRequired),
    postalCode: postalCodeSchema,
  }),
  locationDescription: yup.string().trim().default('').required(m.required).max(L.locationDescription, maxMessage(L.locationDescription)),
  locationIDs: idListSchema().test('locations', m.atLeastOneSelected, function (list) {
    return (list ?? []).length > 0 || this.parent?.jobLocationsAll === true;
  }),
  jobLocationsAll: yup.boolean().default(false),
});

/** Whether a payment step needs a mileage rate: the mileage flag or the Mileage travel type. */
export function needsMileageRate(payment: { mileage?: boolean | null; travelTypes?: readonly number[] | null }): boolean {
  return payment.mileage === true || (payment.travelTypes ?? []).includes(ExpenseType.Mileage);
}

/** Spec section 5, Job editor step 3 (Payment and compensation). */
export const jobPaymentSchema = yup.object({
  numberOfEmployee: yup
    .number()
    .typeError(m.numberOfEmployee)
    .required(m.required)
    .integer(m.numberOfEmployee)
    .min(L.numberOfEmployeeMin, m.numberOfEmployee)
    .max(L.numberOfEmployeeMax, m.numberOfEmployee),
  knownThreats: yup.boolean().default(false),
  knownThreatDescription: text(L.knownThreatDescription).when('knownThreats', {
    is: true,
    then: (s) => s.required(m.required),
    otherwise: (s) => s,
  }),
  uniformType: choice(DRESSES),
  uniformOther: text(L.uniformOther).when('uniformType', {
    is: Dress.Other,
    then: (s) => s.required(m.required),
    otherwise: (s) => s,
  }),
  armedType: choice(ARMED_STATUSES),
  markedPermits: yup
    .array(yup.number().required().oneOf([...PERMIT_DOCUMENT_TYPES], m.chooseFromList))
    .default([])
    .max(PERMIT_DOCUMENT_TYPES.length, requiredPermitTexts.duplicate)
    .test('unique-permits', requiredPermitTexts.duplicate, (types) => new Set(types).size === (types ?? []).length),
  equipment: choice(EQUIPMENTS),
  equipmentDescription: text(L.equipmentDescription).when('equipment', {
    is: (equipment: number | undefined) => equipment !== undefined && equipment !== Equipment.No,
    then: (s) => s.required(m.required),
    otherwise: (s) => s,
  }),
  salaryType: choice(RATE_TYPES),
  salaryValue: yup
    .number()
    .typeError(m.salaryRange)
    .required(m.required)
    .min(L.salaryMin, m.salaryRange)
    .max(L.salaryMax, m.salaryRange)
    .test('two-decimals', m.decimals, (v) => hasAtMostTwoDecimals(v)),
  payrollSchedule: nullableNumber(m.payrollSchedule)
    .integer(m.payrollSchedule)
    .min(L.payrollScheduleMin, m.payrollSchedule)
    .max(L.payrollScheduleMax, m.payrollSchedule),
  mileage: yup.boolean().default(false),
  mileageRate: nullableNumber(m.mileageRange).when(['mileage', 'travelTypes'], {
    is: (mileage: boolean | undefined, travelTypes: number[] | undefined) => needsMileageRate({ mileage, travelTypes }),
    then: (s) =>
      s
        .required(m.required)
        .min(L.mileageMin, m.mileageRange)
        .max(L.mileageMax, m.mileageRange)
        .test('two-decimals', m.decimals, (v) => hasAtMostTwoDecimals(v)),
    otherwise: (s) => s,
  }),
  employmentType: choice(EMPLOYMENT_TYPES),
  payrollType: choice(PAYMENT_METHODS),
  travel: yup.boolean().default(false),
  travelTypes: yup
    .array(yup.number().required().oneOf([...EXPENSE_TYPES], m.chooseFromList))
    .default([])
    .max(...atMostItems),
});

/**
 * Body of POST employers/jobs (JobEditorModel). Error paths are prefixed by the step:
 * 'general.title', 'details.address.city', 'payment.salaryValue', 'general.timeRange[0].to', ...
 */
export const jobEditorSchema = yup.object({
  id: yup.number().typeError(m.required).required(m.required).integer().min(0).max(MAX_ID),
  general: jobGeneralSchema,
  details: jobDetailsSchema,
  payment: jobPaymentSchema,
});

/**
 * Body of POST employers/jobs as the route takes it: every rule of jobEditorSchema but 'from today
 * or later', which needs the stored from of the job edited (allowedFrom); the server checks that one
 * with fromAllowed once it has read the job.
 */
export const jobSaveSchema = jobEditorSchema.shape({ general: jobGeneralSchema.shape({ from: fromSchema }) });

/** The model of a new job (id 0) as GET employers/jobs/getEditable/0 answers it; from is today. */
export function newJobEditorModel(today: string): JobEditorModel {
  return {
    id: 0,
    general: {
      title: '',
      specializations: [],
      periodType: JobPeriodType.OneDay,
      from: today,
      to: null,
      days: [],
      shift: Shift.AM,
      timeRange: [],
      sex: Sex.Unknown,
      description: '',
      categories: [],
      subCategories: [],
      otherCategory: '',
    },
    details: {
      locationName: '',
      address: { address1: '', address2: '', city: '', idstate: 0, postalCode: '' },
      locationDescription: '',
      locationIDs: [],
      jobLocationsAll: false,
    },
    payment: {
      numberOfEmployee: NEW_JOB_DEFAULTS.numberOfEmployee,
      knownThreats: false,
      knownThreatDescription: '',
      uniformType: Dress.Uniform,
      uniformOther: '',
      armedType: 0,
      markedPermits: [],
      equipment: Equipment.No,
      equipmentDescription: '',
      salaryType: 0,
      salaryValue: NEW_JOB_DEFAULTS.salaryValue,
      payrollSchedule: null,
      mileage: false,
      mileageRate: null,
      employmentType: 0,
      payrollType: 0,
      travel: false,
      travelTypes: [],
    },
  };
}

/** What officers were hired on (issue 17): the editor and the server hold an edit to it. */
export interface HiredTerms {
  hired: number;
  salaryType: number;
  salaryValue: number;
}

/**
 * Issue 17: once officers are hired, the number of officers cannot go below them and the rate cannot
 * be lowered or change type. Errors keyed by the payment field ({} when the edit is allowed).
 */
export function afterHireErrors(payment: Pick<JobEditorModel['payment'], 'numberOfEmployee' | 'salaryType' | 'salaryValue'>, terms: HiredTerms): Record<string, string> {
  const errors: Record<string, string> = {};
  if (terms.hired <= 0) return errors;
  if (Number(payment.numberOfEmployee) < terms.hired) errors.numberOfEmployee = jobMessages.fewerThanHired(terms.hired);
  if (payment.salaryType !== terms.salaryType || Number(payment.salaryValue) < terms.salaryValue) errors.salaryValue = jobMessages.rateLoweredAfterHire;
  return errors;
}
