import { useEffect, useId, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import { adminApi, toast } from '@dutylink/api-client';
import { SMS_MAX_LENGTH, sendSmsSchema, smsCounterText, smsTotalCount, type Role } from '@dutylink/contracts';

export interface SendSmsDialogProps {
  open: boolean;
  onClose: () => void;
  role: Role;
  /** A personal message to this user; absent = a bulk send to every active user of the role. */
  recipient?: { id: number; name: string };
  /** Default: 'Send SMS to <name>' (personal) or 'Send SMS'. */
  title?: string;
}

/** 'SMS sent to 1 recipient' / 'SMS sent to 12 recipients'. */
export function smsSentText(recipients: number): string {
  return `SMS sent to ${recipients} ${recipients === 1 ? 'recipient' : 'recipients'}`;
}

/**
 * The admin Send SMS dialog (spec sections 2 and 9): a required text, the counter (trimmed length and
 * '/parts' past one part) and, for a bulk send only, 'Total SMS: N' = parts × the role's user count.
 */
export function SendSmsDialog({ open, onClose, role, recipient, title }: SendSmsDialogProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [count, setCount] = useState<number>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const bulk = !recipient;

  useEffect(() => {
    if (!open) return;
    setText('');
    setError(undefined);
    setCount(undefined);
    if (!bulk) return;
    let live = true;
    void adminApi.userCount(role).then((answer) => {
      if (live && answer) setCount(answer.count);
    });
    return () => {
      live = false;
    };
  }, [open, bulk, role]);

  const send = async () => {
    const message = { text: text.trim(), role, userIDs: recipient ? [recipient.id] : [] };
    try {
      sendSmsSchema.validateSync(message);
    } catch (e) {
      setError((e as Error).message);
      return;
    }
    setBusy(true);
    const answer = await adminApi.sendSms(message);
    setBusy(false);
    if (!answer) return;
    toast.success(smsSentText(answer.recipients));
    onClose();
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>{title ?? (recipient ? `Send SMS to ${recipient.name}` : 'Send SMS')}</DialogTitle>
      <DialogContent>
        <TextField
          label="Message"
          required
          multiline
          minRows={4}
          fullWidth
          margin="dense"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
          error={!!error}
          helperText={error}
          disabled={busy}
          slotProps={{ htmlInput: { maxLength: SMS_MAX_LENGTH, 'aria-describedby': `${id}-counter` } }}
        />
        <Stack direction="row" sx={{ mt: 1, justifyContent: 'space-between' }}>
          <Typography variant="body2" aria-live="polite">
            {bulk && count !== undefined ? `Total SMS: ${smsTotalCount(text, count)}` : ''}
          </Typography>
          <Typography variant="body2" id={`${id}-counter`} data-testid="sms-counter">
            {smsCounterText(text)}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={busy || text.trim() === ''}>
          Send
        </Button>
      </DialogActions>
    </Dialog>
  );
}
