import { format, isValid, parseISO } from 'date-fns';

/** Spec section 9 date format, used for every subscription date. */
export const DATE_FORMAT = 'MM/dd/yy';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatDate(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, DATE_FORMAT) : iso;
}

/** US dollars with 2 decimals: $1,200.00. */
export function formatPrice(amount: number): string {
  return usd.format(amount);
}
