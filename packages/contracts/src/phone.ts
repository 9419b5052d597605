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

export function isUsPhone(input: string): boolean {
  return toE164(input) !== undefined;
}
