import { TextField, type TextFieldProps } from '@dutylink/mui/forms';
import { getIn, useFormikContext, type FormikValues } from 'formik';
import { shownError } from './formik-validation';

export type FormikTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  /** The Formik path, e.g. 'address.city'. */
  name: string;
  maxLength?: number;
};

/** A text field bound to the surrounding Formik form: value, change, blur, and its error once shown. */
export function FormikTextField({ name, maxLength, helperText, disabled, ...rest }: FormikTextFieldProps) {
  const form = useFormikContext<FormikValues>();
  const error = shownError(form, name);
  return (
    <TextField
      name={name}
      value={getIn(form.values, name) ?? ''}
      onChange={form.handleChange}
      onBlur={form.handleBlur}
      error={!!error}
      helperText={error ?? helperText}
      disabled={disabled ?? form.isSubmitting}
      fullWidth
      slotProps={{ htmlInput: { maxLength } }}
      {...rest}
    />
  );
}
