import { useId } from 'react';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from '@dutylink/router';
import { reads, useRead } from '@dutylink/api-client';
import { employeeRoutes, formatShiftPlace, formatShiftTimes } from '@dutylink/contracts';

export const NEXT_SHIFT_TITLE = 'Your next shift';
export const SHIFT_NOW_TITLE = 'Your shift now';
export const NO_SHIFT_AHEAD = 'No shift of this job is ahead.';
export const MY_SHIFTS_LINK = 'View my shifts';

/**
 * On the job's page of an officer hired on it (issue 36): where and when to be next, the day and times in the
 * job's zone and the place, and the way to My shifts, where it is checked in. My shifts' own list (the
 * officer's shifts not yet over, soonest first) gives it, so both pages read the same shift.
 */
export function NextShift({ jobId }: { jobId: number }) {
  const id = useId();
  const mine = useRead(reads.shifts.mine());
  const shift = mine.status === 'ready' ? mine.data.shifts.find((one) => one.jobId === jobId) : undefined;
  const running = shift !== undefined && Date.parse(shift.startsAt) <= Date.now();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-title`} sx={{ p: 2, alignSelf: 'stretch', overflowWrap: 'anywhere' }}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography id={`${id}-title`} component="h2" variant="h3">
          {running ? SHIFT_NOW_TITLE : NEXT_SHIFT_TITLE}
        </Typography>
        {shift ? (
          <>
            <Typography sx={{ fontWeight: 600 }}>{formatShiftTimes(shift)}</Typography>
            {formatShiftPlace(shift) && <Typography>{formatShiftPlace(shift)}</Typography>}
          </>
        ) : (
          mine.status === 'ready' && <Typography color="textSecondary">{NO_SHIFT_AHEAD}</Typography>
        )}
        <Button variant="outlined" component={RouterLink} to={employeeRoutes.shifts}>
          {MY_SHIFTS_LINK}
        </Button>
      </Stack>
    </Paper>
  );
}
