import type { ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { jobDetailRows, type Job, type JobDetailRow } from '@dutylink/contracts';

function Rows({ rows, label }: { rows: JobDetailRow[]; label: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="textSecondary">
            {row.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, whiteSpace: 'pre-line' }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export interface JobDetailsProps {
  job: Job;
  /** The heading element of the title ('h1' on a job page). */
  titleComponent?: 'h1' | 'h2';
  /** Tags and buttons shown under the title (status, Apply). */
  actions?: ReactNode;
}

/** Everything an employee needs to know about a job (employee, public, employer and admin job pages). */
export function JobDetails({ job, titleComponent = 'h1', actions }: JobDetailsProps) {
  return (
    <Card component="article" aria-label={job.title}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h2" component={titleComponent}>
            {job.title}
          </Typography>
          {!job.enabled && <Chip size="small" label="Closed" />}
        </Stack>
        <Typography color="textSecondary" sx={{ mt: 0.5 }}>
          {job.company}
        </Typography>
        {actions && <Box sx={{ mt: 2 }}>{actions}</Box>}
        {job.description && (
          <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>
            {job.description}
          </Typography>
        )}
        <Box sx={{ mt: 3 }}>
          <Rows rows={jobDetailRows(job)} label="Job details" />
        </Box>
      </CardContent>
    </Card>
  );
}
