import { yup } from '../yup';
import { EmployerJobState } from './paths';
import { CANCEL_HIRE_REASONS, type ApplicantState } from '../jobs/enums';
import type { Job } from '../jobs/types';
import type { CoverageCounts } from '../shifts/coverage';
import type { PermitShortfall } from '../permits/required-permits';
import type { EmployeeExperienceView, EmployeeGeneralView, EmployeeNotificationsView, EmployeePermitsView } from '../employee/profile';
import { employeeMessages, maxMessage } from '../employee/validation';
import { SEARCH_MAX_LENGTH } from '../constants';
import { digitsSchema, idSchema, MAX_ID } from '../schemas';
import { INVALID_REQUEST } from '../jobs/schemas';

/** Body of POST employers/jobs/items/{from}/{count}/{by}/{asc}. text: max 128, matched in title and description. */
export interface EmployerJobsFilter {
  state: EmployerJobState;
  text: string;
}

export const employerJobsFilterSchema = yup.object({
  state: yup.number().typeError(employeeMessages.required).required(employeeMessages.required).oneOf([EmployerJobState.Closed, EmployerJobState.Active], 'Unknown tab'),
  text: yup.string().default('').max(SEARCH_MAX_LENGTH, maxMessage(SEARCH_MAX_LENGTH)),
});

/** A job on the employer's own list, with its coverage this week (issue 36). */
export interface EmployerJobPost extends Job {
  coverage: CoverageCounts;
}

/**
 * Answer of POST employers/jobs/items: one page of the tab. total counts the requested tab; enabled
 * and disabled count the Active and Closed tabs (same text filter); remaining = job posts the
 * employer may still publish in the current billing period.
 */
export interface EmployerJobsResponse {
  items: EmployerJobPost[];
  total: number;
  enabled: number;
  disabled: number;
  remaining: number;
}

/** The path of GET employers/jobs/getEditable/{id}: id 0 is a new job. */
export const jobEditableParamsSchema = yup.object({ id: digitsSchema().required().min(0).max(MAX_ID) });

/** The path of POST employers/jobs/changeState/{id}/{state}. */
export const jobStateParamsSchema = yup
  .object({
    id: idSchema,
    state: digitsSchema().required().oneOf([EmployerJobState.Closed, EmployerJobState.Active], 'Use 1 (active) or 0 (closed)'),
  })
  .meta(INVALID_REQUEST);

/** POST employers/jobs answers the job's id (the new id after a create). */
export interface JobSaveResponse {
  id: number;
}

/** Spec section 9: 'You have 3 posts remaining' (shown when nonzero). */
export function postsRemainingText(remaining: number): string {
  return `You have ${remaining} post${remaining === 1 ? '' : 's'} remaining`;
}

/** Spec section 9: applicants shown first and per 'View more'. */
export const APPLICANTS_PAGE_SIZE = 6;

/** GET jobApplicants/{jobId}: one application to the employer's job (all states, oldest first). */
export interface JobApplicant {
  /** applicantID: the application's id (accept / reject take it). */
  id: number;
  user: { id: number; name: string };
  state: ApplicantState;
  /** Cancel-hire / rejection reason (Rejected only), else null. */
  reason: string | null;
  /** Hired at some time: a Rejected one is a cancelled hire ('Hire cancelled'), else turned down ('Not selected'). */
  wasHired: boolean;
  /**
   * The applicant was told they were not selected and still is, as their own job page says (Job.notSelected): turned
   * down, or waiting while the job is closed or every place filled after they were texted so ('Not selected').
   */
  notSelected: boolean;
  /** ISO timestamp of the application. */
  created: string;
  /** The job's required permits this applicant lacks, as ApplicantProfile.permitShortfalls: the list shows them without opening each profile (issue 36). */
  permitShortfalls: PermitShortfall[];
  /**
   * A hired applicant's soonest shift of this job ahead that is Unconfirmed (reported to the company, neither
   * confirmed nor kept: docs/shifts.md "Confirmations"), in the job's zone; null when none (issue 36).
   */
  unconfirmedShift: { startsAt: string; timeZone: string } | null;
}

/** GET jobApplicants/{jobId}. */
export type JobApplicantsResponse = JobApplicant[];

/** The path of GET jobApplicants/{jobId}. */
export const jobApplicantsParamsSchema = yup.object({ jobId: idSchema });

/** The path of GET jobApplicants/profile/{employeeId}. */
export const applicantProfileParamsSchema = yup.object({ employeeId: idSchema });

/** The query of GET jobApplicants/profile/{employeeId}: the job applied to (a profile is only seen through a job). */
export const applicantProfileQuerySchema = yup.object({ relatedToJobId: idSchema }).meta({ refusal: { status: 404, title: 'Not found' } });

/** POST jobApplicants/accept/{applicantID}. On refusal: the number needed (numberOfEmployee) and already hired. */
export type AcceptApplicantResponse = { success: true } | { success: false; required: number; hired: number };

/** Body of POST jobApplicants/reject/{applicantID}. */
export interface RejectApplicantRequest {
  reason: (typeof CANCEL_HIRE_REASONS)[number];
}

export const cancelHireMessages = {
  reasonRequired: employeeMessages.required,
  reasonUnknown: 'Choose a reason from the list',
} as const;

/** Spec section 5, Other: the reject / cancel-hire dialog's reason is required (one of CANCEL_HIRE_REASONS). */
export const rejectApplicantSchema = yup.object({
  reason: yup
    .string()
    .trim()
    .default('')
    .required(cancelHireMessages.reasonRequired)
    .test('reason-known', cancelHireMessages.reasonUnknown, (v) => !v || (CANCEL_HIRE_REASONS as readonly string[]).includes(v)),
});

/** POST jobApplicants/reject/{applicantID}. */
export interface RejectApplicantResponse {
  success: true;
}

/** The default reason of the dialog (spec: the first). */
export const DEFAULT_CANCEL_HIRE_REASON: RejectApplicantRequest['reason'] = CANCEL_HIRE_REASONS[0];

/**
 * GET jobApplicants/profile/{employeeId}?relatedToJobId={jobId}: an applicant's profile for the
 * owning employer. `extended` is true only while the applicant is hired (Accepted): then general and
 * permits are complete. Otherwise (New, Rejected) the server trims contact data: general.phone,
 * general.email, address1/address2/postalCode and emergencyContacts are empty (city and state stay),
 * and permit documents carry no number and no police info (type, dates and flags stay).
 * A block whose step was never saved is null.
 */
export interface ApplicantProfile {
  applicantID: number;
  state: ApplicantState;
  reason: string | null;
  /** As JobApplicant.wasHired. */
  wasHired: boolean;
  extended: boolean;
  general: EmployeeGeneralView | null;
  permits: EmployeePermitsView | null;
  experience: EmployeeExperienceView | null;
  notifications: EmployeeNotificationsView | null;
  /** The job's required permits this applicant lacks (issue 21), as the hire is refused for them, in the job's zone's today: none → Hire is offered. */
  permitShortfalls: PermitShortfall[];
}
