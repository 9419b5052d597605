import {
  adminPaths,
  type AdminActionResponse,
  type AdminEmployeesResponse,
  type AdminEmployersResponse,
  type AdminEmployerJobsFilter,
  type AdminEmployerJobsResponse,
  type AdminJobsFilter,
  type AdminJobsResponse,
  type AdminPaging,
  type AdminPromo,
  type AdminPromoEditable,
  type AdminPromoInput,
  type AdminPromosResponse,
  type AdminSubscriptionView,
  type AdminTextFilter,
  type AnalyticsGeneral,
  type CoverageWeekRow,
  type EmployeeJobsResponse,
  type EmployeeJobsType,
  type JobApplicant,
  type JobsPlacement,
  type JobsPostedRow,
  type MessageChannels,
  type Role,
  type SendSmsRequest,
  type SendSmsResponse,
  type ShiftsWeekRow,
  type UserCountResponse,
} from '@dutylink/contracts';
import { call, type CallOptions } from './call';
import { http } from './http';
import { write } from './queries';

/**
 * Spec section 7, Admin calls. Each function returns undefined after an error toast (section 8).
 * Profiles and single jobs are read with employerApi.profile(id), employeeProfileApi.profile(id) and jobsApi.get(id).
 */
export const adminApi = {
  analyticsGeneral: () => call(() => http.get<AnalyticsGeneral>(adminPaths.analyticsGeneral)),
  placement: (fromIso: string, toIso: string) => call(() => http.get<JobsPlacement>(adminPaths.placement(fromIso, toIso))),
  posted: (fromIso: string, toIso: string) => call(() => http.get<JobsPostedRow[]>(adminPaths.posted(fromIso, toIso))),
  shiftsPerWeek: (fromIso: string, toIso: string) => call(() => http.get<ShiftsWeekRow[]>(adminPaths.shiftsPerWeek(fromIso, toIso))),
  coveragePerWeek: () => call(() => http.get<CoverageWeekRow[]>(adminPaths.coveragePerWeek)),
  messagesPerWeek: (fromIso: string, toIso: string) => call(() => http.get<MessageChannels>(adminPaths.messagesPerWeek(fromIso, toIso))),

  userCount: (role: Role) => call(() => http.get<UserCountResponse>(adminPaths.userCount(role))),
  sendSms: (message: SendSmsRequest) => call(() => http.post<SendSmsResponse>(adminPaths.sendSms, message)),

  /** 1 unblocks, 0 blocks. */
  changeUserState: write(['admin'], (id: number, state: 0 | 1) => call(() => http.post<AdminActionResponse>(adminPaths.changeUserState(id, state)))),
  /** The lists are read again, not the deleted user's own reads: their page leaves. */
  deleteUser: write([['admin', 'employers'], ['admin', 'employees']], (id: number) => call(() => http.delete<AdminActionResponse>(adminPaths.deleteUser(id)))),
  userSubscription: (id: number) => call(() => http.get<AdminSubscriptionView>(adminPaths.userSubscription(id))),

  employers: (paging: AdminPaging, filter: AdminTextFilter) =>
    call(() => http.post<AdminEmployersResponse>(adminPaths.employers(paging), filter)),
  employees: (paging: AdminPaging, filter: AdminTextFilter) =>
    call(() => http.post<AdminEmployeesResponse>(adminPaths.employees(paging), filter)),

  jobs: (paging: AdminPaging, filter: AdminJobsFilter) => call(() => http.post<AdminJobsResponse>(adminPaths.jobs(paging), filter)),
  /** 0 closes the job (its applicants are texted). */
  closeJob: write(['admin', 'jobs'], (id: number) => call(() => http.post<AdminActionResponse>(adminPaths.changeJobState(id, 0)))),
  /** The Jobs list is read again, not the deleted job: its page leaves. */
  deleteJob: write([['admin', 'jobs']], (id: number) => call(() => http.delete<AdminActionResponse>(adminPaths.deleteJob(id)))),
  jobApplicants: (jobId: number) => call(() => http.get<JobApplicant[]>(adminPaths.jobApplicants(jobId))),
  employerJobs: (paging: AdminPaging, filter: AdminEmployerJobsFilter) =>
    call(() => http.post<AdminEmployerJobsResponse>(adminPaths.employerJobs(paging), filter)),
  employeeJobs: (employeeId: number, tab: EmployeeJobsType, from: number, count: number) =>
    call(() => http.get<EmployeeJobsResponse>(adminPaths.employeeJobs(employeeId, tab, from, count))),

  promos: (filter: AdminTextFilter) => call(() => http.post<AdminPromosResponse>(adminPaths.promos, filter)),
  promoEditable: (id: number | '-') => call(() => http.get<AdminPromoEditable>(adminPaths.promoEditable(id))),
  /** onFieldErrors receives a refusal's errors map (a code already taken: `name`) so the form marks the field. */
  savePromo: write(['admin'], (input: AdminPromoInput, onFieldErrors?: CallOptions['onFieldErrors']) =>
    call(() => http.post<AdminPromo>(adminPaths.savePromo, input), { onFieldErrors })),
  deletePromo: write(['admin'], (id: number) => call(() => http.delete<AdminActionResponse>(adminPaths.deletePromo(id)))),
};
