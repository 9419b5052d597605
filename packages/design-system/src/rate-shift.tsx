import { useId, useState } from 'react';
import { Form, Formik } from 'formik';
import { Box, Button, Typography } from '@dutylink/mui';
import { Dialog, DialogContent, DialogContentText, DialogTitle, Rating } from '@dutylink/mui/more';
import { reliabilityApi, toast } from '@dutylink/api-client';
import { RATING_COMMENT_MAX_LENGTH, RATING_SENT_TEXT, rateShiftSchema } from '@dutylink/contracts';
import { FormikTextField } from './formik-text-field';
import { shownError } from './formik-validation';
import { SubmitDialogActions } from './submit-dialog-actions';

export interface RateShiftProps {
  shiftId: number;
  /** The stars this side gave already; null before. */
  rated: number | null;
  /** Whether the shift is completed (shiftCompleted): before, there is nothing to rate. */
  completed: boolean;
  /** The button's and the dialog's words: 'Rate this shift', 'Rate officer'. */
  label: string;
  /** Whom and which shift the rating is about, under the dialog's title. */
  about: string;
}

const starsLabel = (stars: number) => `${stars} star${stars === 1 ? '' : 's'}`;

/**
 * Issue 21: the officer's 'Rate this shift' and the employer's 'Rate officer' on a completed shift, once
 * (then 'You rated it 4 stars'): 1 to 5 stars, tapped or clicked, and an optional short comment.
 */
export function RateShift({ shiftId, rated, completed, label, about }: RateShiftProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  if (rated !== null) return <Typography color="textSecondary">{`You rated it ${starsLabel(rated)}`}</Typography>;
  if (!completed) return null;
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
        <Formik
          initialValues={{ stars: 0, comment: '' }}
          validationSchema={rateShiftSchema}
          onSubmit={async (values) => {
            const saved = await reliabilityApi.rate(shiftId, rateShiftSchema.cast(values));
            if (!saved) return;
            toast.success(RATING_SENT_TEXT);
            setOpen(false);
          }}
        >
          {(form) => {
            const starsError = shownError(form, 'stars');
            return (
              <Form noValidate>
                <DialogTitle id={`${id}-title`}>{label}</DialogTitle>
                <DialogContent>
                  <DialogContentText sx={{ color: 'text.primary', mb: 2 }}>{about}</DialogContentText>
                  <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
                    <Typography component="legend" sx={{ mb: 0.5 }}>
                      Stars
                    </Typography>
                    <Rating
                      name="stars"
                      size="large"
                      value={form.values.stars || null}
                      getLabelText={starsLabel}
                      onChange={(_, value) => {
                        void form.setFieldTouched('stars', true, false);
                        void form.setFieldValue('stars', value ?? 0);
                      }}
                      // A star is a tap target of its own at 390 px.
                      sx={{ fontSize: 44 }}
                    />
                    {starsError && (
                      <Typography role="alert" color="error" variant="body2">
                        {starsError}
                      </Typography>
                    )}
                  </Box>
                  <FormikTextField
                    name="comment"
                    label="Comment (optional)"
                    multiline
                    minRows={3}
                    maxLength={RATING_COMMENT_MAX_LENGTH}
                    helperText={`${form.values.comment.length}/${RATING_COMMENT_MAX_LENGTH}`}
                  />
                </DialogContent>
                <SubmitDialogActions submitLabel="Send" onCancel={() => setOpen(false)} busy={form.isSubmitting} />
              </Form>
            );
          }}
        </Formik>
      </Dialog>
    </>
  );
}
