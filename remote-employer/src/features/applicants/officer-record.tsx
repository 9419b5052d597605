import { reads, useRead } from '@dutylink/api-client';
import { formatOfficerRecord, OFFICER_RECORD_LABEL } from '@dutylink/contracts';
import { RecordNote } from '@dutylink/design-system';

/** Issue 21: each applicant's record (completed shifts, no-shows, late withdrawals, employers' rating) by user id, once read. */
export function useOfficerRecords(jobId: number): Map<number, string> {
  const state = useRead(reads.reliability.officerRecords(jobId));
  return new Map(state.status === 'ready' ? state.data.records.map((entry) => [entry.userId, formatOfficerRecord(entry.record)]) : []);
}

/** The applicant's record on their profile view. */
export function OfficerRecord({ jobId, employeeId }: { jobId: number; employeeId: number }) {
  const text = useOfficerRecords(jobId).get(employeeId);
  return text ? <RecordNote label={OFFICER_RECORD_LABEL} text={text} /> : null;
}
