import { useEffect, useId, useState } from 'react';
import { Button, Stack, Typography } from '@dutylink/mui';
import { TextField } from '@dutylink/mui/forms';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@dutylink/mui/more';
import { adminApi, reads, toast, useRead } from '@dutylink/api-client';
import { bulkSmsConfirmText, Role, SMS_MAX_LENGTH, sendSmsSchema, smsCounterText, smsTotalCount } from '@dutylink/contracts';
import { ConfirmDialog } from '@dutylink/design-system';

export interface SendSmsDialogProps {
  open: boolean;
  onClose: () => void;
  role: Role;
  /** A personal message to this user; absent = a bulk send to every active user of the role. */
  recipient?: { id: number; name: string };
  /** Default: 'Send SMS to <name>' (personal) or 'Send SMS'. */
  title?: string;
  /**
   * Sends a personal message by another call than send-sms (a report's 'Message employer' closes the
   * report with it, issue 21); answers whether it was sent.
   */
  deliver?: (text: string) => Promise<boolean>;
}

/** 'SMS sent to 1 recipient' / 'SMS sent to 12 recipients'. */
export function smsSentText(recipients: number): string {
  return `SMS sent to ${recipients} ${recipients === 1 ? 'recipient' : 'recipients'}`;
}

/**
 * The admin Send SMS dialog (spec sections 2 and 9): a required text, the counter (trimmed length and
 * '/parts' past one part) and, for a bulk send only, 'Total SMS: N' = parts × the role's user count.
 * A bulk send asks first, naming exactly how many people it reaches (counted again at that moment:
 * blocked accounts and phones that replied STOP are left out).
 */
export function SendSmsDialog({ open, onClose, role, recipient, title, deliver }: SendSmsDialogProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  /** The bulk send waiting for its confirmation: how many it reaches. */
  const [confirming, setConfirming] = useState<number>();
  /** Counted again when Send was pressed. */
  const [recounted, setRecounted] = useState<number>();
  const bulk = !recipient;
  const counted = useRead(reads.admin.userCount(role), open && bulk);
  const count = recounted ?? (counted.status === 'ready' ? counted.data.count : undefined);

  useEffect(() => {
    if (!open) return;
    setText('');
    setError(undefined);
    setRecounted(undefined);
    setConfirming(undefined);
  }, [open]);

  const message = () => ({ text: text.trim(), role, userIDs: recipient ? [recipient.id] : [] });

  const send = async () => {
    setBusy(true);
    if (deliver && recipient) {
      const sent = await deliver(message().text);
      setBusy(false);
      if (!sent) return;
      toast.success(smsSentText(1));
      onClose();
      return;
    }
    const answer = await adminApi.sendSms(message());
    setBusy(false);
    setConfirming(undefined);
    if (!answer) return;
    toast.success(smsSentText(answer.recipients));
    onClose();
  };

  const submit = async () => {
    try {
      sendSmsSchema.validateSync(message());
    } catch (e) {
      setError((e as Error).message);
      return;
    }
    if (!bulk) return send();
    setBusy(true);
    const answer = await adminApi.userCount(role);
    setBusy(false);
    if (!answer) return;
    setRecounted(answer.count);
    setConfirming(answer.count);
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
        <Button variant="contained" onClick={() => void submit()} disabled={busy || text.trim() === ''}>
          Send
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming !== undefined}
        title={title ?? 'Send SMS'}
        text={confirming !== undefined && bulkSmsConfirmText(confirming, role === Role.Employer ? 'employer' : 'employee')}
        confirmLabel="Send"
        cancelLabel="Cancel"
        busy={busy}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(undefined)}
      />
    </Dialog>
  );
}
