import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi } from '@dutylink/api-client';
import type { AnalyticsGeneral } from '@dutylink/contracts';
import { AnalyticsPage } from './analytics-page';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    adminApi: { analyticsGeneral: jest.fn(), placement: jest.fn(), posted: jest.fn(), shiftsPerWeek: jest.fn(), coveragePerWeek: jest.fn(), messagesPerWeek: jest.fn() },
  }),
);

const general: AnalyticsGeneral = {
  employers: { prev: 3, current: 5, total: 42 },
  employees: { prev: 9, current: 8, total: 120 },
  jobs: { prev: 0, current: 0, total: 7 },
};

const NOW = new Date(2026, 2, 15, 12, 0, 0);
const ONLY_DATE = [
  'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback',
  'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout',
] as const;

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers({ now: NOW, doNotFake: [...ONLY_DATE] });
  (adminApi.analyticsGeneral as jest.Mock).mockResolvedValue(general);
  (adminApi.placement as jest.Mock).mockResolvedValue({ applied: 4, hired: 2 });
  (adminApi.posted as jest.Mock).mockResolvedValue([
    { dt: '2026-03-14', value: 1 },
    { dt: '2026-03-15', value: 3 },
  ]);
  (adminApi.shiftsPerWeek as jest.Mock).mockResolvedValue([]);
  (adminApi.coveragePerWeek as jest.Mock).mockResolvedValue([]);
  (adminApi.messagesPerWeek as jest.Mock).mockResolvedValue({ weeks: [], keptFrom: null });
});

afterEach(() => {
  jest.useRealTimers();
});

const box = (name: string) => screen.getByRole('region', { name });
const card = (name: string) => screen.getByRole('region', { name });

it('shows each box with its total, the change with 2 decimals and the arrow direction', async () => {
  render(<AnalyticsPage />);
  await waitFor(() => expect(within(box('Employers')).getByTestId('total')).toHaveTextContent('42'));
  // Each box is found once: a region query with a name computes every region's name from computed styles.
  const [employers, employees, jobs] = ['Employers', 'Employees', 'Jobs'].map((name) => within(box(name)));
  // (5 - 3) / 5 = 40 %
  expect(employers.getByTestId('change')).toHaveTextContent('40.00%');
  expect(employers.getByRole('img', { name: 'up' })).toBeInTheDocument();
  // (8 - 9) / 8 = -12.5 %
  expect(employees.getByTestId('total')).toHaveTextContent('120');
  expect(employees.getByTestId('change')).toHaveTextContent('12.50%');
  expect(employees.getByRole('img', { name: 'down' })).toBeInTheDocument();
  // current 0 → 0 %, shown as up
  expect(jobs.getByTestId('change')).toHaveTextContent('0.00%');
  expect(jobs.getByRole('img', { name: 'up' })).toBeInTheDocument();
});

it('shows Prev week / This week numbers as the tooltip', async () => {
  const user = userEvent.setup();
  render(<AnalyticsPage />);
  await waitFor(() => expect(within(box('Employers')).getByTestId('change')).toBeInTheDocument());
  await user.hover(within(box('Employers')).getByTestId('change'));
  const tooltip = await screen.findByRole('tooltip');
  expect(tooltip).toHaveTextContent('Prev week / This week');
  expect(tooltip).toHaveTextContent('3 / 5');
});

