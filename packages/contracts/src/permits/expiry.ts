/**
 * How close a held permit is to its expiry date (issue 21), as its holder, the employers and the admins
 * see it beside the permit: the same 30 days as the first SMS reminder (the server's permit-expiry pass),
 * counted in the viewer's own days. A permit is valid through its expiry date.
 */
export const PERMIT_EXPIRY_WARNING_DAYS = 30;

const DAY_MS = 86_400_000;

/** 'Expired', 'Expires today', 'Expires tomorrow', 'Expires in 21 days', or null (no date, or over 30 days). */
export function permitExpiryNote(expires: string | null | undefined, today: string): string | null {
  if (!expires) return null;
  const days = Math.round((Date.parse(`${expires.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  if (Number.isNaN(days) || days > PERMIT_EXPIRY_WARNING_DAYS) return null;
  if (days < 0) return 'Expired';
  if (days === 0) return 'Expires today';
  return days === 1 ? 'Expires tomorrow' : `Expires in ${days} days`;
}
