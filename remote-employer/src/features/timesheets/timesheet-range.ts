import { useState } from 'react';
import { useSearchParams } from '@dutylink/router';
import { subDays } from 'date-fns';
import { ValidationError } from 'yup';
import { analyticsRangeSchema, isoDay, validationErrorsToMap, type DayRange } from '@dutylink/contracts';

/** The days shown when the URL names none: the last week, today included. */
const DEFAULT_DAYS = 7;

/** The last DEFAULT_DAYS days up to `today`, as the browser's calendar days. */
export function lastWeek(today: Date): DayRange {
  return { from: isoDay(subDays(today, DEFAULT_DAYS - 1)), to: isoDay(today) };
}

export type RangeErrors = Partial<Record<keyof DayRange, string>>;

/** What is wrong with a range, a message a field; empty when the timesheets can be read for it. */
export function rangeErrors(range: DayRange): RangeErrors {
  try {
    analyticsRangeSchema.validateSync(range, { abortEarly: false });
    return {};
  } catch (error) {
    // By name, not instanceof: the schema may come from another bundle's copy of yup (a shared package).
    if (!ValidationError.isError(error)) throw error;
    const messages = validationErrorsToMap(error);
    return Object.fromEntries(Object.entries(messages).map(([field, [first]]) => [field, first]));
  }
}

/** The range in the URL (?from=&to=), so that a reload or a shared link keeps it; the last week while it names none. */
export function useTimesheetRange(): [DayRange, (range: DayRange) => void] {
  const [search, setSearch] = useSearchParams();
  const [fallback] = useState(() => lastWeek(new Date()));
  const range = { from: search.get('from') ?? fallback.from, to: search.get('to') ?? fallback.to };
  return [range, ({ from, to }) => setSearch({ from, to }, { replace: true })];
}
