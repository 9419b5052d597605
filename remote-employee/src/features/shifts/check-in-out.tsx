import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@dutylink/mui';
import { shiftsApi } from '@dutylink/api-client';
import type { OfficerShift } from '@dutylink/contracts';
import { currentPosition, NO_LOCATION } from './current-position';
import { LocationDialog } from './location-dialog';
import { shiftCheckState, type ShiftCheck } from './shift-check-state';

const WORDS: Record<ShiftCheck, { button: string; share: string; without: string; busy: string; notShared: string }> = {
  checkIn: {
    button: 'Check in',
    busy: 'Checking in',
    share: 'Share and check in',
    without: 'Check in without location',
    notShared: 'Your location was not shared: you are checked in without it.',
  },
  checkOut: {
    button: 'Check out',
    busy: 'Checking out',
    share: 'Share and check out',
    without: 'Check out without location',
    notShared: 'Your location was not shared: you are checked out without it.',
  },
};

/**
 * A shift's Check in or Check out, when it can be made at `now`, after the location dialog; otherwise the
 * lines that say what was done and when the next check opens.
 */
export function CheckInOut({ shift, now }: { shift: OfficerShift; now: Date }) {
  const { check, notes } = shiftCheckState(shift, now);
  const [asking, setAsking] = useState<ShiftCheck | null>(null);
  const [busy, setBusy] = useState(false);
  const [notShared, setNotShared] = useState<string | null>(null);

  const send = async (made: ShiftCheck, share: boolean) => {
    setBusy(true);
    const point = share ? await currentPosition() : NO_LOCATION;
    const answer = await shiftsApi[made](shift.id, point ?? NO_LOCATION);
    setBusy(false);
    setAsking(null);
    setNotShared(answer && !point ? WORDS[made].notShared : null);
  };

  const words = asking && WORDS[asking];
  return (
    <Stack spacing={1}>
      {notes.map((note) => (
        <Typography key={note} sx={{ fontWeight: 600 }}>
          {note}
        </Typography>
      ))}
      {notShared && <Alert severity="info">{notShared}</Alert>}
      {check && (
        <Button variant="contained" onClick={() => setAsking(check)} sx={{ alignSelf: { sm: 'flex-start' } }}>
          {WORDS[check].button}
        </Button>
      )}
      {words && (
        <LocationDialog
          shareLabel={words.share}
          withoutLabel={words.without}
          busyLabel={words.busy}
          busy={busy}
          onShare={() => void send(asking, true)}
          onWithout={() => void send(asking, false)}
          onCancel={() => setAsking(null)}
        />
      )}
    </Stack>
  );
}
