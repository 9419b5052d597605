import { Alert, Link, Typography } from '@mui/material';
import { Link as RouterLink } from '@dutylink/router';
import { reads, useRead } from '@dutylink/api-client';
import { dayIn, employeeRoutes, jobRequiredPermits, permitShortfalls, permitsNeededText, requiredPermitTexts, withReturnUrl, type Job } from '@dutylink/contracts';
import { standaloneLink, useNow } from '@dutylink/design-system';

/** The day changes at most once a minute matters here. */
const MINUTE = 60_000;

/**
 * Issue 21, before an officer is hired: 'You need … to be hired for this job' when their own permits do not
 * cover the job's required ones through its last shift, with the way to the permits step and back here.
 * Applying stays possible (the employer decides); the job's details list the permits either way.
 */
export function PermitsNeeded({ job }: { job: Job }) {
  const requires = jobRequiredPermits(job).length > 0;
  const permits = useRead(reads.employeeProfile.permits(), requires);
  const now = useNow(MINUTE);
  if (!requires || permits.status !== 'ready') return null;
  const lacking = permitShortfalls(permits.data.documents, job, dayIn(now));
  if (lacking.length === 0) return null;
  return (
    <Alert severity="warning">
      <Typography>{permitsNeededText(lacking)}</Typography>
      <Link component={RouterLink} to={withReturnUrl(employeeRoutes.permits, employeeRoutes.job(job.id))} color="inherit" sx={standaloneLink}>
        {requiredPermitTexts.addLink}
      </Link>
    </Alert>
  );
}
