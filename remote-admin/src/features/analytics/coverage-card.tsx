import { useId } from 'react';
import { Box, Card, CardContent, Typography, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { reads, useRead } from '@dutylink/api-client';
import { adminTexts, chartDayLabel, COVERAGE_CHART_WEEKS, coveragePercent, formatFillTime, type CoverageWeekRow } from '@dutylink/contracts';

export const COVERAGE_CARD_TITLE = 'Coverage and time to fill';

const CHART_HEIGHT = 200;

/** A week's Monday on the axis, '11/23': 12 weeks keep their labels at 390 px. */
const tick = (week: string) => {
  const [, month, day] = week.split('-').map(Number);
  return `${month}/${day}`;
};

/**
 * Issue 36: across every company, for the last COVERAGE_CHART_WEEKS weeks, the share of planned shifts covered and
 * the median time to fill a lost shift. The charts are pictures with a summary for screen readers; the table under
 * them gives every week's figures to everyone.
 */
export function CoverageCard() {
  const titleId = useId();
  const state = useRead(reads.admin.coverage());
  return (
    <Card component="section" variant="outlined" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
          {COVERAGE_CARD_TITLE}
        </Typography>
        {state.status === 'loading' && <Typography role="status">{adminTexts.loading}</Typography>}
        {(state.status === 'failed' || (state.status === 'ready' && state.data.length === 0)) && <Typography role="status">{adminTexts.noData}</Typography>}
        {state.status === 'ready' && state.data.length > 0 && <CoverageWeeks rows={state.data} />}
      </CardContent>
    </Card>
  );
}

function CoverageWeeks({ rows }: { rows: CoverageWeekRow[] }) {
  const weeks = rows.map((row) => tick(row.week));
  const percents = rows.map(coveragePercent);
  const medians = rows.map((row) => row.medianFillMinutes);
  const planned = rows.reduce((sum, row) => sum + row.planned, 0);
  const covered = rows.reduce((sum, row) => sum + row.covered, 0);
  const span = `weeks of ${chartDayLabel(rows[0].week)} to ${chartDayLabel(rows[rows.length - 1].week)}`;
  return (
    <>
      <Box role="img" aria-label={`Coverage: ${covered} of ${planned} planned shifts covered, ${span}`}>
        <LineChart
          height={CHART_HEIGHT}
          margin={{ left: 0, right: 8 }}
          xAxis={[{ scaleType: 'point', data: weeks, tickLabelStyle: { fontSize: 11 } }]}
          yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%`, width: 'auto' }]}
          series={[{ data: percents, label: 'Coverage (covered / planned)', valueFormatter: (value) => (value === null ? 'No shifts' : `${value}%`) }]}
        />
      </Box>
      <Box role="img" aria-label={`Median time to fill, per week, ${span}`}>
        <BarChart
          height={CHART_HEIGHT}
          margin={{ left: 0, right: 8 }}
          xAxis={[{ scaleType: 'band', data: weeks, tickLabelStyle: { fontSize: 11 } }]}
          yAxis={[{ min: 0, tickMinStep: 1, width: 'auto' }]}
          series={[{ data: medians, label: 'Median time to fill (min)', valueFormatter: (value) => (value === null ? 'None filled' : formatFillTime(value)) }]}
        />
      </Box>
      <TableContainer>
        <Table size="small" aria-label={`${COVERAGE_CARD_TITLE}, last ${COVERAGE_CHART_WEEKS} weeks`}>
          <TableHead>
            <TableRow>
              <TableCell>Week of</TableCell>
              <TableCell align="right">Covered</TableCell>
              <TableCell align="right">Open</TableCell>
              <TableCell align="right">Median time to fill</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, i) => (
              <TableRow key={row.week}>
                <TableCell component="th" scope="row">
                  {chartDayLabel(row.week)}
                </TableCell>
                <TableCell align="right">{row.planned === 0 ? 'No shifts' : `${row.covered} of ${row.planned} (${percents[i]}%)`}</TableCell>
                <TableCell align="right">{row.open}</TableCell>
                <TableCell align="right">{row.medianFillMinutes === null ? '–' : formatFillTime(row.medianFillMinutes)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
