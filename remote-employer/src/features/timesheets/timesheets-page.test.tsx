import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@dutylink/router';
import { shiftsApi } from '@dutylink/api-client';
import { ShiftStatus, type TimesheetRow, type TimesheetsResponse } from '@dutylink/contracts';
import { TimesheetsPage } from './timesheets-page';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    shiftsApi: { timesheets: jest.fn(), approve: jest.fn() },
  }),
);

const timesheets = shiftsApi.timesheets as jest.Mock;
const approve = shiftsApi.approve as jest.Mock;

/** Worked 6:45 AM to 3:05 PM CST (8 h 20 min), not yet approved. */
const row = (id: number, patch: Partial<TimesheetRow> = {}): TimesheetRow => ({
  id,
  jobId: 5,
  title: 'Night patrol',
  startsAt: '2026-11-25T13:00:00Z',
  endsAt: '2026-11-25T21:00:00Z',
  timeZone: 'America/Chicago',
  officer: { id: 200 + id, name: `Officer ${id}`, phone: '+15125550123' },
  status: ShiftStatus.CheckedOut,
  checkedInAt: '2026-11-25T12:45:00Z',
  checkInDistance: 480,
  checkedOutAt: '2026-11-25T21:05:00Z',
  checkOutDistance: 480,
  workedMinutes: 500,
  approvedMinutes: null,
  correctionReason: null,
  approvedAt: null,
  ...patch,
});

const answer = (shifts: TimesheetRow[]): TimesheetsResponse => ({ shifts });

