import { useId, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export interface ConfirmDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Spec section 8: 'Are you sure?' by default. */
  text?: ReactNode;
  title?: ReactNode;
  /** More content below the text, e.g. a reason field. */
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Disables the buttons while the confirmed action runs. */
  busy?: boolean;
  destructive?: boolean;
}

export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  text = 'Are you sure?',
  title,
  children,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  busy = false,
  destructive = false,
}: ConfirmDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={title ? `${id}-title` : `${id}-text`}
      aria-describedby={title ? `${id}-text` : undefined}
      maxWidth="xs"
      fullWidth
    >
      {title && <DialogTitle id={`${id}-title`}>{title}</DialogTitle>}
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ color: 'text.primary' }}>
          {text}
        </DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" color={destructive ? 'error' : 'primary'}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
