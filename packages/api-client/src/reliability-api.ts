import {
  reliabilityPaths,
  reportPaths,
  type AdminReport,
  type AdminReportsResponse,
  type EmployerRecord,
  type NewReportRequest,
  type OfficerRecord,
  type OfficerRecordsResponse,
  type RateShiftRequest,
  type RatingsAboutMe,
  type ReportChoices,
  type ReportCounts,
  type ReportSent,
  type ReportTab,
  type ShiftRating,
} from '@dutylink/contracts';
import { call } from './call';
import { http } from './http';
import { write } from './queries';

/**
 * Issue 21, reliability both ways: rating a completed shift (the officer and the employer alike), the ratings
 * about oneself, the employer's record on a job page and the applicants' records. Each function returns
 * undefined after an error toast (spec section 8).
 */
export const reliabilityApi = {
  /** The Rate button leaves the shift's card (Earnings, Timesheets) once rated. */
  rate: write(['shifts', 'reliability'], (shiftId: number, rating: RateShiftRequest) => call(() => http.post<ShiftRating>(reliabilityPaths.rate(shiftId), rating))),
  ratings: () => call(() => http.get<RatingsAboutMe>(reliabilityPaths.ratings)),
  employerRecord: (jobId: number) => call(() => http.get<EmployerRecord>(reliabilityPaths.employerRecord(jobId))),
  officerRecords: (jobId: number) => call(() => http.get<OfficerRecordsResponse>(reliabilityPaths.officerRecords(jobId))),
  /** The officer's own record, for their profile (issue 36). */
  myRecord: () => call(() => http.get<OfficerRecord>(reliabilityPaths.myRecord)),
};

/** Issue 21: an officer's report about an employer, and the admins' queue of reports with its actions. */
export const reportsApi = {
  choices: () => call(() => http.get<ReportChoices>(reportPaths.choices)),
  send: (report: NewReportRequest) => call(() => http.post<ReportSent>(reportPaths.send, report)),
  list: (tab: ReportTab) => call(() => http.get<AdminReportsResponse>(reportPaths.list(tab))),
  counts: () => call(() => http.get<ReportCounts>(reportPaths.counts)),
  message: write(['admin'], (id: number, text: string) => call(() => http.post<AdminReport>(reportPaths.message(id), { text }))),
  block: write(['admin'], (id: number) => call(() => http.post<AdminReport>(reportPaths.block(id), {}))),
  dismiss: write(['admin'], (id: number, note: string) => call(() => http.post<AdminReport>(reportPaths.dismiss(id), { note }))),
};
