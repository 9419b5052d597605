import { Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from '@dutylink/router';
import { APPLICANT_STATE_LABEL, ApplicantState, formatJobDates, formatSalary, type Job } from '@dutylink/contracts';
import { standaloneLink } from '@dutylink/design-system';

export interface AdminJobCardProps {
  job: Job;
  /** The admin job view (adminRoutes.job). */
  jobTo: string;
  /** The applicants list; the count is shown as a link when given. */
  applicantsTo?: string;
  /** Show the employee's own state of the job (Applied / Hired / Rejected). */
  showApplicantState?: boolean;
}

function applicantState(state: number | null | undefined): ApplicantState | null {
  return state === ApplicantState.New || state === ApplicantState.Accepted || state === ApplicantState.Rejected ? state : null;
}

/** One job of the admin's employer / employee job lists: title (to the job view), dates, rate and applicants. */
export function AdminJobCard({ job, jobTo, applicantsTo, showApplicantState = false }: AdminJobCardProps) {
  const state = showApplicantState ? applicantState(job.applicantState) : null;
  const applicants = `Applicants: ${job.applicants}`;
  return (
    <Card component="li" variant="outlined" aria-label={job.title}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography component="h2" variant="h3">
            <Link component={RouterLink} to={jobTo} underline="hover" sx={standaloneLink}>
              {job.title}
            </Link>
          </Typography>
          {state !== null && <Chip size="small" variant="outlined" label={APPLICANT_STATE_LABEL[state]} />}
          {!job.enabled && <Chip size="small" label="Closed" />}
        </Stack>
        {job.company && <Typography color="textSecondary">{job.company}</Typography>}
        <Typography sx={{ mt: 1 }}>{formatJobDates(job)}</Typography>
        <Typography sx={{ fontWeight: 600 }}>{formatSalary(job.salaryValue, job.salaryType)}</Typography>
        {applicantsTo ? (
          <Link component={RouterLink} to={applicantsTo} underline="hover" sx={standaloneLink}>
            {applicants}
          </Link>
        ) : (
          <Typography color="textSecondary">{applicants}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
