import { memo, useCallback, type ChangeEvent } from 'react';
import { TextField } from '@mui/material';
import { useFormikField, type FormikSetters } from './use-formik-field';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface FormikSelectFieldProps {
  /** The Formik path. Options of numbers store a number (0 for the placeholder), options of text store text. */
  name: string;
  id: string;
  label: string;
  options: readonly SelectOption[];
  /** The first option, standing for none ('' or 0), e.g. 'Choose a state'. */
  placeholder?: string;
  /** Whether that option is greyed out, so it cannot be chosen again once another is. */
  placeholderDisabled?: boolean;
  required?: boolean;
  /** What else a choice changes, after the value is set. */
  onChosen?: (value: string | number, form: FormikSetters) => void;
}

/**
 * A native select bound to the surrounding Formik form (a choice marks the field touched). A key typed
 * elsewhere does not re-render it.
 */
export function FormikSelectField({ name, onChosen, ...rest }: FormikSelectFieldProps) {
  const { value, error, disabled, choose, form } = useFormikField<string | number | null>(name);
  const { setFieldValue, setFieldTouched, handleBlur } = form;
  const numeric = typeof rest.options[0]?.value === 'number';
  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const chosen = numeric ? Number(event.target.value) || 0 : event.target.value;
      choose(chosen);
      onChosen?.(chosen, { setFieldValue, setFieldTouched });
    },
    [numeric, choose, onChosen, setFieldValue, setFieldTouched],
  );
  const shown = rest.options.some((option) => String(option.value) === String(value)) ? String(value) : '';
  return <SelectView {...rest} name={name} value={shown} onChange={onChange} onBlur={handleBlur} error={error} disabled={disabled} />;
}

type SelectViewProps = Omit<FormikSelectFieldProps, 'onChosen'> & {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: unknown) => void;
  error: string | undefined;
  disabled: boolean;
};

const SelectView = memo(function SelectView({ options, placeholder, placeholderDisabled, error, ...rest }: SelectViewProps) {
  return (
    <TextField select error={!!error} helperText={error} fullWidth slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} {...rest}>
      {placeholder !== undefined && (
        <option value="" disabled={placeholderDisabled}>
          {placeholder}
        </option>
      )}
      {options.map((option) => (
        <option key={option.value} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
});
