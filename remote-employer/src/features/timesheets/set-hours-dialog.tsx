import { useId } from 'react';
import { Form, Formik } from 'formik';
import { Stack, Typography, Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { shiftsApi } from '@dutylink/api-client';
import { CORRECTION_REASON_MAX_LENGTH, formatMinutes, formatShiftClock, formatShiftTimes, scheduledMinutes, type TimesheetRow } from '@dutylink/contracts';
import { FormikTextField, SubmitDialogActions } from '@dutylink/design-system';
import { correctionOf, initialHours, validateHoursFor } from './hours-form';
import { workedText } from './timesheet-row';

export const SET_HOURS_TITLE = 'Set hours';
export const REASON_HINT = 'The officer sees this reason';

/** Two digits at most, and the phone's number pad. */
const partInput = { htmlInput: { inputMode: 'numeric', maxLength: 2 } } as const;

export interface SetHoursDialogProps {
  row: TimesheetRow;
  /** Opened by Approve of more hours than scheduled (issue 36): it says so and asks why. */
  approving?: boolean;
  onClose: () => void;
}

export const APPROVE_HOURS_TITLE = 'Approve hours';

/** 'Worked 8 h 20 min, more than the 8 h scheduled: say why to approve it.' */
export const overScheduleText = (row: TimesheetRow) =>
  `Worked ${formatMinutes(row.workedMinutes ?? 0)}, more than the ${formatMinutes(scheduledMinutes(row))} scheduled: say why to approve it.`;

/** 'Worked: 8 h 20 min (in 6:45 AM CST, out 3:05 PM CST)', 'Worked: No check-out (in 6:45 AM CST)', 'Worked: No check-in'. */
function workedReference(row: TimesheetRow): string {
  const checks = [
    row.checkedInAt && `in ${formatShiftClock(row.checkedInAt, row.timeZone)}`,
    row.checkedOutAt && `out ${formatShiftClock(row.checkedOutAt, row.timeZone)}`,
  ].filter(Boolean);
  return `Worked: ${workedText(row)}${checks.length ? ` (${checks.join(', ')})` : ''}`;
}

/** Approves other hours than the worked ones (or any, without a check-out), with the reason the officer reads. */
export function SetHoursDialog({ row, approving = false, onClose }: SetHoursDialogProps) {
  const id = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} maxWidth="xs" fullWidth>
      <Formik
        initialValues={initialHours(row)}
        validate={validateHoursFor(row)}
        onSubmit={async (values) => {
          if (await shiftsApi.approve(row.id, correctionOf(values))) onClose();
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id={`${id}-title`}>{approving ? APPROVE_HOURS_TITLE : SET_HOURS_TITLE}</DialogTitle>
            <DialogContent>
              <DialogContentText id={`${id}-text`} sx={{ color: 'text.primary', mb: 2, overflowWrap: 'anywhere' }}>
                {`${row.officer.name}, ${row.title}: ${formatShiftTimes(row)}`}
              </DialogContentText>
              <Stack spacing={2}>
                {/* What the officer's check-in and out say, to set the hours against. */}
                <Typography>{workedReference(row)}</Typography>
                {approving && <Typography sx={{ fontWeight: 600 }}>{overScheduleText(row)}</Typography>}
                <Stack direction="row" spacing={2}>
                  <FormikTextField name="hours" label="Hours" slotProps={partInput} />
                  <FormikTextField name="minutes" label="Minutes" slotProps={partInput} />
                </Stack>
                {/* Fixed rows: an autosizing field measures itself at every render. */}
                <FormikTextField name="reason" label="Reason" required multiline rows={3} helperText={REASON_HINT} maxLength={CORRECTION_REASON_MAX_LENGTH} />
              </Stack>
            </DialogContent>
            <SubmitDialogActions submitLabel={approving ? 'Approve' : 'Save'} onCancel={onClose} busy={isSubmitting} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
