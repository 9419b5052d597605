import { useId, useState } from 'react';
import { Form, Formik } from 'formik';
import { Box, Button, Typography, Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { reliabilityApi, toast } from '@dutylink/api-client';
import { RATING_COMMENT_MAX_LENGTH, RATING_MAX, RATING_SENT_TEXT, rateShiftSchema } from '@dutylink/contracts';
import { FormikTextField } from './formik-text-field';
import { shownError } from './formik-validation';
import { SubmitDialogActions } from './submit-dialog-actions';
import { visuallyHidden } from './visually-hidden';

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
 * Five radios drawn as stars, each inside its own 48 px label: the whole star takes the tap (MUI's Rating
 * keeps its radios beside the stars, 1 px each), and the arrow keys move along them as along any radios.
 */
function StarPicker({ value, onChange, error }: { value: number; onChange: (stars: number) => void; error?: string }) {
  const name = useId();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
      <Typography component="legend" sx={{ mb: 0.5 }}>
        Stars
      </Typography>
      <Box sx={{ display: 'flex' }}>
        {Array.from({ length: RATING_MAX }, (_, index) => index + 1).map((stars) => (
          <Box
            component="label"
            key={stars}
            sx={{
              width: 48,
              height: 48,
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              cursor: 'pointer',
              fontSize: 40,
              lineHeight: 1,
              color: stars <= value ? 'warning.dark' : 'action.disabled',
              borderRadius: 1,
              '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
            }}
          >
            <Box component="input" type="radio" name={name} value={stars} checked={value === stars} onChange={() => onChange(stars)} sx={visuallyHidden} />
            <span aria-hidden="true">★</span>
            <Box component="span" sx={visuallyHidden}>
              {starsLabel(stars)}
            </Box>
          </Box>
        ))}
      </Box>
      {error && (
        <Typography role="alert" color="error" variant="body2">
          {error}
        </Typography>
      )}
    </Box>
  );
}

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
      <Button variant="outlined" onClick={() => setOpen(true)}>
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
          {(form) => (
            <Form noValidate>
              <DialogTitle id={`${id}-title`}>{label}</DialogTitle>
              <DialogContent>
                <DialogContentText sx={{ color: 'text.primary', mb: 2 }}>{about}</DialogContentText>
                <StarPicker
                  value={form.values.stars}
                  error={shownError(form, 'stars')}
                  onChange={(stars) => {
                    void form.setFieldTouched('stars', true, false);
                    void form.setFieldValue('stars', stars);
                  }}
                />
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
          )}
        </Formik>
      </Dialog>
    </>
  );
}
