import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@dutylink/router';
import { shiftsApi, useToasts } from '@dutylink/api-client';
import { mockHttp } from '@dutylink/api-client/testing';
import { ShiftConfirmation, ShiftStatus, type TimesheetRow, type TimesheetsResponse } from '@dutylink/contracts';
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
  checkInReceivedAt: null,
  checkOutReceivedAt: null,
  confirmation: ShiftConfirmation.Confirmed,
  calledOff: null,
  lost: null,
  offer: null,
  coveredBy: null,
  covering: false,
  workedMinutes: 500,
  approvedMinutes: null,
  correctionReason: null,
  approvedAt: null,
  rated: null,
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

/** Friday, November 27, 9:30 AM CST: the rows of the 25th have ended. */
const NOW = new Date('2026-11-27T15:30:00Z');

/** Fakes only the clock, at `now`: the timers, user-event's and the reads', stay real. */
function fixClock(now: Date) {
  jest.useFakeTimers({ now, doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick'] });
}

/** Today's shift, 7:00 AM to 3:00 PM CST, still running at NOW. */
const running = (id: number, patch: Partial<TimesheetRow> = {}) =>
  row(id, {
    startsAt: '2026-11-27T13:00:00Z',
    endsAt: '2026-11-27T21:00:00Z',
    status: ShiftStatus.NoShow,
    checkedInAt: null,
    checkInDistance: null,
    checkedOutAt: null,
    checkOutDistance: null,
    checkInReceivedAt: null,
    checkOutReceivedAt: null,
    workedMinutes: null,
    ...patch,
  });

const APPROVED_AT = '2026-11-26T10:00:00Z';

beforeEach(() => {
  fixClock(NOW);
  timesheets.mockReset().mockResolvedValue(answer([row(1)]));
  approve.mockReset().mockResolvedValue(row(1));
});

afterEach(() => jest.useRealTimers());

it('shows the last 7 days up to today at first, with the download of their shifts for payroll', async () => {
  // 'today' is Friday, November 27 in the browser's zone.
  fixClock(new Date(2026, 10, 27, 9, 30));
  renderAt('/employer/timesheets');
  expect(screen.getByRole('heading', { level: 1, name: 'Timesheets' })).toBeInTheDocument();
  expect(screen.getByLabelText('From')).toHaveValue('2026-11-21');
  expect(screen.getByLabelText('To')).toHaveValue('2026-11-27');
  await waitFor(() => expect(timesheets).toHaveBeenCalledWith('2026-11-21', '2026-11-27'));
  expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveAccessibleDescription('For payroll: every shift of these dates with its status, and pay for approved hours only.');
  expect(await screen.findByLabelText('Officer 1, Night patrol')).toBeInTheDocument();
});

it('reads the range from the URL and keeps a changed one there', async () => {
  renderAt('/employer/timesheets?from=2026-11-01&to=2026-11-15');
  expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
  await waitFor(() => expect(timesheets).toHaveBeenCalledWith('2026-11-01', '2026-11-15'));
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-10' } });
  expect(screen.getByLabelText('Search')).toHaveTextContent('?from=2026-11-10&to=2026-11-15');
  await waitFor(() => expect(timesheets).toHaveBeenLastCalledWith('2026-11-10', '2026-11-15'));
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
  timesheets.mockResolvedValue(answer([row(1), row(2, { status: ShiftStatus.CheckedIn, checkedOutAt: null, checkOutDistance: null, workedMinutes: null })]));
  renderAt(NOV);
  const worked = await screen.findByLabelText('Officer 1, Night patrol');
  expect(within(worked).getByText(/^Wed, 25 Nov, 7:00\sAM – 3:00\sPM CST$/)).toBeInTheDocument();
  // In before the start and out after the end: neither late nor early.
  expect(within(worked).getByText(/^6:45\sAM CST$/)).toBeInTheDocument();
  expect(within(worked).getByText(/^3:05\sPM CST$/)).toBeInTheDocument();
  expect(within(worked).getByText('8 h 20 min')).toBeInTheDocument();
  expect(within(worked).getByText('To approve')).toBeInTheDocument();
  expect(within(worked).getByText('Approve')).toBeEnabled();
  expect(within(worked).getByText('Set hours')).toBeEnabled();

  const open = screen.getByLabelText('Officer 2, Night patrol');
  expect(within(open).getByText('Not checked out')).toBeInTheDocument();
  expect(within(open).getByText('No check-out')).toBeInTheDocument();
  expect(within(open).getByText('To approve')).toBeInTheDocument();
  const button = within(open).getByText('Approve');
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription('The officer did not check out: set the hours worked.');
  expect(within(open).getByText('Set hours')).toBeEnabled();
});

it('offers only Set hours on an approved row, as worked or changed, saying what changed', async () => {
  timesheets.mockResolvedValue(
    answer([
      row(1, { approvedMinutes: 500, approvedAt: APPROVED_AT }),
      row(2, { approvedMinutes: 240, correctionReason: 'Left early', approvedAt: APPROVED_AT }),
      row(3, { checkedOutAt: null, workedMinutes: null, approvedMinutes: 240, correctionReason: 'Forgot to check out', approvedAt: APPROVED_AT }),
    ]),
  );
  renderAt(NOV);
  const asWorked = await screen.findByLabelText('Officer 1, Night patrol');
  const changed = screen.getByLabelText('Officer 2, Night patrol');
  const noCheckOut = screen.getByLabelText('Officer 3, Night patrol');
  expect(within(asWorked).getByText('Approved 8 h 20 min')).toBeInTheDocument();
  expect(within(changed).getByText('Approved 4 h (changed from 8 h 20 min): Left early')).toBeInTheDocument();
  expect(within(noCheckOut).getByText('Approved 4 h (changed): Forgot to check out')).toBeInTheDocument();
  for (const card of [asWorked, changed, noCheckOut]) {
    // Approve would take the worked time back over the hours set.
    expect(within(card).queryByText('Approve')).not.toBeInTheDocument();
    expect(within(card).queryByText(/^The officer did not/)).not.toBeInTheDocument();
    expect(within(card).getByText('Set hours')).toBeEnabled();
  }
});

it('offers neither Approve nor Set hours until a running shift ends, then both', async () => {
  jest.useFakeTimers({ now: new Date('2026-11-27T20:59:30Z') });
  timesheets.mockResolvedValue(answer([running(1), running(2, { status: ShiftStatus.CheckedIn, checkedInAt: '2026-11-27T16:56:00Z', checkInDistance: 480 })]));
  renderAt(NOV);
  const absent = await screen.findByLabelText('Officer 1, Night patrol');
  expect(within(absent).getByText('Not checked in')).toBeInTheDocument();
  const onPost = screen.getByLabelText('Officer 2, Night patrol');
  expect(within(onPost).getByText(/^10:56\sAM CST \(3 h 56 min late\)$/)).toBeInTheDocument();
  for (const card of [absent, onPost]) {
    expect(within(card).getByText(/^In progress until 3:00\sPM CST$/)).toBeInTheDocument();
    expect(within(card).queryByText('To approve')).not.toBeInTheDocument();
    expect(within(card).queryByText('Worked')).not.toBeInTheDocument();
    expect(within(card).queryByText('Approve')).not.toBeInTheDocument();
    expect(within(card).queryByText('Set hours')).not.toBeInTheDocument();
  }

  // The end passes while the page is open: the cards follow the clock.
  act(() => {
    jest.advanceTimersByTime(60_000);
  });
  expect(within(absent).getByText('To approve')).toBeInTheDocument();
  expect(within(absent).getByText('No check-in')).toBeInTheDocument();
  const approveAbsent = within(absent).getByText('Approve');
  expect(approveAbsent).toBeDisabled();
  expect(approveAbsent).toHaveAccessibleDescription('The officer did not check in: there is nothing worked to approve. Set the hours, 0 h with a reason for a no-show.');
  expect(within(absent).getByText('Set hours')).toBeEnabled();
  expect(within(onPost).getByText('No check-out')).toBeInTheDocument();
  expect(within(onPost).getByText('Approve')).toHaveAccessibleDescription('The officer did not check out: set the hours worked.');
  expect(within(onPost).getByText('Set hours')).toBeEnabled();
  expect(timesheets).toHaveBeenCalledTimes(1);
});

it('takes a check-out before the end as the end of a running shift: Approve and Set hours, the early leaving said', async () => {
  timesheets.mockResolvedValue(
    answer([
      running(1, { status: ShiftStatus.CheckedOut, checkedInAt: '2026-11-27T13:00:30Z', checkedOutAt: '2026-11-27T15:00:00Z', workedMinutes: 120 }),
      running(2, { status: ShiftStatus.CheckedOut, checkedInAt: '2026-11-27T12:50:00Z', checkedOutAt: '2026-11-27T20:59:30Z', workedMinutes: 490 }),
    ]),
  );
  renderAt(NOV);
  const early = await screen.findByLabelText('Officer 1, Night patrol');
  // Half a minute after the start is not late.
  expect(within(early).getByText(/^7:00\sAM CST$/)).toBeInTheDocument();
  expect(within(early).getByText(/^9:00\sAM CST \(6 h early\)$/)).toBeInTheDocument();
  expect(within(early).getByText('2 h')).toBeInTheDocument();
  expect(within(early).getByText('To approve')).toBeInTheDocument();
  expect(within(early).getByText('Approve')).toBeEnabled();
  expect(within(early).getByText('Set hours')).toBeEnabled();
  // Half a minute before the end is not early.
  expect(within(screen.getByLabelText('Officer 2, Night patrol')).getByText(/^2:59\sPM CST$/)).toBeInTheDocument();
});

/** Worked 7:00 AM to 2:50 PM CST (7 h 50 min), within the 8 h scheduled. */
const withinSchedule = { checkedInAt: '2026-11-25T13:00:00Z', checkedOutAt: '2026-11-25T20:50:00Z', workedMinutes: 470 };

it('approves the worked time and shows the answer read again', async () => {
  timesheets.mockResolvedValueOnce(answer([row(1, withinSchedule)])).mockResolvedValue(answer([row(1, { ...withinSchedule, approvedMinutes: 470, approvedAt: APPROVED_AT })]));
  const user = userEvent.setup();
  renderAt(NOV);
  const card = await screen.findByLabelText('Officer 1, Night patrol');
  expect(within(card).getByText('To approve')).toBeInTheDocument();
  await user.click(within(card).getByText('Approve'));
  expect(approve).toHaveBeenCalledWith(1, { minutes: null, reason: '' });
  expect(await within(card).findByText('Approved 7 h 50 min')).toBeInTheDocument();
  expect(timesheets).toHaveBeenCalledTimes(2);
});

it('asks why before approving more hours than the shift scheduled (issue 36)', async () => {
  timesheets
    .mockResolvedValueOnce(answer([row(1)]))
    .mockResolvedValue(answer([row(1, { approvedMinutes: 500, correctionReason: 'Stayed for the handover', approvedAt: APPROVED_AT })]));
  renderAt(NOV);
  fireEvent.click(within(await screen.findByLabelText('Officer 1, Night patrol')).getByText('Approve'));
  const dialog = screen.getByRole('dialog', { name: 'Approve hours' });
  expect(within(dialog).getByText('Worked 8 h 20 min, more than the 8 h scheduled: say why to approve it.')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Hours')).toHaveValue('8');
  expect(within(dialog).getByLabelText('Minutes')).toHaveValue('20');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(await within(dialog).findByText('Required: the shift was scheduled for 8 h; say why more hours are approved')).toBeInTheDocument();
  expect(approve).not.toHaveBeenCalled();
  fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Stayed for the handover' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(approve).toHaveBeenCalledWith(1, { minutes: 500, reason: 'Stayed for the handover' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  const card = screen.getByLabelText('Officer 1, Night patrol');
  expect(await within(card).findByText('Approved 8 h 20 min (more than the 8 h scheduled): Stayed for the handover')).toBeInTheDocument();
});

// Clicks by fireEvent: the dialog's fields and buttons re-render at each of user-event's pointer events, too slow for a loaded machine.
it('asks why the hours changed before setting them', async () => {
  renderAt(NOV);
  fireEvent.click(within(await screen.findByLabelText('Officer 1, Night patrol')).getByText('Set hours'));
  const dialog = screen.getByRole('dialog', { name: 'Set hours' });
  expect(within(dialog).getByLabelText('Hours')).toHaveValue('8');
  const minutes = within(dialog).getByLabelText('Minutes');
  expect(minutes).toHaveValue('20');
  fireEvent.change(minutes, { target: { value: '0' } });
  fireEvent.click(within(dialog).getByText('Save'));
  expect(await within(dialog).findByText('Required: say why the hours changed')).toBeInTheDocument();
  expect(approve).not.toHaveBeenCalled();
});

it('sets other hours with the reason the officer sees, and the row read again offers Approve no more', async () => {
  timesheets.mockResolvedValueOnce(answer([row(1)])).mockResolvedValue(answer([row(1, { approvedMinutes: 480, correctionReason: 'Left early', approvedAt: APPROVED_AT })]));
  renderAt(NOV);
  fireEvent.click(within(await screen.findByLabelText('Officer 1, Night patrol')).getByText('Set hours'));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Minutes'), { target: { value: '0' } });
  fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Left early' } });
  fireEvent.click(within(dialog).getByText('Save'));
  await waitFor(() => expect(approve).toHaveBeenCalledWith(1, { minutes: 480, reason: 'Left early' }));
  await waitFor(() => expect(dialog).not.toBeInTheDocument());
  // Approve would put the worked time back over the hours set.
  const card = screen.getByLabelText('Officer 1, Night patrol');
  expect(await within(card).findByText('Approved 8 h (changed from 8 h 20 min): Left early')).toBeInTheDocument();
  expect(within(card).queryByText('Approve')).not.toBeInTheDocument();
  expect(within(card).getByText('Set hours')).toBeEnabled();
});

it('shows the worked time above the fields, starts from the approved hours, and says a total over a day under Hours', async () => {
  timesheets.mockResolvedValue(answer([row(1, { approvedMinutes: 270, correctionReason: 'Left early', approvedAt: APPROVED_AT })]));
  renderAt(NOV);
  fireEvent.click(within(await screen.findByLabelText('Officer 1, Night patrol')).getByText('Set hours'));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/^Worked: 8 h 20 min \(in 6:45\sAM CST, out 3:05\sPM CST\)$/)).toBeInTheDocument();
  const hours = within(dialog).getByLabelText('Hours');
  const minutes = within(dialog).getByLabelText('Minutes');
  expect(hours).toHaveValue('4');
  expect(minutes).toHaveValue('30');
  expect(within(dialog).getByLabelText(/^Reason/)).toHaveValue('Left early');

  fireEvent.change(hours, { target: { value: '24' } });
  fireEvent.click(within(dialog).getByText('Save'));
  const message = await within(dialog).findByText('At most 1440 minutes');
  expect(hours).toHaveAttribute('aria-describedby', message.id);
  expect(minutes).not.toHaveAttribute('aria-describedby');
  expect(approve).not.toHaveBeenCalled();
});

it('shows the check-in alone above the fields without a check-out, and who reads the reason', async () => {
  timesheets.mockResolvedValue(answer([row(1, { checkedOutAt: null, checkOutDistance: null, workedMinutes: null })]));
  renderAt(NOV);
  fireEvent.click(within(await screen.findByLabelText('Officer 1, Night patrol')).getByText('Set hours'));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(/^Worked: No check-out \(in 6:45\sAM CST\)$/)).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Hours')).toHaveValue('');
  expect(within(dialog).getByLabelText(/^Reason/)).toHaveAccessibleDescription('The officer sees this reason');
});

