import { Button, Card, CardActions, CardContent, Link, Typography } from '@mui/material';
import { Link as RouterLink } from '@dutylink/router';
import { employerRoutes, formatJobDates, formatSalary, jobCoverageText, type EmployerJobPost, type Job } from '@dutylink/contracts';
import { stretchedLink } from '@dutylink/design-system';

export interface JobPostCardProps {
  job: EmployerJobPost;
  onClose: (job: Job) => void;
  onDelete: (job: Job) => void;
}

/**
 * One job post: a tap anywhere on the card opens its applicants (the title's link stretches over the
 * card, so it stays one link for assistive technology); Edit and Close for active posts, Delete always,
 * sit above that link and keep their own tap. A job with shifts this week shows its coverage (issue 36).
 */
export function JobPostCard({ job, onClose, onDelete }: JobPostCardProps) {
  return (
    <Card component="li" variant="outlined" aria-label={job.title} sx={{ position: 'relative', '&:hover': { borderColor: 'primary.main' } }}>
      <CardContent>
        <Typography component="h2" variant="h3">
          <Link
            component={RouterLink}
            to={employerRoutes.applicants(job.id)}
            underline="hover"
            sx={stretchedLink}
          >
            {job.title}
          </Link>
        </Typography>
        <Typography sx={{ mt: 1 }}>{formatJobDates(job)}</Typography>
        <Typography color="textSecondary">{`Applicants: ${job.applicants}`}</Typography>
        {job.coverage.planned > 0 && <Typography color={job.coverage.open > 0 ? 'error' : 'textSecondary'}>{`This week: ${jobCoverageText(job.coverage)}`}</Typography>}
        <Typography sx={{ fontWeight: 600 }}>{formatSalary(job.salaryValue, job.salaryType)}</Typography>
      </CardContent>
      <CardActions sx={{ position: 'relative', zIndex: 1, width: 'fit-content' }}>
        {job.enabled && (
          <Button component={RouterLink} to={employerRoutes.job(job.id)}>
            Edit
          </Button>
        )}
        {job.enabled && <Button onClick={() => onClose(job)}>Close</Button>}
        <Button color="error" onClick={() => onDelete(job)}>
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}
