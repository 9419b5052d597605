import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@dutylink/router';
import { shiftsApi } from '@dutylink/api-client';
import { RateType } from '@dutylink/contracts';
import EmployeeRoutes from '../../routes';
import { NOTHING_APPROVED, NOTHING_AWAITING } from './earnings-page';
import { makeEarnedShift } from './test-fixtures';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    shiftsApi: { earnings: jest.fn() },
  }),
);

const earnings = shiftsApi.earnings as jest.Mock;

beforeEach(() => jest.clearAllMocks());
afterEach(() => jest.useRealTimers());

/** Opens the Earnings tab, on a fake clock: a find waits in the clock's time, which a loaded machine does not run out. */
function renderEarnings() {
  jest.useFakeTimers();
  render(
    <MemoryRouter initialEntries={['/employee/shifts/earnings']}>
      <Routes>
        <Route path="/employee/*" element={<EmployeeRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

test('each section shows its totals, then each shift with its day, hours and pay, and how and why the employer changed the hours', async () => {
  earnings.mockResolvedValue({
    awaiting: [
      makeEarnedShift({ workedMinutes: 500, pay: 237.5 }),
      makeEarnedShift({ id: 22, title: 'Stadium event', company: 'Lone Star Events', startsAt: '2026-11-27T13:00:00Z', rate: 1000, rateType: RateType.Daily, pay: 1000 }),
    ],
    approved: [
      makeEarnedShift({ id: 23, title: 'Gate watch', startsAt: '2026-11-20T13:00:00Z', approvedMinutes: 420, correctionReason: 'Left an hour early', pay: 210 }),
      makeEarnedShift({ id: 24, title: 'Lobby post', startsAt: '2026-11-19T13:00:00Z', workedMinutes: null, approvedMinutes: 480, correctionReason: 'Forgot to check out', pay: 240 }),
    ],
  });
  renderEarnings();
  const awaiting = within(await screen.findByRole('region', { name: 'Waiting for approval' }));
  expect(screen.getByRole('tab', { name: 'Earnings' })).toHaveAttribute('aria-current', 'page');
  expect(awaiting.getByText('Total: 16 h 20 min · $1,237.50')).toBeInTheDocument();
  expect(awaiting.getByText('Sat, 28 Nov · Night patrol')).toBeInTheDocument();
  expect(awaiting.getByText('8 h 20 min')).toBeInTheDocument();
  expect(awaiting.getByText('$237.50')).toBeInTheDocument();
  expect(awaiting.getByText('Fri, 27 Nov · Stadium event')).toBeInTheDocument();
  expect(awaiting.getByText('Lone Star Events')).toBeInTheDocument();
  expect(awaiting.getByText('$1,000.00')).toBeInTheDocument();

  const approved = within(screen.getByRole('region', { name: 'Approved' }));
  expect(approved.getByText('Total: 15 h · $450.00')).toBeInTheDocument();
  expect(approved.getByText('Fri, 20 Nov · Gate watch')).toBeInTheDocument();
  expect(approved.getByText('7 h')).toBeInTheDocument();
  expect(approved.getByText('Hours changed by the employer from 8 h to 7 h: Left an hour early')).toBeInTheDocument();
  // Without a check-out there were no hours to change from.
  expect(approved.getByText('Hours set by the employer to 8 h: Forgot to check out')).toBeInTheDocument();
  expect(awaiting.queryByText(/Hours changed/)).not.toBeInTheDocument();
});

test('the hours worked, approved above the schedule, show the employer\'s reason (issue 36)', async () => {
  earnings.mockResolvedValue({
    awaiting: [],
    approved: [makeEarnedShift({ workedMinutes: 500, approvedMinutes: 500, correctionReason: 'Stayed for the handover', pay: 237.5 })],
  });
  renderEarnings();
  const approved = within(await screen.findByRole('region', { name: 'Approved' }));
  expect(approved.getByText('Hours approved above the 8 h scheduled: Stayed for the handover')).toBeInTheDocument();
  expect(approved.queryByText(/Hours changed/)).not.toBeInTheDocument();
});

test('empty sections say what comes there and what to do', async () => {
  earnings.mockResolvedValue({ awaiting: [], approved: [] });
  renderEarnings();
  expect(await screen.findByText(NOTHING_AWAITING.title)).toBeInTheDocument();
  expect(screen.getByText('Check in and out of your shifts: your hours appear here for your employer to approve.')).toBeInTheDocument();
  expect(screen.getByText(NOTHING_APPROVED.title)).toBeInTheDocument();
  expect(screen.getByText(NOTHING_APPROVED.text)).toBeInTheDocument();
  expect(screen.queryByText(/^Total/)).not.toBeInTheDocument();
});

test('earnings that cannot be loaded can be tried again', async () => {
  earnings.mockResolvedValueOnce(undefined).mockResolvedValue({ awaiting: [], approved: [] });
  renderEarnings();
  fireEvent.click(await screen.findByText('Try again'));
  expect(await screen.findByText(NOTHING_AWAITING.title)).toBeInTheDocument();
  expect(earnings).toHaveBeenCalledTimes(2);
});

test('a completed shift offers Rate this shift until it is rated; one approved at no hours offers nothing (issue 21)', async () => {
  earnings.mockResolvedValue({
    awaiting: [makeEarnedShift({ id: 31, title: 'Night patrol' })],
    approved: [
      makeEarnedShift({ id: 32, title: 'Gate watch', approvedMinutes: 480, rated: 4 }),
      makeEarnedShift({ id: 33, title: 'Lobby post', approvedMinutes: 0, correctionReason: 'Did not work', pay: 0 }),
    ],
  });
  renderEarnings();
  const rows = await screen.findAllByRole('listitem');
  expect(within(rows[0]).getByRole('button', { name: 'Rate this shift' })).toBeInTheDocument();
  expect(rows[1]).toHaveTextContent('You rated it 4 stars');
  expect(within(rows[2]).queryByRole('button')).not.toBeInTheDocument();
  fireEvent.click(within(rows[0]).getByRole('button', { name: 'Rate this shift' }));
  expect(screen.getByRole('dialog', { name: 'Rate this shift' })).toHaveTextContent('Acme Security · Night patrol · Sat, 28 Nov');
});
