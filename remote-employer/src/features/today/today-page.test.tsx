import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from '@dutylink/router';
import { shiftsApi } from '@dutylink/api-client';
import { LostReason, ShiftConfirmation, ShiftStatus, WITHDRAW_REASONS, type StaffedShift, type TodayBoardResponse } from '@dutylink/contracts';
import { FIND_ANOTHER, NEEDS_YOU_TITLE } from './needs-you';
import { BOARD_REFRESH_MS, TodayPage } from './today-page';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    shiftsApi: { today: jest.fn(), keep: jest.fn() },
    employerApi: { notices: jest.fn().mockResolvedValue({ applicantNotices: 'sms', confirmHours: 24 }) },
  }),
);

const today = shiftsApi.today as jest.Mock;
const keep = shiftsApi.keep as jest.Mock;

/** A shift from 7:00 AM to 3:00 PM CST on Friday, November 27. */
const shift = (id: number, patch: Partial<StaffedShift> = {}): StaffedShift => ({
  id,
  jobId: 5,
  title: 'Night patrol',
  startsAt: '2026-11-27T13:00:00Z',
  endsAt: '2026-11-27T21:00:00Z',
  timeZone: 'America/Chicago',
  officer: { id: 200 + id, name: `Officer ${id}`, phone: '+15125550123' },
  status: ShiftStatus.NotCheckedIn,
  checkedInAt: null,
  checkInDistance: null,
  checkedOutAt: null,
  checkOutDistance: null,
  checkInReceivedAt: null,
  checkOutReceivedAt: null,
  confirmation: ShiftConfirmation.Confirmed,
  calledOff: null,
  lost: null,
  offer: null,
  coveredBy: null,
  covering: false,
  ...patch,
});

const COVERAGE = { planned: 20, covered: 18, open: 2, medianFillMinutes: 42, lostRecently: 5 };
const board = (shifts: StaffedShift[], attention: StaffedShift[] = []): TodayBoardResponse => ({ day: '2026-11-27', shifts, attention, coverage: COVERAGE });

/** 8:00 AM CST on the 27th: the shifts of the board have started and not ended. */
const NOW = new Date('2026-11-27T14:00:00Z');

/** Fakes only the clock, at `now`: the reads' timers stay real. */
function fixClock(now: Date) {
  jest.useFakeTimers({ now, doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick'] });
}

function renderPage() {
  return render(
    <MemoryRouter>
      <TodayPage />
    </MemoryRouter>,
  );
}

beforeEach(() => fixClock(NOW));

afterEach(() => {
  jest.useRealTimers();
  today.mockReset();
});

it("shows the day and a card per shift: the officer's links, the job, its times and the status", async () => {
  today.mockResolvedValue(
    board([
      shift(1, { status: ShiftStatus.CheckedIn, checkedInAt: '2026-11-27T12:45:00Z', checkInDistance: 480 }),
      shift(2, { status: ShiftStatus.NoShow, officer: { id: 202, name: 'Officer 2', phone: '' } }),
    ]),
  );
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'Today' })).toBeInTheDocument();
  expect(await screen.findByText('Fri, 27 Nov')).toBeInTheDocument();

  const first = screen.getByLabelText('Officer 1, Night patrol');
  expect(within(first).getByRole('link', { name: 'Officer 1' })).toHaveAttribute('href', '/employer/jobs/5/applicants/201');
  expect(within(first).getByRole('link', { name: '+1 (512) 555-0123' })).toHaveAttribute('href', 'tel:+15125550123');
  expect(within(first).getByText('Night patrol')).toBeInTheDocument();
  expect(within(first).getByText(/^Fri, 27 Nov, 7:00\sAM – 3:00\sPM CST$/)).toBeInTheDocument();
  expect(within(first).getByText('Checked in')).toHaveClass('MuiChip-label');
  expect(within(first).getByText(/^Checked in 6:45\sAM CST · 0\.3 mi from the address$/)).toBeInTheDocument();

  const second = screen.getByLabelText('Officer 2, Night patrol');
  expect(within(second).getByText('No-show').parentElement).toHaveClass('MuiChip-colorError');
  expect(within(second).queryByRole('link', { name: /^\+1/ })).not.toBeInTheDocument();
  expect(within(second).queryByText(/^Checked/)).not.toBeInTheDocument();
  expect(within(second).getByText(/^Not checked in yet · shift ends 3:00\sPM CST$/)).toBeInTheDocument();
});

