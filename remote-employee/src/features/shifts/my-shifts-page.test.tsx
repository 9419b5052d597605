import { act, render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@dutylink/router';
import { shiftFiles, shiftsApi, useToasts } from '@dutylink/api-client';
import { mapUrl } from '@dutylink/contracts';
import EmployeeRoutes from '../../routes';
import { RENEWED } from './calendar-feed';
import { LOCATION_TEXT } from './location-dialog';
import { makeOfficerShift, myShifts } from './test-fixtures';
import { CLOCK_TICK_MS } from './use-now';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    shiftsApi: { mine: jest.fn(), checkIn: jest.fn(), checkOut: jest.fn(), renewFeed: jest.fn() },
  }),
);
// The officer's phone is in the zone of the first job (Chicago).
jest.mock('./viewer-time-zone', () => ({ viewerTimeZone: () => 'America/Chicago' }));

const api = shiftsApi as unknown as Record<'mine' | 'checkIn' | 'checkOut' | 'renewFeed', jest.Mock>;
const getCurrentPosition = jest.fn();
const DALLAS = { latitude: 32.7767, longitude: -96.797 };
const NULLS = { latitude: null, longitude: null };

/** Opens /employee/shifts at `now` (ISO), with a clock that only moves when the test moves it. */
function renderAt(now: string) {
  jest.useFakeTimers({ now: new Date(now) });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <MemoryRouter initialEntries={['/employee/shifts']}>
      <Routes>
        <Route path="/employee/*" element={<EmployeeRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user };
}

/** A card, found by its shift's title. */
const card = (title: string) => screen.getByText(title).closest('article')!;

beforeAll(() => {
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
});
beforeEach(() => {
  jest.clearAllMocks();
  useToasts.setState({ toasts: [] });
});
afterEach(() => jest.useRealTimers());

