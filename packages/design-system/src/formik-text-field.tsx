import { memo, useMemo, type ChangeEvent, type ReactNode } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import { useFormikField } from './use-formik-field';

export type FormikTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'> & {
  /** The Formik path, e.g. 'address.city'. */
  name: string;
  maxLength?: number;
  /** The line under the field while it shows no error; a function of the value for a count ('117 characters left'). */
  helperText?: ReactNode | ((value: string) => ReactNode);
  /** What is stored of what was typed (e.g. digits only); the text as typed when left out. */
  clean?: (typed: string) => string;
};

/**
 * A text field bound to the surrounding Formik form: value, change, blur, and its error once shown. A key
 * typed re-renders this field alone (the MUI field is memoised on what it shows).
 */
export function FormikTextField({ name, helperText, clean, disabled, ...rest }: FormikTextFieldProps) {
  const field = useFormikField(name);
  const { handleChange, handleBlur, setFieldValue } = field.form;
  const onChange = useMemo(
    () => (clean ? (event: ChangeEvent<HTMLInputElement>) => void setFieldValue(name, clean(event.target.value)) : handleChange),
    [clean, name, handleChange, setFieldValue],
  );
  const value = field.value ?? '';
  return (
    <TextFieldView
      {...rest}
      name={name}
      value={value}
      onChange={onChange}
      onBlur={handleBlur}
      error={field.error}
      helperText={typeof helperText === 'function' ? helperText(String(value)) : helperText}
      disabled={disabled || field.disabled}
    />
  );
}

type TextFieldViewProps = Omit<TextFieldProps, 'error'> & { maxLength?: number; error: string | undefined };

const TextFieldView = memo(function TextFieldView({ maxLength, error, helperText, slotProps, ...rest }: TextFieldViewProps) {
  return (
    <TextField
      error={!!error}
      helperText={error ?? helperText}
      fullWidth
      slotProps={{ ...slotProps, htmlInput: { maxLength, ...(slotProps?.htmlInput as object | undefined) } }}
      {...rest}
    />
  );
});
