import { REPORT_OUTCOME_OFFICER_TEXT, type ReportOutcome } from '@dutylink/contracts';
import { sms, user } from '../../lib/sms-text';

/** What of a closed report its officer's text names. */
export interface ClosedReport {
  company: string;
  /** The job's title; null when one text stands for several reports (a block closes them all). */
  title: string | null;
  outcome: ReportOutcome;
}

/**
 * To the officer who reported, when an admin closes the report (issue 36): the company, the job, and the
 * outcome in the words the admins' queue uses. Company at most 60 characters and title 80, shorter only when
 * the budget of two segments needs it.
 */
export const reportClosedSms = ({ company, title, outcome }: ClosedReport) =>
  sms(2)`DutyLink: your report about ${user(company, 60)}${title === null ? '' : [', "', user(title, 80), '"']}, is closed. ${REPORT_OUTCOME_OFFICER_TEXT[outcome]} Thank you for telling us.`;
