import { useId, useState } from 'react';
import { FormControlLabel, Stack, Typography, Radio, RadioGroup, TextField, FormControl, FormHelperText, FormLabel, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { subscriptionApi } from '@dutylink/api-client';
import { BillingPeriod, couponInputSchema, PROMO_INPUT_MAX_LENGTH, type AppliedPromo, type PlanConfigItem, type SelfServiceRole } from '@dutylink/contracts';
import { ConfirmDialog, SubmitDialogActions } from '@dutylink/design-system';
import { leaveFor } from './browser';
import { planLabel, planPrice } from './plan-price';
import { paymentReturnUrls } from './role-paths';

const buySchema = yup.object({
  productId: yup.string().required('Choose a plan'),
  coupon: couponInputSchema,
});

export interface BuyFlowProps {
  role: SelfServiceRole;
  plans: readonly PlanConfigItem[];
  /** The applied promo: the plans show the price it gives. */
  promo: AppliedPromo | null;
  /** The formatted end of the running subscription: the upgrade warning comes first. */
  warnUntil: string | null;
  onClose: () => void;
}

/** Upgrade warning (when a subscription runs), then the buy dialog, then the payment provider's page. */
export function BuyFlow({ role, plans, promo, warnUntil, onClose }: BuyFlowProps) {
  const [warned, setWarned] = useState(warnUntil === null);
  if (!warned) {
    return (
      <ConfirmDialog
        open
        title="Upgrade subscription"
        text={`Your current subscription is active until ${warnUntil}. The new plan starts when the current one ends, on ${warnUntil}.`}
        confirmLabel="Continue"
        cancelLabel="Cancel"
        onCancel={onClose}
        onConfirm={() => setWarned(true)}
      />
    );
  }
  return <BuyDialog role={role} plans={plans} promo={promo} onClose={onClose} />;
}

function defaultPlan(plans: readonly PlanConfigItem[]): string {
  return (plans.find((p) => p.period === BillingPeriod.Month) ?? plans[0])?.productId ?? '';
}

function BuyDialog({ role, plans, promo, onClose }: Omit<BuyFlowProps, 'warnUntil'>) {
  const id = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <Formik
        initialValues={{ productId: defaultPlan(plans), coupon: '' }}
        validationSchema={buySchema}
        onSubmit={async ({ productId, coupon }, { setSubmitting }) => {
          const couponCode = coupon.trim() || undefined;
          const url = await subscriptionApi.create(productId, { ...paymentReturnUrls(role), couponCode });
          // The page is left for the payment provider's: keep the form disabled meanwhile.
          if (url) leaveFor(url);
          else setSubmitting(false);
        }}
      >
        {({ values, errors, touched, isSubmitting, handleChange, handleBlur, setFieldValue }) => (
          <Form noValidate>
            <DialogTitle id={`${id}-title`}>Buy subscription</DialogTitle>
            <DialogContent>
              <Stack spacing={2}>
                {plans.length === 0 ? (
                  <Typography>No plans available</Typography>
                ) : (
                  <FormControl error={touched.productId && !!errors.productId}>
                    <FormLabel id={`${id}-plan`}>Choose a plan</FormLabel>
                    <RadioGroup
                      aria-labelledby={`${id}-plan`}
                      name="productId"
                      value={values.productId}
                      onChange={(event) => setFieldValue('productId', event.target.value)}
                    >
                      {plans.map((plan) => (
                        <FormControlLabel
                          key={plan.productId}
                          value={plan.productId}
                          control={<Radio />}
                          disabled={isSubmitting}
                          label={`${planLabel(plan)} ${planPrice(plan, promo)}`}
                        />
                      ))}
                    </RadioGroup>
                    {touched.productId && errors.productId && <FormHelperText>{errors.productId}</FormHelperText>}
                  </FormControl>
                )}
                <TextField
                  name="coupon"
                  label="Coupon code"
                  value={values.coupon}
                  onChange={handleChange}
                  onBlur={handleBlur}
                  error={touched.coupon && !!errors.coupon}
                  helperText={(touched.coupon && errors.coupon) || 'Optional'}
                  disabled={isSubmitting}
                  slotProps={{ htmlInput: { maxLength: PROMO_INPUT_MAX_LENGTH } }}
                />
              </Stack>
            </DialogContent>
            <SubmitDialogActions submitLabel="Buy" onCancel={onClose} busy={isSubmitting} submitDisabled={plans.length === 0} />
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
