import type { Role } from '../roles';
import type { EmployeeJobsType } from '../jobs/types';
import type { NEW_PROMO_ID } from './promo';

type Paging = { from: number; count: number; by: number; asc: boolean };
const paging = ({ from, count, by, asc }: Paging) => `${from}/${count}/${by}/${asc ? 1 : 0}`;

/** API paths of the admin calls (spec section 7), relative to /api/. Every one refuses a non-admin (401 / 403). */
export const adminPaths = {
  analyticsGeneral: 'admin/analytics/general',
  placement: (fromIso: string, toIso: string) => `admin/analytics/jobs/placement/${fromIso}/${toIso}`,
  posted: (fromIso: string, toIso: string) => `admin/analytics/jobs/posted/${fromIso}/${toIso}`,
  shiftsPerWeek: (fromIso: string, toIso: string) => `admin/analytics/shifts/${fromIso}/${toIso}`,
  /** The last COVERAGE_CHART_WEEKS weeks' coverage and median time to fill (issue 36). */
  coveragePerWeek: 'admin/analytics/coverage',
  /** Officers' messages per week by channel, and the SMS push saved (issue 39). */
  messagesPerWeek: (fromIso: string, toIso: string) => `admin/analytics/messages/${fromIso}/${toIso}`,

  userCount: (role: Role) => `admin/misc/user-count/${role}`,
  sendSms: 'admin/misc/send-sms',

  /** state 1 unblocks, 0 blocks (ends the user's sessions). */
  changeUserState: (id: number, state: 0 | 1) => `admin/users/change-state/${id}/${state}`,
  deleteUser: (id: number) => `admin/users/${id}`,
  /** Our addition: the subscription block of the admin profile views. */
  userSubscription: (id: number) => `admin/users/${id}/subscription`,

  employers: (p: Paging) => `admin/employers/items/${paging(p)}`,
  employees: (p: Paging) => `admin/employees/items/${paging(p)}`,

  jobs: (p: Paging) => `admin/jobs/items/${paging(p)}`,
  /** 0 closes (applicants texted); 1 on a closed job is refused (reopening is not offered). */
  changeJobState: (id: number, state: 0 | 1) => `admin/jobs/change-state/${id}/${state}`,
  deleteJob: (id: number) => `admin/jobs/${id}`,
  /** Our path: applicants of any job (JobApplicant[], oldest first). */
  jobApplicants: (jobId: number) => `admin/jobs/${jobId}/applicants`,
  /** The employer-job listing for admins (path not given by the spec), filter {state, iduser}. */
  employerJobs: (p: Paging) => `admin/employer-jobs/items/${paging(p)}`,
  /** Spec: GET jobs/employee/{employeeId}/{tab}/{from}/{count} → EmployeeJobsResponse (admin only). */
  employeeJobs: (employeeId: number, tab: EmployeeJobsType, from: number, count: number) =>
    `jobs/employee/${employeeId}/${tab}/${from}/${count}`,

  promos: 'admin/promos/items',
  promoEditable: (id: number | typeof NEW_PROMO_ID) => `admin/promos/getEditable/${id}`,
  savePromo: 'admin/promos',
  deletePromo: (id: number) => `admin/promos/${id}`,
} as const;

/** The `from` query parameter: where a profile was opened from, so the menu keeps that item active. */
export const FROM_PARAM = 'from';

function withFrom(path: string, from?: string | null): string {
  return from ? `${path}?${FROM_PARAM}=${encodeURIComponent(from)}` : path;
}

/** Browser paths of the admin area (spec section 2). */
export const adminRoutes = {
  home: '/admin',
  employers: '/admin/employers',
  employer: (id: number, from?: string | null) => withFrom(`/admin/employers/${id}`, from),
  employerJobs: (id: number, tab: 'active' | 'deactivated' = 'active', from?: string | null) =>
    withFrom(`/admin/employers/${id}/jobs/${tab}`, from),
  employerJobApplicants: (jobId: number, from?: string | null) => withFrom(`/admin/employers/jobs/${jobId}/applicants`, from),
  employees: '/admin/employees',
  employee: (id: number, from?: string | null) => withFrom(`/admin/employees/${id}`, from),
  /** tab 'all' → /admin/employees/{id}/jobs; 'hired' → .../jobs/hired; 'applied' → .../jobs/applied. */
  employeeJobs: (id: number, tab: EmployeeJobsType = 'all', from?: string | null) =>
    withFrom(`/admin/employees/${id}/jobs${tab === 'all' ? '' : `/${tab}`}`, from),
  jobs: '/admin/jobs',
  jobsOf: (userId: number) => `/admin/jobs?userId=${userId}`,
  job: (id: number, from?: string | null) => withFrom(`/admin/jobs/${id}`, from),
  jobApplicants: (id: number, from?: string | null) => withFrom(`/admin/jobs/${id}/applicants`, from),
  promo: '/admin/promo',
  /** Issue 21: officers' reports about employers, open or closed. */
  reports: '/admin/reports',
  reportsClosed: '/admin/reports/closed',
} as const;

/** Spec section 2: the admin menu, and Reports (issue 21). */
export const ADMIN_MENU = [
  { label: 'Analytics', path: adminRoutes.home },
  { label: 'Employers', path: adminRoutes.employers },
  { label: 'Employees', path: adminRoutes.employees },
  { label: 'Jobs', path: adminRoutes.jobs },
  { label: 'Promo', path: adminRoutes.promo },
  { label: 'Reports', path: adminRoutes.reports },
] as const;

/**
 * The active menu item: the `from` query when it names a menu path, else the longest menu path that the
 * pathname is or starts with ('/admin' only for the analytics page itself). /admin/employers/jobs/... → Employers.
 */
export function activeAdminMenuPath(pathname: string, from?: string | null): string {
  const candidates = [from ? from.split('?')[0] : null, pathname];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const path = candidate.replace(/\/+$/, '') || '/';
    if (path === adminRoutes.home) return adminRoutes.home;
    const hit = ADMIN_MENU.filter((item) => item.path !== adminRoutes.home).find(
      (item) => path === item.path || path.startsWith(`${item.path}/`),
    );
    if (hit) return hit.path;
  }
  return adminRoutes.home;
}
