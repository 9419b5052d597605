import { useState } from 'react';
import { Alert, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from '@dutylink/router';
import { shiftsApi } from '@dutylink/api-client';
import { employeeRoutes, type OfficerShift } from '@dutylink/contracts';
import { ConfirmDialog } from '@dutylink/design-system';
import { queuedChecks } from '../../components/officer-app/queued-checks';
import { currentPosition, locationPermission, NO_LOCATION, type NoPosition, type PositionFound } from './current-position';
import { LocationDialog } from './location-dialog';
import { shiftCheckState, type ShiftCheck } from './shift-check-state';

const WORDS: Record<ShiftCheck, { button: string; share: string; without: string; busy: string; worksWithout: string; notShared: string }> = {
  checkIn: {
    button: 'Check in',
    busy: 'Checking in',
    share: 'Share and check in',
    without: 'Check in without location',
    worksWithout: 'Checking in works without it.',
    notShared: 'Your location was not shared: you are checked in without it.',
  },
  checkOut: {
    button: 'Check out',
    busy: 'Checking out',
    share: 'Share and check out',
    without: 'Check out without location',
    worksWithout: 'Checking out works without it.',
    notShared: 'Your location was not shared: you are checked out without it.',
  },
};

export const EARLY_TITLE = 'Check out early?';
/** On the card of a check made without signal (issue 39): the time is the tap's, the server has not got it yet. */
export const NOT_SENT_YET = 'Not sent yet: no signal. It goes when your phone is back online, with the time you tapped.';
/** What the officer confirms before checking out with less than half of the shift passed. */
const earlyText = (warning: string | null) => `${warning ?? ''} Less than half of your shift has passed, and your hours count to your check-out.`.trim();

/** Added when the officer refused the location: the browser will not ask again by itself. */
const ALLOW_LOCATION = "To share it next time, allow location for this site in your browser's settings.";

/** What the info line says after a check that went without the location the officer meant to share. */
const notSharedText = (made: ShiftCheck, why: NoPosition) => (why === 'refused' ? `${WORDS[made].notShared} ${ALLOW_LOCATION}` : WORDS[made].notShared);

/**
 * A shift's Check in or Check out, when it can be made at `now`, after the location dialog (unless the
 * browser already allows or denies the location); a check-out before half of the shift is confirmed first,
 * and one just made can be undone for a few minutes. Otherwise the lines that say what was done, when the
 * next check opens, and, once checked out, what comes next.
 */
export function CheckInOut({ shift, now, waiting = false }: { shift: OfficerShift; now: Date; waiting?: boolean }) {
  const { check, notes, openUntil, warning, early, undoUntil } = shiftCheckState(shift, now);
  const [asking, setAsking] = useState<ShiftCheck | null>(null);
  const [confirmingEarly, setConfirmingEarly] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notShared, setNotShared] = useState<string | null>(null);

  /** Sends the check with where the phone is, once `locating` has it, or without it and why. */
  const send = async (made: ShiftCheck, locating: PositionFound | Promise<PositionFound>) => {
    // The time of the tap: a check made without signal is sent later and counts from now (issue 39).
    const deviceTime = new Date().toISOString();
    setBusy(true);
    const found = await locating;
    const point = { ...(typeof found === 'string' ? NO_LOCATION : found), deviceTime };
    const answer = await shiftsApi[made](shift.id, made === 'checkOut' && early ? { ...point, early: true } : point);
    if (answer && 'queued' in answer) queuedChecks.add({ shiftId: shift.id, way: made, at: deviceTime });
    setBusy(false);
    setAsking(null);
    setNotShared(answer && typeof found === 'string' ? notSharedText(made, found) : null);
  };

  /** The dialog asks only when the browser would: allowed, the check shares the location; denied, it goes without. */
  const start = async (made: ShiftCheck) => {
    setConfirmingEarly(false);
    setBusy(true);
    const permission = await locationPermission();
    if (permission === 'granted') return send(made, currentPosition());
    if (permission === 'denied') return send(made, 'refused');
    setBusy(false);
    setAsking(made);
  };

  const undo = async () => {
    setBusy(true);
    await shiftsApi.undoCheckOut(shift.id);
    setBusy(false);
  };

  const words = asking && WORDS[asking];
  return (
    <Stack spacing={1}>
      {notes.map((note) => (
        <Typography key={note} sx={{ fontWeight: 600 }}>
          {note}
        </Typography>
      ))}
      {waiting && <Alert severity="warning">{NOT_SENT_YET}</Alert>}
      {shift.checkedOutAt && !waiting && (
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {`Your hours go to ${shift.company} for approval. See `}
          <Link component={RouterLink} to={employeeRoutes.earnings}>
            Earnings
          </Link>
          .
        </Typography>
      )}
      {notShared && <Alert severity="info">{notShared}</Alert>}
      {undoUntil && !waiting && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => void undo()} loading={busy}>
            Undo check-out
          </Button>
          <Typography variant="body2">{undoUntil}</Typography>
        </Stack>
      )}
      {check && (
        // Beside the button while they fit on one line, else under it.
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            onClick={() => (check === 'checkOut' && early ? setConfirmingEarly(true) : void start(check))}
            loading={busy && !asking}
            loadingIndicator={<CircularProgress color="inherit" size={16} aria-label={WORDS[check].busy} />}
          >
            {WORDS[check].button}
          </Button>
          {openUntil && <Typography variant="body2">{openUntil}</Typography>}
        </Stack>
      )}
      <ConfirmDialog
        open={confirmingEarly}
        title={EARLY_TITLE}
        text={earlyText(warning)}
        confirmLabel="Check out now"
        cancelLabel="Keep working"
        onConfirm={() => void start('checkOut')}
        onCancel={() => setConfirmingEarly(false)}
      />
      {words && (
        <LocationDialog
          warning={early ? null : warning}
          worksWithout={words.worksWithout}
          shareLabel={words.share}
          withoutLabel={words.without}
          busyLabel={words.busy}
          busy={busy}
          onShare={() => void send(asking, currentPosition())}
          onWithout={() => void send(asking, NO_LOCATION)}
          onCancel={() => setAsking(null)}
        />
      )}
    </Stack>
  );
}
