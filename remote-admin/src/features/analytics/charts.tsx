import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { reads, useRead } from '@dutylink/api-client';
import type { AxisItemIdentifier, AxisValueFormatterContext } from '@mui/x-charts/models';
import { adminTexts, chartDayLabel, type DayRange } from '@dutylink/contracts';

/** The title of the weekly shifts chart (issue 20). */
export const SHIFTS_TITLE = 'Shifts worked and no-shows';

const CHART_HEIGHT = 260;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A chart's place while it loads or has nothing to show. */
export function ChartMessage({ text }: { text: string }) {
  return (
    <Box sx={{ height: CHART_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Typography color="textSecondary" role="status">
        {text}
      </Typography>
    </Box>
  );
}

/** 'Jobs Placement': a doughnut of Applied vs Hired applications made in the range. */
export function PlacementChart({ range }: { range: DayRange }) {
  const state = useRead(reads.admin.placement(range.from, range.to));
  if (state.status === 'loading') return <ChartMessage text={adminTexts.loading} />;
  const data = state.status === 'ready' ? state.data : undefined;
  if (!data || (data.applied === 0 && data.hired === 0)) return <ChartMessage text={adminTexts.noData} />;
  return (
    <Box role="img" aria-label={`Jobs Placement: Applied ${data.applied}, Hired ${data.hired}`}>
      <PieChart
        height={CHART_HEIGHT}
        series={[
          {
            innerRadius: 60,
            outerRadius: 100,
            paddingAngle: 1,
            data: [
              { id: 'applied', value: data.applied, label: 'Applied' },
              { id: 'hired', value: data.hired, label: 'Hired' },
            ],
          },
        ]}
      />
    </Box>
  );
}

/** 'Jobs posted': jobs created per day of the range, y axis from 0. */
export function PostedChart({ range }: { range: DayRange }) {
  const state = useRead(reads.admin.posted(range.from, range.to));
  if (state.status === 'loading') return <ChartMessage text={adminTexts.loading} />;
  const rows = state.status === 'ready' ? state.data : [];
  if (rows.length === 0) return <ChartMessage text={adminTexts.noData} />;
  const values = rows.map((row) => row.value);
  return (
    <Box role="img" aria-label={`Jobs posted: ${sum(values)} from ${chartDayLabel(rows[0].dt)} to ${chartDayLabel(rows[rows.length - 1].dt)}`}>
      <LineChart
        height={CHART_HEIGHT}
        xAxis={[{ scaleType: 'point', data: rows.map((row) => chartDayLabel(row.dt)) }]}
        yAxis={[{ min: 0, max: Math.max(...values) === 0 ? 1 : undefined, tickMinStep: 1 }]}
        series={[{ data: values, label: 'Jobs posted', showMark: rows.length <= 31 }]}
      />
    </Box>
  );
}

/** SHIFTS_TITLE: per week of the range, the shifts checked in and the no-shows, side by side, y axis from 0. */
export function ShiftsChart({ range }: { range: DayRange }) {
  const state = useRead(reads.admin.shifts(range.from, range.to));
  if (state.status === 'loading') return <ChartMessage text={adminTexts.loading} />;
  const rows = state.status === 'ready' ? state.data : [];
  if (rows.length === 0) return <ChartMessage text={adminTexts.noData} />;
  const worked = rows.map((row) => row.worked);
  const noShows = rows.map((row) => row.noShows);
  return (
    <Box role="img" aria-label={`${SHIFTS_TITLE}: ${sum(worked)} worked and ${sum(noShows)} no-shows, ${weeksSpan(rows.map((row) => row.week))}`}>
      <WeekBars
        weeks={rows.map((row) => row.week)}
        series={[
          { data: worked, label: 'Worked' },
          { data: noShows, label: 'No-shows' },
        ]}
      />
    </Box>
  );
}

const WEEKS_AXIS = 'weeks';

/** 'weeks of 23 Feb to 9 Mar', for a chart's summary. */
export const weeksSpan = (weeks: string[]) => `weeks of ${chartDayLabel(weeks[0])} to ${chartDayLabel(weeks[weeks.length - 1])}`;

/**
 * A week by its Monday ('yyyy-MM-dd'): on the axis '11/23' (M/d), short enough for every week of the default
 * 8 to keep its label at 390 px; in the tooltip 'Week of 23 Nov'.
 */
function weekLabel(week: string, { location }: AxisValueFormatterContext) {
  if (location !== 'tick') return `Week of ${chartDayLabel(week)}`;
  const [, month, day] = week.split('-').map(Number);
  return `${month}/${day}`;
}

/** One series of the weeks' bars, a figure per week; series of one `stack` are drawn on top of each other. */
export interface WeekSeries {
  label: string;
  data: number[];
  stack?: string;
}

/**
 * Bars per week (its Monday, 'yyyy-MM-dd'), y axis from 0. A tap on a bar pins its week's tooltip: on touch the
 * chart's own tooltip shows only while the finger presses and goes when it lifts (MUI X Charts 9), and the click
 * comes after that.
 */
export function WeekBars({ weeks, series }: { weeks: string[]; series: WeekSeries[] }) {
  const [shownWeek, showWeek] = useState<AxisItemIdentifier[]>([]);
  return (
    <BarChart
      height={CHART_HEIGHT}
      // The side margins and a y axis as wide as its counts leave each of 8 weeks about 37 px at 390 px.
      margin={{ left: 0, right: 0 }}
      xAxis={[{ id: WEEKS_AXIS, scaleType: 'band', data: weeks, valueFormatter: weekLabel, tickLabelStyle: { fontSize: 11 } }]}
      yAxis={[{ min: 0, max: series.every((s) => s.data.every((value) => value === 0)) ? 1 : undefined, tickMinStep: 1, width: 'auto' }]}
      series={series}
      tooltipAxis={shownWeek}
      onTooltipAxisChange={showWeek}
      highlightedAxis={shownWeek}
      onItemClick={(_, { dataIndex }) => showWeek([{ axisId: WEEKS_AXIS, dataIndex }])}
    />
  );
}
