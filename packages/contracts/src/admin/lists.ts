import { yup } from '../yup';
import type { NamedRef, JobPeriodType, RateType } from '../jobs/enums';
import type { SubscriptionState } from '../subscriptions';
import { SEARCH_MAX_LENGTH } from '../constants';
import { EMPLOYEE_JOBS_TYPES, JOB_LIST_MAX_COUNT, type EmployeeJobsType, type Job } from '../jobs/types';
import { digitsSchema, idSchema } from '../schemas';

/** Spec section 3: admin employer sort keys. State = account status (Active / Blocked). */
export const AdminEmployerSort = { FullName: 0, CompanyName: 1, State: 2, Email: 3, Phone: 4, NumberOfJobs: 5, PromoCode: 6 } as const;
export type AdminEmployerSort = (typeof AdminEmployerSort)[keyof typeof AdminEmployerSort];

/** Spec section 3: admin employee sort keys. Status = Work Status (Hired / Not hired), State = account status. */
export const AdminEmployeeSort = { FullName: 0, Status: 1, Email: 2, Phone: 3, Specialization: 4, State: 5, Hired: 6, PromoCode: 7 } as const;
export type AdminEmployeeSort = (typeof AdminEmployeeSort)[keyof typeof AdminEmployeeSort];

/** Spec section 3: admin job sort keys. State = Active / Closed, Owner = the employer's full name. */
export const AdminJobSort = { Title: 0, State: 1, Dates: 2, Salary: 3, Rate: 4, Applicants: 5, CompanyName: 6, Owner: 7 } as const;
export type AdminJobSort = (typeof AdminJobSort)[keyof typeof AdminJobSort];

/** Spec section 3: employee work status. */
export const WorkStatus = { NotHired: 0, Hired: 1 } as const;
export type WorkStatus = (typeof WorkStatus)[keyof typeof WorkStatus];
export const WORK_STATUS_LABEL: Record<WorkStatus, string> = { [WorkStatus.NotHired]: 'Not hired', [WorkStatus.Hired]: 'Hired' };

/** Account status tag of the admin lists. */
export function accountStatusLabel(enabled: boolean): 'Active' | 'Blocked' {
  return enabled ? 'Active' : 'Blocked';
}

/** Body of POST admin/employers/items/... and admin/employees/items/... and admin/promos/items. */
export interface AdminTextFilter {
  text: string;
}

/** Body of POST admin/jobs/items/...: iduser limits the list to one employer's jobs (null = all). */
export interface AdminJobsFilter {
  text: string;
  iduser: number | null;
}

/** Body of POST admin/employer-jobs/items/... (the employer-job listing for admins; path not given by the spec). */
export interface AdminEmployerJobsFilter {
  /** 1 active, 0 closed. */
  state: 0 | 1;
  iduser: number;
}

/** Spec section 3, admin list responses. */
export interface AdminListResponse<T> {
  items: T[];
  total: number;
}

/** POST admin/employers/items answer. */
export type AdminEmployersResponse = AdminListResponse<AdminEmployerItem>;
/** POST admin/employees/items answer. */
export type AdminEmployeesResponse = AdminListResponse<AdminEmployeeItem>;

/** Spec section 3, admin list item: employer. name is 'First Last' (users.name). */
export interface AdminEmployerItem {
  id: number;
  name: string;
  company: string;
  enabled: boolean;
  email: string;
  phone: string;
  /** Number of published (not deleted) jobs, active or closed. */
  jobs: number;
  /** promo: the applied promo code while the subscription is Active, else null. */
  subscription: { state: SubscriptionState; promo: string | null };
  /** The phone replied STOP (and not START since): no SMS reaches it but login codes. */
  smsOptedOut: boolean;
}

/** Spec section 3, admin list item: employee. */
export interface AdminEmployeeItem {
  id: number;
  name: string;
  enabled: boolean;
  /** Hired while at least one Accepted application is on an active job. */
  status: WorkStatus;
  email: string;
  phone: string;
  /** Employment types chosen in the general step (the 'Employment type' column; tooltip lists the names). */
  specializations: Pick<NamedRef, 'name'>[];
  /** Number of Accepted applications (jobs hired for), on jobs not deleted. */
  hired: number;
  subscription: { state: SubscriptionState; promo: string | null };
  /** The phone replied STOP (and not START since): no SMS reaches it but login codes. */
  smsOptedOut: boolean;
}

/** Spec section 3, admin list item: job. from / to 'yyyy-MM-dd' (to only for a range). */
export interface AdminJobItem {
  id: number;
  title: string;
  companyName: string;
  owner: { id: number; name: string };
  enabled: boolean;
  periodType: JobPeriodType;
  from: string;
  to: string | null;
  salaryValue: number;
  salaryType: RateType;
  applicants: number;
}

/** POST admin/jobs/items answer: user is the iduser filter's employer ('Jobs of' heading), else null. */
export interface AdminJobsResponse extends AdminListResponse<AdminJobItem> {
  user: { id: number; name: string; company: string } | null;
}

