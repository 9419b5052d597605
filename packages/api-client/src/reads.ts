import {
  ADMIN_JOBS_PAGE_SIZE,
  ADMIN_USERS_PAGE_SIZE,
  JOB_LIST_PAGE_SIZE,
  NO_JOB_LIST_FILTERS,
  type EmployeeJobsType,
  type JobListFilters,
  type JobListQuery,
  type EmployerJobState,
  type ReportTab,
  type Role,
} from '@dutylink/contracts';
import { adminApi } from './admin-api';
import { employeeProfileApi } from './employee-profile-api';
import { employerApi } from './employer-api';
import { jobsApi } from './jobs-api';
import { publicApi } from './public-api';
import { pushApi } from './push-api';
import { reliabilityApi, reportsApi } from './reliability-api';
import { rostersApi } from './rosters-api';
import { shiftsApi } from './shifts-api';
import { paged, read } from './queries';
import { subscriptionApi } from './subscription-api';

/** A server-sorted admin list's order. */
export interface ListSort {
  by: number;
  asc: boolean;
}

const DEFAULT_JOB_LIST_QUERY: JobListQuery = { sort: 'date', filters: NO_JOB_LIST_FILTERS };

/** The filters that are on, for a list's body (one without filters stays `{ type, text }`). */
const filtersOn = (filters: JobListFilters): Partial<JobListFilters> =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== null));

/** The job and its applicants; undefined when either call failed (its toast is shown). */
async function withJob<T>(jobId: number, applicants: Promise<T | undefined>) {
  const [job, list] = await Promise.all([jobsApi.get(jobId), applicants]);
  return job && list && { job, applicants: list };
}

/**
 * Every read the pages show, with its query key: the key starts with the read's area, which the writes
 * of that area make stale (`write` in each api). A page shows one with useRead or usePaged.
 */
