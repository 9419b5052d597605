import { Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { COVERAGE_TITLE, coveragePercent, coverageText, fillTimeText, openShiftsText, type CompanyCoverage } from '@dutylink/contracts';

/**
 * Today's coverage figures (issue 36): this week's planned shifts covered, with a bar for the eye (the text says
 * the same, so the bar is hidden from screen readers), the open ones, and the median time to fill a lost shift.
 */
export function CoverageSummary({ coverage }: { coverage: CompanyCoverage }) {
  const percent = coveragePercent(coverage);
  return (
    <Card component="section" variant="outlined" aria-label={COVERAGE_TITLE}>
      <CardContent>
        <Typography sx={{ fontWeight: 600 }}>{coverageText(coverage)}</Typography>
        {percent !== null && <LinearProgress variant="determinate" value={percent} aria-hidden sx={{ my: 1, height: 8, borderRadius: 1 }} />}
        {coverage.open > 0 && <Typography color="error">{openShiftsText(coverage.open)}</Typography>}
        <Typography color="textSecondary">{fillTimeText(coverage)}</Typography>
      </CardContent>
    </Card>
  );
}
