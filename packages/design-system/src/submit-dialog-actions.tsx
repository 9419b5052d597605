import { memo, type ReactNode } from 'react';
import { useFormikContext } from 'formik';
import { Button, DialogActions } from '@mui/material';

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
export const SubmitDialogActions = memo(function SubmitDialogActions({ submitLabel, onCancel, busy, submitDisabled = false, destructive = false }: SubmitDialogActionsProps) {
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
});

/** The same inside a Formik form: busy while it submits, re-rendering only when that changes. */
export function FormikDialogActions(props: Omit<SubmitDialogActionsProps, 'busy'>) {
  const { isSubmitting } = useFormikContext();
  return <SubmitDialogActions {...props} busy={isSubmitting} />;
}
