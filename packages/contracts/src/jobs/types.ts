import type { InviteFirst } from '../rosters/types';
import type {
  ApplicantState,
  ArmedStatus,
  Dress,
  EmploymentType,
  Equipment,
  ExpenseType,
  JobPeriodType,
  NamedRef,
  PaymentMethod,
  PermitDocumentType,
  QualifiedAs,
  RateType,
  Sex,
  Shift,
  TreeNode,
  UsState,
  WeekDay,
} from './enums';
import type { JobListFilters } from './job-list-query';

/** A varied shift (shift Other): times as 'HH:mm', from earlier than to. */
export interface TimeRange {
  from: string;
  to: string;
}

/** An address as read views show it: the state by name and by code, plus its id. */
export interface AddressView {
  address1: string;
  address2: string;
  city: string;
  /** Id of the state in the reference list (states of GET employees/profile/general). */
  idstate: number;
  /** State name, e.g. 'Texas'. */
  state: string;
  /** USPS code, e.g. 'TX'. */
  stateCode: string;
  postalCode: string;
}

/** An address as forms edit it (state by id). */
export interface AddressInput {
  address1: string;
  address2: string;
  city: string;
  idstate: number;
  postalCode: string;
}

/**
 * Spec section 3, Job (list and detail). Dates: from / to are 'yyyy-MM-dd' (to only for Range),
 * created and applied are ISO timestamps. Money is US dollars.
 */
export interface Job {
  id: number;
  title: string;
  /** The employer's company name. */
  company: string;
  /** Id of the employer user who owns the job. */
  employerId: number;
  description: string;
  from: string;
  to: string | null;
  periodType: JobPeriodType;
  days: WeekDay[];
  shift: Shift;
  /** Only for shift Other ('Varied'). */
  variedShifts: TimeRange[];
  sex: Sex;
  jobSpecializations: NamedRef[];
  jobCategories: NamedRef[];
  jobSubCategories: NamedRef[];
  otherCategory: string;
  locationName: string;
  locationDescription: string;
  address: AddressView;
  /** Metropolitan areas (or whole states) the job is offered in. */
  jobLocations: NamedRef[];
  jobLocationsAll: boolean;
  numberOfEmployee: number;
  knownThreats: boolean;
  knownThreatDescription: string;
  uniformType: Dress;
  uniformOther: string;
  armedType: ArmedStatus;
  /** Permit types the employer marked as required, display order; the armed status's own permit is added by jobRequiredPermits (issue 21). */
  markedPermits: PermitDocumentType[];
  equipment: Equipment;
  equipmentDescription: string;
  salaryType: RateType;
  salaryValue: number;
  /** Days until payment; null when not given. */
  payrollSchedule: number | null;
  employmentType: EmploymentType;
  employerType: QualifiedAs | null;
  payrollType: PaymentMethod;
  travel: boolean;
  travelTypes: ExpenseType[];
  mileage: boolean;
  mileageRate: number | null;
  /** Active (true) or closed (false). */
  enabled: boolean;
  created: string;
  /** Number of applications (any state). */
  applicants: number;
  /** Number of Accepted applicants (hired). */
  hired: number;
  /** The signed-in (or token) employee's application state; null when none or not an employee. */
  applicantState: ApplicantState | null;
  /** When that employee applied (ISO), null when not applied. */
  applied: string | null;
  /** Rejection reason of that employee's application (Rejected only), else null. */
  reason: string | null;
  /**
   * That employee was told they were not selected, and it still holds (issue 36): turned down (Rejected, never
   * hired), or still waiting (New) once every place was filled after they applied (the SMS "You were not
   * selected this time") or the job closed ("You were not selected"). False otherwise.
   */
  notSelected: boolean;
  /**
   * That employee's next shift of this job while hired (the first not yet over, ISO start), which decides
   * whether withdrawing now counts as late (withdrawalIsLate); null when none or not hired.
   */
  nextShiftAt: string | null;
  /**
   * Miles from the viewing officer's ZIP code to the job's, one decimal (both ZIP centres, issue 21); null
   * when either ZIP is unknown or the viewer is not an officer.
   */
  distanceMiles: number | null;
  /** While an invite-first job reaches only the company's favourites (issue 36): until when, in the job's zone; else null. */
  inviteFirst: InviteFirst | null;
}

/** Spec section 3, Job editor model: general (step 1). Times 'HH:mm'. */
export interface JobEditorGeneral {
  title: string;
  specializations: number[];
  periodType: JobPeriodType;
  from: string;
  to: string | null;
  days: WeekDay[];
  shift: Shift;
  timeRange: TimeRange[];
  sex: Sex;
  description: string;
  categories: number[];
  subCategories: number[];
  otherCategory: string;
}

