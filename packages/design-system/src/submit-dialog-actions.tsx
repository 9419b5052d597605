import type { ReactNode } from 'react';
import { Button } from '@dutylink/mui';
import { DialogActions } from '@dutylink/mui/more';

export interface SubmitDialogActionsProps {
  /** The contained submit button's text, e.g. 'Apply'. */
  submitLabel: ReactNode;
  onCancel: () => void;
  /** While the form submits: both buttons are disabled. */
  busy: boolean;
  /** Disables only the submit button (e.g. nothing to buy yet). */
  submitDisabled?: boolean;
  /** A red submit button, for an action that removes or refuses something. */
  destructive?: boolean;
}

/** A form dialog's 'Cancel' and its submit button (type="submit", so it belongs inside the dialog's form). */
export function SubmitDialogActions({ submitLabel, onCancel, busy, submitDisabled = false, destructive = false }: SubmitDialogActionsProps) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant="contained" color={destructive ? 'error' : 'primary'} disabled={busy || submitDisabled}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
