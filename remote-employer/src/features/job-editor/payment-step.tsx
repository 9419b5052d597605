import { memo } from 'react';
import { FormControlLabel, Stack, Checkbox, FormGroup, FormControl, FormLabel, Grid } from '@mui/material';
import {
  ARMED_STATUS_LABEL,
  ARMED_STATUSES,
  Dress,
  DRESS_LABEL,
  DRESSES,
  EMPLOYMENT_TYPE_LABEL,
  EMPLOYMENT_TYPES,
  Equipment,
  EQUIPMENT_LABEL,
  EQUIPMENTS,
  EXPENSE_TYPE_LABEL,
  EXPENSE_TYPES,
  ExpenseType,
  JOB_LIMITS,
  needsMileageRate,
  PAYMENT_METHOD_LABEL,
  PAYMENT_METHODS,
  RATE_TYPE_LABEL,
  RATE_TYPES,
} from '@dutylink/contracts';
import { FormikCheckboxField, FormikSelectField, FormikTextField, useFormikField, WhenField, type FormikCheckboxFieldProps } from '@dutylink/design-system';
import { RequiredPermitsField } from './required-permits-field';
import { toggled } from './toggled';

const optionsOf = <T extends number>(list: readonly T[], labels: Record<T, string>) => list.map((value) => ({ value, label: labels[value] }));
const UNIFORMS = optionsOf(DRESSES, DRESS_LABEL);
const ARMED = optionsOf(ARMED_STATUSES, ARMED_STATUS_LABEL);
const EQUIPMENT = optionsOf(EQUIPMENTS, EQUIPMENT_LABEL);
const RATE_TYPE_OPTIONS = optionsOf(RATE_TYPES, RATE_TYPE_LABEL);
const EMPLOYMENT = optionsOf(EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABEL);
const PAYMENT_METHOD_OPTIONS = optionsOf(PAYMENT_METHODS, PAYMENT_METHOD_LABEL);
const WHOLE = { htmlInput: { step: '1' } };
const CENTS = { htmlInput: { step: '0.01' } };

const isTrue = (value: boolean) => value;
const isOtherUniform = (uniform: Dress) => uniform === Dress.Other;
const hasEquipment = (equipment: Equipment) => equipment !== Equipment.No;

/** No travel expenses: no types, no mileage and no rate for it. */
const clearTravel: FormikCheckboxFieldProps['onChosen'] = (checked, form) => {
  if (checked) return;
  for (const [path, value] of [['payment.travelTypes', []], ['payment.mileage', false], ['payment.mileageRate', null]] as const) {
    void form.setFieldValue(path, value);
    void form.setFieldTouched(path, true, false);
  }
};

/** Step 3 (#2): Payment and compensation. */
export const PaymentStep = memo(function PaymentStep() {
  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormikTextField type="number" name="payment.numberOfEmployee" label="Number of officers" required slotProps={WHOLE} />
        </Grid>
      </Grid>

      <FormikCheckboxField name="payment.knownThreats" label="Known threats" />
      <WhenField name="payment.knownThreats" is={isTrue}>
        <FormikTextField name="payment.knownThreatDescription" label="Threat description" maxLength={JOB_LIMITS.knownThreatDescription} required multiline minRows={2} />
      </WhenField>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormikSelectField id="job-uniformType" name="payment.uniformType" label="Uniform" options={UNIFORMS} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormikSelectField id="job-armedType" name="payment.armedType" label="Armed" options={ARMED} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormikSelectField id="job-equipment" name="payment.equipment" label="Equipment" options={EQUIPMENT} required />
        </Grid>
      </Grid>
      <WhenField name="payment.uniformType" is={isOtherUniform}>
        <FormikTextField name="payment.uniformOther" label="Other uniform" maxLength={JOB_LIMITS.uniformOther} required />
      </WhenField>
      <WhenField name="payment.equipment" is={hasEquipment}>
        <FormikTextField name="payment.equipmentDescription" label="Equipment description" maxLength={JOB_LIMITS.equipmentDescription} required multiline minRows={2} />
      </WhenField>
      <RequiredPermitsField />

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormikSelectField id="job-salaryType" name="payment.salaryType" label="Rate type" options={RATE_TYPE_OPTIONS} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormikTextField type="number" name="payment.salaryValue" label="Rate" required slotProps={CENTS} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormikTextField type="number" name="payment.payrollSchedule" label="Payroll schedule (days)" slotProps={WHOLE} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormikSelectField id="job-employmentType" name="payment.employmentType" label="Employment type" options={EMPLOYMENT} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormikSelectField id="job-payrollType" name="payment.payrollType" label="Payment method" options={PAYMENT_METHOD_OPTIONS} required />
        </Grid>
      </Grid>

      <FormikCheckboxField name="payment.travel" label="Travel expenses" onChosen={clearTravel} />
      <WhenField name="payment.travel" is={isTrue}>
        <TravelTypesField />
      </WhenField>
      <WhenField name="payment" is={needsMileageRate}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormikTextField type="number" name="payment.mileageRate" label="Mileage rate" required slotProps={CENTS} />
          </Grid>
        </Grid>
      </WhenField>
    </Stack>
  );
});

/** The kinds of travel expense paid; Mileage among them asks for a mileage rate. */
function TravelTypesField() {
  const types = useFormikField<ExpenseType[]>('payment.travelTypes');
  const mileage = useFormikField<boolean>('payment.mileage');
  return <TravelTypesView travelTypes={types.value} disabled={types.disabled} setTravelTypes={types.choose} setMileage={mileage.choose} />;
}

interface TravelTypesViewProps {
  travelTypes: ExpenseType[];
  disabled: boolean;
  setTravelTypes: (types: ExpenseType[]) => void;
  setMileage: (mileage: boolean) => void;
}

const TravelTypesView = memo(function TravelTypesView({ travelTypes, disabled, setTravelTypes, setMileage }: TravelTypesViewProps) {
  const toggle = (type: ExpenseType, checked: boolean) => {
    const next = toggled(travelTypes, type, checked);
    setTravelTypes(next);
    setMileage(next.includes(ExpenseType.Mileage));
  };
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend">Travel expense types</FormLabel>
      <FormGroup row>
        {EXPENSE_TYPES.map((type) => (
          <FormControlLabel
            key={type}
            label={EXPENSE_TYPE_LABEL[type]}
            control={<Checkbox checked={travelTypes.includes(type)} onChange={(event) => toggle(type, event.target.checked)} />}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
});
