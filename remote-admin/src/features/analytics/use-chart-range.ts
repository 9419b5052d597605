import { useCallback, useState } from 'react';
import { chartRangeDays, DEFAULT_CHART_RANGE, type ChartRange, type DayRange } from '@dutylink/contracts';

/** A chart's days, and the range picker's choice of others. */
export interface RangeState {
  range: DayRange;
  chooseCustom: (range: DayRange) => void;
}

/** A range with the Day / Week / Month buttons. */
export interface ChartRangeState extends RangeState {
  /** Day / Week / Month, or null once a custom range was picked. */
  preset: ChartRange | null;
  choosePreset: (preset: ChartRange) => void;
}

/** One chart's range: Week by default; a preset is the last N days ending today; a custom range drops the preset. */
export function useChartRange(today: Date): ChartRangeState {
  const [state, setState] = useState<{ preset: ChartRange | null; range: DayRange }>(() => ({
    preset: DEFAULT_CHART_RANGE,
    range: chartRangeDays(DEFAULT_CHART_RANGE, today),
  }));
  const choosePreset = useCallback((preset: ChartRange) => setState({ preset, range: chartRangeDays(preset, today) }), [today]);
  const chooseCustom = useCallback((range: DayRange) => setState({ preset: null, range }), []);
  return { ...state, choosePreset, chooseCustom };
}
