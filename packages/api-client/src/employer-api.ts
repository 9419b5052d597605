import {
  EmployerJobSort,
  jobEditorRefusalOf,
  employerJobsPaths,
  employerProfilePaths,
  jobApplicantsPaths,
  type AcceptApplicantResponse,
  type ApplicantProfile,
  type EmployerGeneral,
  type EmployerGeneralResponse,
  type EmployerJobsFilter,
  type EmployerJobsResponse,
  type EmployerNoticeSettings,
  type EmployerJobState,
  type EmployerProfileView,
  type JobApplicantsResponse,
  type JobEditableResponse,
  type JobEditorModel,
  type JobEditorRefusal,
  type JobSaveResponse,
  type RejectApplicantRequest,
  type RejectApplicantResponse,
  type UserResponse,
} from '@dutylink/contracts';
import { call, type CallOptions } from './call';
import { http } from './http';
import { write } from './queries';
import { storeUser } from './session';

/**
 * Spec sections 2/3/5/7: Employer profile, Employer jobs and Job applicants. Each function returns
 * undefined after an error toast (section 8); a 400 refusal shows the server's field errors in that toast.
 */
export const employerApi = {
  /** Own general step (item = EMPTY_EMPLOYER_GENERAL before the first save), with read-only e-mail and phone. */
  general: () => call(() => http.get<EmployerGeneralResponse>(employerProfilePaths.general)),
  /**
   * Returns the refreshed user and stores it in the session. onFieldErrors receives a refusal's errors map (a
   * billing ZIP code of another state: `address.postalCode`) so the form marks the field.
   */
  saveGeneral: write(['employer'], async (item: EmployerGeneral, onFieldErrors?: CallOptions['onFieldErrors']) =>
    storeUser(await call(() => http.post<UserResponse>(employerProfilePaths.general, item), { onFieldErrors }))),
  /** The profile card: own, or with an id another employer's (admins). */
  profile: (id?: number) => call(() => http.get<EmployerProfileView>(employerProfilePaths.profile(id))),
  /** How the employer hears of new applicants (issue 17). */
  notices: () => call(() => http.get<EmployerNoticeSettings>(employerProfilePaths.notices)),
  saveNotices: write(['employer'], (settings: EmployerNoticeSettings) => call(() => http.post<EmployerNoticeSettings>(employerProfilePaths.notices, settings))),

  /** One page of an employer job tab (state 1 active / 0 closed), newest first. */
  jobs: (from: number, count: number, filter: EmployerJobsFilter) =>
    call(() => http.post<EmployerJobsResponse>(employerJobsPaths.items(from, count, EmployerJobSort.Created, false), filter)),
  /**
   * The editor model with its reference trees; id 0 → a new job. Refused for want of a subscription or
   * of posts left, it answers the refusal, without a toast: the editor says why and where to go (issue 36).
   */
  editable: async (id: number): Promise<JobEditableResponse | { refused: JobEditorRefusal } | undefined> => {
    let refused: JobEditorRefusal | undefined;
    const job = await call(() => http.get<JobEditableResponse>(employerJobsPaths.editable(id)), {
      explains: (status, title) => (refused = jobEditorRefusalOf(status, title)) !== undefined,
    });
    return job ?? (refused && { refused });
  },
  /** id 0 creates. Returns {id}. */
  /** onFieldErrors receives a refusal's errors map ('general.from': [...]) so the editor can show the field. */
  saveJob: write(['employer', 'shifts'], (model: JobEditorModel, onFieldErrors?: (errors: Record<string, string[]>) => void) =>
    call(() => http.post<JobSaveResponse>(employerJobsPaths.save, model), { onFieldErrors })),
  /** 1 active, 0 close. */
  changeState: write(['employer', 'shifts'], (id: number, state: EmployerJobState) =>
    call(() => http.post<JobSaveResponse>(employerJobsPaths.changeState(id, state)))),
  removeJob: write(['employer', 'shifts'], (id: number) => call(() => http.delete<JobSaveResponse>(employerJobsPaths.remove(id)))),

  /** All applicants of an own job, oldest first. */
  applicants: (jobId: number) => call(() => http.get<JobApplicantsResponse>(jobApplicantsPaths.list(jobId))),
  applicantProfile: (employeeId: number, jobId: number) =>
    call(() => http.get<ApplicantProfile>(jobApplicantsPaths.profile(employeeId, jobId))),
  /** {success: true} or {success: false, required, hired} when the job is fully staffed. */
  accept: write(['employer', 'shifts'], (applicantID: number) => call(() => http.post<AcceptApplicantResponse>(jobApplicantsPaths.accept(applicantID)))),
  /** Reject a New applicant or cancel the hire of an Accepted one. */
  reject: write(['employer', 'shifts'], (applicantID: number, reason: RejectApplicantRequest['reason']) =>
    call(() => http.post<RejectApplicantResponse>(jobApplicantsPaths.reject(applicantID), { reason } satisfies RejectApplicantRequest))),
};
