import { act, render, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@dutylink/router';
import { shiftFiles, shiftsApi } from '@dutylink/api-client';
import { mapUrl } from '@dutylink/contracts';
import EmployeeRoutes from '../../routes';
import { LOCATION_TEXT } from './location-dialog';
import { COVERING_NOTE } from './shift-card';
import { NOT_SENT_YET } from './check-in-out';
import { queuedChecks } from '../../components/officer-app/queued-checks';
import { makeOfficerShift, myShifts } from './test-fixtures';
import { CLOCK_TICK_MS } from './clock-tick';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    shiftsApi: { mine: jest.fn(), checkIn: jest.fn(), checkOut: jest.fn(), undoCheckOut: jest.fn(), offers: jest.fn().mockResolvedValue({ offers: [] }) },
  }),
);
// The officer's phone is in the zone of the first job (Chicago).
jest.mock('../../lib/viewer-time-zone', () => ({ viewerTimeZone: () => 'America/Chicago' }));

const api = shiftsApi as unknown as Record<'mine' | 'checkIn' | 'checkOut' | 'undoCheckOut', jest.Mock>;
const getCurrentPosition = jest.fn();
/** navigator.permissions.query: what the browser already answers for the location ('prompt' unless a test says). */
const query = jest.fn();
const DALLAS = { latitude: 32.7767, longitude: -96.797 };
const NULLS = { latitude: null, longitude: null };
/** A check as sent: with the time of the tap by the phone's clock (issue 39: a check made offline is sent later). */
const tapped = (point: object) => ({ ...point, deviceTime: expect.stringMatching(/^2026-12-02T\d\d:\d\d:\d\d\.\d{3}Z$/) });

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
  Object.defineProperty(navigator, 'permissions', { value: { query }, configurable: true });
});
beforeEach(() => {
  jest.clearAllMocks();
  query.mockResolvedValue({ state: 'prompt' });
});
afterEach(() => jest.useRealTimers());

