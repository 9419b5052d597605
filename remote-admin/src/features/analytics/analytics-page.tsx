import { useState } from 'react';
import { Box, Container, Typography } from '@mui/material';
import { reads, useRead } from '@dutylink/api-client';
import { ChartCard } from './chart-card';
import { CoverageCard } from './coverage-card';
import { MessagesCard } from './messages-card';
import { PlacementChart, PostedChart } from './charts';
import { ShiftsCard } from './shifts-card';
import { DateLocalization } from '../../components/dates';
import { StatBox } from './stat-box';
import { useChartRange } from './use-chart-range';

export const ANALYTICS_TITLE = 'Analytics';

/** /admin (spec section 2): the Employers / Employees / Jobs boxes, the Jobs Placement and Jobs posted charts, the weekly shifts (issue 20), the weekly coverage and time to fill (issue 36), and the messages by channel (issue 39). */
export function AnalyticsPage() {
  // Days are the browser's calendar days; 'today' is fixed for the life of the page.
  const [today] = useState(() => new Date());
  const read = useRead(reads.admin.analytics());
  const general = read.status === 'ready' ? read.data : undefined;
  const placement = useChartRange(today);
  const posted = useChartRange(today);

  return (
    <DateLocalization>
      <Container maxWidth="lg" sx={{ py: 3 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
          {ANALYTICS_TITLE}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, mb: 3 }}>
          <StatBox title="Employers" counts={general?.employers} />
          <StatBox title="Employees" counts={general?.employees} />
          <StatBox title="Jobs" counts={general?.jobs} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, 1fr)' } }}>
          <ChartCard title="Jobs Placement" today={today} range={placement}>
            <PlacementChart range={placement.range} />
          </ChartCard>
          <ChartCard title="Jobs posted" today={today} range={posted}>
            <PostedChart range={posted.range} />
          </ChartCard>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <ShiftsCard today={today} />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <CoverageCard />
          </Box>
          <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
            <MessagesCard today={today} />
          </Box>
        </Box>
      </Container>
    </DateLocalization>
  );
}
