import { useEffect, useState } from 'react';
import { Box, Typography } from '@dutylink/mui';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { adminApi } from '@dutylink/api-client';
import { adminTexts, postedDayLabel, type DayRange, type JobsPlacement, type JobsPostedRow } from '@dutylink/contracts';

const CHART_HEIGHT = 260;

type Loaded<T> = { loading: true } | { loading: false; data: T | undefined };

/** Loads `fetch(range)` whenever the range changes; only the newest answer is kept. */
function useRangeData<T>(range: DayRange, fetch: (from: string, to: string) => Promise<T | undefined>): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ loading: true });
  useEffect(() => {
    let live = true;
    setState({ loading: true });
    void fetch(range.from, range.to).then((data) => {
      if (live) setState({ loading: false, data });
    });
    return () => {
      live = false;
    };
  }, [range.from, range.to, fetch]);
  return state;
}

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
  const state = useRangeData<JobsPlacement>(range, adminApi.placement);
  if (state.loading) return <Message text={adminTexts.loading} />;
  const data = state.data;
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
  const state = useRangeData<JobsPostedRow[]>(range, adminApi.posted);
  if (state.loading) return <Message text={adminTexts.loading} />;
  const rows = state.data ?? [];
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