it('loads both charts for the last 7 days by default, with Week selected', async () => {
  render(<AnalyticsPage />);
  expect(adminApi.placement).toHaveBeenCalledWith('2026-03-09', '2026-03-15');
  expect(adminApi.posted).toHaveBeenCalledWith('2026-03-09', '2026-03-15');
  for (const title of ['Jobs Placement', 'Jobs posted']) {
    const chart = within(card(title));
    expect(chart.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(chart.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    expect(chart.getByRole('button', { name: /date range: 9 Mar 2026 – 15 Mar 2026/ })).toBeInTheDocument();
  }
  expect(await within(card('Jobs Placement')).findByRole('img', { name: 'Jobs Placement: Applied 4, Hired 2' })).toBeInTheDocument();
  expect(await within(card('Jobs posted')).findByRole('img', { name: 'Jobs posted: 4 from 14 Mar to 15 Mar' })).toBeInTheDocument();
  // The coverage card has weeks of its own (coverage-card.test.tsx): here, its place on the page.
  expect(adminApi.coveragePerWeek).toHaveBeenCalledWith();
  expect(await within(card('Coverage and time to fill')).findByText('No data')).toBeInTheDocument();
  expect(adminApi.messagesPerWeek).toHaveBeenCalledWith('2026-01-19', '2026-03-15');
  expect(await within(card('Messages by channel')).findByText('No data')).toBeInTheDocument();
});

it('reloads a chart with the 1, 7 and 30 day ranges of Day / Week / Month', async () => {
  const user = userEvent.setup();
  render(<AnalyticsPage />);
  const placement = within(card('Jobs Placement'));
  const posted = within(card('Jobs posted'));
  await user.click(placement.getByRole('button', { name: 'Day' }));
  expect(adminApi.placement).toHaveBeenLastCalledWith('2026-03-15', '2026-03-15');
  await user.click(placement.getByRole('button', { name: 'Month' }));
  expect(adminApi.placement).toHaveBeenLastCalledWith('2026-02-14', '2026-03-15');
  await user.click(posted.getByRole('button', { name: 'Day' }));
  expect(adminApi.posted).toHaveBeenLastCalledWith('2026-03-15', '2026-03-15');
  await user.click(posted.getByRole('button', { name: 'Week' }));
  expect(adminApi.posted).toHaveBeenLastCalledWith('2026-03-09', '2026-03-15');
  await user.click(posted.getByRole('button', { name: 'Month' }));
  expect(adminApi.posted).toHaveBeenLastCalledWith('2026-02-14', '2026-03-15');
  // the other chart keeps its own range
  expect(placement.getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
});

it('shows Loading... while the placement loads and No data when both counts are 0', async () => {
  let resolve: (value: { applied: number; hired: number }) => void = () => undefined;
  (adminApi.placement as jest.Mock).mockReturnValue(new Promise((r) => (resolve = r)));
  render(<AnalyticsPage />);
  expect(within(card('Jobs Placement')).getByText('Loading...')).toBeInTheDocument();
  resolve({ applied: 0, hired: 0 });
  expect(await within(card('Jobs Placement')).findByText('No data')).toBeInTheDocument();
});

it('picks a custom range over two months (swapping an earlier second click) and deselects the presets', async () => {
  const user = userEvent.setup();
  render(<AnalyticsPage />);
  const posted = card('Jobs posted');
  await user.click(within(posted).getByRole('button', { name: /Jobs posted date range/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Jobs posted date range' });
  const march = within(dialog).getByRole('group', { name: 'March 2026' });
  const february = within(dialog).getByRole('group', { name: 'February 2026' });
  await user.click(within(march).getByRole('gridcell', { name: '3' }));
  expect(within(dialog).getByText('From 3 Mar 2026: choose the last day')).toBeInTheDocument();
  await user.click(within(february).getByRole('gridcell', { name: '20' }));
  await waitFor(() => expect(adminApi.posted).toHaveBeenLastCalledWith('2026-02-20', '2026-03-03'));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(within(posted).getByRole('button', { name: /date range: 20 Feb 2026 – 3 Mar 2026/ })).toBeInTheDocument();
  for (const preset of ['Day', 'Week', 'Month']) {
    expect(within(posted).getByRole('button', { name: preset })).toHaveAttribute('aria-pressed', 'false');
  }
  // Jobs Placement is untouched
  expect(adminApi.placement).toHaveBeenCalledTimes(1);
});

it('cannot pick a day after today', async () => {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(<AnalyticsPage />);
  await user.click(within(card('Jobs Placement')).getByRole('button', { name: /Jobs Placement date range/ }));
  const march = within(await screen.findByRole('dialog')).getByRole('group', { name: 'March 2026' });
  expect(within(march).getByRole('gridcell', { name: '15' })).toBeEnabled();
  expect(within(march).getByRole('gridcell', { name: '16' })).toBeDisabled();
  await user.click(within(march).getByRole('gridcell', { name: '16' }));
  expect(screen.getByText('Choose the first day')).toBeInTheDocument();
  // the keyboard works too: Enter on a focused day sets the start
  act(() => within(march).getByRole('gridcell', { name: '10' }).focus());
  await user.keyboard('{Enter}');
  expect(screen.getByText('From 10 Mar 2026: choose the last day')).toBeInTheDocument();
});
