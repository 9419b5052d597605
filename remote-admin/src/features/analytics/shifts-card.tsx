import { useState } from 'react';
import { lastWeeksRange } from '@dutylink/contracts';
import { ChartCard } from './chart-card';
import { ShiftsChart, SHIFTS_TITLE } from './charts';

/**
 * The 'Shifts worked and no-shows' card (issue 20), with a range of its own like the other charts.
 * Range: this week and the 7 before it from their Monday (SHIFTS_CHART_WEEKS) by default, or any from the picker; no Day / Week / Month, as a bar is a week.
 */
export function ShiftsCard({ today }: { today: Date }) {
  const [range, chooseCustom] = useState(() => lastWeeksRange(today));
  return (
    <ChartCard title={SHIFTS_TITLE} today={today} range={{ range, chooseCustom }}>
      <ShiftsChart range={range} />
    </ChartCard>
  );
}