test('a card shows when, where, whom to call and what to bring, with its links', async () => {
  api.mine.mockResolvedValue(
    myShifts([
      makeOfficerShift(),
      makeOfficerShift({
        id: 12,
        jobId: 6,
        title: 'Stadium event',
        timeZone: 'America/Los_Angeles',
        startsAt: '2026-12-03T16:00:00Z',
        endsAt: '2026-12-04T00:00:00Z',
        workPhone: '',
        locationName: '',
        locationDescription: '',
      }),
    ]),
  );
  renderAt('2026-12-02T12:40:00Z');
  expect(await screen.findByRole('heading', { level: 2, name: 'Night patrol' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'My shifts' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('href', '/employee/shifts');
  expect(screen.getByRole('tab', { name: 'Earnings' })).toHaveAttribute('href', '/employee/shifts/earnings');
  expect(screen.getAllByRole('article')).toHaveLength(2);
  // The shifts come first (an officer at the door checks in without scrolling), the folded calendar feed under them.
  expect(card('Night patrol').compareDocumentPosition(screen.getByText('Calendar feed'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);

  const patrol = within(card('Night patrol'));
  expect(patrol.getByText('Acme Security')).toBeInTheDocument();
  expect(patrol.getByText(/^Wed, 2 Dec, 7:00\sAM – 3:00\sPM CST$/)).toBeInTheDocument();
  expect(patrol.queryByText("Times are in the job's time zone")).not.toBeInTheDocument();
  // Where to be and where to report there, in the job page's words.
  expect(patrol.getByText('Location').nextElementSibling).toHaveTextContent(/^Commerce Tower1200 Commerce St, Dallas, TX 75202$/);
  expect(patrol.getByText('Location details').nextElementSibling).toHaveTextContent(/^Check in with the supervisor at Gate 3$/);
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
  expect(patrol.getByText('Today')).toBeInTheDocument();
  expect(patrol.getByRole('button', { name: 'Check in' }).nextElementSibling).toHaveTextContent(/^Check-in open until 3:00\sPM CST$/);

  const stadium = within(card('Stadium event'));
  expect(stadium.getByText(/^Thu, 3 Dec, 8:00\sAM – 4:00\sPM PST$/)).toBeInTheDocument();
  expect(stadium.getByText("Times are in the job's time zone")).toBeInTheDocument();
  expect(stadium.queryByText('Work phone')).not.toBeInTheDocument();
  // A job without a place's name or details: the address alone.
  expect(stadium.getByText('Location').nextElementSibling).toHaveTextContent(/^1200 Commerce St, Dallas, TX 75202$/);
  expect(stadium.queryByText('Location details')).not.toBeInTheDocument();
  expect(stadium.getByText(/^Check-in opens at 7:30\sAM PST$/)).toBeInTheDocument();
  expect(stadium.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
  expect(stadium.queryByText(/^(Today|Now|Done)$/)).not.toBeInTheDocument();
});

test('consecutive shifts of a job show its place and details once; the later cards keep their times and checks', async () => {
  const day = (n: number) => ({ startsAt: `2026-12-0${n}T13:00:00Z`, endsAt: `2026-12-0${n}T21:00:00Z` });
  api.mine.mockResolvedValue(
    myShifts([
      makeOfficerShift(),
      makeOfficerShift({ id: 12, ...day(3) }),
      makeOfficerShift({ id: 13, jobId: 6, title: 'Stadium event', address: '1 AT&T Way, Arlington, TX 76011', ...day(4) }),
      makeOfficerShift({ id: 14, ...day(5) }),
    ]),
  );
  renderAt('2026-12-02T12:45:00Z');
  await screen.findByText('Stadium event');
  const [first, second, stadium, fourth] = screen.getAllByRole('article').map((article) => within(article));
  expect(first.getByRole('link', { name: /1200 Commerce St/ })).toBeInTheDocument();
  expect(first.queryByText('Same place and details as above')).not.toBeInTheDocument();

  expect(second.getByText('Same place and details as above')).toBeInTheDocument();
  expect(second.queryByRole('link', { name: /1200 Commerce St/ })).not.toBeInTheDocument();
  expect(second.queryByText('Class B')).not.toBeInTheDocument();
  expect(second.getByText('Night patrol')).toBeInTheDocument();
  expect(second.getByText(/^Thu, 3 Dec, 7:00\sAM – 3:00\sPM CST$/)).toBeInTheDocument();
  expect(second.getByText(/^Check-in opens at 6:30\sAM CST$/)).toBeInTheDocument();
  expect(second.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', shiftFiles.calendar(12));

  expect(stadium.getByRole('link', { name: /1 AT&T Way/ })).toBeInTheDocument();
  // After another job's card the details come again.
  expect(fourth.getByRole('link', { name: /1200 Commerce St/ })).toBeInTheDocument();
  expect(fourth.queryByText('Same place and details as above')).not.toBeInTheDocument();
});

test('a backfill shift shows like any, with a note that the officer covers it (issue 36)', async () => {
  api.mine.mockResolvedValue(myShifts([makeOfficerShift(), makeOfficerShift({ id: 12, jobId: 6, title: 'Stadium event', covering: true, startsAt: '2026-12-03T13:00:00Z', endsAt: '2026-12-03T21:00:00Z' })]));
  renderAt('2026-12-02T12:45:00Z');
  await screen.findByText('Stadium event');
  const [hired, covering] = screen.getAllByRole('article').map((article) => within(article));
  expect(hired.queryByText(COVERING_NOTE)).not.toBeInTheDocument();
  expect(covering.getByText(COVERING_NOTE)).toBeInTheDocument();
  expect(covering.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', shiftFiles.calendar(12));
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

test('while the browser would ask for the location, Check in explains it first, then sends where the phone is', async () => {
  api.mine.mockResolvedValueOnce(myShifts([makeOfficerShift()])).mockResolvedValue(myShifts([makeOfficerShift({ checkedInAt: '2026-12-02T12:45:00Z' })]));
  api.checkIn.mockResolvedValue(makeOfficerShift({ checkedInAt: '2026-12-02T12:45:00Z' }));
  getCurrentPosition.mockImplementation((found: PositionCallback) => found({ coords: DALLAS } as GeolocationPosition));
  const { user } = renderAt('2026-12-02T12:45:00Z');
  await user.click(await screen.findByRole('button', { name: 'Check in' }));
  expect(query).toHaveBeenCalledWith({ name: 'geolocation' });

  const dialog = await screen.findByRole('dialog', { name: 'Share your location?' });
  expect(dialog).toHaveAccessibleDescription(`${LOCATION_TEXT} Checking in works without it.`);
  expect(within(dialog).getByRole('button', { name: 'Check in without location' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  expect(getCurrentPosition).not.toHaveBeenCalled();

  await user.click(within(dialog).getByRole('button', { name: 'Share and check in' }));
  expect(getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), { timeout: 10_000 });
  expect(api.checkIn).toHaveBeenCalledWith(11, tapped(DALLAS));
  expect(await screen.findByText(/^Checked in at 6:45\sAM CST$/)).toBeInTheDocument();
  // Checked in before the start: check-out opens with the shift.
  expect(screen.getByText(/^Check-out opens at 7:00\sAM CST, when your shift starts$/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Check out' })).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByText(/location was not shared/)).not.toBeInTheDocument();
});

test('when the browser already allows the location, Check in shares it without the dialog', async () => {
  query.mockResolvedValue({ state: 'granted' });
  api.mine.mockResolvedValueOnce(myShifts([makeOfficerShift()])).mockResolvedValue(myShifts([makeOfficerShift({ checkedInAt: '2026-12-02T12:45:00Z' })]));
  api.checkIn.mockResolvedValue(makeOfficerShift({ checkedInAt: '2026-12-02T12:45:00Z' }));
  let found: PositionCallback = () => undefined;
  getCurrentPosition.mockImplementation((callback: PositionCallback) => (found = callback));
  const { user } = renderAt('2026-12-02T12:45:00Z');
  await user.click(await screen.findByRole('button', { name: 'Check in' }));
  // While the phone finds itself, the button waits.
  expect(screen.getByRole('progressbar', { name: 'Checking in' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Check in' })).toBeDisabled();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await act(async () => found({ coords: DALLAS } as GeolocationPosition));
  expect(api.checkIn).toHaveBeenCalledWith(11, tapped(DALLAS));
  expect(await screen.findByText(/^Checked in at 6:45\sAM CST$/)).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByText(/location was not shared/)).not.toBeInTheDocument();
});

const NOT_SHARED = 'Your location was not shared: you are checked in without it.';
const ALLOW_LOCATION = "To share it next time, allow location for this site in your browser's settings.";

test.each([
  ['allows, but the phone cannot find', 'granted', 1, NOT_SHARED],
  ['denies', 'denied', 0, `${NOT_SHARED} ${ALLOW_LOCATION}`],
])('when the browser %s the location, Check in goes without it, without the dialog, and says so', async (_how, state, asked, said) => {
  query.mockResolvedValue({ state });
  api.mine.mockResolvedValue(myShifts([makeOfficerShift()]));
  api.checkIn.mockResolvedValue(makeOfficerShift({ checkedInAt: '2026-12-02T12:45:00Z' }));
  getCurrentPosition.mockImplementation((_found: PositionCallback, failed: PositionErrorCallback) => failed({ code: 2 } as GeolocationPositionError));
  const { user } = renderAt('2026-12-02T12:45:00Z');
  await user.click(await screen.findByRole('button', { name: 'Check in' }));
  expect((await screen.findByRole('alert')).textContent).toBe(said);
  expect(api.checkIn).toHaveBeenCalledWith(11, tapped(NULLS));
  expect(getCurrentPosition).toHaveBeenCalledTimes(asked);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test.each([
  ['refused', 1, `${NOT_SHARED} ${ALLOW_LOCATION}`],
  ['not found in time', 3, NOT_SHARED],
])('a location %s still checks in, without coordinates, and says so', async (_why, code, said) => {
  api.mine.mockResolvedValue(myShifts([makeOfficerShift()]));
  api.checkIn.mockResolvedValue(makeOfficerShift({ checkedInAt: '2026-12-02T12:45:00Z' }));
  getCurrentPosition.mockImplementation((_found: PositionCallback, failed: PositionErrorCallback) => failed({ code } as GeolocationPositionError));
  const { user } = renderAt('2026-12-02T12:45:00Z');
  await user.click(await screen.findByRole('button', { name: 'Check in' }));
  await user.click(await screen.findByRole('button', { name: 'Share and check in' }));
  expect(api.checkIn).toHaveBeenCalledWith(11, tapped(NULLS));
  expect((await screen.findByRole('alert')).textContent).toBe(said);
});

test('Cancel sends nothing; going without the location does not ask the browser', async () => {
  api.mine.mockResolvedValue(myShifts([makeOfficerShift()]));
  api.checkIn.mockResolvedValue(makeOfficerShift({ checkedInAt: '2026-12-02T12:45:00Z' }));
  const { user } = renderAt('2026-12-02T12:45:00Z');
  await user.click(await screen.findByRole('button', { name: 'Check in' }));
  await user.click(await screen.findByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.checkIn).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Check in' }));
  await user.click(await screen.findByRole('button', { name: 'Check in without location' }));
  expect(api.checkIn).toHaveBeenCalledWith(11, tapped(NULLS));
  expect(getCurrentPosition).not.toHaveBeenCalled();
  await waitForElementToBeRemoved(screen.queryByRole('dialog'));
  expect(screen.queryByText(/location was not shared/)).not.toBeInTheDocument();
});

test('after a check-in the card says when and offers Check out; after a check-out, Done and where the hours go', async () => {
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
  expect(gate.getByText('Done')).toBeInTheDocument();
  expect(gate.getByText(/^Your hours go to Acme Security for approval\. See/)).toHaveTextContent('Your hours go to Acme Security for approval. See Earnings.');
  expect(gate.getByRole('link', { name: 'Earnings' })).toHaveAttribute('href', '/employee/shifts/earnings');
  // Over, not checked out: no label, and no word of the hours yet.
  const patrol = within(card('Night patrol'));
  expect(patrol.queryByText(/^(Today|Now|Done)$/)).not.toBeInTheDocument();
  expect(patrol.queryByText(/Your hours go to/)).not.toBeInTheDocument();

  await user.click(patrol.getByRole('button', { name: 'Check out' }));
  // After the shift's end there is nothing to warn of.
  expect(await screen.findByRole('dialog', { name: 'Share your location?' })).toHaveAccessibleDescription(`${LOCATION_TEXT} Checking out works without it.`);
  await user.click(screen.getByRole('button', { name: 'Check out without location' }));
  expect(api.checkOut).toHaveBeenCalledWith(11, tapped(NULLS));
  expect(api.checkIn).not.toHaveBeenCalled();
  await waitForElementToBeRemoved(screen.queryByRole('dialog'));
});

test('the running shift reads Now, a later one today reads Today, and checking out before the end says when it ends', async () => {
  api.mine.mockResolvedValue(
    myShifts([
      makeOfficerShift({ checkedInAt: '2026-12-02T12:45:00Z' }),
      makeOfficerShift({ id: 12, jobId: 6, title: 'Gate watch', startsAt: '2026-12-02T22:00:00Z', endsAt: '2026-12-03T02:00:00Z' }),
    ]),
  );
  const { user } = renderAt('2026-12-02T18:00:00Z');
  const patrol = within(await screen.findByRole('article', { name: 'Night patrol' }));
  expect(patrol.getByText('Now')).toBeInTheDocument();
  expect(within(card('Gate watch')).getByText('Today')).toBeInTheDocument();

  await user.click(patrol.getByRole('button', { name: 'Check out' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share your location?' });
  expect(dialog).toHaveAccessibleDescription(/^Your shift ends at 3:00\sPM CST\. DutyLink records .+ Checking out works without it\.$/);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(api.checkOut).not.toHaveBeenCalled();
});

test('a check-out before half of the shift is confirmed first, and one just made can be undone', async () => {
  api.mine.mockResolvedValue(
    myShifts([
      makeOfficerShift({ checkedInAt: '2026-12-02T12:45:00Z' }),
      makeOfficerShift({ id: 12, jobId: 6, title: 'Gate watch', checkedInAt: '2026-12-02T12:50:00Z', checkedOutAt: '2026-12-02T13:58:00Z' }),
    ]),
  );
  api.checkOut.mockResolvedValue(makeOfficerShift({ checkedInAt: '2026-12-02T12:45:00Z', checkedOutAt: '2026-12-02T14:00:00Z' }));
  api.undoCheckOut.mockResolvedValue(makeOfficerShift({ id: 12, checkedInAt: '2026-12-02T12:50:00Z' }));
  const { user } = renderAt('2026-12-02T14:00:00Z');
  const patrol = within(await screen.findByRole('article', { name: 'Night patrol' }));

  await user.click(patrol.getByRole('button', { name: 'Check out' }));
  const early = await screen.findByRole('dialog', { name: 'Check out early?' });
  expect(early).toHaveAccessibleDescription(/^Your shift ends at 3:00\sPM CST\. Less than half of your shift has passed, and your hours count to your check-out\.$/);
  await user.click(within(early).getByRole('button', { name: 'Keep working' }));
  await waitForElementToBeRemoved(screen.queryByRole('dialog'));
  expect(api.checkOut).not.toHaveBeenCalled();

  await user.click(patrol.getByRole('button', { name: 'Check out' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Check out early?' })).getByRole('button', { name: 'Check out now' }));
  await user.click(await screen.findByRole('button', { name: 'Check out without location' }));
  expect(api.checkOut).toHaveBeenCalledWith(11, tapped({ ...NULLS, early: true }));
  await waitForElementToBeRemoved(screen.queryByRole('dialog'));

  const gate = within(card('Gate watch'));
  expect(gate.getByText(/^You can undo it until 8:03\sAM CST$/)).toBeInTheDocument();
  // Once the dialogs are gone (their closing hides the page from the accessibility tree).
  await user.click(await gate.findByRole('button', { name: 'Undo check-out' }));
  expect(api.undoCheckOut).toHaveBeenCalledWith(12);
  await waitFor(() => expect(gate.getByRole('button', { name: 'Undo check-out' })).toBeEnabled());
});

test('without shifts the page says how they come, links to My jobs and keeps the calendar feed', async () => {
  api.mine.mockResolvedValue(myShifts([]));
  renderAt('2026-12-02T12:45:00Z');
  expect(await screen.findByText('No upcoming shifts')).toBeInTheDocument();
  expect(screen.getByText('When an employer hires you, your shifts appear here with reminders by SMS.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'My jobs' })).toHaveAttribute('href', '/employee/jobs');
  // The calendar feed is there, folded (calendar-feed.test.tsx unfolds it).
  expect(screen.getByRole('region', { name: 'Calendar feed' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-expanded', 'false');
});

test('a check made without signal shows on its card as not sent yet, counted from the tap, and cannot be undone meanwhile (issue 39)', async () => {
  api.mine.mockResolvedValue(myShifts([makeOfficerShift()]));
  renderAt('2026-12-02T17:00:00Z');
  const tapped = '2026-12-02T16:58:00.000Z';
  queuedChecks.add({ shiftId: 11, way: 'checkIn', at: '2026-12-02T12:50:00.000Z' });
  queuedChecks.add({ shiftId: 11, way: 'checkOut', at: tapped });
  await screen.findByText('Night patrol');
  const patrol = within(card('Night patrol'));
  expect(patrol.getByText(NOT_SENT_YET)).toBeInTheDocument();
  expect(patrol.getByText(/^Checked out at 10:58\sAM CST$/)).toBeInTheDocument();
  expect(patrol.queryByRole('button', { name: 'Undo check-out' })).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Offline: your check-out will be sent when you are back online');
  act(() => queuedChecks.forget());
  expect(patrol.queryByText(NOT_SENT_YET)).not.toBeInTheDocument();
});
