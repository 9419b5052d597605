import type { EarnedShift } from '@dutylink/contracts';

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$1,234.50' */
export const formatPay = (dollars: number) => DOLLARS.format(dollars);

/** The minutes a shift is paid for: what the employer approved, else what was worked. */
export const earnedMinutes = (shift: EarnedShift) => shift.approvedMinutes ?? shift.workedMinutes ?? 0;

/** The hours and pay of several shifts, the pay in whole cents. */
export function earningsTotal(shifts: readonly EarnedShift[]): { minutes: number; pay: number } {
  const minutes = shifts.reduce((sum, shift) => sum + earnedMinutes(shift), 0);
  const cents = shifts.reduce((sum, shift) => sum + Math.round(shift.pay * 100), 0);
  return { minutes, pay: cents / 100 };
}