/** A text's UTF-8 bytes, as the browser gives a file asked for with responseType 'arraybuffer'. */
const utf8 = (text: string) => Uint8Array.from(new TextEncoder().encode(text)).buffer;

/** The bytes of a saved file. */
const bytesOf = (file: Blob) =>
  new Promise<number[]>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer)]);
    reader.readAsArrayBuffer(file);
  });

describe('Download CSV (issue 37)', () => {
  /** What the page handed the browser to save: the file's address and name, and the file. */
  let saved: { href: string; name: string }[];
  let files: Blob[];
  beforeEach(() => {
    saved = [];
    files = [];
    URL.createObjectURL = jest.fn((file: Blob) => `blob:file-${files.push(file)}`);
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, name: this.download });
    });
    useToasts.setState({ toasts: [] });
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('saves the CSV of the range as the server sent it, byte order mark included', async () => {
    const csv = '\uFEFFDate,Status,Officer\r\n2026-11-25,Approved,Zoë Nguyễn\r\n';
    const server = mockHttp(() => ({ status: 200, data: utf8(csv) }));
    renderAt(NOV);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:file-1', name: 'timesheets-2026-11-21-to-2026-11-27.csv' }]));
    expect(server).toHaveBeenCalledWith(expect.objectContaining({ method: 'get', url: 'shifts/timesheets/2026-11-21/2026-11-27/csv' }));
    expect(await bytesOf(files[0]!)).toEqual([...new Uint8Array(utf8(csv))]);
    expect(useToasts.getState().toasts).toEqual([]);
  });

  it('shows why the server refuses a range, and saves nothing', async () => {
    const refusal = { title: 'This range has more than 2,000 shifts: choose a shorter range' };
    mockHttp(() => ({ status: 400, statusText: 'Bad Request', data: utf8(JSON.stringify(refusal)) }));
    renderAt(NOV);
    const button = screen.getByRole('button', { name: 'Download CSV' });
    await userEvent.click(button);
    await waitFor(() => expect(useToasts.getState().toasts).toEqual([expect.objectContaining({ kind: 'error', title: refusal.title, message: refusal.title })]));
    expect(saved).toEqual([]);
    expect(button).toBeEnabled();
  });
});