it('colours each status and says when a location was not shared', async () => {
  today.mockResolvedValue(
    board([
      shift(1, { status: ShiftStatus.Late }),
      shift(2, {
        status: ShiftStatus.CheckedOut,
        checkedInAt: '2026-11-27T12:50:00Z',
        checkInDistance: 40_000,
        checkedOutAt: '2026-11-27T21:05:00Z',
        checkOutDistance: null,
        checkInReceivedAt: null,
        checkOutReceivedAt: null,
      }),
      shift(3),
    ]),
  );
  renderPage();
  expect((await screen.findByText('Late')).parentElement).toHaveClass('MuiChip-colorWarning');
  const finished = screen.getByLabelText('Officer 2, Night patrol');
  expect(within(finished).getByText('Checked out').parentElement).toHaveClass('MuiChip-colorDefault', 'MuiChip-filled');
  expect(within(finished).getByText(/^Checked in 6:50\sAM CST · 25 mi from the address$/)).toBeInTheDocument();
  expect(within(finished).getByText(/^Checked out 3:05\sPM CST · location not shared$/)).toBeInTheDocument();
  expect(screen.getByText('Not yet checked in').parentElement).toHaveClass('MuiChip-outlined');
});

it('says how late a check-in and how early a check-out came, from a whole minute', async () => {
  fixClock(new Date('2026-11-27T18:00:00Z'));
  today.mockResolvedValue(
    board([
      shift(1, { status: ShiftStatus.CheckedIn, checkedInAt: '2026-11-27T16:56:00Z', checkInDistance: 480 }),
      shift(2, { status: ShiftStatus.CheckedOut, checkedInAt: '2026-11-27T13:00:59Z', checkedOutAt: '2026-11-27T17:00:00Z' }),
      shift(3, { status: ShiftStatus.CheckedOut, checkedInAt: '2026-11-27T13:01:00Z', checkedOutAt: '2026-11-27T20:59:01Z' }),
    ]),
  );
  renderPage();
  const late = await screen.findByLabelText('Officer 1, Night patrol');
  expect(within(late).getByText(/^Checked in 10:56\sAM CST \(3 h 56 min late\) · 0\.3 mi from the address$/)).toBeInTheDocument();
  const early = screen.getByLabelText('Officer 2, Night patrol');
  expect(within(early).getByText(/^Checked in 7:00\sAM CST · location not shared$/)).toBeInTheDocument();
  expect(within(early).getByText(/^Checked out 11:00\sAM CST \(4 h early\) · location not shared$/)).toBeInTheDocument();
  const minute = screen.getByLabelText('Officer 3, Night patrol');
  expect(within(minute).getByText(/^Checked in 7:01\sAM CST \(1 min late\) · location not shared$/)).toBeInTheDocument();
  expect(within(minute).getByText(/^Checked out 2:59\sPM CST · location not shared$/)).toBeInTheDocument();
  for (const card of [late, early, minute]) expect(within(card).queryByText(/^Not checked in yet/)).not.toBeInTheDocument();
});

it('says a late officer may still check in until the end of the shift, and stops saying it then', async () => {
  jest.useFakeTimers({ now: new Date('2026-11-27T20:59:30Z') });
  today.mockResolvedValue(
    board([
      shift(1, { status: ShiftStatus.NoShow }),
      // A graveyard shift that ended at 7:00 AM CST without a check-in.
      shift(2, { status: ShiftStatus.NoShow, startsAt: '2026-11-27T05:00:00Z', endsAt: '2026-11-27T13:00:00Z' }),
    ]),
  );
  renderPage();
  const running = await screen.findByLabelText('Officer 1, Night patrol');
  // The chip is the server's; the line says the officer can still come.
  expect(within(running).getByText('No-show')).toBeInTheDocument();
  expect(within(running).getByText(/^Not checked in yet · shift ends 3:00\sPM CST$/)).toBeInTheDocument();
  expect(within(screen.getByLabelText('Officer 2, Night patrol')).queryByText(/^Not checked in yet/)).not.toBeInTheDocument();

  await act(async () => {
    jest.advanceTimersByTime(BOARD_REFRESH_MS);
  });
  await waitFor(() => expect(today).toHaveBeenCalledTimes(2));
  expect(within(running).queryByText(/^Not checked in yet/)).not.toBeInTheDocument();
  expect(within(running).getByText('No-show')).toBeInTheDocument();
});