export const reads = {
  jobs: {
    /** One employee job tab, newest first or as `query` sorts and filters it (issue 21), 'View more' appending. */
    list: (type: EmployeeJobsType, text: string, query: JobListQuery = DEFAULT_JOB_LIST_QUERY) =>
      paged(['jobs', 'list', type, text, query], (from) =>
        jobsApi.employeeJobs(from, JOB_LIST_PAGE_SIZE, { type, text, ...filtersOn(query.filters) }, query.sort),
      ),
    job: (id: number) => read(['jobs', id], () => jobsApi.get(id)),
  },
  employer: {
    jobs: (state: EmployerJobState, text: string) =>
      paged(['employer', 'jobs', state, text], (from) => employerApi.jobs(from, JOB_LIST_PAGE_SIZE, { state, text })),
    general: () => read(['employer', 'general'], () => employerApi.general()),
    /** Own, or with an id another employer's (admins). */
    profile: (...id: [number?]) => read(['employer', 'profile', ...id], () => employerApi.profile(...id)),
    notices: () => read(['employer', 'notices'], () => employerApi.notices()),
    editable: (id: number) => read(['employer', 'editable', id], () => employerApi.editable(id)),
    /** The job and its applicants. */
    applicants: (jobId: number) =>
      read(['employer', 'applicants', jobId], () => withJob(jobId, employerApi.applicants(jobId))),
    /** The applicant's profile, and whether the job is still open. */
    applicant: (employeeId: number, jobId: number) =>
      read(['employer', 'applicants', jobId, employeeId], async () => {
        const [profile, job] = await Promise.all([employerApi.applicantProfile(employeeId, jobId), jobsApi.get(jobId)]);
        return profile && job && { ...profile, jobOpen: job.enabled };
      }),
  },
  employeeProfile: {
    /** Own, or with an id another employee's (admins). */
    view: (...id: [number?]) => read(['employee-profile', 'view', ...id], () => employeeProfileApi.profile(...id)),
    general: () => read(['employee-profile', 'general'], () => employeeProfileApi.general()),
    permits: () => read(['employee-profile', 'permits'], () => employeeProfileApi.permits()),
    notifications: () => read(['employee-profile', 'notifications'], () => employeeProfileApi.notifications()),
    experience: () => read(['employee-profile', 'experience'], () => employeeProfileApi.experience()),
  },
  admin: {
    analytics: () => read(['admin', 'analytics'], () => adminApi.analyticsGeneral()),
    placement: (fromIso: string, toIso: string) => read(['admin', 'placement', fromIso, toIso], () => adminApi.placement(fromIso, toIso)),
    posted: (fromIso: string, toIso: string) => read(['admin', 'posted', fromIso, toIso], () => adminApi.posted(fromIso, toIso)),
    shifts: (fromIso: string, toIso: string) => read(['admin', 'shifts', fromIso, toIso], () => adminApi.shiftsPerWeek(fromIso, toIso)),
    coverage: () => read(['admin', 'coverage'], () => adminApi.coveragePerWeek()),
    messages: (fromIso: string, toIso: string) => read(['admin', 'messages', fromIso, toIso], () => adminApi.messagesPerWeek(fromIso, toIso)),
    userCount: (role: Role) => read(['admin', 'user-count', role], () => adminApi.userCount(role)),
    /** A user's account and subscription. */
    user: (id: number) => read(['admin', 'user', id], () => adminApi.userSubscription(id)),
    employers: ({ by, asc }: ListSort, text: string) =>
      paged(['admin', 'employers', by, asc, text], (from) => adminApi.employers({ from, count: ADMIN_USERS_PAGE_SIZE, by, asc }, { text })),
    employees: ({ by, asc }: ListSort, text: string) =>
      paged(['admin', 'employees', by, asc, text], (from) => adminApi.employees({ from, count: ADMIN_USERS_PAGE_SIZE, by, asc }, { text })),
    /** Every job, or one employer's (iduser). */
    jobs: ({ by, asc }: ListSort, text: string, iduser: number | null) =>
      paged(['admin', 'jobs', by, asc, text, iduser], (from) => adminApi.jobs({ from, count: ADMIN_JOBS_PAGE_SIZE, by, asc }, { text, iduser })),
    /** The job and its applicants. */
    applicants: (jobId: number) =>
      read(['admin', 'applicants', jobId], () => withJob(jobId, adminApi.jobApplicants(jobId))),
    /** An employer's job posts: state 1 active, 0 closed. */
    employerJobs: (iduser: number, state: 0 | 1) =>
      paged(['admin', 'employer-jobs', iduser, state], (from) =>
        adminApi.employerJobs({ from, count: ADMIN_JOBS_PAGE_SIZE, by: 0, asc: false }, { state, iduser }),
      ),
    employeeJobs: (employeeId: number, tab: EmployeeJobsType) =>
      paged(['admin', 'employee-jobs', employeeId, tab], (from) => adminApi.employeeJobs(employeeId, tab, from, ADMIN_JOBS_PAGE_SIZE)),
    /** Every matching promo code in one answer. */
    promos: (text: string) => paged(['admin', 'promos', text], () => adminApi.promos({ text })),
    /** Officers' reports about employers (issue 21): a tab of the queue, and the counts of both. */
    reports: (tab: ReportTab) => read(['admin', 'reports', tab], () => reportsApi.list(tab)),
    reportCounts: () => read(['admin', 'reports', 'counts'], () => reportsApi.counts()),
  },
  subscription: {
    /** The plans, the subscription and, if asked, the billing transactions, read together; a failed part is empty. */
    plan: (withTransactions: boolean) =>
      read(['subscription', 'plan', withTransactions], async () => {
        const [plans, subscription, transactions] = await Promise.all([
          subscriptionApi.config(),
          subscriptionApi.get(),
          withTransactions ? subscriptionApi.transactions() : undefined,
        ]);
        return { plans: plans ?? [], subscription: subscription ?? null, transactions: transactions ?? [] };
      }),
    lastPurchase: () => read(['subscription', 'purchase'], () => subscriptionApi.lastPurchase()),
  },
  shifts: {
    mine: () => read(['shifts', 'mine'], () => shiftsApi.mine()),
    offers: () => read(['shifts', 'offers'], () => shiftsApi.offers()),
    earnings: () => read(['shifts', 'earnings'], () => shiftsApi.earnings()),
    today: () => read(['shifts', 'today'], () => shiftsApi.today()),
    timesheets: (from: string, to: string) => read(['shifts', 'timesheets', from, to], () => shiftsApi.timesheets(from, to)),
  },
  reliability: {
    ratings: () => read(['reliability', 'ratings'], () => reliabilityApi.ratings()),
    employerRecord: (jobId: number) => read(['reliability', 'employer', jobId], () => reliabilityApi.employerRecord(jobId)),
    officerRecords: (jobId: number) => read(['reliability', 'officers', jobId], () => reliabilityApi.officerRecords(jobId)),
    myRecord: () => read(['reliability', 'my-record'], () => reliabilityApi.myRecord()),
    /** The employers and jobs an officer may report. */
    reportChoices: () => read(['reliability', 'report-choices'], () => reportsApi.choices()),
  },
  rosters: {
    officers: () => read(['rosters', 'officers'], () => rostersApi.officers()),
    blockedCompanies: () => read(['rosters', 'blocked-companies'], () => rostersApi.blockedCompanies()),
  },
  public: {
    config: () => read(['public', 'config'], () => publicApi.config()),
  },
  push: {
    channels: () => read(['push', 'channels'], () => pushApi.channels()),
  },
};
