import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from '@dutylink/router';
import { employeeRoutes, formatJobDates, formatMilesAway, formatSalary, type Job } from '@dutylink/contracts';
import { jobCityState, jobShiftLabel, stretchedLink } from '@dutylink/design-system';
import { ApplicantTag, applicantStatusOf } from './applicant-tag';
import type { JobPageState } from './job-page-state';

/**
 * One job of the employee lists; the whole card opens /employee/jobs/{id} (the title is the link), which
 * goes Back to `listPath` (the list as it was: its tab, sort and filters).
 */
export function JobCard({ job, listPath }: { job: Job; listPath: string }) {
  const place = jobCityState(job.address);
  const state: JobPageState = { listPath };
  return (
    <Card component="li" variant="outlined" sx={{ position: 'relative', '&:hover': { borderColor: 'primary.main' } }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography component="h2" variant="h3">
            <Link
              component={RouterLink}
              to={employeeRoutes.job(job.id)}
              state={state}
              underline="hover"
              color="inherit"
              sx={stretchedLink}
            >
              {job.title}
            </Link>
          </Typography>
          <ApplicantTag status={applicantStatusOf(job.applicantState)} notSelected={job.notSelected} />
        </Stack>
        <Typography color="textSecondary">{job.company}</Typography>
        <Typography sx={{ mt: 1 }}>{[formatJobDates(job), jobShiftLabel(job), place, formatMilesAway(job.distanceMiles)].filter(Boolean).join(' · ')}</Typography>
        <Typography sx={{ fontWeight: 600 }}>{formatSalary(job.salaryValue, job.salaryType)}</Typography>
      </CardContent>
    </Card>
  );
}
