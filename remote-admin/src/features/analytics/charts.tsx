import { Box, Typography } from '@dutylink/mui';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { reads, useRead } from '@dutylink/api-client';
import { adminTexts, postedDayLabel, type DayRange } from '@dutylink/contracts';

const CHART_HEIGHT = 260;

function Message({ text }: { text: string }) {
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
  if (state.status === 'loading') return <Message text={adminTexts.loading} />;
  const data = state.status === 'ready' ? state.data : undefined;
  if (!data || (data.applied === 0 && data.hired === 0)) return <Message text={adminTexts.noData} />;
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
  if (state.status === 'loading') return <Message text={adminTexts.loading} />;
  const rows = state.status === 'ready' ? state.data : [];
  if (rows.length === 0) return <Message text={adminTexts.noData} />;
  const values = rows.map((row) => row.value);
  const total = values.reduce((sum, value) => sum + value, 0);
  return (
    <Box role="img" aria-label={`Jobs posted: ${total} from ${postedDayLabel(rows[0].dt)} to ${postedDayLabel(rows[rows.length - 1].dt)}`}>
      <LineChart
        height={CHART_HEIGHT}
        xAxis={[{ scaleType: 'point', data: rows.map((row) => postedDayLabel(row.dt)) }]}
        yAxis={[{ min: 0, max: Math.max(...values) === 0 ? 1 : undefined, tickMinStep: 1 }]}
        series={[{ data: values, label: 'Jobs posted', showMark: rows.length <= 31 }]}
      />
    </Box>
  );
}
