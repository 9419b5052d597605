import { useId, type ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { CHART_RANGES, type ChartRange } from '@dutylink/contracts';
import { DateRangeButton } from './date-range-picker';
import type { ChartRangeState, RangeState } from './use-chart-range';

export interface ChartCardProps {
  title: string;
  today: Date;
  /** With presets, the Day / Week / Month buttons show. */
  range: RangeState | ChartRangeState;
  children: ReactNode;
}

/** A titled chart with its Day / Week / Month buttons, when its range has them, and the two-month range picker. */
export function ChartCard({ title, today, range, children }: ChartCardProps) {
  const titleId = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            {'choosePreset' in range && (
              <ToggleButtonGroup
                size="small"
                exclusive
                value={range.preset}
                onChange={(_, value: ChartRange | null) => value && range.choosePreset(value)}
                aria-label={`${title} period`}
              >
                {CHART_RANGES.map((preset) => (
                  <ToggleButton key={preset} value={preset}>
                    {preset}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            )}
            <DateRangeButton value={range.range} onChange={range.chooseCustom} today={today} label={title} />
          </Stack>
        </Stack>
        <Box>{children}</Box>
      </CardContent>
    </Card>
  );
}