/** Answer of the admin employer-job listing: one tab page plus both tab counts. */
export interface AdminEmployerJobsResponse {
  items: Job[];
  total: number;
  enabled: number;
  disabled: number;
}

/** Page sizes: job lists 10 (spec section 9); admin user lists 20 (not shown by the spec). */
export const ADMIN_USERS_PAGE_SIZE = 20;
export const ADMIN_JOBS_PAGE_SIZE = 10;
/** Most rows one admin list call may ask for. */
export const ADMIN_LIST_MAX_COUNT = 50;
/** Debounce of the admin search boxes (not shown by the spec; the job search's 300 ms). */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

/** Paging path segments of the admin list calls: /{from}/{count}/{by}/{asc}. */
export interface AdminPaging {
  from: number;
  count: number;
  by: number;
  asc: boolean;
}

/** The deepest row a list page may start at (a deeper page is refused, not scanned). */
export const ADMIN_LIST_MAX_FROM = 1_000_000;

/** A whole number written in a path (digits only). */
const pathWholeNumber = () => digitsSchema().typeError('Enter a whole number').required('Required').integer('Enter a whole number');

/** A page start in a path: 0 to ADMIN_LIST_MAX_FROM. */
const pageFromSchema = pathWholeNumber().min(0, 'Must be 0 or more').max(ADMIN_LIST_MAX_FROM, `At most ${ADMIN_LIST_MAX_FROM}`);

/** A page size in a path: 1 to max. */
const pageCountSchema = (max: number) =>
  pathWholeNumber()
    .min(1, `Enter a number from 1 to ${max}`)
    .max(max, `Enter a number from 1 to ${max}`);

/** 1 or 0 in a path, read as true or false. */
const pathFlagSchema = yup
  .boolean()
  .transform((_value: unknown, original: unknown) => (String(original) === '1' ? true : String(original) === '0' ? false : Number.NaN))
  .typeError('Use 1 or 0')
  .required('Required');

/** 1 or 0 in a path, kept as the number (a job or account state: 1 active, 0 closed or blocked). */
const pathStateSchema = digitsSchema().typeError('Use 1 or 0').required('Required').oneOf([0, 1], 'Use 1 or 0');

/** The paging segments /{from}/{count}/{by}/{asc} of an admin list, by against one sort-key enumeration. */
export function adminPagingSchema<K extends number>(sortKeys: Record<string, K>) {
  return yup.object({
    from: pageFromSchema,
    count: pageCountSchema(ADMIN_LIST_MAX_COUNT),
    by: (digitsSchema() as yup.NumberSchema<K | undefined>).typeError('Unknown sort key').required('Required').oneOf(Object.values(sortKeys), 'Unknown sort key'),
    asc: pathFlagSchema,
  });
}

/** The path of POST admin/users/change-state/{id}/{state} and admin/jobs/change-state/{id}/{state}. */
export const adminStateParamsSchema = yup.object({ id: idSchema, state: pathStateSchema });

/** The path of GET jobs/employee/{employeeId}/{tab}/{from}/{count}. */
export const adminEmployeeJobsParamsSchema = yup.object({
  employeeId: idSchema,
  tab: yup.string<EmployeeJobsType>().required('Required').oneOf(EMPLOYEE_JOBS_TYPES, 'Unknown tab'),
  from: pageFromSchema,
  count: pageCountSchema(JOB_LIST_MAX_COUNT),
});

const searchText = yup.string().defined().max(SEARCH_MAX_LENGTH, `At most ${SEARCH_MAX_LENGTH} characters`);

export const adminTextFilterSchema = yup.object({ text: searchText });

export const adminJobsFilterSchema = yup.object({
  text: searchText,
  iduser: idSchema.nullable(),
});

export const adminEmployerJobsFilterSchema = yup.object({
  state: yup.number().required('Required').oneOf([0, 1], 'Use 1 or 0'),
  iduser: idSchema,
});

/** Next sort after a header click: the active column toggles its direction, a new column starts ascending. */
export function nextSort<K extends number>(current: { by: K; asc: boolean }, clicked: K): { by: K; asc: boolean } {
  return clicked === current.by ? { by: clicked, asc: !current.asc } : { by: clicked, asc: true };
}

/** The account of a managed user as an admin profile shows it: Active or Blocked, and the sign-up date (ISO). */
export interface AdminAccountView {
  enabled: boolean;
  created: string;
  /** The phone replied STOP (and not START since): no SMS reaches it but login codes. */
  smsOptedOut: boolean;
}

/**
 * GET admin/users/{id}/subscription: spec section 3, the admin view of a subscription (dates ISO or null),
 * with the account it belongs to, so a profile shows its status and sign-up date without another call.
 */
export interface AdminSubscriptionView {
  state: SubscriptionState;
  virtual: boolean;
  promo: string | null;
  started: string | null;
  end: string | null;
  account: AdminAccountView;
}

/** Answer of the admin actions (block / unblock, delete an account, close or delete a job, delete a promo code): the id acted on. */
export interface AdminActionResponse {
  id: number;
}