test('a card shows when, where, whom to call and what to bring, with its links', async () => {
  api.mine.mockResolvedValue(
    myShifts([
      makeOfficerShift(),
      makeOfficerShift({ id: 12, title: 'Stadium event', timeZone: 'America/Los_Angeles', startsAt: '2026-12-03T16:00:00Z', endsAt: '2026-12-04T00:00:00Z', workPhone: '' }),
    ]),
  );
  renderAt('2026-12-02T12:40:00Z');
  expect(await screen.findByRole('heading', { level: 2, name: 'Night patrol' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'My shifts' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('href', '/employee/shifts');
  expect(screen.getByRole('tab', { name: 'Earnings' })).toHaveAttribute('href', '/employee/shifts/earnings');
  expect(screen.getAllByRole('article')).toHaveLength(2);

  const patrol = within(card('Night patrol'));
  expect(patrol.getByText('Acme Security')).toBeInTheDocument();
  expect(patrol.getByText(/^Wed, Dec 2, 7:00\sAM – 3:00\sPM CST$/)).toBeInTheDocument();
  expect(patrol.queryByText("Times are in the job's time zone")).not.toBeInTheDocument();
  const address = patrol.getByRole('link', { name: '1200 Commerce St, Dallas, TX 75202' });
  expect(address).toHaveAttribute('href', mapUrl('1200 Commerce St, Dallas, TX 75202'));
  expect(address).toHaveAttribute('target', '_blank');
  expect(address).toHaveAttribute('rel', 'noopener');
  expect(patrol.getByRole('link', { name: '+1 (214) 555-0100' })).toHaveAttribute('href', 'tel:+12145550100');
  expect(patrol.getByText('Class B')).toBeInTheDocument();
  expect(patrol.getByText('Unarmed')).toBeInTheDocument();
  expect(patrol.getByText('Radio, flashlight')).toBeInTheDocument();
  const calendar = patrol.getByRole('link', { name: 'Add to calendar' });
  expect(calendar).toHaveAttribute('href', shiftFiles.calendar(11));
  expect(calendar).toHaveAttribute('download');
  expect(patrol.getByRole('button', { name: 'Check in' })).toBeInTheDocument();

  const stadium = within(card('Stadium event'));
  expect(stadium.getByText(/^Thu, Dec 3, 8:00\sAM – 4:00\sPM PST$/)).toBeInTheDocument();
  expect(stadium.getByText("Times are in the job's time zone")).toBeInTheDocument();
  expect(stadium.queryByText('Work phone')).not.toBeInTheDocument();
  expect(stadium.getByText(/^Check-in opens at 7:30\sAM PST$/)).toBeInTheDocument();
  expect(stadium.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
});

test('Check in appears at the next tick of the clock once its window opens', async () => {
  api.mine.mockResolvedValue(myShifts([makeOfficerShift()]));
  renderAt('2026-12-02T12:29:10Z');
  expect(await screen.findByText(/^Check-in opens at 6:30\sAM CST$/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();

  await act(async () => jest.advanceTimersByTime(CLOCK_TICK_MS));
  expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(CLOCK_TICK_MS));
  expect(screen.getByRole('button', { name: 'Check in' })).toBeInTheDocument();
  expect(screen.queryByText(/^Check-in opens/)).not.toBeInTheDocument();
});

test('Check in explains the location first, then sends where the phone is', async () => {
  api.mine.mockResolvedValueOnce(myShifts([makeOfficerShift()])).mockResolvedValue(myShifts([makeOfficerShift({ checkedInAt: '2026-12-02T12:45:00Z' })]));
  api.checkIn.mockResolvedValue(makeOfficerShift({ checkedInAt: '2026-12-02T12:45:00Z' }));
  getCurrentPosition.mockImplementation((found: PositionCallback) => found({ coords: DALLAS } as GeolocationPosition));
  const { user } = renderAt('2026-12-02T12:45:00Z');
  await user.click(await screen.findByRole('button', { name: 'Check in' }));

  const dialog = screen.getByRole('dialog', { name: 'Share your location?' });
  expect(dialog).toHaveTextContent(LOCATION_TEXT);
  expect(within(dialog).getByRole('button', { name: 'Check in without location' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  expect(getCurrentPosition).not.toHaveBeenCalled();

  await user.click(within(dialog).getByRole('button', { name: 'Share and check in' }));
  expect(getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), { timeout: 10_000 });
  expect(api.checkIn).toHaveBeenCalledWith(11, DALLAS);
  expect(await screen.findByText(/^Checked in at 6:45\sAM CST$/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Check out' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByText(/location was not shared/)).not.toBeInTheDocument();
});

test('a refused location still checks in, without coordinates, and says so', async () => {
  api.mine.mockResolvedValue(myShifts([makeOfficerShift()]));
  api.checkIn.mockResolvedValue(makeOfficerShift({ checkedInAt: '2026-12-02T12:45:00Z' }));
  getCurrentPosition.mockImplementation((_found: PositionCallback, failed: PositionErrorCallback) => failed({ code: 1 } as GeolocationPositionError));
  const { user } = renderAt('2026-12-02T12:45:00Z');
  await user.click(await screen.findByRole('button', { name: 'Check in' }));
  await user.click(screen.getByRole('button', { name: 'Share and check in' }));
  expect(api.checkIn).toHaveBeenCalledWith(11, NULLS);
  expect(await screen.findByText('Your location was not shared: you are checked in without it.')).toBeInTheDocument();
});

test('Cancel sends nothing; going without the location does not ask the browser', async () => {
  api.mine.mockResolvedValue(myShifts([makeOfficerShift()]));
  api.checkIn.mockResolvedValue(makeOfficerShift({ checkedInAt: '2026-12-02T12:45:00Z' }));
  const { user } = renderAt('2026-12-02T12:45:00Z');
  await user.click(await screen.findByRole('button', { name: 'Check in' }));
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.checkIn).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Check in' }));
  await user.click(screen.getByRole('button', { name: 'Check in without location' }));
  expect(api.checkIn).toHaveBeenCalledWith(11, NULLS);
  expect(getCurrentPosition).not.toHaveBeenCalled();
  await waitForElementToBeRemoved(screen.queryByRole('dialog'));
  expect(screen.queryByText(/location was not shared/)).not.toBeInTheDocument();
});

test('after a check-in the card says when and offers Check out; after a check-out, only the times', async () => {
  api.mine.mockResolvedValue(
    myShifts([
      makeOfficerShift({ checkedInAt: '2026-12-02T12:45:00Z' }),
      makeOfficerShift({ id: 12, title: 'Gate watch', checkedInAt: '2026-12-02T12:50:00Z', checkedOutAt: '2026-12-02T21:05:00Z' }),
    ]),
  );
  api.checkOut.mockResolvedValue(makeOfficerShift({ checkedInAt: '2026-12-02T12:45:00Z', checkedOutAt: '2026-12-02T21:10:00Z' }));
  const { user } = renderAt('2026-12-02T21:10:00Z');
  await screen.findByText(/^Checked in at 6:45\sAM CST$/);
  const gate = within(card('Gate watch'));
  expect(gate.getByText(/^Checked in at 6:50\sAM CST$/)).toBeInTheDocument();
  expect(gate.getByText(/^Checked out at 3:05\sPM CST$/)).toBeInTheDocument();
  expect(gate.queryByRole('button', { name: /Check/ })).not.toBeInTheDocument();

  await user.click(within(card('Night patrol')).getByRole('button', { name: 'Check out' }));
  expect(screen.getByRole('dialog', { name: 'Share your location?' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Check out without location' }));
  expect(api.checkOut).toHaveBeenCalledWith(11, NULLS);
  expect(api.checkIn).not.toHaveBeenCalled();
  await waitForElementToBeRemoved(screen.queryByRole('dialog'));
});

test('without shifts the page says how they come, links to My jobs and keeps the calendar feed', async () => {
  api.mine.mockResolvedValue(myShifts([]));
  renderAt('2026-12-02T12:45:00Z');
  expect(await screen.findByText('No upcoming shifts')).toBeInTheDocument();
  expect(screen.getByText('When an employer hires you, your shifts appear here with reminders by SMS.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'My jobs' })).toHaveAttribute('href', '/employee/jobs');
  expect(screen.getByLabelText('Calendar address')).toHaveValue('https://dutylink.test/api/shifts/feed/3.abc');
});

test('the calendar feed copies its address, and gets a new one after a warning', async () => {
  const url = 'https://dutylink.test/api/shifts/feed/3.abc';
  const renewed = 'https://dutylink.test/api/shifts/feed/3.xyz';
  api.mine.mockResolvedValueOnce(myShifts([], url)).mockResolvedValue(myShifts([], renewed));
  api.renewFeed.mockResolvedValue({ url: renewed });
  const { user } = renderAt('2026-12-02T12:45:00Z');
  expect(await screen.findByText('Subscribe in your calendar app to see every shift there, kept up to date.')).toBeInTheDocument();
  const field = screen.getByLabelText('Calendar address');
  expect(field).toHaveValue(url);
  expect(field).toHaveAttribute('readonly');

  await user.click(screen.getByRole('button', { name: 'Copy' }));
  await expect(navigator.clipboard.readText()).resolves.toBe(url);
  expect(useToasts.getState().toasts).toMatchObject([{ kind: 'success', message: 'Copied' }]);

  await user.click(screen.getByRole('button', { name: 'Get a new address' }));
  const dialog = screen.getByRole('dialog', { name: 'Get a new address?' });
  expect(dialog).toHaveTextContent('The current address stops working: calendars subscribed to it stop updating.');
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitForElementToBeRemoved(dialog);
  expect(api.renewFeed).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Get a new address' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Get a new address' }));
  expect(api.renewFeed).toHaveBeenCalledTimes(1);
  await waitForElementToBeRemoved(screen.queryByRole('dialog'));
  expect(screen.getByLabelText('Calendar address')).toHaveValue(renewed);
  expect(useToasts.getState().toasts).toMatchObject([{ message: 'Copied' }, { kind: 'success', message: RENEWED }]);
});
