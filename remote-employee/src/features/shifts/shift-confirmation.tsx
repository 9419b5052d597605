import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { shiftsApi, toast } from '@dutylink/api-client';
import { callOffSchema, formatShiftTimes, isLateCallOff, WITHDRAW_REASONS, type OfficerShift, type WithdrawReason } from '@dutylink/contracts';
import { ReasonDialog } from '@dutylink/design-system';

export const CONFIRM_BUTTON = 'Confirm shift';
export const CONFIRMED_TEXT = 'You confirmed this shift.';
export const CONFIRM_HELP = 'Let the company know you will be there. You can also reply YES to the text we send before the shift.';
export const CALL_OFF_BUTTON = 'Call off';
export const CALL_OFF_TITLE = 'Call off this shift?';

export const CALL_OFF_SUBMIT = 'Call off shift';

/** The call-off dialog's line: which shift, and that the company is told. */
export const callOffText = (shift: OfficerShift) => `${shift.title}, ${formatShiftTimes(shift)}. ${shift.company} is told at once.`;

/** Whether this call-off counts as late, by the server's rule (isLateCallOff), said before it is made. */
export const callOffLateNote = (shift: OfficerShift, now: Date) =>
  isLateCallOff(new Date(shift.startsAt), now)
    ? 'This call-off counts as late on your record, which employers see: the shift starts within 24 hours.'
    : 'This call-off does not count as late: the shift starts more than 24 hours from now.';

export const calledOffToast = (shift: OfficerShift) => `Shift called off. ${shift.company} has been told.`;

/**
 * A shift ahead (issue 36): from the time the company asks (confirmFrom), Confirm shift until confirmed (as replying
 * YES does); before it, only Call off, so a month of shifts does not ask 27 times. Call off takes a reason from the
 * withdraw reasons. Once the shift starts, check-in takes over.
 */
export function ShiftConfirmation({ shift, now }: { shift: OfficerShift; now: Date }) {
  const [busy, setBusy] = useState(false);
  const [callingOff, setCallingOff] = useState(false);
  if (new Date(shift.startsAt) <= now || shift.checkedInAt) return null;
  const asked = !shift.confirmedAt && new Date(shift.confirmFrom) <= now;

  const confirm = async () => {
    setBusy(true);
    await shiftsApi.confirm(shift.id);
    setBusy(false);
  };
  const callOff = async (reason: WithdrawReason) => {
    if (!(await shiftsApi.callOff(shift.id, { reason }))) return;
    setCallingOff(false);
    toast.success(calledOffToast(shift));
  };

  return (
    <Stack spacing={1}>
      {shift.confirmedAt && <Typography sx={{ fontWeight: 600 }}>{CONFIRMED_TEXT}</Typography>}
      {asked && <Typography color="textSecondary">{CONFIRM_HELP}</Typography>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {asked && (
          <Button variant="contained" onClick={() => void confirm()} disabled={busy}>
            {CONFIRM_BUTTON}
          </Button>
        )}
        <Button variant="outlined" color="error" onClick={() => setCallingOff(true)} disabled={busy}>
          {CALL_OFF_BUTTON}
        </Button>
      </Stack>
      <ReasonDialog
        open={callingOff}
        title={CALL_OFF_TITLE}
        text={callOffText(shift)}
        note={() => <Alert severity={isLateCallOff(new Date(shift.startsAt), now) ? 'warning' : 'info'}>{callOffLateNote(shift, now)}</Alert>}
        submitLabel={CALL_OFF_SUBMIT}
        reasons={WITHDRAW_REASONS}
        initialReason=""
        validationSchema={callOffSchema}
        onClose={() => setCallingOff(false)}
        onSubmit={callOff}
      />
    </Stack>
  );
}
