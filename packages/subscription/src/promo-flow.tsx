import { useId, useState } from 'react';
import { TextField, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { Form, Formik } from 'formik';
import { subscriptionApi, toast } from '@dutylink/api-client';
import { PROMO_DIALOG_MAX_LENGTH, promoDialogSchema } from '@dutylink/contracts';
import { ConfirmDialog, SubmitDialogActions } from '@dutylink/design-system';

export const REPLACE_PROMO_TEXT = 'Current promocode applied will be replaced with a new one, are you sure?';

export interface PromoFlowProps {
  /** A promo is applied already: confirm the replacement first (spec section 4, Promo). */
  replacing: boolean;
  onClose: () => void;
}

export function PromoFlow({ replacing, onClose }: PromoFlowProps) {
  const [confirmed, setConfirmed] = useState(!replacing);
  if (!confirmed) {
    return <ConfirmDialog open text={REPLACE_PROMO_TEXT} onCancel={onClose} onConfirm={() => setConfirmed(true)} />;
  }
  return <PromoDialog onClose={onClose} />;
}

function PromoDialog({ onClose }: Omit<PromoFlowProps, 'replacing'>) {
  const id = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <Formik
        initialValues={{ code: '' }}
        validationSchema={promoDialogSchema}
        onSubmit={async ({ code }) => {
          const subscription = await subscriptionApi.applyPromo(code.trim());
          if (!subscription) return;
          toast.success('Promo code applied');
          onClose();
        }}
      >
        {({ values, errors, touched, isSubmitting, handleChange, handleBlur }) => (
          <Form noValidate>
            <DialogTitle id={`${id}-title`}>Add Promo Code</DialogTitle>
            <DialogContent>
              <TextField
                name="code"
                label="Promo code"
                value={values.code}
                onChange={handleChange}
                onBlur={handleBlur}
                error={touched.code && !!errors.code}
                helperText={touched.code && errors.code}
                disabled={isSubmitting}
                required
                fullWidth
                autoFocus
                margin="dense"
                slotProps={{ htmlInput: { maxLength: PROMO_DIALOG_MAX_LENGTH } }}
              />
            </DialogContent>
            <SubmitDialogActions submitLabel="Apply" onCancel={onClose} busy={isSubmitting} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
