import { useState } from 'react';
import { Box, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { reads, useRead } from '@dutylink/api-client';
import { adminTexts, chartDayLabel, lastWeeksRange, type DayRange, type MessageChannels } from '@dutylink/contracts';
import { ChartCard } from './chart-card';
import { ChartMessage, WeekBars, weeksSpan } from './charts';

export const MESSAGES_TITLE = 'Messages by channel';
export const SEGMENTS_SAVED = 'SMS segments saved by push';

const CHANNELS = [
  { key: 'sms', label: 'SMS' },
  { key: 'push', label: 'Push' },
  { key: 'email', label: 'E-mail' },
] as const;

const count = (n: number) => n.toLocaleString('en-US');
const total = (weeks: MessageChannels['weeks'], key: 'sms' | 'push' | 'email' | 'smsSaved' | 'segmentsSaved') => weeks.reduce((sum, week) => sum + week[key], 0);

/**
 * Issue 39: what officers were sent per week, SMS, push and e-mail stacked, and the SMS segments push saved (the
 * texts standing in for a push that were not sent). Range: this week and the 7 before it by default, as the shifts'.
 */
export function MessagesCard({ today }: { today: Date }) {
  const [range, chooseCustom] = useState(() => lastWeeksRange(today));
  return (
    <ChartCard title={MESSAGES_TITLE} today={today} range={{ range, chooseCustom }}>
      <MessagesWeeks range={range} />
    </ChartCard>
  );
}

function MessagesWeeks({ range }: { range: DayRange }) {
  const state = useRead(reads.admin.messages(range.from, range.to));
  if (state.status === 'loading') return <ChartMessage text={adminTexts.loading} />;
  if (state.status !== 'ready' || state.data.weeks.length === 0) return <ChartMessage text={adminTexts.noData} />;
  const { weeks, keptFrom } = state.data;
  const span = weeksSpan(weeks.map((week) => week.week));
  return (
    <>
      <Stack component="dl" direction="row" sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1, m: 0, mb: 2 }}>
        <div>
          <Typography component="dt" variant="body2" color="textSecondary">
            {SEGMENTS_SAVED}
          </Typography>
          <Typography component="dd" variant="h4" sx={{ m: 0 }}>
            {count(total(weeks, 'segmentsSaved'))}
          </Typography>
        </div>
        <div>
          <Typography component="dt" variant="body2" color="textSecondary">
            Texts not sent
          </Typography>
          <Typography component="dd" variant="h4" sx={{ m: 0 }}>
            {count(total(weeks, 'smsSaved'))}
          </Typography>
        </div>
      </Stack>
      <Box role="img" aria-label={`${MESSAGES_TITLE}: ${CHANNELS.map(({ key, label }) => `${label} ${count(total(weeks, key))}`).join(', ')}, ${span}`}>
        <WeekBars weeks={weeks.map((week) => week.week)} series={CHANNELS.map(({ key, label }) => ({ label, data: weeks.map((week) => week[key]), stack: 'channels' }))} />
      </Box>
      {keptFrom !== null && keptFrom > range.from && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {`Sent messages are deleted after a while: before ${chartDayLabel(keptFrom)} the figures are incomplete.`}
        </Typography>
      )}
      {/* Five columns fit 390 px with narrower cells; bigger counts scroll inside the card, not the page. */}
      <TableContainer>
        <Table size="small" aria-label={`${MESSAGES_TITLE}, ${span}`} sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              <TableCell>Week of</TableCell>
              {CHANNELS.map(({ key, label }) => (
                <TableCell key={key} align="right">
                  {label}
                </TableCell>
              ))}
              <TableCell align="right">Segments saved</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {weeks.map((week) => (
              <TableRow key={week.week}>
                <TableCell component="th" scope="row">
                  {chartDayLabel(week.week)}
                </TableCell>
                {CHANNELS.map(({ key }) => (
                  <TableCell key={key} align="right">
                    {count(week[key])}
                  </TableCell>
                ))}
                <TableCell align="right">{count(week.segmentsSaved)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
