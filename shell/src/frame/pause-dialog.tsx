import { TextField, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { SubmitDialogActions } from '@dutylink/design-system';
import { useFormik } from 'formik';
import { PAUSE_DAYS_DEFAULT, PAUSE_DAYS_MAX, pauseDialogSchema } from '@dutylink/contracts';

export const PAUSE_DIALOG_TITLE = 'Pause new job notifications';

export interface PauseDialogProps {
  busy: boolean;
  onCancel: () => void;
  /** Sends the pause; resolves true once it is stored (the dialog then closes). */
  onPause: (days: number) => Promise<void>;
}

/**
 * The days dialog of the pause switch (spec section 4), open while mounted: a chunk of its own, loaded
 * when the switch is turned on, so Formik and yup stay out of every role home's first load (issue 18).
 */
export default function PauseDialog({ busy, onCancel, onPause }: PauseDialogProps) {
  const form = useFormik({
    initialValues: { days: String(PAUSE_DAYS_DEFAULT) },
    validationSchema: pauseDialogSchema,
    validateOnBlur: false,
    onSubmit: (values) => onPause(Number(values.days)),
  });
  const daysError = form.submitCount > 0 || form.touched.days ? form.errors.days : undefined;
  const cancel = () => {
    if (!busy) onCancel();
  };

  return (
    <Dialog open onClose={cancel} aria-labelledby="pause-notifications-title" maxWidth="xs" fullWidth>
      <form noValidate onSubmit={form.handleSubmit}>
        <DialogTitle id="pause-notifications-title">{PAUSE_DIALOG_TITLE}</DialogTitle>
        <DialogContent>
          <TextField
            label="Days"
            name="days"
            type="number"
            value={form.values.days}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            error={!!daysError}
            helperText={daysError}
            slotProps={{ htmlInput: { min: 1, max: PAUSE_DAYS_MAX, step: 1 } }}
            autoFocus
            fullWidth
            margin="dense"
          />
        </DialogContent>
        <SubmitDialogActions submitLabel="Pause" onCancel={cancel} busy={busy} />
      </form>
    </Dialog>
  );
}
