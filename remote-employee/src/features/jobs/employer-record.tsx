import { reads, useRead } from '@dutylink/api-client';
import { formatEmployerRecord } from '@dutylink/contracts';
import { RecordNote } from '@dutylink/design-system';

export const EMPLOYER_RECORD_LABEL = "Employer's record";

/** Issue 21: the job's employer's last 90 days (hires, the share it cancelled, officers' rating), once read. */
export function EmployerRecord({ jobId }: { jobId: number }) {
  const record = useRead(reads.reliability.employerRecord(jobId));
  if (record.status !== 'ready') return null;
  return <RecordNote label={EMPLOYER_RECORD_LABEL} text={formatEmployerRecord(record.data)} />;
}
