import { formatMinutes, type TimesheetRow } from '@dutylink/contracts';

/** The minutes approved, or null while the row waits for its approval. */
export const approvedMinutes = (row: TimesheetRow) => (row.approvedAt === null ? null : row.approvedMinutes);

/** Whether the shift still runs at `now`: not ended, nor checked out (the server approves neither yet). */
export const isRunning = (row: TimesheetRow, now: Date) => !row.checkedOutAt && now.getTime() < Date.parse(row.endsAt);

/** '8 h 20 min', or why there is no worked time: 'No check-in', 'No check-out'. */
export function workedText(row: TimesheetRow): string {
  if (row.workedMinutes !== null) return formatMinutes(row.workedMinutes);
  return row.checkedInAt ? 'No check-out' : 'No check-in';
}
