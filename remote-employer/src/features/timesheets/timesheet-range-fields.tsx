import { Stack, TextField } from '@mui/material';
import type { DayRange } from '@dutylink/contracts';
import type { RangeErrors } from './timesheet-range';

export interface TimesheetRangeFieldsProps {
  range: DayRange;
  errors: RangeErrors;
  onChange: (range: DayRange) => void;
}

/** From and To as the phone's own date pickers (one under the other on a phone). */
export function TimesheetRangeFields({ range, errors, onChange }: TimesheetRangeFieldsProps) {
  const field = (name: keyof DayRange, label: string) => (
    <TextField
      type="date"
      name={name}
      label={label}
      value={range[name]}
      onChange={(event) => onChange({ ...range, [name]: event.target.value })}
      error={!!errors[name]}
      helperText={errors[name]}
      fullWidth
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {field('from', 'From')}
      {field('to', 'To')}
    </Stack>
  );
}
