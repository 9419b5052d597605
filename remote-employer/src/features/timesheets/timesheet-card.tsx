import { useId, useState } from 'react';
import { Button, Card, CardActions, CardContent, Stack, Typography } from '@dutylink/mui';
import { shiftsApi } from '@dutylink/api-client';
import { formatMinutes, formatShiftClock, formatShiftTimes, type TimesheetRow } from '@dutylink/contracts';
import { Fields } from '@dutylink/design-system';
import { SetHoursDialog } from './set-hours-dialog';

const NO_CHECK_OUT_TEXT = 'No check-out';
const NO_CHECK_OUT_HINT = 'The officer did not check out: set the hours worked.';

/** 'Approved 8 h', 'Hours changed to 8 h: <reason>' or 'To approve'. */
function approvalText(row: TimesheetRow): string {
  if (row.approvedMinutes === null) return 'To approve';
  const hours = formatMinutes(row.approvedMinutes);
  return row.correctionReason ? `Hours changed to ${hours}: ${row.correctionReason}` : `Approved ${hours}`;
}

/** Full width on a phone, side by side from the sm breakpoint up. */
const actionSx = { width: { xs: '100%', sm: 'auto' } } as const;

/** One shift's timesheet: its times, what was worked and approved; Approve the worked time, or Set hours. */
export function TimesheetCard({ row }: { row: TimesheetRow }) {
  const [busy, setBusy] = useState(false);
  const [setting, setSetting] = useState(false);
  const hintId = useId();
  const clock = (at: string | null) => (at ? formatShiftClock(at, row.timeZone) : '—');
  const noCheckOut = row.workedMinutes === null;
  // Approve takes the worked time: offered until that is what was approved (off, and saying why, without a check-out).
  const approvable = row.approvedMinutes === null || (!!row.correctionReason && !noCheckOut);

  const approve = async () => {
    setBusy(true);
    await shiftsApi.approve(row.id, { minutes: null, reason: '' });
    setBusy(false);
  };

  return (
    <Card component="article" variant="outlined" aria-label={`${row.officer.name}, ${row.title}`}>
      <CardContent>
        <Typography component="h2" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
          {row.officer.name}
        </Typography>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.title}</Typography>
        <Typography sx={{ mb: 1 }}>{formatShiftTimes(row)}</Typography>
        <Fields
          rows={[
            ['Checked in', clock(row.checkedInAt)],
            ['Checked out', clock(row.checkedOutAt)],
            ['Worked', row.workedMinutes === null ? NO_CHECK_OUT_TEXT : formatMinutes(row.workedMinutes)],
            ['Approval', approvalText(row)],
          ]}
        />
      </CardContent>
      <CardActions disableSpacing sx={{ flexDirection: 'column', alignItems: 'stretch', px: 2, pb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {approvable && (
            <Button
              variant="contained"
              sx={actionSx}
              disabled={busy || noCheckOut}
              aria-describedby={noCheckOut ? hintId : undefined}
              onClick={() => void approve()}
            >
              Approve
            </Button>
          )}
          <Button variant="outlined" sx={actionSx} disabled={busy} onClick={() => setSetting(true)}>
            Set hours
          </Button>
        </Stack>
        {approvable && noCheckOut && (
          <Typography id={hintId} variant="body2" color="textSecondary" sx={{ mt: 1 }}>
            {NO_CHECK_OUT_HINT}
          </Typography>
        )}
      </CardActions>
      {setting && <SetHoursDialog row={row} onClose={() => setSetting(false)} />}
    </Card>
  );
}
