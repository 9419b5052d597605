import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from '@dutylink/router';
import { reads, useRead } from '@dutylink/api-client';
import { employerRoutes, formatWeekday, isCovered, type StaffedShift, type TodayBoardResponse } from '@dutylink/contracts';
import { EmptyState, ReadStatus, useNow } from '@dutylink/design-system';
import { CoverageSummary } from './coverage-summary';
import { NeedsYou } from './needs-you';
import { ShiftCard } from './shift-card';

export const NO_SHIFTS_TODAY_TEXT = 'No shifts today';
export const TODAYS_SHIFTS = "Today's shifts";
export const NO_SHIFTS_TODAY_HINT = 'Shifts of your hired officers appear here on their day.';

/** The server tells late from no-show when it answers, so the board asks again this often while open (and the cards read the clock again). */
export const BOARD_REFRESH_MS = 60_000;

/**
 * Reads the board once when it mounts. Mounted anew at each tick of the board's clock, it reads the (by then
 * stale) board again, and the board shows the answer: useRead has no refetch interval, and the board itself
 * stays mounted, so a keyboard or screen reader user keeps their place.
 */
function BoardReader() {
  useRead(reads.shifts.today());
  return null;
}

/**
 * Today's shifts the list below Needs you shows: not those Needs you shows already, nor a lost shift someone covers
 * (its backfill, 'Covering an open shift', is the post's card): one card per post on a phone.
 */
export function todaysCards({ shifts, attention }: TodayBoardResponse): StaffedShift[] {
  const above = new Set(attention.map((shift) => shift.id));
  return shifts.filter((shift) => !above.has(shift.id) && !isCovered(shift));
}

/** /employer/today (issue 20): the shifts ahead that need the company (issue 36), then today's shifts of its hired officers, earliest first. */
export function TodayPage() {
  const board = useRead(reads.shifts.today());
  const now = useNow(BOARD_REFRESH_MS);
  const cards = board.status === 'ready' ? todaysCards(board.data) : [];

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <BoardReader key={now.getTime()} />
      <Stack spacing={3}>
        <Box>
          <Typography variant="h1" component="h1">
            Today
          </Typography>
          {/* The employer's own day (the server's) as its shifts below write it, 'Fri, 27 Nov'. */}
          {board.status === 'ready' && <Typography color="textSecondary">{formatWeekday(board.data.day)}</Typography>}
        </Box>
        <ReadStatus state={board} label="shifts of today" />
        {board.status === 'ready' && <CoverageSummary coverage={board.data.coverage} />}
        {board.status === 'ready' && <NeedsYou shifts={board.data.attention} now={now} />}
        {board.status === 'ready' && board.data.shifts.length === 0 && (
          <EmptyState
            title={NO_SHIFTS_TODAY_TEXT}
            description={NO_SHIFTS_TODAY_HINT}
            action={
              <Button variant="contained" component={RouterLink} to={employerRoutes.jobs}>
                Job posts
              </Button>
            }
          />
        )}
        {/* Under Needs you, today's shifts get a heading of their own, so a running shift is not read as one of those ahead. */}
        {cards.length > 0 && board.status === 'ready' && board.data.attention.length > 0 && (
          <Typography variant="h2" component="h2">
            {TODAYS_SHIFTS}
          </Typography>
        )}
        {cards.length > 0 && (
          <Stack component="ul" spacing={2} aria-label={TODAYS_SHIFTS} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {cards.map((shift) => (
              <li key={shift.id}>
                <ShiftCard shift={shift} now={now} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
