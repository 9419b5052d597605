import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Box, OutlinedInput } from '@mui/material';
import { CODE_LENGTH } from '@dutylink/contracts';

export interface CodeBoxesProps {
  /**
   * The code typed so far, one character per box; an empty box inside is a space.
   * Set it to '' to clear the boxes: the first box then takes the focus again.
   */
  value: string;
  onChange: (value: string) => void;
  /** Called when the user's input makes all six boxes hold a digit. */
  onComplete?: (code: string) => void;
  disabled?: boolean;
  error?: boolean;
  autoFocus?: boolean;
}

export function isCompleteCode(value: string): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(value);
}

function toBoxes(value: string): string[] {
  return Array.from({ length: CODE_LENGTH }, (_, i) => (/\d/.test(value[i] ?? '') ? value[i] : ''));
}

function fromBoxes(boxes: string[]): string {
  return boxes.map((d) => d || ' ').join('').trimEnd();
}

/** Six single-digit boxes for a one-time code (spec section 5). */
export function CodeBoxes({ value, onChange, onComplete, disabled, error, autoFocus }: CodeBoxesProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const previous = useRef(value);
  const boxes = toBoxes(value);

  const focusBox = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    input?.focus();
    input?.select();
  };

  useEffect(() => {
    if (autoFocus) focusBox(0);
  }, [autoFocus]);

  useEffect(() => {
    if (value === '' && previous.current !== '') focusBox(0);
    previous.current = value;
  }, [value]);

  const commit = (next: string[]) => {
    const code = fromBoxes(next);
    onChange(code);
    if (isCompleteCode(code)) onComplete?.(code);
  };

  /** Digits typed or pasted into box `index` fill it and the boxes after it. */
  const fill = (index: number, digits: string) => {
    const next = [...boxes];
    const chars = digits.slice(0, CODE_LENGTH - index).split('');
    chars.forEach((digit, offset) => {
      next[index + offset] = digit;
    });
    commit(next);
    focusBox(index + chars.length);
  };

  const handleChange = (index: number, input: HTMLInputElement) => {
    const raw = input.value;
    if (raw === '') {
      const next = [...boxes];
      next[index] = '';
      commit(next);
      return;
    }
    const digits = raw.replace(/\D/g, '');
    if (digits === '') return;
    if (boxes[index] && digits.length === 2) {
      // One digit typed beside the one already there: keep the new one, wherever the caret was.
      const caret = input.selectionStart ?? raw.length;
      const typed = /\d/.test(raw[caret - 1] ?? '') ? raw[caret - 1] : digits[1];
      fill(index, typed);
      return;
    }
    fill(index, digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const target = boxes[index] ? index : index - 1;
      if (target < 0) return;
      const next = [...boxes];
      next[target] = '';
      commit(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    if (digits === '') return;
    fill(digits.length >= CODE_LENGTH ? 0 : index, digits);
  };

  return (
    <Box role="group" aria-label="Verification code" sx={{ display: 'flex', gap: { xs: 0.75, sm: 1.25 }, justifyContent: 'center' }}>
      {boxes.map((digit, index) => (
        <OutlinedInput
          key={index}
          value={digit}
          disabled={disabled}
          error={error}
          inputRef={(element: HTMLInputElement | null) => {
            inputs.current[index] = element;
          }}
          onChange={(event) => handleChange(index, event.target as HTMLInputElement)}
          onKeyDown={(event) => handleKeyDown(index, event as KeyboardEvent<HTMLInputElement>)}
          onPaste={(event) => handlePaste(index, event as ClipboardEvent<HTMLInputElement>)}
          onFocus={(event) => (event.target as HTMLInputElement).select()}
          inputProps={{
            'aria-label': `Digit ${index + 1}`,
            inputMode: 'numeric',
            pattern: '[0-9]*',
            autoComplete: index === 0 ? 'one-time-code' : 'off',
          }}
          sx={{
            width: { xs: 44, sm: 52 },
            height: { xs: 52, sm: 60 },
            // The input fills its box: the box, not only the 35 px line of text inside it, is what a finger taps
            // and what the phone's accessibility tools measure (issue 36).
            '& input': { textAlign: 'center', fontSize: '1.5rem', fontWeight: 600, p: 0, height: '100%', boxSizing: 'border-box' },
          }}
        />
      ))}
    </Box>
  );
}
