import { Step } from '../steps';
import type { UserInfo } from '../user';

/** API paths of the Employee profile calls (spec section 7), relative to /api/. */
export const employeeProfilePaths = {
  /** GET: own read view; with an id another employee's (admins only). */
  profile: (id?: number) => (id ? `employees/profile/${id}` : 'employees/profile'),
  pauseNotifications: (days: number) => `employees/profile/pause-notifications/${days}`,
  general: 'employees/profile/general',
  permits: 'employees/profile/permits',
  notifications: 'employees/profile/notifications',
  experience: 'employees/profile/experience',
} as const;

/** Browser paths of the employee area. */
export const employeeRoutes = {
  home: '/employee',
  general: '/employee/general',
  permits: '/employee/permits',
  notifications: '/employee/notifications',
  experience: '/employee/experience',
  payment: '/employee/payment',
  jobs: '/employee/jobs',
  jobsHired: '/employee/jobs/hired',
  jobsApplied: '/employee/jobs/applied',
  job: (id: number) => `/employee/jobs/${id}`,
  /** Issue 20: the upcoming hired shifts, and the hours and pay of worked ones. */
  shifts: '/employee/shifts',
  earnings: '/employee/shifts/earnings',
  profile: '/employee/profile',
  /** Issue 21: the report form the landing page's banner leads to. */
  report: '/employee/report',
  subscription: '/employee/subscription',
  subscriptionSuccess: '/employee/subscription/success',
  subscriptionFailed: '/employee/subscription/failed',
} as const;

/** The wizard page of each employee step. */
export const EMPLOYEE_STEP_PATH: Record<Step, string> = {
  [Step.General]: employeeRoutes.general,
  [Step.Permits]: employeeRoutes.permits,
  [Step.Notifications]: employeeRoutes.notifications,
  [Step.Experience]: employeeRoutes.experience,
  [Step.Payment]: employeeRoutes.payment,
};

const ORDER: readonly Step[] = [Step.General, Step.Permits, Step.Notifications, Step.Experience, Step.Payment];

/** Default next page after saving a step (spec: permits after general ... payment after experience). */
export function employeeNextStepPath(step: Step): string {
  const index = ORDER.indexOf(step);
  const next = ORDER[index + 1];
  return next === undefined ? employeeRoutes.subscription : EMPLOYEE_STEP_PATH[next];
}

/** Where Back goes from a step (payment back goes to experience); undefined for the first step. */
export function employeePreviousStepPath(step: Step): string | undefined {
  const index = ORDER.indexOf(step);
  return index > 0 ? EMPLOYEE_STEP_PATH[ORDER[index - 1]] : undefined;
}

/** The first employee step not yet filled, or undefined when all are. */
export function firstUnfilledEmployeeStep(filled: readonly number[]): Step | undefined {
  return ORDER.find((step) => !filled.includes(step));
}

/**
 * Employee home redirect (spec section 2): the first unfilled step; when all are filled
 * /employee/jobs with a subscription, else /employee/subscription (payment filled) — /employee/payment
 * otherwise (covered by the step walk, Payment being the last step).
 */
export function employeeHomePath(user: Pick<UserInfo, 'filledStep' | 'hasSubscription'>): string {
  const step = firstUnfilledEmployeeStep(user.filledStep ?? []);
  if (step !== undefined) return EMPLOYEE_STEP_PATH[step];
  return user.hasSubscription ? employeeRoutes.jobs : employeeRoutes.subscription;
}

/** Browser path of a jobs tab. */
export function employeeJobsTabPath(type: 'all' | 'hired' | 'applied'): string {
  return type === 'hired' ? employeeRoutes.jobsHired : type === 'applied' ? employeeRoutes.jobsApplied : employeeRoutes.jobs;
}

/** The postal code lookup (Employee General step); here, yup-free, for api-client. */
export const externalPaths = {
  zip: (postal: string) => `externalServices/zip/${encodeURIComponent(postal)}`,
} as const;
