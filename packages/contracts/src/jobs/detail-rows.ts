import {
  ARMED_STATUS_LABEL,
  DRESS_LABEL,
  Dress,
  EMPLOYMENT_TYPE_LABEL,
  EQUIPMENT_LABEL,
  Equipment,
  EXPENSE_TYPE_LABEL,
  ExpenseType,
  enumLabel,
  PAYMENT_METHOD_LABEL,
  QUALIFIED_AS_LABEL,
  SEX_LABEL,
  WEEK_DAY_SHORT,
  WEEK_DAYS,
} from './enums';
import { formatMilesAway } from './distance';
import { jobShiftLabel } from './card-line';
import { formatJobDates, formatSalary } from './format';
import { requiredPermitTexts, requiredPermitsText } from '../permits/required-permits';
import type { AddressView, Job } from './types';

/** '100 Main St, Suite 2, Austin, TX 78701' */
export function formatAddress(address: AddressView | null | undefined): string {
  if (!address) return '';
  const region = [address.stateCode || address.state, address.postalCode].filter(Boolean).join(' ');
  return [address.address1, address.address2, address.city, region].filter(Boolean).join(', ');
}

function names(refs: readonly { name: string }[] | null | undefined): string {
  return (refs ?? []).map((ref) => ref.name).join(', ');
}

function days(job: Pick<Job, 'days'>): string {
  return WEEK_DAYS.filter((day) => job.days?.includes(day))
    .map((day) => WEEK_DAY_SHORT[day])
    .join(', ');
}

/** The job's dress: its label, or the employer's words for Other. */
export function jobUniform(job: Pick<Job, 'uniformType' | 'uniformOther'>): string {
  return job.uniformType === Dress.Other && job.uniformOther ? job.uniformOther : enumLabel(DRESS_LABEL, job.uniformType);
}

/** 'Yes: radio and flashlight', or the label alone. */
export function jobEquipment(job: Pick<Job, 'equipment' | 'equipmentDescription'>): string {
  const label = enumLabel(EQUIPMENT_LABEL, job.equipment);
  return job.equipment !== Equipment.No && job.equipmentDescription ? `${label}: ${job.equipmentDescription}` : label;
}

function travel(job: Job): string {
  if (!job.travel && !job.mileage) return 'No';
  const types = (job.travelTypes ?? []).filter((type) => type !== ExpenseType.Mileage).map((type) => enumLabel(EXPENSE_TYPE_LABEL, type));
  if (job.mileage || job.travelTypes?.includes(ExpenseType.Mileage)) {
    types.push(job.mileageRate ? `Mileage ($${job.mileageRate.toFixed(2)}/mile)` : EXPENSE_TYPE_LABEL[ExpenseType.Mileage]);
  }
  return types.length ? types.join(', ') : 'Yes';
}

function categories(job: Job): string {
  return [names(job.jobCategories), names(job.jobSubCategories), job.otherCategory].filter(Boolean).join(', ');
}

/** One line of a job's details; a value may hold line breaks (the location's name above its address). */
export interface JobDetailRow {
  label: string;
  value: string;
}

/**
 * Everything an employee needs to know about a job, as label and value, in the order every job page
 * shows them (the app's JobDetails and the server's SMS job page). Rows without a value are left out.
 */
export function jobDetailRows(job: Job): JobDetailRow[] {
  const rows: JobDetailRow[] = [
    { label: 'Dates', value: formatJobDates(job) },
    { label: 'Days', value: days(job) },
    { label: 'Shift', value: jobShiftLabel(job) },
    { label: 'Location', value: [job.locationName, formatAddress(job.address)].filter(Boolean).join('\n') },
    // Issue 21: from the viewing officer's ZIP code; nothing for anyone else, or an unknown ZIP code.
    { label: 'Distance', value: formatMilesAway(job.distanceMiles ?? null) ?? '' },
    { label: 'Location details', value: job.locationDescription },
    { label: 'Offered in', value: job.jobLocationsAll ? 'All locations' : names(job.jobLocations) },
    { label: 'Rate', value: formatSalary(job.salaryValue, job.salaryType) },
    { label: 'Officers needed', value: String(job.numberOfEmployee) },
    { label: 'Dress', value: jobUniform(job) },
    { label: 'Armed', value: enumLabel(ARMED_STATUS_LABEL, job.armedType) },
    { label: requiredPermitTexts.rowLabel, value: requiredPermitsText(job) },
    { label: 'Equipment', value: jobEquipment(job) },
    { label: 'Sex', value: enumLabel(SEX_LABEL, job.sex) },
    { label: 'Known threats', value: job.knownThreats ? ['Yes', job.knownThreatDescription].filter(Boolean).join(': ') : 'No' },
    { label: 'Employment type', value: enumLabel(EMPLOYMENT_TYPE_LABEL, job.employmentType) },
    { label: 'Payment method', value: enumLabel(PAYMENT_METHOD_LABEL, job.payrollType) },
    { label: 'Payroll schedule', value: job.payrollSchedule === null || job.payrollSchedule === undefined ? '' : `${job.payrollSchedule} days` },
    { label: 'Travel expenses', value: travel(job) },
    { label: 'Qualified as', value: job.employerType === null || job.employerType === undefined ? '' : enumLabel(QUALIFIED_AS_LABEL, job.employerType) },
    { label: 'Specializations', value: names(job.jobSpecializations) },
    { label: 'Categories', value: categories(job) },
  ];
  return rows.filter((row) => row.value !== '');
}
