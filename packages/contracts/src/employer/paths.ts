import { Step } from '../steps';
import type { UserInfo } from '../user';

// In this yup-free module (not jobs.ts): api-client needs them, and a first page must not load yup.
/** The state flag of the employer's job tabs and of changeState: 1 active (enabled), 0 closed. */
export const EmployerJobState = { Closed: 0, Active: 1 } as const;
export type EmployerJobState = (typeof EmployerJobState)[keyof typeof EmployerJobState];

/** Sort keys of POST employers/jobs/items (only Created; the browser sends 0 with asc 0 = newest first). */
export const EmployerJobSort = { Created: 0 } as const;
export type EmployerJobSort = (typeof EmployerJobSort)[keyof typeof EmployerJobSort];

/** API paths of the Employer profile calls (spec section 7), relative to /api/. */
export const employerProfilePaths = {
  /** GET: own profile card; with an id another employer's (admins only). */
  profile: (id?: number) => (id ? `employers/profile/${id}` : 'employers/profile'),
  /** GET EmployerGeneralResponse; POST EmployerGeneral → UserResponse. */
  general: 'employers/profile/general',
  /** GET EmployerNoticeSettings; POST EmployerNoticeSettings → EmployerNoticeSettings (issue 17). */
  notices: 'employers/profile/notices',
} as const;

/** API paths of the Employer jobs calls (spec section 7), relative to /api/. */
export const employerJobsPaths = {
  /** POST with EmployerJobsFilter → EmployerJobsResponse. */
  items: (from: number, count: number, by: number = EmployerJobSort.Created, asc = false) => `employers/jobs/items/${from}/${count}/${by}/${asc ? 1 : 0}`,
  /** GET → JobEditableResponse (id 0: a new job). */
  editable: (id: number) => `employers/jobs/getEditable/${id}`,
  /** POST JobEditorModel → JobSaveResponse. */
  save: 'employers/jobs',
  /** POST → JobSaveResponse; state 1 active, 0 close. */
  changeState: (id: number, state: EmployerJobState) => `employers/jobs/changeState/${id}/${state}`,
  /** DELETE → JobSaveResponse. */
  remove: (id: number) => `employers/jobs/${id}`,
} as const;

/** API paths of the Job applicants calls (spec section 7), relative to /api/. */
export const jobApplicantsPaths = {
  /** GET → JobApplicant[]. */
  list: (jobId: number) => `jobApplicants/${jobId}`,
  /** GET → ApplicantProfile. */
  profile: (employeeId: number, jobId: number) => `jobApplicants/profile/${employeeId}?relatedToJobId=${jobId}`,
  /** POST → AcceptApplicantResponse. */
  accept: (applicantId: number) => `jobApplicants/accept/${applicantId}`,
  /** POST RejectApplicantRequest → {success: true}. */
  reject: (applicantId: number) => `jobApplicants/reject/${applicantId}`,
} as const;

/** Browser paths of the employer area. */
export const employerRoutes = {
  home: '/employer',
  general: '/employer/general',
  payment: '/employer/payment',
  jobs: '/employer/jobs/active',
  jobsActive: '/employer/jobs/active',
  jobsClosed: '/employer/jobs/deactivated',
  /** The editor; id 0 creates. Steps are the URL hash 0, 1, 2. */
  job: (id: number, step?: 0 | 1 | 2) => `/employer/jobs/${id}${step === undefined ? '' : `#${step}`}`,
  applicants: (jobId: number) => `/employer/jobs/${jobId}/applicants`,
  applicant: (jobId: number, employeeId: number) => `/employer/jobs/${jobId}/applicants/${employeeId}`,
  /** Issue 20: today's shifts of the employer's jobs, and the timesheets to approve. */
  today: '/employer/today',
  timesheets: '/employer/timesheets',
  /** Issue 36: the company's favourites and recent officers, and the officers it blocked. */
  officers: '/employer/officers',
  profile: '/employer/profile',
  subscription: '/employer/subscription',
  subscriptionSuccess: '/employer/subscription/success',
  subscriptionFailed: '/employer/subscription/failed',
} as const;

/** The wizard page of each employer step (only General and Payment). */
export const EMPLOYER_STEP_PATH: Partial<Record<Step, string>> = {
  [Step.General]: employerRoutes.general,
  [Step.Payment]: employerRoutes.payment,
};

const ORDER: readonly Step[] = [Step.General, Step.Payment];

/** The first employer step not yet filled, or undefined when both are. */
export function firstUnfilledEmployerStep(filled: readonly number[]): Step | undefined {
  return ORDER.find((step) => !filled.includes(step));
}

/** Default next page after saving a step: general → payment → subscription. */
export function employerNextStepPath(step: Step): string {
  return step === Step.General ? employerRoutes.payment : employerRoutes.subscription;
}

/** Where Back goes from a step (payment → general); undefined for the first step. */
export function employerPreviousStepPath(step: Step): string | undefined {
  return step === Step.Payment ? employerRoutes.general : undefined;
}

/**
 * Employer home redirect (spec section 2): the first unfilled step (General, then Payment); when both
 * are filled the job posts with a subscription, else the subscription page.
 */
export function employerHomePath(user: Pick<UserInfo, 'filledStep' | 'hasSubscription'>): string {
  const step = firstUnfilledEmployerStep(user.filledStep ?? []);
  if (step !== undefined) return EMPLOYER_STEP_PATH[step]!;
  return user.hasSubscription ? employerRoutes.jobs : employerRoutes.subscription;
}

/** Browser path of a job posts tab. */
export function employerJobsTabPath(state: EmployerJobState): string {
  return state === EmployerJobState.Closed ? employerRoutes.jobsClosed : employerRoutes.jobsActive;
}
