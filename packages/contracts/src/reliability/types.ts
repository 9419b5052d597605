/**
 * Reliability both ways (issue 21): ratings after a completed shift, the employer's record on every job
 * page an officer sees, the officer's record on every applicant view, and officers' reports about
 * employers with the admins' queue.
 */

/** Stars of one rating, 1 to 5. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The longest comment a rating may carry. */
export const RATING_COMMENT_MAX_LENGTH = 280;

/** POST reliability/shifts/{id}/rating: the officer rates the employer, the employer rates the officer. */
export interface RateShiftRequest {
  stars: number;
  /** Optional; '' for none. */
  comment: string;
}

/** A rating given, as the rater sees it. */
export interface ShiftRating {
  shiftId: number;
  stars: number;
  comment: string;
  created: string;
}

/** How many ratings, and their average to one decimal (null without any). */
export interface RatingSummary {
  average: number | null;
  count: number;
}

/** A rating about the reader, shown with the job and the shift's day, never with the rater's name. */
export interface RatingAboutMe {
  stars: number;
  comment: string;
  title: string;
  /** The shift's day in the job's zone, yyyy-MM-dd. */
  day: string;
}

/** GET reliability/ratings: what the other side said about the signed-in officer or employer, newest first. */
export interface RatingsAboutMe extends RatingSummary {
  ratings: RatingAboutMe[];
}

/** The employer's record over the last 90 days of the reader's calendar. */
export interface EmployerRecord {
  /** Hires made in the window. */
  hires: number;
  /** Of those, the hires the employer cancelled (a cancelled hire, or a job deleted before it ended). */
  cancelled: number;
  /** Officers' ratings of shifts in the window. */
  ratings: RatingSummary;
}

/** The officer's record, all time. */
export interface OfficerRecord {
  completedShifts: number;
  noShows: number;
  /** Withdrawals from a hire within LATE_WITHDRAWAL_HOURS of a shift's start (or after it). */
  lateWithdrawals: number;
  ratings: RatingSummary;
}

export interface OfficerRecordEntry {
  userId: number;
  record: OfficerRecord;
}

/** GET reliability/jobs/{id}/officerRecords: the record of each applicant of the employer's job. */
export interface OfficerRecordsResponse {
  records: OfficerRecordEntry[];
}

/** What an officer reports about an employer. */
export const ReportKind = {
  HiredThenCancelled: 'hiredThenCancelled',
  ShortNotice: 'shortNotice',
  NotPaid: 'notPaid',
  Unsafe: 'unsafe',
  Other: 'other',
} as const;
export type ReportKind = (typeof ReportKind)[keyof typeof ReportKind];

export const REPORT_KIND_LABEL: Record<ReportKind, string> = {
  hiredThenCancelled: 'Hired, then cancelled',
  shortNotice: 'Cancelled at short notice',
  notPaid: 'Did not pay as agreed',
  unsafe: 'Unsafe or unlawful request',
  other: 'Other',
};

export const REPORT_DETAILS_MIN_LENGTH = 20;
export const REPORT_DETAILS_MAX_LENGTH = 2000;
/** Reports one officer may send in 24 hours. */
export const REPORTS_PER_DAY = 5;

export interface ReportJobChoice {
  id: number;
  title: string;
}

/** An employer the officer applied to, with the jobs applied to. */
export interface ReportEmployerChoice {
  id: number;
  company: string;
  jobs: ReportJobChoice[];
}

/** GET reports/choices: the employers and jobs an officer may report, companies A to Z. */
export interface ReportChoices {
  employers: ReportEmployerChoice[];
}

/** POST reports. */
export interface NewReportRequest {
  employerId: number;
  jobId: number;
  kind: ReportKind;
  details: string;
}

export interface ReportSent {
  id: number;
}

/** How an admin closed a report. */
export const ReportOutcome = {
  Messaged: 'messaged',
  Blocked: 'blocked',
  Dismissed: 'dismissed',
} as const;
export type ReportOutcome = (typeof ReportOutcome)[keyof typeof ReportOutcome];

export const REPORT_OUTCOME_LABEL: Record<ReportOutcome, string> = {
  messaged: 'Employer messaged',
  blocked: 'Employer blocked',
  dismissed: 'Dismissed',
};

/**
 * Issue 36: what the reporting officer is told of the admin's action, in the admins' words (REPORT_OUTCOME_LABEL);
 * never the note, which is the admins' own (the text sent to the employer, or why it was dismissed).
 */
export const REPORT_OUTCOME_OFFICER_TEXT: Record<ReportOutcome, string> = {
  messaged: 'An admin messaged the employer.',
  blocked: 'An admin blocked the employer.',
  dismissed: 'An admin reviewed it and closed it without action.',
};

/** Beside the admins' actions on a report: what its officer hears of it, and what not. */
export const REPORT_OFFICER_TOLD = 'The officer who reported is told by text what was done. Your note is not sent.';

/** The admin queue's tabs. */
export const ReportTab = { Open: 'open', Closed: 'closed' } as const;
export type ReportTab = (typeof ReportTab)[keyof typeof ReportTab];

/** A report as the admins see it, with the employer's measured record beside it. */
export interface AdminReport {
  id: number;
  created: string;
  kind: ReportKind;
  details: string;
  officer: { id: number; name: string };
  employer: { id: number; company: string; blocked: boolean };
  job: { id: number; title: string };
  employerRecord: EmployerRecord;
  /** null while open. */
  outcome: ReportOutcome | null;
  /** The message sent or the dismissal's note; '' for none. */
  note: string;
  closed: string | null;
}

/** GET admin/reports/{tab}: open reports oldest first, closed ones latest closed first. */
export interface AdminReportsResponse {
  reports: AdminReport[];
}

/** GET admin/reports/counts. */
export interface ReportCounts {
  open: number;
  closed: number;
}

/** POST admin/reports/{id}/message: an SMS to the employer, through the outbox. */
export interface MessageEmployerRequest {
  text: string;
}

/** POST admin/reports/{id}/dismiss. */
export interface DismissReportRequest {
  note: string;
}