/** Job editor model: details (step 2). */
export interface JobEditorDetails {
  locationName: string;
  address: AddressInput;
  locationDescription: string;
  locationIDs: number[];
  jobLocationsAll: boolean;
}

/** Job editor model: payment and compensation (step 3). */
export interface JobEditorPayment {
  numberOfEmployee: number;
  knownThreats: boolean;
  knownThreatDescription: string;
  uniformType: Dress;
  uniformOther: string;
  armedType: ArmedStatus;
  /** Other permit types the employer requires (issue 21): known types, each once. */
  markedPermits: PermitDocumentType[];
  equipment: Equipment;
  equipmentDescription: string;
  salaryType: RateType;
  salaryValue: number;
  payrollSchedule: number | null;
  mileage: boolean;
  mileageRate: number | null;
  employmentType: EmploymentType;
  payrollType: PaymentMethod;
  travel: boolean;
  travelTypes: ExpenseType[];
}

/** Body of POST employers/jobs (id 0 creates). Built by the employer issue on top of the jobs table. */
export interface JobEditorModel {
  id: number;
  general: JobEditorGeneral;
  details: JobEditorDetails;
  payment: JobEditorPayment;
}

/** GET employers/jobs/getEditable/{id}: the model plus the option lists. */
export interface JobEditableResponse extends JobEditorModel {
  categories: TreeNode[];
  locations: TreeNode[];
  states: UsState[];
  specializations: NamedRef[];
  enabled: boolean;
  created: string | null;
  /** Officers hired (Accepted) now: once above 0, the rate cannot go down nor the officers below it (issue 17). */
  hired: number;
  /** While the job reaches only the company's favourites (issue 36); null otherwise and for a new job. */
  inviteFirst: InviteFirst | null;
}

/** Spec section 9: defaults of a new job. */
export const NEW_JOB_DEFAULTS = { salaryValue: 10, numberOfEmployee: 1 } as const;

/** Tabs of the employee job lists. */
export type EmployeeJobsType = 'all' | 'hired' | 'applied';
export const EMPLOYEE_JOBS_TYPES: readonly EmployeeJobsType[] = ['all', 'hired', 'applied'];

/**
 * Sort keys of POST employees/jobs/items (issue 21): Created (asc 0 newest first), Pay (a day's pay, a day
 * counting as HOURS_PER_PAID_DAY hours; asc 0 highest first) and Distance (asc 1 only: nearest first; by
 * Created for an officer without a known ZIP code). JOB_LIST_SORT_KEYS says what the browser sends.
 */
export const EmployeeJobSort = { Created: 0, Pay: 1, Distance: 2 } as const;
export type EmployeeJobSort = (typeof EmployeeJobSort)[keyof typeof EmployeeJobSort];

/**
 * Body of POST employees/jobs/items/{from}/{count}/{sortBy}/{asc}. text: max 128, matched in title and
 * description. The filters (issue 21, JobListFilters) apply to the All tab; left out or null, no filter.
 */
export interface EmployeeJobsFilter extends Partial<JobListFilters> {
  type: EmployeeJobsType;
  text: string;
}

/**
 * Answer of POST employees/jobs/items. total counts the requested tab; all / applied / hired count
 * each tab with the same text filter (tab badges). `all` is our addition to the spec's shape.
 */
export interface EmployeeJobsResponse {
  items: Job[];
  total: number;
  all: number;
  applied: number;
  hired: number;
  /**
   * More jobs match than `all` (and `total`, on the All tab) says: a search of several words counts up
   * to 100, or to the page's end when deeper. The tab then reads 'All jobs (100+)'.
   */
  moreThanAll: boolean;
  /** The officer's ZIP code the distances are from; null when their profile has none the ZIP data knows (no Distance sort). */
  distanceFrom: string | null;
}

/** Spec section 9: job lists page size, and the most one call may ask for. */
export const JOB_LIST_PAGE_SIZE = 10;
export const JOB_LIST_MAX_COUNT = 50;
/** Job search debounce (spec section 9). */
export const JOB_SEARCH_DEBOUNCE_MS = 300;

/** POST jobs/status/{id}/{userId}: ApplicantState, or APPLICANT_NONE (-1). */
export type JobStatusResponse = number;

/** POST jobs/apply and jobs/cancel answer the new status (APPLICANT_NONE after a cancel). */
export interface JobApplyResponse {
  status: number;
}
