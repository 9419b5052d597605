import { useId, type ReactNode } from 'react';
import { Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { dayIn, formatCancelRate, formatDay, formatEmployerRecord, REPORT_KIND_LABEL, REPORT_OUTCOME_LABEL, type AdminReport } from '@dutylink/contracts';
import { RecordNote } from '@dutylink/design-system';

export const CANCEL_RATE_LABEL = "Employer's cancel rate";

/** '30 Nov 2026, 3:00 PM' in the admin's own zone. */
export function reportTime(iso: string): string {
  const at = new Date(iso);
  return `${formatDay(dayIn(at))}, ${at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;
}

export type ReportAction = 'message' | 'block' | 'dismiss';

/**
 * One report: who, about which employer and job, what happened and when, and beside it the employer's
 * measured cancel rate of the last 90 days. Open: Message employer, Block employer, Dismiss; closed: how.
 */
export function ReportCard({ report, onAction }: { report: AdminReport; onAction: (action: ReportAction) => void }) {
  const id = useId();
  const open = report.outcome === null;
  const row = (label: string, value: ReactNode) => (
    <Typography>
      <Box component="span" sx={{ color: 'text.secondary' }}>{`${label}: `}</Box>
      {value}
    </Typography>
  );
  return (
    <Card component="article" variant="outlined" aria-labelledby={`${id}-title`}>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography id={`${id}-title`} component="h2" variant="h3">
                {report.employer.company}
              </Typography>
              {report.employer.blocked && <Chip size="small" label="Blocked" />}
            </Stack>
            {row('Job', report.job.title)}
            {row('What happened', REPORT_KIND_LABEL[report.kind])}
            {row('Reported by', `${report.officer.name} on ${reportTime(report.created)}`)}
            <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{report.details}</Typography>
            {!open && report.outcome && (
              <Typography sx={{ mt: 1, fontWeight: 600 }}>{`${REPORT_OUTCOME_LABEL[report.outcome]} on ${reportTime(report.closed!)}${report.note ? `: ${report.note}` : ''}`}</Typography>
            )}
          </Box>
          <Box sx={{ flex: { md: '0 0 280px' } }}>
            <RecordNote label={CANCEL_RATE_LABEL} text={formatCancelRate(report.employerRecord)} />
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              {`Officers see: ${formatEmployerRecord(report.employerRecord)}`}
            </Typography>
          </Box>
        </Stack>
      </CardContent>
      {open && (
        <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }} disableSpacing>
          <Button variant="contained" onClick={() => onAction('message')}>
            Message employer
          </Button>
          <Button variant="outlined" color="error" onClick={() => onAction('block')} disabled={report.employer.blocked}>
            Block employer
          </Button>
          <Button variant="outlined" onClick={() => onAction('dismiss')}>
            Dismiss
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
