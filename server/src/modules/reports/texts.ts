import { REPORT_OUTCOME_OFFICER_TEXT, type ReportOutcome } from '@dutylink/contracts';
import { clip } from '../../lib/sms-text';

/** What of a closed report its officer's text names. */
export interface ClosedReport {
  company: string;
  /** The job's title; null when one text stands for several reports (a block closes them all). */
  title: string | null;
  outcome: ReportOutcome;
}

/**
 * To the officer who reported, when an admin closes the report (issue 36): the company, the job, and the
 * outcome in the words the admins' queue uses. Plain GSM-7, company clipped to 30 and title to 40: two segments
 * at most.
 */
export const reportClosedSms = ({ company, title, outcome }: ClosedReport) =>
  `DutyLink: your report about ${clip(company, 30)}${title === null ? '' : `, "${clip(title, 40)}"`}, is closed. ${REPORT_OUTCOME_OFFICER_TEXT[outcome]} Thank you for telling us.`;
