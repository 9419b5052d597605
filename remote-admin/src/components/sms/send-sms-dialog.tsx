import { useEffect, useId, useState } from 'react';
import { Stack, Typography, TextField, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { Form, Formik, useFormikContext } from 'formik';
import { adminApi, reads, toast, useRead } from '@dutylink/api-client';
import { bulkSmsConfirmText, Role, SMS_MAX_LENGTH, sendSmsSchema, SMS_LIMIT_NOTE, smsCounterText, smsTotalText, smsUnicodeWarning, type SendSmsRequest } from '@dutylink/contracts';
import { ConfirmDialog, SubmitDialogActions, validateStep } from '@dutylink/design-system';

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

const validate = validateStep<SendSmsRequest>(sendSmsSchema);

/**
 * The admin Send SMS dialog (spec sections 2 and 9): a required text, the counter in words (trimmed length,
 * and parts past one part: '170 characters · 2 parts') and, for a bulk send only, 'Total SMS: N (P parts × R recipients)', the spec's parts × the role's user count; at the longest a text can be, a line says so. Characters
 * outside the SMS alphabet are named with what they are sent as (issue 37). A Formik form checked with the
 * server's schema (sendSmsSchema); its message shows once Send was pressed.
 * A bulk send asks first, naming exactly how many people it reaches (counted again at that moment:
 * blocked accounts and phones that replied STOP are left out).
 */
export function SendSmsDialog({ open, onClose, role, recipient, title, deliver }: SendSmsDialogProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  /** The bulk send waiting for its confirmation, and how many it reaches. */
  const [confirming, setConfirming] = useState<{ message: SendSmsRequest; count: number }>();
  /** Counted again when Send was pressed. */
  const [recounted, setRecounted] = useState<number>();
  const bulk = !recipient;
  const counted = useRead(reads.admin.userCount(role), open && bulk);
  const count = recounted ?? (counted.status === 'ready' ? counted.data.count : undefined);

  useEffect(() => {
    if (!open) return;
    setRecounted(undefined);
    setConfirming(undefined);
  }, [open]);

  const send = async (message: SendSmsRequest) => {
    setBusy(true);
    if (deliver && recipient) {
      const sent = await deliver(message.text);
      setBusy(false);
      if (!sent) return;
      toast.success(smsSentText(1));
      onClose();
      return;
    }
    const answer = await adminApi.sendSms(message);
    setBusy(false);
    setConfirming(undefined);
    if (!answer) return;
    toast.success(smsSentText(answer.recipients));
    onClose();
  };

  const submit = async (values: SendSmsRequest) => {
    const message = sendSmsSchema.cast(values) as SendSmsRequest;
    if (!bulk) return send(message);
    setBusy(true);
    const answer = await adminApi.userCount(role);
    setBusy(false);
    if (!answer) return;
    setRecounted(answer.count);
    setConfirming({ message, count: answer.count });
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      {/* Inside the dialog: each opening starts with an empty message. */}
      <Formik<SendSmsRequest> initialValues={{ text: '', role, userIDs: recipient ? [recipient.id] : [] }} validate={validate} onSubmit={submit}>
        <Form noValidate>
          <DialogTitle id={`${id}-title`}>{title ?? (recipient ? `Send SMS to ${recipient.name}` : 'Send SMS')}</DialogTitle>
          <SmsFields id={id} total={bulk ? count : undefined} busy={busy} onCancel={onClose} />
        </Form>
      </Formik>
      <ConfirmDialog
        open={confirming !== undefined}
        title={title ?? 'Send SMS'}
        text={confirming !== undefined && bulkSmsConfirmText(confirming.count, role === Role.Employer ? 'employer' : 'employee')}
        confirmLabel="Send"
        cancelLabel="Cancel"
        busy={busy}
        onConfirm={() => confirming && void send(confirming.message)}
        onCancel={() => setConfirming(undefined)}
      />
    </Dialog>
  );
}

/** The message, its counters and Send; `total` is the bulk send's recipient count. */
function SmsFields({ id, total, busy, onCancel }: { id: string; total: number | undefined; busy: boolean; onCancel: () => void }) {
  const { values, errors, submitCount, handleChange } = useFormikContext<SendSmsRequest>();
  const { text } = values;
  const error = submitCount > 0 ? errors.text : undefined;
  return (
    <>
      <DialogContent>
        <TextField
          name="text"
          label="Message"
          required
          multiline
          minRows={4}
          fullWidth
          margin="dense"
          value={text}
          onChange={handleChange}
          error={!!error}
          helperText={error}
          disabled={busy}
          slotProps={{ htmlInput: { maxLength: SMS_MAX_LENGTH, 'aria-describedby': `${id}-counter ${id}-unicode` } }}
        />
        <Typography variant="body2" color="warning.dark" id={`${id}-unicode`} aria-live="polite" sx={{ mt: 1 }}>
          {smsUnicodeWarning(text)}
        </Typography>
        {text.length >= SMS_MAX_LENGTH && (
          <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1 }}>
            {SMS_LIMIT_NOTE}
          </Typography>
        )}
        <Stack direction="row" sx={{ mt: 1, justifyContent: 'space-between' }}>
          <Typography variant="body2" aria-live="polite">
            {total !== undefined ? smsTotalText(text, total) : ''}
          </Typography>
          <Typography variant="body2" id={`${id}-counter`} data-testid="sms-counter">
            {smsCounterText(text)}
          </Typography>
        </Stack>
      </DialogContent>
      <SubmitDialogActions submitLabel="Send" onCancel={onCancel} busy={busy} submitDisabled={text.trim() === ''} />
    </>
  );
}
