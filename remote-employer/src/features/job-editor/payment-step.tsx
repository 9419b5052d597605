import { FormControlLabel, Stack, Checkbox, FormGroup } from '@dutylink/mui';
import { TextField, FormControl, FormLabel } from '@dutylink/mui/forms';
import { Grid } from '@dutylink/mui/more';
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
import { toggled, useJobForm } from './job-editor-context';
import { RequiredPermitsField } from './required-permits-field';

/** Step 3 (#2): Payment and compensation. */
export function PaymentStep() {
  const { form, values, disabled, errorOf, set } = useJobForm();
  const payment = values.payment;

  const input = (name: keyof typeof payment & string, label: string, options: { type?: 'number'; maxLength?: number; multiline?: boolean; required?: boolean; step?: string }) => {
    const path = `payment.${name}`;
    const error = errorOf(path);
    const value = payment[name] as string | number | null;
    return (
      <TextField
        type={options.type}
        name={path}
        label={label}
        value={value ?? ''}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={!!error}
        helperText={error}
        required={options.required ?? true}
        multiline={options.multiline}
        minRows={options.multiline ? 2 : undefined}
        disabled={disabled}
        fullWidth
        slotProps={{ htmlInput: { maxLength: options.maxLength, step: options.step } }}
      />
    );
  };

  const select = <T extends number>(name: keyof typeof payment & string, label: string, list: readonly T[], labels: Record<T, string>) => {
    const path = `payment.${name}`;
    const error = errorOf(path);
    return (
      <TextField
        select
        id={`job-${name}`}
        name={path}
        label={label}
        value={String(payment[name] as number)}
        onChange={(event) => set(path, Number(event.target.value))}
        error={!!error}
        helperText={error}
        required
        disabled={disabled}
        fullWidth
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {list.map((value) => (
          <option key={value} value={String(value)}>
            {labels[value]}
          </option>
        ))}
      </TextField>
    );
  };

  const check = (name: 'knownThreats' | 'travel', label: string, onChange: (checked: boolean) => void) => (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={<Checkbox name={`payment.${name}`} checked={payment[name]} onChange={(event) => onChange(event.target.checked)} />}
    />
  );

  const toggleTravelType = (type: ExpenseType, checked: boolean) => {
    const next = toggled(payment.travelTypes, type, checked) as ExpenseType[];
    set('payment.travelTypes', next);
    set('payment.mileage', next.includes(ExpenseType.Mileage));
  };

  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>{input('numberOfEmployee', 'Number of officers', { type: 'number', step: '1' })}</Grid>
      </Grid>

      {check('knownThreats', 'Known threats', (checked) => set('payment.knownThreats', checked))}
      {payment.knownThreats && input('knownThreatDescription', 'Threat description', { maxLength: JOB_LIMITS.knownThreatDescription, multiline: true })}

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>{select('uniformType', 'Uniform', DRESSES, DRESS_LABEL)}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{select('armedType', 'Armed', ARMED_STATUSES, ARMED_STATUS_LABEL)}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{select('equipment', 'Equipment', EQUIPMENTS, EQUIPMENT_LABEL)}</Grid>
      </Grid>
      {payment.uniformType === Dress.Other && input('uniformOther', 'Other uniform', { maxLength: JOB_LIMITS.uniformOther })}
      {payment.equipment !== Equipment.No && input('equipmentDescription', 'Equipment description', { maxLength: JOB_LIMITS.equipmentDescription, multiline: true })}
      <RequiredPermitsField />

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>{select('salaryType', 'Rate type', RATE_TYPES, RATE_TYPE_LABEL)}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{input('salaryValue', 'Rate', { type: 'number', step: '0.01' })}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{input('payrollSchedule', 'Payroll schedule (days)', { type: 'number', step: '1', required: false })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{select('employmentType', 'Employment type', EMPLOYMENT_TYPES, EMPLOYMENT_TYPE_LABEL)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{select('payrollType', 'Payment method', PAYMENT_METHODS, PAYMENT_METHOD_LABEL)}</Grid>
      </Grid>

      {check('travel', 'Travel expenses', (checked) => {
        set('payment.travel', checked);
        if (!checked) {
          set('payment.travelTypes', []);
          set('payment.mileage', false);
          set('payment.mileageRate', null);
        }
      })}
      {payment.travel && (
        <FormControl component="fieldset" disabled={disabled}>
          <FormLabel component="legend">Travel expense types</FormLabel>
          <FormGroup row>
            {EXPENSE_TYPES.map((type) => (
              <FormControlLabel
                key={type}
                label={EXPENSE_TYPE_LABEL[type]}
                control={<Checkbox checked={payment.travelTypes.includes(type)} onChange={(event) => toggleTravelType(type, event.target.checked)} />}
              />
            ))}
          </FormGroup>
        </FormControl>
      )}
      {needsMileageRate(payment) && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>{input('mileageRate', 'Mileage rate', { type: 'number', step: '0.01' })}</Grid>
        </Grid>
      )}
    </Stack>
  );
}
