import { JobPeriodType } from '../jobs/enums';
import { formatDay } from '../jobs/format';

/** Section 8 confirmations and empty states of the admin area. who: 'employer' | 'employee'. */
export const adminTexts = {
  blockConfirm: (who: 'employer' | 'employee') => `Are you sure you want to block/unblock this ${who}?`,
  deleteUserConfirm: (who: 'employer' | 'employee') => `Are you sure you want to delete this ${who}?`,
  deleteJobConfirm: 'Are you sure you want to delete this job?',
  closeJobConfirm: 'Are you sure to close the job? The Employee applicants will be immediately notified via SMS',
  noEmployers: 'No employers found',
  noEmployees: 'No employees found',
  noJobsFound: 'No jobs found',
  noJobs: 'No jobs',
  noData: 'No data',
  loading: 'Loading...',
  employersSearch: 'Search by name, email, phone, company name',
  employeesSearch: 'Search by name, email, phone',
  jobsSearch: 'Search by title, employer or company name',
  promoSearch: 'Search by code',
  smsAllEmployers: 'Send SMS to All Employers',
  smsAllEmployees: 'Send SMS to All Employees',
} as const;

/**
 * The admin jobs 'Date(s) of job' column: 'd MMM' for one day or full time, 'd MMM - d MMM' for a range.
 * Dates are 'yyyy-MM-dd'.
 */
export function formatAdminJobDates(job: { periodType: JobPeriodType; from: string; to: string | null }): string {
  const from = formatDay(job.from, false);
  if (job.periodType === JobPeriodType.Range && job.to) return `${from} - ${formatDay(job.to, false)}`;
  return from;
}
