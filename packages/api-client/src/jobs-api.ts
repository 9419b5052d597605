import {
  employeeJobsPaths,
  JOB_LIST_SORT_KEYS,
  jobPaths,
  type EmployeeJobsFilter,
  type EmployeeJobsResponse,
  type Job,
  type JobListSort,
  type JobApplyResponse,
  type JobStatusResponse,
  type WithdrawReason,
} from '@dutylink/contracts';
import { call } from './call';
import { http } from './http';
import { write } from './queries';

/**
 * Spec section 7, Jobs. Each function returns undefined after an error toast (section 8). userId and token
 * are the SMS link's (/jobs/{id}/{userId}?token=..., a page the server renders, whose Apply is its own form);
 * without a token the session must be that employee.
 */
export const jobsApi = {
  /** One page of an employee job tab, newest first, or sorted by pay or distance (issue 21; JOB_LIST_SORT_KEYS). */
  employeeJobs: (from: number, count: number, filter: EmployeeJobsFilter, sort: JobListSort = 'date') => {
    const { sortBy, asc } = JOB_LIST_SORT_KEYS[sort];
    return call(() => http.post<EmployeeJobsResponse>(employeeJobsPaths.items(from, count, sortBy, asc), filter));
  },

  get: (id: number, token?: string | null) => call(() => http.get<Job>(jobPaths.get(id, token))),

  /** The new status (ApplicantState.New). */
  apply: write(['jobs'], async (id: number, userId?: number | null, token?: string | null) =>
    (await call(() => http.post<JobApplyResponse>(jobPaths.apply(id, userId, token))))?.status),

  /** The new status (APPLICANT_NONE, -1). Withdrawing from a hire needs a reason (issue 17). */
  cancel: write(['jobs', 'shifts', ['reliability', 'my-record']], async (id: number, userId?: number | null, token?: string | null, reason?: WithdrawReason) =>
    (await call(() => http.post<JobApplyResponse>(jobPaths.cancel(id, userId, token), reason ? { reason } : undefined)))?.status),

  /** ApplicantState, or APPLICANT_NONE (-1) without an application. */
  status: (id: number, userId?: number | null, token?: string | null) =>
    call(() => http.post<JobStatusResponse>(jobPaths.status(id, userId, token))),
};
