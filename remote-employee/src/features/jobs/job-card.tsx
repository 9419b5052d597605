import { Card, CardContent, Link, Stack, Typography } from '@dutylink/mui';
import { Link as RouterLink } from '@dutylink/router';
import { employeeRoutes, formatJobDates, formatSalary, type Job } from '@dutylink/contracts';
import { jobCityState, jobShiftLabel, stretchedLink } from '@dutylink/design-system';
import { ApplicantTag, applicantStatusOf } from './applicant-tag';

/** One job of the employee lists; the whole card opens /employee/jobs/{id} (the title is the link). */
export function JobCard({ job }: { job: Job }) {
  const place = jobCityState(job.address);
  return (
    <Card component="li" variant="outlined" sx={{ position: 'relative', '&:hover': { borderColor: 'primary.main' } }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <Typography component="h2" variant="h3">
            <Link
              component={RouterLink}
              to={employeeRoutes.job(job.id)}
              underline="hover"
              color="inherit"
              sx={stretchedLink}
            >
              {job.title}
            </Link>
          </Typography>
          <ApplicantTag status={applicantStatusOf(job.applicantState)} />
        </Stack>
        <Typography color="textSecondary">{job.company}</Typography>
        <Typography sx={{ mt: 1 }}>{[formatJobDates(job), jobShiftLabel(job), place].filter(Boolean).join(' · ')}</Typography>
        <Typography sx={{ fontWeight: 600 }}>{formatSalary(job.salaryValue, job.salaryType)}</Typography>
      </CardContent>
    </Card>
  );
}
