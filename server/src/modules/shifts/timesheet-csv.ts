import { stringify } from 'csv-stringify/sync';
import {
  billedHours,
  dayIn,
  formatPhone,
  isoIn,
  LOST_REASON_LABEL,
  paidQuantity,
  RATE_TYPE_UNIT,
  RateType,
  shiftPay,
  ShiftStatus,
  shiftStatus,
  workedMinutes,
} from '@dutylink/contracts';
import type { Db } from '../../db/connect';
import { badRequest } from '../../http-errors';
import { rangeRows, TIMESHEET_LIMIT } from './employer';
import { lostReason } from './lost';
import { clockOf, officerName, type ShiftRow } from './rows';

/**
 * Where a shift stands for payroll (issue 37). Approved is paid its quantity × rate; a no-show and a lost shift
 * (called off, released, the hire ended) are paid nothing; the others are not settled yet, and have no pay.
 */
const PayrollStatus = {
  Approved: 'Approved',
  ToApprove: 'To approve',
  InProgress: 'In progress',
  Late: 'Late',
  Scheduled: 'Scheduled',
  NoShow: 'No-show',
} as const;

/** The shift's status at `now`, and the minutes it is paid for: approved ones, none (0) for a shift not worked, else null (not settled). */
function payrollStatus(row: ShiftRow, now: Date): { status: string; paidMinutes: number | null } {
  if (row.approved_at) return { status: PayrollStatus.Approved, paidMinutes: row.approved_minutes };
  const lost = lostReason(row);
  if (lost) return { status: LOST_REASON_LABEL[lost], paidMinutes: 0 };
  switch (shiftStatus(clockOf(row), now)) {
    case ShiftStatus.NotCheckedIn:
      return { status: PayrollStatus.Scheduled, paidMinutes: null };
    case ShiftStatus.Late:
      return { status: PayrollStatus.Late, paidMinutes: null };
    case ShiftStatus.NoShow:
      return { status: PayrollStatus.NoShow, paidMinutes: 0 };
    case ShiftStatus.CheckedIn:
      return { status: row.ends_at > now ? PayrollStatus.InProgress : PayrollStatus.ToApprove, paidMinutes: null };
    case ShiftStatus.CheckedOut:
      return { status: PayrollStatus.ToApprove, paidMinutes: null };
  }
}

/** A cell a spreadsheet would read as a formula (=, +, -, @) is written with a leading quote. */
const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
const nationalPhone = (phone: string | null) => (phone ? formatPhone(phone).replace(/^\+1 /, '') : '');
const hours = (minutes: number | null) => (minutes === null ? '' : billedHours(minutes).toFixed(2));
const money = (dollars: number) => dollars.toFixed(2);

const TIMESHEET_CSV_COLUMNS = [
  'Date',
  'Status',
  'Officer',
  'Phone',
  'Job',
  'Shift start',
  'Shift end',
  'Time zone',
  'Checked in',
  'Checked out',
  'Worked hours',
  'Approved hours',
  'Correction reason',
  'Quantity',
  'Rate',
  'Per',
  'Pay',
] as const;

function csvRow(row: ShiftRow, now: Date): string[] {
  const { status, paidMinutes } = payrollStatus(row, now);
  const at = (value: Date | null) => (value ? isoIn(value, row.time_zone) : '');
  const rate = Number(row.salary_value);
  const rateType = row.salary_type as RateType;
  const settled = paidMinutes !== null;
  return [
    dayIn(row.starts_at, row.time_zone),
    status,
    officerName(row),
    nationalPhone(row.officer_phone),
    row.title,
    at(row.starts_at),
    at(row.ends_at),
    row.time_zone,
    at(row.checked_in_at),
    at(row.checked_out_at),
    hours(workedMinutes(clockOf(row))),
    hours(row.approved_at ? row.approved_minutes : null),
    row.correction_reason ?? '',
    settled ? money(paidQuantity(paidMinutes, rateType)) : '',
    money(rate),
    RATE_TYPE_UNIT[rateType] ?? 'hr',
    settled ? money(shiftPay(paidMinutes, rate, rateType)) : '',
  ];
}

/** A file of part of the range would pass for all of it in payroll: a range with more shifts than one file holds is refused. */
export const TOO_MANY_SHIFTS_FOR_CSV = `This range has more than ${TIMESHEET_LIMIT.toLocaleString('en-US')} shifts: choose a shorter range`;

/**
 * GET shifts/timesheets/{from}/{to}/csv, for payroll (issue 37): every shift of the range with its status, times as
 * ISO 8601 in the job's zone, and pay = quantity × rate (docs/decisions/timesheet-csv.md); records end with CRLF (RFC 4180); UTF-8 with a byte
 * order mark, as Excel needs. At most TIMESHEET_LIMIT shifts, else 400 TOO_MANY_SHIFTS_FOR_CSV.
 */
export async function timesheetsCsv(db: Db, employerId: number, from: string, to: string, now: Date): Promise<string> {
  // One row more than a file holds tells a range that does not fit.
  const rows = await rangeRows(db, employerId, from, to).limit(TIMESHEET_LIMIT + 1).execute();
  if (rows.length > TIMESHEET_LIMIT) throw badRequest(TOO_MANY_SHIFTS_FOR_CSV);
  return `\uFEFF${stringify(
    rows.map((row) => csvRow(row, now)),
    { header: true, cast: { string: safeCell }, columns: [...TIMESHEET_CSV_COLUMNS], record_delimiter: 'windows' },
  )}`;
}
