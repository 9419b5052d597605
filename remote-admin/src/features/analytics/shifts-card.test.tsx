import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi } from '@dutylink/api-client';
import type { ShiftsWeekRow } from '@dutylink/contracts';
import { DateLocalization } from '../../components/dates';
import { ShiftsCard } from './shifts-card';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({ adminApi: { shiftsPerWeek: jest.fn() } }),
);

// Sunday 15 March 2026: this week started on Monday the 9th.
const TODAY = new Date(2026, 2, 15, 12, 0, 0);
const TITLE = 'Shifts worked and no-shows';
const weeks: ShiftsWeekRow[] = [
  { week: '2026-02-23', worked: 4, noShows: 1 },
  { week: '2026-03-02', worked: 0, noShows: 0 },
  { week: '2026-03-09', worked: 3, noShows: 2 },
];

beforeEach(() => {
  jest.clearAllMocks();
  (adminApi.shiftsPerWeek as jest.Mock).mockResolvedValue(weeks);
});

const renderCard = () =>
  render(
    <DateLocalization>
      <ShiftsCard today={TODAY} />
    </DateLocalization>,
  );

it('shows the last 8 weeks from their Monday, with no Day / Week / Month buttons', async () => {
  renderCard();
  expect(adminApi.shiftsPerWeek).toHaveBeenCalledWith('2026-01-19', '2026-03-15');
  const card = within(screen.getByRole('region', { name: TITLE }));
  expect(card.getByRole('heading', { name: TITLE })).toBeInTheDocument();
  expect(card.getByRole('button', { name: `${TITLE} date range: 19 Jan 2026 – 15 Mar 2026` })).toBeInTheDocument();
  expect(card.queryByRole('group', { name: `${TITLE} period` })).not.toBeInTheDocument();
  expect(await card.findByRole('img', { name: `${TITLE}: 7 worked and 3 no-shows, weeks of 23 Feb to 9 Mar` })).toBeInTheDocument();
  expect(card.getByText('Worked')).toBeInTheDocument();
  expect(card.getByText('No-shows')).toBeInTheDocument();
  // Short enough for every week of 8 to keep its label at 390 px.
  for (const week of ['2/23', '3/2', '3/9']) expect(card.getByText(week)).toBeInTheDocument();
});

it("a tap on a bar keeps its week's worked shifts and no-shows in the tooltip", async () => {
  renderCard();
  const chart = await screen.findByRole('img', { name: /^Shifts worked and no-shows:/ });
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  // The week of 9 Mar's Worked bar (jsdom places the chart at 0, 0): pressed, lifted, then clicked, as a finger does.
  const bar = chart.querySelectorAll('.MuiBarChart-element')[2];
  const at = { clientX: Number(bar.getAttribute('x')) + 1, clientY: Number(bar.getAttribute('y')) + 1, pointerType: 'touch' };
  fireEvent.pointerDown(bar, at);
  fireEvent.pointerUp(bar, at);
  fireEvent.pointerLeave(bar, at);
  await act(async () => fireEvent.click(bar, at));
  const tooltip = within(screen.getByRole('tooltip'));
  expect(tooltip.getByRole('table', { name: 'Week of 9 Mar' })).toBeInTheDocument();
  expect(tooltip.getByRole('row', { name: 'Worked 3' })).toBeInTheDocument();
  expect(tooltip.getByRole('row', { name: 'No-shows 2' })).toBeInTheDocument();
});

it('reads the weeks of a range picked in the calendar', async () => {
  const user = userEvent.setup();
  renderCard();
  await user.click(screen.getByRole('button', { name: /date range/ }));
  const dialog = within(await screen.findByRole('dialog'));
  // The days by their text: the first test checks the card's roles and names, analytics-page.test.tsx the picker's.
  await user.click(within(dialog.getByRole('group', { name: 'February 2026' })).getByText('2'));
  await user.click(within(dialog.getByRole('group', { name: 'March 2026' })).getByText('1'));
  await waitFor(() => expect(adminApi.shiftsPerWeek).toHaveBeenLastCalledWith('2026-02-02', '2026-03-01'));
});

it('shows Loading... while the weeks load and No data when the call failed', async () => {
  let resolve: (value: undefined) => void = () => undefined;
  (adminApi.shiftsPerWeek as jest.Mock).mockReturnValue(new Promise((r) => (resolve = r)));
  renderCard();
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  resolve(undefined);
  expect(await screen.findByText('No data')).toBeInTheDocument();
});
