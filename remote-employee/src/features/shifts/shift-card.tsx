import { useId } from 'react';
import { Box, Button, Card, CardContent, Link, Stack, Typography } from '@dutylink/mui';
import { shiftFiles } from '@dutylink/api-client';
import { formatPhone, formatShiftTimes, mapUrl, type OfficerShift } from '@dutylink/contracts';
import { Fields, standaloneLink } from '@dutylink/design-system';
import { CheckInOut } from './check-in-out';
import { viewerTimeZone } from './viewer-time-zone';

export const JOB_ZONE_NOTE = "Times are in the job's time zone";

/** One upcoming shift: when, where, whom to call, what to wear and bring, Check in / out and Add to calendar. */
export function ShiftCard({ shift, now }: { shift: OfficerShift; now: Date }) {
  const id = useId();
  const times = formatShiftTimes(shift);
  // Compared as read, not by name: a device zone that reads the same (another name for it) needs no note.
  const readsElsewhere = formatShiftTimes({ ...shift, timeZone: viewerTimeZone() }) !== times;
  return (
    <Card component="article" variant="outlined" aria-labelledby={`${id}-title`}>
      <CardContent>
        {/* On a phone the buttons take the card's width; wider, their own. */}
        <Stack spacing={2}>
          <Box sx={{ overflowWrap: 'anywhere' }}>
            <Typography id={`${id}-title`} component="h2" variant="h3">
              {shift.title}
            </Typography>
            <Typography color="textSecondary">{shift.company}</Typography>
            <Typography sx={{ mt: 1, fontWeight: 600 }}>{times}</Typography>
            {readsElsewhere && (
              <Typography variant="body2" color="textSecondary">
                {JOB_ZONE_NOTE}
              </Typography>
            )}
          </Box>
          <Fields
            rows={[
              [
                'Address',
                shift.address ? (
                  <Link href={mapUrl(shift.address)} target="_blank" rel="noopener" sx={standaloneLink}>
                    {shift.address}
                  </Link>
                ) : undefined,
              ],
              [
                'Work phone',
                shift.workPhone ? (
                  <Link href={`tel:${shift.workPhone}`} sx={standaloneLink}>
                    {formatPhone(shift.workPhone)}
                  </Link>
                ) : undefined,
              ],
              ['Uniform', shift.uniform],
              ['Armed', shift.armed],
              ['Equipment', shift.equipment],
            ]}
          />
          <CheckInOut shift={shift} now={now} />
          <Button component="a" href={shiftFiles.calendar(shift.id)} download variant="outlined" sx={{ alignSelf: { sm: 'flex-start' } }}>
            Add to calendar
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
