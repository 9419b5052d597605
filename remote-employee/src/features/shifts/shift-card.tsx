import { useId } from 'react';
import { Box, Button, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { shiftFiles } from '@dutylink/api-client';
import { formatPhone, formatShiftTimes, mapUrl, type OfficerShift } from '@dutylink/contracts';
import { Fields, standaloneLink } from '@dutylink/design-system';
import { CheckInOut } from './check-in-out';
import { ShiftConfirmation } from './shift-confirmation';
import { shiftTag, type ShiftTag } from './shift-tag';
import { viewerTimeZone } from '../../lib/viewer-time-zone';

export const JOB_ZONE_NOTE = "Times are in the job's time zone";

/** The running shift is the one to look at; one later today comes next; a finished one needs nothing. */
const TAG_CHIP: Record<ShiftTag, { color: 'primary' | 'default'; variant: 'filled' | 'outlined' }> = {
  Now: { color: 'primary', variant: 'filled' },
  Today: { color: 'primary', variant: 'outlined' },
  Done: { color: 'default', variant: 'outlined' },
};

export interface ShiftCardProps {
  shift: OfficerShift;
  now: Date;
  /** The card above is of the same job: its place and details are not repeated. */
  sameJobAbove: boolean;
  /** A check made on this phone without signal waits to be sent (issue 39). */
  waiting?: boolean;
}

/**
 * One upcoming shift: Now, Today or Done, when, where, whom to call, what to wear and bring (or that they
 * are the card above's), Check in / out and Add to calendar.
 */
export function ShiftCard({ shift, now, sameJobAbove, waiting = false }: ShiftCardProps) {
  const id = useId();
  const times = formatShiftTimes(shift);
  // Compared as read, not by name: a device zone that reads the same (another name for it) needs no note.
  const readsElsewhere = formatShiftTimes({ ...shift, timeZone: viewerTimeZone() }) !== times;
  const tag = shiftTag(shift, now);
  return (
    <Card component="article" variant="outlined" aria-labelledby={`${id}-title`} sx={tag === 'Now' ? { borderColor: 'primary.main' } : undefined}>
      <CardContent>
        {/* On a phone Add to calendar takes the card's width; wider, its own. */}
        <Stack spacing={2}>
          <Box sx={{ overflowWrap: 'anywhere' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
              <Typography id={`${id}-title`} component="h2" variant="h3" sx={{ minWidth: 0 }}>
                {shift.title}
              </Typography>
              {tag && <Chip size="small" label={tag} {...TAG_CHIP[tag]} />}
            </Stack>
            <Typography color="textSecondary">{shift.company}</Typography>
            {shift.covering && <Typography color="textSecondary">{COVERING_NOTE}</Typography>}
            <Typography sx={{ mt: 1, fontWeight: 600 }}>{times}</Typography>
            {readsElsewhere && (
              <Typography variant="body2" color="textSecondary">
                {JOB_ZONE_NOTE}
              </Typography>
            )}
          </Box>
          {sameJobAbove ? <Typography color="textSecondary">Same place and details as above</Typography> : <ShiftDetails shift={shift} />}
          <ShiftConfirmation shift={shift} now={now} />
          <CheckInOut shift={shift} now={now} waiting={waiting} />
          <Button component="a" href={shiftFiles.calendar(shift.id)} download variant="outlined" sx={{ alignSelf: { sm: 'flex-start' } }}>
            Add to calendar
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** A shift taken by replying YES to an offer (issue 36): this one shift, covering another officer's. */
export const COVERING_NOTE = 'Covering: you took this shift by an offer';

/** Where, where to report, whom to call, what to wear and bring: the rows the shift has. */
function ShiftDetails({ shift }: { shift: OfficerShift }) {
  return (
    <Fields
      rows={[
        // As the job's page shows it: the place's name above its address, then where to report there.
        [
          'Location',
          shift.locationName || shift.address ? (
            <>
              {shift.locationName && <Box component="span" sx={{ display: 'block' }}>{shift.locationName}</Box>}
              {shift.address && (
                <Link href={mapUrl(shift.address)} target="_blank" rel="noopener" sx={standaloneLink}>
                  {shift.address}
                </Link>
              )}
            </>
          ) : undefined,
        ],
        ['Location details', shift.locationDescription || undefined],
        [
          'Work phone',
          shift.workPhone ? (
            <Link href={`tel:${shift.workPhone}`} sx={standaloneLink}>
              {formatPhone(shift.workPhone)}
            </Link>
          ) : undefined,
        ],
        ['Dress', shift.uniform],
        ['Armed', shift.armed],
        ['Equipment', shift.equipment],
      ]}
    />
  );
}
