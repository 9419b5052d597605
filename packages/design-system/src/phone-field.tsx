import { forwardRef, memo, useCallback, useId, type FocusEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput } from '@mui/material';
import { maskedCaret, maskPhone } from '@dutylink/contracts';
import { useFormikField } from './use-formik-field';

/**
 * The input of the field: what is typed or pasted is masked at once ('+1 (555) 555-0100'), and the caret
 * stays after the digits before it. Hand-written (maskPhone in contracts) instead of react-imask, which
 * weighed 17 KB gzip on the sign-in for this one mask.
 */
const PhoneMaskInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function PhoneMaskInput({ onChange, ...other }, ref) {
  return (
    <input
      {...other}
      ref={ref}
      onChange={(event) => {
        // Masked in place before React reads it: React then finds the value it renders already there and
        // leaves the caret where it is put here.
        const { value, selectionStart } = event.target;
        const caret = maskedCaret(value, selectionStart ?? value.length);
        event.target.value = maskPhone(value);
        event.target.setSelectionRange(caret, caret);
        onChange?.(event);
      }}
    />
  );
});

export interface PhoneFieldProps {
  name?: string;
  /** 'Cell phone' unless given. */
  label?: string;
  /** The masked string, e.g. '+1 (555) 555-0100' ('' when empty). Convert with toE164 before a call. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * US cell phone with the mask '+1 (000) 000-0000' (spec section 5). An outlined input with its label and
 * helper line, as a TextField draws it, without the TextField: that one brings the select and its menu
 * (about 14 KB gzip) to the sign-in, which has no select.
 */
export function PhoneField({ name, label = 'Cell phone', value, onChange, onBlur, error, helperText, disabled, autoFocus }: PhoneFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth error={error} disabled={disabled}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        type="tel"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        autoFocus={autoFocus}
        placeholder="+1 (555) 555-0123"
        inputComponent={PhoneMaskInput as never}
        inputProps={{ inputMode: 'tel', autoComplete: 'tel', 'aria-describedby': helperText ? helperId : undefined }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

export type FormikPhoneFieldProps = Omit<PhoneFieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'name'> & {
  /** The Formik path of the masked phone. */
  name: string;
};

/** The cell phone field bound to the surrounding Formik form, with its error once shown; a key typed elsewhere does not re-render it. */
export function FormikPhoneField({ name, disabled, ...rest }: FormikPhoneFieldProps) {
  const { value, error, disabled: off, form } = useFormikField<string>(name);
  const { setFieldValue, setFieldTouched } = form;
  const onChange = useCallback((phone: string) => void setFieldValue(name, phone), [name, setFieldValue]);
  const onBlur = useCallback(() => void setFieldTouched(name, true), [name, setFieldTouched]);
  return <PhoneFieldView {...rest} name={name} value={value} onChange={onChange} onBlur={onBlur} error={!!error} helperText={error} disabled={disabled || off} />;
}

const PhoneFieldView = memo(PhoneField);