it('says No shifts in these dates', async () => {
  timesheets.mockResolvedValue(answer([]));
  renderAt(NOV);
  expect(await screen.findByText('No shifts in these dates')).toBeInTheDocument();
});

it('offers Rate officer on a completed row until it is rated, and not on one without a check-out or hours (issue 21)', async () => {
  timesheets.mockResolvedValue(
    answer([
      row(1),
      row(2, { approvedMinutes: 500, approvedAt: APPROVED_AT, rated: 5 }),
      row(3, { status: ShiftStatus.CheckedIn, checkedOutAt: null, checkOutDistance: null, workedMinutes: null }),
    ]),
  );
  renderAt(NOV);
  const completed = await screen.findByLabelText('Officer 1, Night patrol');
  expect(within(completed).getByRole('button', { name: 'Rate officer' })).toBeEnabled();
  expect(within(screen.getByLabelText('Officer 2, Night patrol')).getByText('You rated it 5 stars')).toBeInTheDocument();
  expect(within(screen.getByLabelText('Officer 3, Night patrol')).queryByRole('button', { name: 'Rate officer' })).not.toBeInTheDocument();
  fireEvent.click(within(completed).getByRole('button', { name: 'Rate officer' }));
  expect(screen.getByRole('dialog', { name: 'Rate officer' })).toHaveTextContent('Officer 1 · Night patrol · Wed, 25 Nov');
});
