import { yup } from '../yup';
import { format, startOfWeek, subDays, subWeeks } from 'date-fns';
import { formatDay } from '../jobs/format';

/** Spec section 3, Analytics: one box. current = created in the last 7 days, prev = the 7 days before, total = all. */
export interface AnalyticsCounts {
  prev: number;
  current: number;
  total: number;
}

/** GET admin/analytics/general. Employers and employees: not deleted accounts; jobs: not deleted jobs. */
export interface AnalyticsGeneral {
  employers: AnalyticsCounts;
  employees: AnalyticsCounts;
  jobs: AnalyticsCounts;
}

/**
 * GET admin/analytics/jobs/placement/{fromIso}/{toIso}: applications made in the range (UTC days, inclusive).
 * hired = those now Accepted; applied = the others (New or Rejected), so the doughnut's two slices add up.
 */
export interface JobsPlacement {
  applied: number;
  hired: number;
}

/** GET admin/analytics/jobs/posted/{fromIso}/{toIso}: one row per day of the range, zeros included. dt 'yyyy-MM-dd'. */
export interface JobsPostedRow {
  dt: string;
  value: number;
}

/**
 * GET admin/analytics/shifts/{fromIso}/{toIso} (issue 20): the shifts that start in the range (days of the
 * admin's zone), one row per week the range overlaps, zeros included, oldest first. week 'yyyy-MM-dd' is its
 * Monday in the admin's zone; worked = checked in; noShows = not checked in NO_SHOW_MINUTES after the start.
 */
export interface ShiftsWeekRow {
  week: string;
  worked: number;
  noShows: number;
}

/**
 * One week of GET admin/analytics/messages/{fromIso}/{toIso} (issue 39): what officers were sent, by the week of the
 * admin's zone (Monday first, 'yyyy-MM-dd') it left in. sms, push, email: messages handed to the provider (a push
 * to each device counts once). smsSaved: SMS standing in for a push that were not sent, because the push reached
 * the device (alerts, changes) or the device showed it in time (offers, reminders); segmentsSaved: the segments a
 * carrier would have billed for them.
 */
export interface MessagesWeekRow {
  week: string;
  sms: number;
  push: number;
  email: number;
  smsSaved: number;
  segmentsSaved: number;
}

/**
 * GET admin/analytics/messages/{fromIso}/{toIso}: one row per week the range overlaps, zeros included, oldest first.
 * The outbox forgets sent messages after OUTBOX_RETENTION_DAYS: keptFrom is the admin's first day it still holds
 * whole, null when it keeps everything; weeks before it count only what is left.
 */
export interface MessageChannels {
  weeks: MessagesWeekRow[];
  keptFrom: string | null;
}

/**
 * Spec section 2: the weekly change, (current − previous) / current × 100 rounded to 2 decimals; 0 when current is 0.
 * (The spec divides by the current week, not the previous one: kept as written.)
 */
export function weeklyChangePercent(prev: number, current: number): number {
  if (current === 0) return 0;
  return Math.round(((current - prev) / current) * 100 * 100) / 100;
}

/** Up arrow when the change is ≥ 0, else down. */
export function changeDirection(percent: number): 'up' | 'down' {
  return percent >= 0 ? 'up' : 'down';
}

/** The box's text for a change, e.g. '12.5%' → shown with 2 decimals: '12.50%'. */
export function formatChangePercent(percent: number): string {
  return `${Math.abs(percent).toFixed(2)}%`;
}

/** Tooltip of a box (spec: 'Prev week / This week'), with the two numbers. */
export const CHANGE_TOOLTIP_LABEL = 'Prev week / This week';

/** Spec section 9: chart ranges in days. Week is the default. */
export const CHART_RANGE_DAYS = { Day: 1, Week: 7, Month: 30 } as const;
export type ChartRange = keyof typeof CHART_RANGE_DAYS;
export const CHART_RANGES: readonly ChartRange[] = ['Day', 'Week', 'Month'];
export const DEFAULT_CHART_RANGE: ChartRange = 'Week';
/** The server refuses ranges longer than this (days). */
export const ANALYTICS_MAX_RANGE_DAYS = 366;

/** A chart's date range as 'yyyy-MM-dd' days, inclusive. */
export interface DayRange {
  from: string;
  to: string;
}

export function isoDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

const DAY_MS = 86_400_000;
const enterDay = 'Enter a date as yyyy-MM-dd';

/** The start (UTC) of a 'yyyy-MM-dd' day that exists, in ms; NaN for anything else ('2025-02-30', '2025-3-1'). */
export function utcDayStart(day: string): number {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(day) ? Date.parse(`${day}T00:00:00Z`) : Number.NaN;
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? Number.NaN : ms;
}

const daySchema = yup
  .string()
  .required(enterDay)
  .test('day', enterDay, (day) => !Number.isNaN(utcDayStart(day)));

/** The path of the charts, /{from}/{to}: days 'yyyy-MM-dd' (UTC, inclusive), from ≤ to, at most ANALYTICS_MAX_RANGE_DAYS days. */
export const analyticsRangeSchema = yup.object({
  from: daySchema,
  to: daySchema.test('range', (to, context) => {
    const days = (utcDayStart(to) - utcDayStart((context.parent as DayRange).from)) / DAY_MS + 1;
    if (days < 1) return context.createError({ message: 'The end must not be before the start' });
    if (days > ANALYTICS_MAX_RANGE_DAYS) return context.createError({ message: `At most ${ANALYTICS_MAX_RANGE_DAYS} days` });
    return true;
  }),
});

/** The range of a Day / Week / Month button: the last N days ending today. */
export function chartRangeDays(range: ChartRange, today: Date): DayRange {
  return { from: isoDay(subDays(today, CHART_RANGE_DAYS[range] - 1)), to: isoDay(today) };
}

/** The shifts chart shows this many weeks by default: this one and those before it. */
export const SHIFTS_CHART_WEEKS = 8;

/** The shifts chart's default range: from the Monday SHIFTS_CHART_WEEKS − 1 weeks before this week's to today. */
export function lastWeeksRange(today: Date): DayRange {
  return { from: isoDay(startOfWeek(subWeeks(today, SHIFTS_CHART_WEEKS - 1), { weekStartsOn: 1 })), to: isoDay(today) };
}

/** A chart's x-axis label of a day (a Jobs posted day, a shifts week's Monday): 'd MMM' ('3 Nov'). dt is 'yyyy-MM-dd'. */
export const chartDayLabel = (dt: string) => formatDay(dt, false);
