import { memo } from 'react';
import { FormControlLabel, Checkbox, FormGroup, FormControl, FormHelperText, FormLabel } from '@mui/material';

export interface CheckboxGroupOption {
  id: number;
  name: string;
}

export interface CheckboxGroupFieldProps {
  /** Legend of the fieldset; also the accessible name of the group. */
  label: string;
  options: readonly CheckboxGroupOption[];
  /** Ticked option ids. */
  selected: readonly number[];
  /** Receives the new selection: an unticked id is removed, a ticked id is appended. */
  onChange: (ids: number[]) => void;
  /** Shown in a FormHelperText and marks the fieldset as erroneous. */
  error?: string;
  required?: boolean;
  disabled?: boolean;
  /** Lays the checkboxes out in a row. */
  row?: boolean;
}

/** A fieldset of checkboxes over `{ id, name }` options, each checkbox named by its option's name. */
export const CheckboxGroupField = memo(function CheckboxGroupField({ label, options, selected, onChange, error, required, disabled, row }: CheckboxGroupFieldProps) {
  const toggle = (id: number, checked: boolean) => {
    const rest = selected.filter((each) => each !== id);
    onChange(checked ? [...rest, id] : rest);
  };

  return (
    <FormControl component="fieldset" error={!!error} required={required} disabled={disabled}>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup row={row}>
        {options.map((option) => (
          <FormControlLabel
            key={option.id}
            label={option.name}
            control={<Checkbox checked={selected.includes(option.id)} onChange={(event) => toggle(option.id, event.target.checked)} />}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
});
