import { useId, useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { shiftsApi } from '@dutylink/api-client';
import {
  formatMinutes,
  formatShiftClock,
  formatShiftDay,
  formatShiftTimes,
  isOverSchedule,
  RATE_OFFICER_BUTTON,
  scheduledMinutes,
  shiftCompleted,
  type TimesheetRow,
} from '@dutylink/contracts';
import { Fields, RateShift } from '@dutylink/design-system';
import { checkInClock, checkOutClock } from '../../lib/shift-timing';
import { SetHoursDialog } from './set-hours-dialog';
import { approvedMinutes, isRunning, workedText } from './timesheet-row';

const NO_CHECK_IN_HINT = 'The officer did not check in: there is nothing worked to approve. Set the hours, 0 h with a reason for a no-show.';
const NO_CHECK_OUT_HINT = 'The officer did not check out: set the hours worked.';

/**
 * 'Approved 8 h', 'Approved 4 h (changed from 8 h 20 min): <reason>' ('(changed)' without a check-out),
 * 'Approved 8 h 20 min (more than the 8 h scheduled): <reason>';
 * else 'In progress until 3:00 PM CST' while the shift runs, then 'To approve'.
 */
function approvalText(row: TimesheetRow, running: boolean): string {
  const approved = approvedMinutes(row);
  if (approved === null) return running ? `In progress until ${formatShiftClock(row.endsAt, row.timeZone)}` : 'To approve';
  const hours = `Approved ${formatMinutes(approved)}`;
  if (!row.correctionReason) return hours;
  if (approved === row.workedMinutes) return `${hours} (more than the ${formatMinutes(scheduledMinutes(row))} scheduled): ${row.correctionReason}`;
  const changed = row.workedMinutes === null ? 'changed' : `changed from ${formatMinutes(row.workedMinutes)}`;
  return `${hours} (${changed}): ${row.correctionReason}`;
}

/** Full width on a phone, side by side from the sm breakpoint up. */
const actionSx = { width: { xs: '100%', sm: 'auto' } } as const;

/**
 * One shift's timesheet at `now`: its times, what was worked and approved. Once it ends (or the officer
 * checks out), Approve takes the worked time until it is approved, and Set hours sets other hours; once
 * completed, 'Rate officer' (issue 21).
 */
export function TimesheetCard({ row, now }: { row: TimesheetRow; now: Date }) {
  const [busy, setBusy] = useState(false);
  // Set hours, or Approve of more hours than scheduled, which asks why first (issue 36).
  const [setting, setSetting] = useState<'set' | 'approve' | null>(null);
  const hintId = useId();
  const running = isRunning(row, now);
  // Approve is offered until the row is approved, once the shift has ended or been checked out; off, and saying why, without a worked time.
  const approvable = approvedMinutes(row) === null && !running;
  const approveHint = !row.checkedInAt ? NO_CHECK_IN_HINT : row.workedMinutes === null ? NO_CHECK_OUT_HINT : null;
  const overSchedule = row.workedMinutes !== null && isOverSchedule(row.workedMinutes, row);

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
            ['Checked in', row.checkedInAt ? checkInClock(row, row.checkedInAt, row.checkInReceivedAt) : 'Not checked in'],
            ['Checked out', row.checkedOutAt ? checkOutClock(row, row.checkedOutAt, row.checkOutReceivedAt) : 'Not checked out'],
            // Nothing is worked yet while the shift runs.
            ['Worked', running ? undefined : workedText(row)],
            ['Approval', approvalText(row, running)],
          ]}
        />
      </CardContent>
      {!running && (
        <CardActions disableSpacing sx={{ flexDirection: 'column', alignItems: 'stretch', px: 2, pb: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {approvable && (
              <Button
                variant="contained"
                sx={actionSx}
                disabled={busy || !!approveHint}
                aria-describedby={approveHint ? hintId : undefined}
                onClick={() => (overSchedule ? setSetting('approve') : void approve())}
              >
                Approve
              </Button>
            )}
            <Button variant="outlined" sx={actionSx} disabled={busy} onClick={() => setSetting('set')}>
              Set hours
            </Button>
          </Stack>
          {approvable && approveHint && (
            <Typography id={hintId} variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              {approveHint}
            </Typography>
          )}
          <Box sx={{ mt: 1 }}>
            <RateShift
              shiftId={row.id}
              rated={row.rated}
              completed={shiftCompleted({ checkedOut: row.checkedOutAt !== null, approvedMinutes: row.approvedMinutes })}
              label={RATE_OFFICER_BUTTON}
              about={`${row.officer.name} · ${row.title} · ${formatShiftDay(row.startsAt, row.timeZone)}`}
            />
          </Box>
        </CardActions>
      )}
      {setting && <SetHoursDialog row={row} approving={setting === 'approve'} onClose={() => setSetting(null)} />}
    </Card>
  );
}
