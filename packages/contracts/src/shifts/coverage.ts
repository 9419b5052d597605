import { formatMinutes } from './rules';

/**
 * Coverage figures (issue 36, docs/shifts.md "Coverage figures"). A planned shift (not a backfill) is covered
 * when it kept its officer, or when its backfill chain ends in a shift that kept its own; open when it lost its
 * officer (a call-off, a release or a no-show) and is not covered. Weeks run Monday to Sunday in each job's zone.
 */
export interface CoverageCounts {
  /** The planned shifts whose day (in the job's zone) is in the week. */
  planned: number;
  covered: number;
  /** Lost their officer and not covered. */
  open: number;
}

/** A job's coverage this week, on the employer's job posts list. */
export interface JobCoverage extends CoverageCounts {
  jobId: number;
}

/** The company's figures, on the Today board. */
export interface CompanyCoverage extends CoverageCounts {
  /** The median minutes from a shift's loss to the offer's fill, over the fills of the last COVERAGE_FILL_DAYS days; null without one. */
  medianFillMinutes: number | null;
  /** The shifts that lost their officer in the last COVERAGE_FILL_DAYS days (planned or backfills). */
  lostRecently: number;
}

/** The admin analytics' week (its Monday, 'yyyy-MM-dd'), across every company. */
export interface CoverageWeekRow extends CoverageCounts {
  week: string;
  /** The median minutes to fill the shifts of the week that were lost and filled; null without one. */
  medianFillMinutes: number | null;
}

/** The company's median time to fill looks back this many days. */
export const COVERAGE_FILL_DAYS = 30;
/** The admin analytics' coverage chart: this week and the ones before it. */
export const COVERAGE_CHART_WEEKS = 12;

export const COVERAGE_TITLE = 'Coverage this week';
export const NO_SHIFT_LOST_TEXT = 'No shift lost yet';

/** Covered of planned, in whole percent; null with nothing planned. */
export const coveragePercent = ({ planned, covered }: CoverageCounts): number | null => (planned === 0 ? null : Math.floor((covered / planned) * 100));

/** 'Coverage this week: 18 of 20 shifts covered (90%)'; 'Coverage this week: no shifts planned'. */
export function coverageText(counts: CoverageCounts): string {
  const percent = coveragePercent(counts);
  if (percent === null) return `${COVERAGE_TITLE}: no shifts planned`;
  return `${COVERAGE_TITLE}: ${counts.covered} of ${counts.planned} ${counts.planned === 1 ? 'shift' : 'shifts'} covered (${percent}%)`;
}

/** '2 shifts open', '1 shift open': lost this week and not covered. */
export const openShiftsText = (open: number): string => `${open} ${open === 1 ? 'shift' : 'shifts'} open`;

/** A job post's short figure: '9/10 covered'; '' with nothing planned this week. */
export const jobCoverageText = ({ planned, covered }: CoverageCounts): string => (planned === 0 ? '' : `${covered}/${planned} covered`);

/** '42 min', '1 h 5 min', '2 d 3 h': a time to fill rounded to the minute. */
export function formatFillTime(minutes: number): string {
  const whole = Math.round(minutes);
  if (whole < 24 * 60) return formatMinutes(whole);
  const days = Math.floor(whole / (24 * 60));
  const hours = Math.floor((whole % (24 * 60)) / 60);
  return hours ? `${days} d ${hours} h` : `${days} d`;
}

/** 'Median time to fill: 42 min'; 'No shift lost yet' when none was lost; else no fill yet. */
export function fillTimeText({ medianFillMinutes, lostRecently }: Pick<CompanyCoverage, 'medianFillMinutes' | 'lostRecently'>): string {
  if (medianFillMinutes !== null) return `Median time to fill: ${formatFillTime(medianFillMinutes)}`;
  return lostRecently === 0 ? NO_SHIFT_LOST_TEXT : 'Median time to fill: no lost shift filled yet';
}
