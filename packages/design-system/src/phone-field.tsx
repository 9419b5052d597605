import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '@dutylink/mui/forms';
import { IMaskInput } from 'react-imask';
import { PHONE_MASK } from '@dutylink/contracts';

interface MaskAdapterProps {
  name?: string;
  value?: string;
  onChange: (event: { target: { name?: string; value: string } }) => void;
}

const PhoneMaskInput = forwardRef<HTMLInputElement, MaskAdapterProps>(function PhoneMaskInput({ onChange, value, ...other }, ref) {
  return (
    <IMaskInput
      {...other}
      value={value ?? ''}
      mask={PHONE_MASK}
      inputRef={ref}
      onAccept={(accepted: string) => {
        if (accepted !== value) onChange({ target: { name: other.name, value: accepted } });
      }}
    />
  );
});

export type PhoneFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'select' | 'children'> & {
  /** The masked string, e.g. '+1 (555) 555-0100' ('' when empty). Convert with toE164 before a call. */
  value: string;
  onChange: (value: string) => void;
};

/** US cell phone with the mask '+1 (000) 000-0000' (spec section 5). */
export function PhoneField({ value, onChange, label = 'Cell phone', slotProps, ...props }: PhoneFieldProps) {
  return (
    <TextField
      {...props}
      label={label}
      type="tel"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={props.placeholder ?? '+1 (555) 555-0123'}
      slotProps={{
        ...slotProps,
        input: { ...(slotProps?.input as object), inputComponent: PhoneMaskInput as never },
        htmlInput: { inputMode: 'tel', autoComplete: 'tel', ...(slotProps?.htmlInput as object) },
      }}
    />
  );
}
