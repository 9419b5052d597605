import { memo, useCallback, useId, type ChangeEvent, type ReactNode } from 'react';
import { Checkbox, FormControlLabel, Radio, RadioGroup, FormControl, FormHelperText, FormLabel } from '@mui/material';
import { getIn, useFormikContext, type FormikValues } from 'formik';
import { CheckboxGroupField, type CheckboxGroupOption } from './checkbox-group-field';
import { useFormikField, type FormikSetters } from './use-formik-field';

export interface RadioOption {
  value: number;
  label: string;
}

export interface FormikRadioGroupFieldProps {
  /** The Formik path of a number; a value none of the options has shows no choice. */
  name: string;
  /** The group's legend, also its accessible name. */
  label: string;
  options: readonly RadioOption[];
  required?: boolean;
}

/** A row of radios bound to the surrounding Formik form (a choice marks the field touched), with its error once shown. */
export function FormikRadioGroupField({ name, ...rest }: FormikRadioGroupFieldProps) {
  const { value, error, disabled, choose } = useFormikField<number>(name);
  const onChange = useCallback((event: ChangeEvent<HTMLInputElement>) => choose(Number(event.target.value)), [choose]);
  const shown = rest.options.some((option) => option.value === value) ? String(value) : '';
  return <RadioGroupView {...rest} name={name} value={shown} onChange={onChange} error={error} disabled={disabled} />;
}

type RadioGroupViewProps = FormikRadioGroupFieldProps & {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
  disabled: boolean;
};

const RadioGroupView = memo(function RadioGroupView({ name, label, options, required, value, onChange, error, disabled }: RadioGroupViewProps) {
  const id = useId();
  return (
    <FormControl error={!!error} required={required} disabled={disabled}>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup row name={name} aria-labelledby={id} value={value} onChange={onChange}>
        {options.map((option) => (
          <FormControlLabel key={option.value} value={String(option.value)} control={<Radio />} label={option.label} />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
});

export interface FormikCheckboxFieldProps {
  /** The Formik path of a boolean. */
  name: string;
  label: ReactNode;
  /** What else ticking or clearing it changes, after the value is set. */
  onChosen?: (checked: boolean, form: FormikSetters) => void;
}

/** One checkbox bound to a boolean of the surrounding Formik form. */
export function FormikCheckboxField({ name, label, onChosen }: FormikCheckboxFieldProps) {
  const { value, disabled, choose, form } = useFormikField<boolean>(name);
  const { setFieldValue, setFieldTouched } = form;
  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      choose(event.target.checked);
      onChosen?.(event.target.checked, { setFieldValue, setFieldTouched });
    },
    [choose, onChosen, setFieldValue, setFieldTouched],
  );
  return <CheckboxView name={name} label={label} checked={!!value} onChange={onChange} disabled={disabled} />;
}

const CheckboxView = memo(function CheckboxView({ name, label, checked, onChange, disabled }: { name: string; label: ReactNode; checked: boolean; onChange: (event: ChangeEvent<HTMLInputElement>) => void; disabled: boolean }) {
  return <FormControlLabel label={label} disabled={disabled} control={<Checkbox name={name} checked={checked} onChange={onChange} />} />;
});

export interface FormikCheckboxGroupFieldProps {
  /** The Formik path of the ticked ids. */
  name: string;
  label: string;
  options: readonly CheckboxGroupOption[];
  required?: boolean;
  row?: boolean;
}

/** A fieldset of checkboxes bound to a list of ids of the surrounding Formik form, with its error once shown. */
export function FormikCheckboxGroupField({ name, ...rest }: FormikCheckboxGroupFieldProps) {
  const { value, error, disabled, choose } = useFormikField<number[]>(name);
  return <CheckboxGroupField {...rest} selected={value} onChange={choose} error={error} disabled={disabled} />;
}

/**
 * Its children while the value at `name` passes `is`: a part of a form that shows for some answers only
 * (the end date of a date range). The children are elements of the parent's, so they re-render on their own.
 */
export function WhenField({ name, is, children }: { name: string; is: (value: never) => boolean; children: ReactNode }) {
  const { values } = useFormikContext<FormikValues>();
  return is(getIn(values, name) as never) ? children : null;
}
