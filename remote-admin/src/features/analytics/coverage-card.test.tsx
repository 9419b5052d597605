import { render, screen, within } from '@testing-library/react';
import { adminApi } from '@dutylink/api-client';
import type { CoverageWeekRow } from '@dutylink/contracts';
import { CoverageCard } from './coverage-card';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({ adminApi: { coveragePerWeek: jest.fn() } }),
);

const TITLE = 'Coverage and time to fill';
const week = (monday: string, planned = 0, covered = 0, medianFillMinutes: number | null = null): CoverageWeekRow => ({ week: monday, planned, covered, open: planned - covered, medianFillMinutes });
const weeks: CoverageWeekRow[] = [
  ...['2026-09-14', '2026-09-21', '2026-09-28', '2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09'].map((monday) => week(monday)),
  week('2026-11-16', 10, 10),
  week('2026-11-23', 4, 3, 95),
  week('2026-11-30', 20, 18, 42),
];

beforeEach(() => (adminApi.coveragePerWeek as jest.Mock).mockReset().mockResolvedValue(weeks));

it("charts the last 12 weeks' coverage and median time to fill, with a summary for screen readers", async () => {
  render(<CoverageCard />);
  const card = within(screen.getByRole('region', { name: TITLE }));
  expect(card.getByRole('heading', { name: TITLE })).toBeInTheDocument();
  expect(await card.findByRole('img', { name: 'Coverage: 31 of 34 planned shifts covered, weeks of 14 Sep to 30 Nov' })).toBeInTheDocument();
  expect(card.getByRole('img', { name: 'Median time to fill, per week, weeks of 14 Sep to 30 Nov' })).toBeInTheDocument();
  expect(card.getByText('Coverage (covered / planned)')).toBeInTheDocument();
  expect(card.getByText('Median time to fill (min)')).toBeInTheDocument();
});

it("gives every week's figures in a table", async () => {
  render(<CoverageCard />);
  const table = within(await screen.findByRole('table', { name: `${TITLE}, last 12 weeks` }));
  expect(table.getAllByRole('row')).toHaveLength(13);
  expect(table.getByRole('row', { name: '30 Nov 18 of 20 (90%) 2 42 min' })).toBeInTheDocument();
  expect(table.getByRole('row', { name: '23 Nov 3 of 4 (75%) 1 1 h 35 min' })).toBeInTheDocument();
  expect(table.getByRole('row', { name: '16 Nov 10 of 10 (100%) 0 –' })).toBeInTheDocument();
  expect(table.getByRole('row', { name: '14 Sep No shifts 0 –' })).toBeInTheDocument();
});

it('shows Loading... and then No data when the call failed', async () => {
  (adminApi.coveragePerWeek as jest.Mock).mockResolvedValue(undefined);
  render(<CoverageCard />);
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByText('No data')).toBeInTheDocument();
});
