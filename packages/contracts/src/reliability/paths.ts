import type { ReportTab } from './types';

/** API paths of ratings and records (issue 21), relative to /api/. */
export const reliabilityPaths = {
  /** Employee or employer, a party of the completed shift: POST RateShiftRequest → ShiftRating. */
  rate: (shiftId: number) => `reliability/shifts/${shiftId}/rating`,
  /** Employee or employer: GET → RatingsAboutMe. */
  ratings: 'reliability/ratings',
  /** Employee: GET → EmployerRecord of the job's employer. */
  employerRecord: (jobId: number) => `reliability/jobs/${jobId}/employerRecord`,
  /** Employee: GET → OfficerRecord, their own, as employers see it with their applications (issue 36). */
  myRecord: 'reliability/myRecord',
  /** Employer: GET → OfficerRecordsResponse, the applicants of the own job. */
  officerRecords: (jobId: number) => `reliability/jobs/${jobId}/officerRecords`,
} as const;

/** API paths of reports (issue 21), relative to /api/. */
export const reportPaths = {
  /** Employee: GET → ReportChoices. */
  choices: 'reports/choices',
  /** Employee: POST NewReportRequest → ReportSent. */
  send: 'reports',
  /** Admin: GET → AdminReportsResponse. */
  list: (tab: ReportTab) => `admin/reports/${tab}`,
  /** Admin: GET → ReportCounts. */
  counts: 'admin/reports/counts',
  /** Admin: POST MessageEmployerRequest → AdminReport (closed). */
  message: (id: number) => `admin/reports/${id}/message`,
  /** Admin: POST → AdminReport (closed), the employer blocked. */
  block: (id: number) => `admin/reports/${id}/block`,
  /** Admin: POST DismissReportRequest → AdminReport (closed). */
  dismiss: (id: number) => `admin/reports/${id}/dismiss`,
} as const;
