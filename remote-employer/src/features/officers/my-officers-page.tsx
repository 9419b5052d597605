import { useRef } from 'react';
import { Box, Container, List, ListItem, Stack, Typography } from '@mui/material';
import { reads, useRead } from '@dutylink/api-client';
import { BLOCKED_OFFICERS_TITLE, formatOfficerRecord, formatWeekday, MY_OFFICERS_EMPTY, MY_OFFICERS_TITLE, type RosterOfficer } from '@dutylink/contracts';
import { EmptyState, ReadStatus } from '@dutylink/design-system';
import { RosterActions } from '../../lib/roster-actions';

/** 'Last shift Tue, 1 Dec' (the job's day), or that there was none yet. */
const lastShift = (day: string | null) => (day ? `Last shift ${formatWeekday(day)}` : 'No shift yet');

function OfficerRow({ officer, hired }: { officer: RosterOfficer; hired: boolean }) {
  return (
    <ListItem divider sx={{ gap: 2, flexWrap: 'wrap', px: 0 }}>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{officer.name}</Typography>
        <Typography variant="body2">{formatOfficerRecord(officer.record)}</Typography>
        <Typography variant="body2" color="textSecondary">
          {lastShift(officer.lastShiftDay)}
        </Typography>
      </Box>
      <RosterActions userId={officer.userId} name={officer.name} flags={officer} canFavourite={hired} />
    </ListItem>
  );
}

/**
 * The officers in the order the page first showed them: a star toggled does not move its row from under the
 * finger to the top (favourites come first from the next visit on); officers new to the list go last.
 */
function useFirstOrder(officers: RosterOfficer[]): RosterOfficer[] {
  const order = useRef(new Map<number, number>());
  for (const officer of officers) if (!order.current.has(officer.userId)) order.current.set(officer.userId, order.current.size);
  return [...officers].sort((a, b) => order.current.get(a.userId)! - order.current.get(b.userId)!);
}

/**
 * /employer/officers (issue 36): the company's favourites and recent officers (hired, or with a shift, in the last
 * 90 days), favourites first, each with their record, Favourite and Block; the blocked apart, with Unblock.
 */
export function MyOfficersPage() {
  const state = useRead(reads.rosters.officers());
  const officers = useFirstOrder(state.status === 'ready' ? state.data.officers : []);
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Stack spacing={3}>
        <Typography variant="h1" component="h1">
          {MY_OFFICERS_TITLE}
        </Typography>
        <ReadStatus state={state} label="officers" />
        {state.status === 'ready' && state.data.officers.length === 0 && <EmptyState title="No officers yet" description={MY_OFFICERS_EMPTY} />}
        {state.status === 'ready' && state.data.officers.length > 0 && (
          <List aria-label={MY_OFFICERS_TITLE} disablePadding>
            {officers.map((officer) => (
              <OfficerRow key={officer.userId} officer={officer} hired />
            ))}
          </List>
        )}
        {state.status === 'ready' && state.data.blocked.length > 0 && (
          <Box component="section" aria-labelledby="blocked-officers">
            <Typography id="blocked-officers" variant="h2" component="h2" sx={{ mb: 1 }}>
              {BLOCKED_OFFICERS_TITLE}
            </Typography>
            <List aria-label={BLOCKED_OFFICERS_TITLE} disablePadding>
              {state.data.blocked.map((officer) => (
                <OfficerRow key={officer.userId} officer={officer} hired={false} />
              ))}
            </List>
          </Box>
        )}
      </Stack>
    </Container>
  );
}
