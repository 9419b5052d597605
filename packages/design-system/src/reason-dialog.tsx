import { useId, type ReactNode } from 'react';
import { Form, Formik } from 'formik';
import { Box, TextField, MenuItem, Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { SubmitDialogActions } from './submit-dialog-actions';
import type { AnyObject, ObjectSchema } from 'yup';

export interface ReasonDialogProps<Reason extends string> {
  open: boolean;
  title: ReactNode;
  /** A line under the title (what happens on Confirm). */
  text?: ReactNode;
  /** What the reason chosen so far ('' for none) makes of Confirm, under the list: whether a withdrawal counts as late. */
  note?: (reason: Reason | '') => ReactNode;
  /** The submit button's words; 'Confirm' unless the action has a name of its own ('Call off shift'). */
  submitLabel?: string;
  reasons: readonly Reason[];
  /** The reason chosen at first; '' to make the user choose. */
  initialReason: Reason | '';
  /** Checks { reason } (required, one of `reasons`). */
  validationSchema: ObjectSchema<AnyObject>;
  onClose: () => void;
  onSubmit: (reason: Reason) => Promise<void>;
}

/**
 * A dialog that asks for a reason from a list, with Cancel / Confirm: the employer's cancel hire
 * and the employee's withdrawal from a hire.
 */
export function ReasonDialog<Reason extends string>({ open, title, text, reasons, initialReason, validationSchema, onClose, onSubmit, note, submitLabel = 'Confirm' }: ReasonDialogProps<Reason>) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <Formik initialValues={{ reason: initialReason as string }} validationSchema={validationSchema} onSubmit={(values) => onSubmit(values.reason as Reason)}>
        {({ values, errors, touched, handleChange, handleBlur, isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
            <DialogContent>
              {text && <DialogContentText sx={{ color: 'text.primary', mb: 1 }}>{text}</DialogContentText>}
              <TextField
                select
                fullWidth
                margin="dense"
                id={`${id}-reason`}
                name="reason"
                label="Reason"
                value={values.reason}
                onChange={handleChange}
                onBlur={handleBlur}
                error={touched.reason && !!errors.reason}
                helperText={touched.reason && errors.reason}
              >
                {reasons.map((reason) => (
                  <MenuItem key={reason} value={reason}>
                    {reason}
                  </MenuItem>
                ))}
              </TextField>
              {note && <Box sx={{ mt: 1 }}>{note(values.reason as Reason | '')}</Box>}
            </DialogContent>
            <SubmitDialogActions submitLabel={submitLabel} onCancel={onClose} busy={isSubmitting} destructive />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
