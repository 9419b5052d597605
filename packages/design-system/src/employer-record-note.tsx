import { reads, useRead } from '@dutylink/api-client';
import { EMPLOYER_RECORD_LABEL, formatEmployerRecord } from '@dutylink/contracts';
import { RecordNote } from './record-note';

/**
 * Issue 21: the job's employer's last 90 days (hires, the share it cancelled, officers' rating) on a job
 * page a signed-in officer reads, once read (nothing while it loads).
 */
export function EmployerRecordNote({ jobId }: { jobId: number }) {
  const record = useRead(reads.reliability.employerRecord(jobId));
  if (record.status !== 'ready') return null;
  return <RecordNote label={EMPLOYER_RECORD_LABEL} text={formatEmployerRecord(record.data)} />;
}
