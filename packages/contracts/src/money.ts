/**
 * A money amount with at most 2 decimals. Here, without yup or date-fns, for what the first pages load: the
 * job list's address (jobs/job-list-query.ts) is read by the api-client, which the shell loads eagerly.
 */
export function hasAtMostTwoDecimals(value: number | null | undefined): boolean {
  if (value === null || value === undefined || !Number.isFinite(value)) return true;
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}