/** The page's query, as the URL holds it. */
function Search() {
  return <output aria-label="Search">{useLocation().search}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/employer/timesheets"
          element={
            <>
              <TimesheetsPage />
              <Search />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const NOV = '/employer/timesheets?from=2026-11-21&to=2026-11-27';

beforeEach(() => {
  timesheets.mockReset().mockResolvedValue(answer([row(1)]));
  approve.mockReset().mockResolvedValue(row(1));
});

afterEach(() => jest.useRealTimers());

it('shows the last 7 days up to today at first, with the CSV of their approved hours', async () => {
  // Only the clock: 'today' is Friday, November 27 in the browser's zone.
  jest.useFakeTimers({ now: new Date(2026, 10, 27, 9, 30), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick'] });
  renderAt('/employer/timesheets');
  expect(screen.getByRole('heading', { level: 1, name: 'Timesheets' })).toBeInTheDocument();
  expect(screen.getByLabelText('From')).toHaveValue('2026-11-21');
  expect(screen.getByLabelText('To')).toHaveValue('2026-11-27');
  await waitFor(() => expect(timesheets).toHaveBeenCalledWith('2026-11-21', '2026-11-27'));
  const csv = screen.getByRole('link', { name: 'Download CSV' });
  expect(csv).toHaveAttribute('href', '/api/shifts/timesheets/2026-11-21/2026-11-27/csv');
  expect(csv).toHaveAttribute('download');
  expect(csv).toHaveAccessibleDescription('Approved hours only, for payroll.');
  expect(await screen.findByLabelText('Officer 1, Night patrol')).toBeInTheDocument();
});

it('reads the range from the URL and keeps a changed one there', async () => {
  renderAt('/employer/timesheets?from=2026-11-01&to=2026-11-15');
  expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
  await waitFor(() => expect(timesheets).toHaveBeenCalledWith('2026-11-01', '2026-11-15'));
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-10' } });
  expect(screen.getByLabelText('Search')).toHaveTextContent('?from=2026-11-10&to=2026-11-15');
  await waitFor(() => expect(timesheets).toHaveBeenLastCalledWith('2026-11-10', '2026-11-15'));
  expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/shifts/timesheets/2026-11-10/2026-11-15/csv');
});

it("says what is wrong with a range, and reads nothing for it", async () => {
  renderAt('/employer/timesheets?from=2025-01-01&to=2026-11-15');
  expect(screen.getByText('At most 366 days')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
  expect(screen.getByText('The end must not be before the start')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
  expect(screen.getByText('Enter a date as yyyy-MM-dd')).toBeInTheDocument();
  expect(screen.queryByText('Download CSV')).not.toBeInTheDocument();
  expect(timesheets).not.toHaveBeenCalled();
});

it('shows each row: times, worked and approval; Approve is off without a check-out, and says why', async () => {
  timesheets.mockResolvedValue(
    answer([
      row(1, { approvedMinutes: 500, approvedAt: '2026-11-26T10:00:00Z' }),
      row(2, { approvedMinutes: 480, correctionReason: 'Left early', approvedAt: '2026-11-26T10:00:00Z' }),
      row(3, { status: ShiftStatus.CheckedIn, checkedOutAt: null, checkOutDistance: null, workedMinutes: null }),
      row(4, { checkedOutAt: null, workedMinutes: null, approvedMinutes: 240, correctionReason: 'Forgot to check out', approvedAt: '2026-11-26T10:00:00Z' }),
    ]),
  );
  renderAt(NOV);
  const approved = await screen.findByLabelText('Officer 1, Night patrol');
  expect(within(approved).getByText(/^Wed, Nov 25, 7:00\sAM – 3:00\sPM CST$/)).toBeInTheDocument();
  expect(within(approved).getByText(/^6:45\sAM CST$/)).toBeInTheDocument();
  expect(within(approved).getByText(/^3:05\sPM CST$/)).toBeInTheDocument();
  expect(within(approved).getByText('8 h 20 min')).toBeInTheDocument();
  expect(within(approved).getByText('Approved 8 h 20 min')).toBeInTheDocument();
  // Approved at the worked time: only other hours can be set.
  expect(within(approved).queryByText('Approve')).not.toBeInTheDocument();

  const changed = screen.getByLabelText('Officer 2, Night patrol');
  expect(within(changed).getByText('Hours changed to 8 h: Left early')).toBeInTheDocument();
  expect(within(changed).getByText('Approve')).toBeEnabled();

  const open = screen.getByLabelText('Officer 3, Night patrol');
  expect(within(open).getByText('No check-out')).toBeInTheDocument();
  expect(within(open).getByText('To approve')).toBeInTheDocument();
  const button = within(open).getByText('Approve');
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription('The officer did not check out: set the hours worked.');

  // Hours set without a check-out: nothing for Approve to take.
  const set = screen.getByLabelText('Officer 4, Night patrol');
  expect(within(set).getByText('Hours changed to 4 h: Forgot to check out')).toBeInTheDocument();
  expect(within(set).queryByText('Approve')).not.toBeInTheDocument();
  expect(within(set).queryByText('The officer did not check out: set the hours worked.')).not.toBeInTheDocument();
});

it('approves the worked time and shows the answer read again', async () => {
  timesheets.mockResolvedValueOnce(answer([row(1)])).mockResolvedValue(answer([row(1, { approvedMinutes: 500, approvedAt: '2026-11-26T10:00:00Z' })]));
  const user = userEvent.setup();
  renderAt(NOV);
  const card = await screen.findByLabelText('Officer 1, Night patrol');
  expect(within(card).getByText('To approve')).toBeInTheDocument();
  await user.click(within(card).getByText('Approve'));
  expect(approve).toHaveBeenCalledWith(1, { minutes: null, reason: '' });
  expect(await within(card).findByText('Approved 8 h 20 min')).toBeInTheDocument();
  expect(timesheets).toHaveBeenCalledTimes(2);
});

it('sets other hours with the reason the officer sees, and asks for that reason first', async () => {
  const user = userEvent.setup();
  renderAt(NOV);
  await user.click(within(await screen.findByLabelText('Officer 1, Night patrol')).getByText('Set hours'));
  const dialog = screen.getByRole('dialog', { name: 'Set hours' });
  expect(within(dialog).getByLabelText('Hours')).toHaveValue('8');
  const minutes = within(dialog).getByLabelText('Minutes');
  expect(minutes).toHaveValue('20');
  const reason = within(dialog).getByLabelText(/^Reason/);
  expect(reason).toHaveAccessibleDescription('The officer sees this reason');
  fireEvent.change(minutes, { target: { value: '0' } });
  await user.click(within(dialog).getByText('Save'));
  expect(await within(dialog).findByText('Required: say why the hours changed')).toBeInTheDocument();
  expect(approve).not.toHaveBeenCalled();

  fireEvent.change(reason, { target: { value: 'Left early' } });
  await user.click(within(dialog).getByText('Save'));
  await waitFor(() => expect(approve).toHaveBeenCalledWith(1, { minutes: 480, reason: 'Left early' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('says No shifts in these dates', async () => {
  timesheets.mockResolvedValue(answer([]));
  renderAt(NOV);
  expect(await screen.findByText('No shifts in these dates')).toBeInTheDocument();
});