it("shows the week's coverage above the shifts", async () => {
  today.mockResolvedValue(board([shift(1)]));
  renderPage();
  const coverage = await screen.findByRole('region', { name: 'Coverage this week' });
  expect(within(coverage).getByText('Coverage this week: 18 of 20 shifts covered (90%)')).toBeInTheDocument();
  expect(within(coverage).getByText('Median time to fill: 42 min')).toBeInTheDocument();
  // Above the shifts, in reading order.
  expect(coverage.compareDocumentPosition(screen.getByLabelText('Officer 1, Night patrol')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('says No shifts today, with the way to the job posts', async () => {
  today.mockResolvedValue(board([]));
  renderPage();
  expect(await screen.findByText('No shifts today')).toBeInTheDocument();
  expect(screen.getByText('Shifts of your hired officers appear here on their day.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Job posts' })).toHaveAttribute('href', '/employer/jobs/active');
});

it('reads the board again every minute and shows the new statuses', async () => {
  jest.useFakeTimers({ now: NOW });
  today.mockResolvedValueOnce(board([shift(1, { status: ShiftStatus.Late })])).mockResolvedValue(board([shift(1, { status: ShiftStatus.NoShow })]));
  renderPage();
  expect(await screen.findByText('Late')).toBeInTheDocument();
  expect(today).toHaveBeenCalledTimes(1);
  await act(async () => {
    jest.advanceTimersByTime(BOARD_REFRESH_MS);
  });
  expect(await screen.findByText('No-show')).toBeInTheDocument();
  await waitFor(() => expect(today).toHaveBeenCalledTimes(2));
});

it('lists the shifts ahead that need the company: keep an unconfirmed officer, or find another for a call-off', async () => {
  const tomorrow = { startsAt: '2026-11-28T13:00:00Z', endsAt: '2026-11-28T21:00:00Z' };
  const unconfirmed = shift(7, { ...tomorrow, confirmation: ShiftConfirmation.Unconfirmed });
  const calledOff = shift(8, { ...tomorrow, confirmation: ShiftConfirmation.Awaiting, calledOff: { at: '2026-11-27T13:30:00Z', reason: WITHDRAW_REASONS[0], late: true }, lost: LostReason.CalledOff });
  today.mockResolvedValue(board([shift(1, { startsAt: '2026-11-27T15:00:00Z' })], [unconfirmed, calledOff]));
  keep.mockResolvedValue({ ...unconfirmed, confirmation: ShiftConfirmation.Kept });
  renderPage();
  const needsYou = within(await screen.findByRole('region', { name: NEEDS_YOU_TITLE }));
  const first = within(needsYou.getByLabelText('Officer 7, Night patrol'));
  expect(first.getByText('Unconfirmed').parentElement).toHaveClass('MuiChip-colorWarning');
  // Ahead, the card says nothing of a check-in yet; today's shifts get a heading of their own.
  expect(first.queryByText(/^Not checked in yet/)).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: "Today's shifts" })).toBeInTheDocument();
  const second = within(needsYou.getByLabelText('Officer 8, Night patrol'));
  // Lost and nobody covers it: Open, with Offer shift (issue 36). Headed by its post, so Open is the post's state;
  // the officer who lost it is named below, and the unconfirmed shift (not lost) is still headed by its officer.
  expect(second.getByText('Open').parentElement).toHaveClass('MuiChip-colorError');
  expect(second.getByRole('heading', { level: 2 })).toHaveTextContent(/^Night patrol$/);
  expect(second.getByText('Officer:').parentElement).toHaveTextContent(/^Officer:Officer 8/);
  expect(second.getByRole('link', { name: 'Officer 8' })).toHaveAttribute('href', '/employer/jobs/5/applicants/208');
  expect(first.getByRole('heading', { level: 2 })).toHaveTextContent(/^Officer 7$/);
  expect(second.getByRole('button', { name: 'Offer shift' })).toBeInTheDocument();
  expect(first.getByRole('button', { name: 'Release and offer' })).toBeInTheDocument();
  expect(second.getByText('Called off: Sick or injured · late (less than 24 hours before)')).toBeInTheDocument();
  expect(second.queryByRole('button', { name: /^Keep/ })).not.toBeInTheDocument();
  expect(second.getByRole('link', { name: FIND_ANOTHER })).toHaveAttribute('href', '/employer/jobs/5/applicants');
  // Today's shift not started yet shows whether its officer confirmed.
  expect(within(screen.getByRole('list', { name: "Today's shifts" })).getByText('Confirmed')).toHaveClass('MuiChip-label');
  await act(async () => first.getByRole('button', { name: 'Keep Officer 7' }).click());
  await waitFor(() => expect(keep).toHaveBeenCalledWith(7));
});

it('shows each post once: a shift under Needs you is not listed again below, and a covered one is its backfill', async () => {
  const later = { startsAt: '2026-11-27T20:00:00Z', endsAt: '2026-11-28T02:00:00Z' };
  const calledOff = shift(8, { ...later, lost: LostReason.CalledOff, calledOff: { at: '2026-11-27T13:30:00Z', reason: WITHDRAW_REASONS[0], late: true } });
  const covered = shift(9, { ...later, lost: LostReason.CalledOff, coveredBy: { id: 10, name: 'Ann Rusher', lost: false } });
  const backfill = shift(10, { ...later, covering: true });
  today.mockResolvedValue(board([shift(1), calledOff, covered, backfill], [calledOff, covered]));
  renderPage();
  const needsYou = within(await screen.findByRole('region', { name: NEEDS_YOU_TITLE }));
  expect(needsYou.getAllByRole('article')).toHaveLength(2);
  // Covered: nobody left to find.
  expect(within(needsYou.getByLabelText('Officer 9, Night patrol')).queryByRole('link', { name: FIND_ANOTHER })).not.toBeInTheDocument();
  expect(within(needsYou.getByLabelText('Officer 8, Night patrol')).getByRole('link', { name: FIND_ANOTHER })).toBeInTheDocument();
  const below = within(screen.getByRole('list', { name: "Today's shifts" }));
  expect(below.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual(['Officer 1, Night patrol', 'Officer 10, Night patrol']);
});
