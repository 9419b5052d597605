import { useId } from 'react';
import { Box, Card, CardContent, Skeleton, SvgIcon, Typography, Tooltip } from '@mui/material';
import { CHANGE_TOOLTIP_LABEL, changeDirection, formatChangePercent, weeklyChangePercent, type AnalyticsCounts } from '@dutylink/contracts';

// Material 'ArrowUpward' / 'ArrowDownward' paths (no @mui/icons-material in this remote).
const ARROW_PATH = {
  up: 'M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8-8 8z',
  down: 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z',
} as const;

export interface StatBoxProps {
  title: string;
  /** Undefined while loading (or when the call failed). */
  counts: AnalyticsCounts | undefined;
}

/** One analytics box: the total and the weekly change, with 'Prev week / This week' numbers as a tooltip. */
export function StatBox({ title, counts }: StatBoxProps) {
  const titleId = useId();
  const percent = counts ? weeklyChangePercent(counts.prev, counts.current) : 0;
  const direction = changeDirection(percent);
  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" color="textSecondary">
          {title}
        </Typography>
        {counts ? (
          <>
            <Typography variant="h3" component="p" data-testid="total">
              {counts.total}
            </Typography>
            <Tooltip
              describeChild
              arrow
              title={
                <>
                  <Box component="span" sx={{ display: 'block' }}>
                    {CHANGE_TOOLTIP_LABEL}
                  </Box>
                  <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>{`${counts.prev} / ${counts.current}`}</Box>
                </>
              }
            >
              <Box
                tabIndex={0}
                data-testid="change"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 0.5,
                  color: direction === 'up' ? 'success.main' : 'error.main',
                  borderRadius: 1,
                  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
                }}
              >
                <SvgIcon fontSize="small" titleAccess={direction} aria-label={direction}>
                  <path d={ARROW_PATH[direction]} />
                </SvgIcon>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {formatChangePercent(percent)}
                </Typography>
              </Box>
            </Tooltip>
          </>
        ) : (
          <Skeleton variant="text" width={80} height={48} aria-label="Loading" />
        )}
      </CardContent>
    </Card>
  );
}
