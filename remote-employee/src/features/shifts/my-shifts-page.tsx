import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from '@dutylink/router';
import { reads, useRead } from '@dutylink/api-client';
import { employeeRoutes } from '@dutylink/contracts';
import { EmptyState, ReadStatus, useNow } from '@dutylink/design-system';
import { InstallCard, OfflineBanner, PushCard, useQueuedChecks, withQueuedChecks } from '../../components/officer-app';
import { CalendarFeed } from './calendar-feed';
import { OpenOffers } from './open-offers';
import { ShiftCard } from './shift-card';
import { ShiftsLayout } from './shifts-layout';
import { CLOCK_TICK_MS } from './clock-tick';

export const NO_SHIFTS = 'No upcoming shifts';
export const NO_SHIFTS_TEXT = 'When an employer hires you, your shifts appear here with reminders by SMS.';

/**
 * /employee/shifts: the officer's upcoming and running shifts, earliest first; then the open shifts offered, the
 * officer's app (install, notifications, issue 39) and the calendar feed, folded.
 */
export function MyShiftsPage() {
  const state = useRead(reads.shifts.mine());
  const now = useNow(CLOCK_TICK_MS);
  const queued = useQueuedChecks();
  return (
    <ShiftsLayout>
      <OfflineBanner offlineSince={state.status === 'ready' ? state.data.offlineSince : undefined} />
      <ReadStatus state={state} label="shifts" />
      {state.status === 'ready' && (
        <>
          {/* Today's shift first: an officer at the door checks in without scrolling past the offers below. */}
          {state.data.shifts.length > 0 ? (
            <Stack component="ul" spacing={1.5} aria-label="Upcoming shifts" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {state.data.shifts.map((shift, index, shifts) => (
                <li key={shift.id}>
                  <ShiftCard
                    shift={withQueuedChecks(shift, queued)}
                    waiting={queued.some((check) => check.shiftId === shift.id)}
                    now={now}
                    sameJobAbove={shifts[index - 1]?.jobId === shift.jobId}
                  />
                </li>
              ))}
            </Stack>
          ) : (
            <EmptyState
              title={NO_SHIFTS}
              description={NO_SHIFTS_TEXT}
              action={
                <Button component={RouterLink} to={employeeRoutes.jobs} variant="outlined">
                  My jobs
                </Button>
              }
            />
          )}
          <OpenOffers />
          {state.data.shifts.length > 0 && <InstallCard />}
          <PushCard whenOff />
          <CalendarFeed url={state.data.calendarFeedUrl} />
        </>
      )}
    </ShiftsLayout>
  );
}
