import { useId } from 'react';
import { Button, LinearProgress, Stack, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export const LOCATION_TITLE = 'Share your location?';
export const LOCATION_TEXT =
  "DutyLink records how far you are from the job's address when you check in and out, so your employer sees you arrived. Your location is not tracked at any other time.";

export interface LocationDialogProps {
  /** Said first, to be read before sharing: 'Your shift ends at 3:00 PM CST.' */
  warning: string | null;
  /** 'Checking in works without it.' */
  worksWithout: string;
  /** 'Share and check in' */
  shareLabel: string;
  /** 'Check in without location' */
  withoutLabel: string;
  /** While the phone finds itself and the check is sent: the buttons wait. */
  busy: boolean;
  /** 'Checking in': what the progress bar says while busy. */
  busyLabel: string;
  onShare: () => void;
  onWithout: () => void;
  onCancel: () => void;
}

/**
 * Says why DutyLink asks for the location before the browser asks for it, and lets the officer go without;
 * open while it is mounted.
 */
export function LocationDialog({ warning, worksWithout, shareLabel, withoutLabel, busy, busyLabel, onShare, onWithout, onCancel }: LocationDialogProps) {
  const id = useId();
  return (
    <Dialog
      open
      onClose={busy ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={warning ? `${id}-warning ${id}-text` : `${id}-text`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{LOCATION_TITLE}</DialogTitle>
      <DialogContent>
        {warning && (
          <DialogContentText id={`${id}-warning`} sx={{ mb: 1, color: 'text.primary', fontWeight: 600 }}>
            {warning}
          </DialogContentText>
        )}
        <DialogContentText id={`${id}-text`} sx={{ color: 'text.primary' }}>
          {`${LOCATION_TEXT} ${worksWithout}`}
        </DialogContentText>
        {busy && <LinearProgress aria-label={busyLabel} sx={{ mt: 2 }} />}
      </DialogContent>
      <DialogActions>
        {/* On a phone the three choices stack full width, the main one on top. */}
        <Stack direction={{ xs: 'column', sm: 'row-reverse' }} spacing={1} useFlexGap sx={{ width: { xs: '100%', sm: 'auto' } }}>
          <Button variant="contained" onClick={onShare} disabled={busy}>
            {shareLabel}
          </Button>
          <Button variant="outlined" onClick={onWithout} disabled={busy}>
            {withoutLabel}
          </Button>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </Stack>
      </DialogActions>
    </Dialog>
  );
}
