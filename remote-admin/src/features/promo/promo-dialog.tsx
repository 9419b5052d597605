import { memo, useCallback, useId } from 'react';
import { Stack, InputAdornment, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { Form, Formik } from 'formik';
import { format, isValid, parseISO, startOfDay } from 'date-fns';
import { adminApi, toast } from '@dutylink/api-client';
import { adminPromoSchema, NEW_PROMO, PROMO_LIMITS, type AdminPromo, type AdminPromoInput } from '@dutylink/contracts';
import { FormikCheckboxField, FormikDialogActions, FormikTextField, formikErrorsOf, useFormikField, validateStep, WhenField } from '@dutylink/design-system';
import { DateLocalization } from '../../components/dates';

/** What the date picker stores for a typed date that is not (yet) a valid one: the schema answers 'Enter a valid date'. */
const INVALID_DATE = 'invalid';

/** The picker's Date → the form's 'yyyy-MM-dd' (null when cleared, INVALID_DATE while not a date). */
export function dateToIso(date: Date | null): string | null {
  if (date === null) return null;
  return isValid(date) ? format(date, 'yyyy-MM-dd') : INVALID_DATE;
}

function isoToDate(value: string | null): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : new Date(NaN);
}

/** The body sent: empty max redemptions = unlimited (null), the trimmed name. */
export function promoInput(values: AdminPromoInput): AdminPromoInput {
  return {
    ...values,
    name: values.name.trim(),
    maxRedemptions: values.maxRedemptions === '' || values.maxRedemptions === null ? null : Number(values.maxRedemptions),
    validUntil: values.validUntil || null,
  };
}

export interface PromoDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (promo: AdminPromo) => void;
}

/** 'Add promo' (spec section 5, admin promo form): validated with adminPromoSchema; server refusals are toasted by adminApi and mark their fields. */
export function PromoDialog({ open, onClose, onCreated }: PromoDialogProps) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>Add promo</DialogTitle>
      <Formik<AdminPromoInput>
        initialValues={NEW_PROMO}
        validate={validateStep<AdminPromoInput>(adminPromoSchema)}
        onSubmit={async (values, helpers) => {
          // A refusal on a field (a code already taken) marks that field, not only the toast (issue 17).
          const saved = await adminApi.savePromo(promoInput(values), (fields) => helpers.setErrors(formikErrorsOf<AdminPromoInput>(fields)));
          if (!saved) return;
          toast.success(`Promo code ${saved.name} created`);
          onCreated(saved);
        }}
      >
        <Form noValidate>
          <DialogContent>
            <PromoFields />
          </DialogContent>
          <FormikDialogActions submitLabel="Save" onCancel={onClose} />
        </Form>
      </Formik>
    </Dialog>
  );
}

const PERCENT_INPUT = {
  htmlInput: { min: PROMO_LIMITS.valueMin, max: PROMO_LIMITS.valueMax },
  input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
};
const isFalse = (value: boolean) => !value;

/** The fields, each re-rendering on its own changes only. */
const PromoFields = memo(function PromoFields() {
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <FormikTextField name="name" label="Promo code" required maxLength={PROMO_LIMITS.nameMax} autoFocus />
      <FormikTextField name="value" label="Percent off" type="number" required slotProps={PERCENT_INPUT} />
      <FormikCheckboxField name="forever" label="Forever" />
      <WhenField name="forever" is={isFalse}>
        <FormikTextField name="duration" label="Duration in months" type="number" required />
      </WhenField>
      <FormikTextField name="maxRedemptions" label="Max redemptions" type="number" helperText="Empty = unlimited" />
      <ValidUntilField />
    </Stack>
  );
});

function ValidUntilField() {
  const { value, error, disabled, form } = useFormikField<string | null>('validUntil');
  const { setFieldValue, setFieldTouched } = form;
  const onChange = useCallback((date: Date | null) => void setFieldValue('validUntil', dateToIso(date)), [setFieldValue]);
  const onBlur = useCallback(() => void setFieldTouched('validUntil', true), [setFieldTouched]);
  return <ValidUntilView value={value} error={error} disabled={disabled} onChange={onChange} onBlur={onBlur} />;
}

interface ValidUntilViewProps {
  value: string | null;
  error: string | undefined;
  disabled: boolean;
  onChange: (date: Date | null) => void;
  onBlur: () => void;
}

const ValidUntilView = memo(function ValidUntilView({ value, error, disabled, onChange, onBlur }: ValidUntilViewProps) {
  return (
    <DateLocalization>
      <DatePicker
        label="Valid until"
        value={isoToDate(value)}
        onChange={onChange}
        minDate={startOfDay(new Date())}
        format="MM/dd/yyyy"
        disabled={disabled}
        slotProps={{
          textField: { name: 'validUntil', fullWidth: true, error: !!error, helperText: error, onBlur },
          field: { clearable: true },
        }}
      />
    </DateLocalization>
  );
});
