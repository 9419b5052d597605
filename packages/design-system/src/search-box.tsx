import { useEffect, useRef, useState } from 'react';
import { OutlinedInput, type SxProps, type Theme } from '@mui/material';
import { useDebouncedValue } from './use-debounced-value';

/** Spec section 9: search texts are at most 128 characters. */
export const SEARCH_MAX_LENGTH = 128;
/** Spec section 9: job search debounce. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchBoxProps {
  placeholder: string;
  /** The trimmed text, once typing has stopped for delayMs; not called for the initial value. */
  onChange: (text: string) => void;
  delayMs?: number;
  maxLength?: number;
  defaultValue?: string;
  /** Accessible name; the placeholder by default. */
  label?: string;
  sx?: SxProps<Theme>;
}

/** A debounced search field for lists (an outlined input: a text field's label and helper text are not needed here, and the role homes load no more of MUI's form controls). */
export function SearchBox({
  placeholder,
  onChange,
  delayMs = SEARCH_DEBOUNCE_MS,
  maxLength = SEARCH_MAX_LENGTH,
  defaultValue = '',
  label,
  sx,
}: SearchBoxProps) {
  const [value, setValue] = useState(defaultValue);
  const text = useDebouncedValue(value.trim(), delayMs);
  const reported = useRef(defaultValue.trim());
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    if (text === reported.current) return;
    reported.current = text;
    onChangeRef.current(text);
  }, [text]);

  return (
    <OutlinedInput
      type="search"
      size="small"
      fullWidth
      value={value}
      placeholder={placeholder}
      onChange={(event) => setValue(event.target.value.slice(0, maxLength))}
      slotProps={{ input: { maxLength, 'aria-label': label ?? placeholder } }}
      sx={sx}
    />
  );
}
