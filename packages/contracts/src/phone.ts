/**
 * US cell phones. The browser shows the mask '+1 (999) 999-9999'; the API takes and stores E.164
 * ('+1XXXXXXXXXX'). Helpers accept either form.
 */
/** NANP: area code and exchange both start with 2-9. */
const E164_US = /^\+1[2-9]\d{2}[2-9]\d{6}$/;

/** '+1 (555) 555-0100' or '+15555550100' → '+15555550100'; anything else → undefined. */
export function toE164(input: string): string | undefined {
  const trimmed = input.trim();
  if (!trimmed.startsWith('+1')) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length !== 11) return undefined;
  const e164 = `+${digits}`;
  return E164_US.test(e164) ? e164 : undefined;
}

/** '+15555550100' → '+1 (555) 555-0100'. */
export function formatPhone(e164: string): string {
  const digits = e164.replace(/\D/g, '').replace(/^1/, '');
  if (digits.length !== 10) return e164;
  return `+1 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Whether typed or pasted text carries the country code: it starts with '+1', or has eleven digits from a 1. */
function hasCountryCode(text: string, digits: string): boolean {
  return text.trim().startsWith('+1') || (digits.length > 10 && digits.startsWith('1'));
}

/** The national number's digits in typed or pasted text (at most ten), and in its first `end` characters. */
function nationalDigits(text: string, end = text.length): { digits: string; before: number } {
  const all = text.replace(/\D/g, '');
  const code = hasCountryCode(text, all) ? 1 : 0;
  const before = text.slice(0, end).replace(/\D/g, '').length;
  return { digits: all.slice(code, code + 10), before: Math.min(10, Math.max(0, before - code)) };
}

/**
 * What the phone field shows for what was typed or pasted: the mask '+1 (000) 000-0000' filled with the
 * national number's digits as far as they go ('' for none), anything else dropped. '5555550100',
 * '(555) 555-0100', '+15555550100' and '15555550100' all give '+1 (555) 555-0100'.
 */
export function maskPhone(text: string): string {
  const { digits } = nationalDigits(text);
  if (!digits) return '';
  const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)];
  return `+1 (${area}${exchange && `) ${exchange}`}${line && `-${line}`}`;
}

/**
 * Where the caret goes in `maskPhone(text)` when it was at `caret` in `text`: after as many national digits,
 * so that typing or deleting inside the number keeps the caret where the change was.
 */
export function maskedCaret(text: string, caret: number): number {
  const masked = maskPhone(text);
  let left = nationalDigits(text, caret).before;
  const start = masked ? '+1 ('.length : 0;
  if (left === 0) return start;
  for (let at = start; at < masked.length; at++) {
    if (/\d/.test(masked[at]) && --left === 0) return at + 1;
  }
  return masked.length;
}

export function isUsPhone(input: string): boolean {
  return toE164(input) !== undefined;
}
