import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shiftsApi, useToasts } from '@dutylink/api-client';
import { callOffMessages, WITHDRAW_REASONS } from '@dutylink/contracts';
import { CALL_OFF_BUTTON, CALL_OFF_SUBMIT, CALL_OFF_TITLE, calledOffToast, CONFIRM_BUTTON, CONFIRM_HELP, CONFIRMED_TEXT, ShiftConfirmation } from './shift-confirmation';
import { makeOfficerShift } from './test-fixtures';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    shiftsApi: { confirm: jest.fn(), callOff: jest.fn() },
  }),
);
const api = shiftsApi as unknown as Record<'confirm' | 'callOff', jest.Mock>;

/** The fixture shift starts at 7:00 AM CST on Wed, 2 Dec (13:00 UTC). */
const DAY_BEFORE = new Date('2026-12-01T20:00:00Z');
const TWO_DAYS_BEFORE = new Date('2026-11-30T10:00:00Z');

beforeEach(() => {
  jest.clearAllMocks();
  useToasts.setState({ toasts: [] });
});

test('a shift ahead asks to be confirmed, and confirms with the button', async () => {
  const shift = makeOfficerShift();
  api.confirm.mockResolvedValue({ ...shift, confirmedAt: DAY_BEFORE.toISOString() });
  render(<ShiftConfirmation shift={shift} now={DAY_BEFORE} />);
  expect(screen.getByText(CONFIRM_HELP)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: CONFIRM_BUTTON }));
  expect(api.confirm).toHaveBeenCalledWith(11);
});

test('before the company asks, a shift offers Call off alone: no Confirm, no help', () => {
  render(<ShiftConfirmation shift={makeOfficerShift()} now={TWO_DAYS_BEFORE} />);
  expect(screen.queryByText(CONFIRM_HELP)).not.toBeInTheDocument();
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([CALL_OFF_BUTTON]);
});

test('a confirmed shift says so, and a started or checked-in one shows nothing', () => {
  const { rerender } = render(<ShiftConfirmation shift={makeOfficerShift({ confirmedAt: DAY_BEFORE.toISOString() })} now={DAY_BEFORE} />);
  expect(screen.getByText(CONFIRMED_TEXT)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: CONFIRM_BUTTON })).not.toBeInTheDocument();
  rerender(<ShiftConfirmation shift={makeOfficerShift()} now={new Date('2026-12-02T13:00:00Z')} />);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  rerender(<ShiftConfirmation shift={makeOfficerShift({ checkedInAt: '2026-12-02T12:40:00Z' })} now={new Date('2026-12-02T12:45:00Z')} />);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test.each([
  [TWO_DAYS_BEFORE, 'This call-off does not count as late: the shift starts more than 24 hours from now.'],
  [DAY_BEFORE, 'This call-off counts as late on your record, which employers see: the shift starts within 24 hours.'],
])('the call-off dialog names the shift and says whether this call-off counts as late (at %s)', async (now, note) => {
  render(<ShiftConfirmation shift={makeOfficerShift()} now={now} />);
  await userEvent.click(screen.getByRole('button', { name: CALL_OFF_BUTTON }));
  const dialog = within(await screen.findByRole('dialog', { name: CALL_OFF_TITLE }));
  expect(dialog.getByText(/^Night patrol, Wed, 2 Dec, 7:00\sAM – 3:00\sPM CST\. Acme Security is told at once\.$/)).toBeInTheDocument();
  expect(dialog.getByText(note)).toBeInTheDocument();
});

test('calls off with a reason, and says the company was told', async () => {
  const shift = makeOfficerShift();
  const user = userEvent.setup();
  render(<ShiftConfirmation shift={shift} now={DAY_BEFORE} />);
  await user.click(screen.getByRole('button', { name: CALL_OFF_BUTTON }));
  const dialog = within(await screen.findByRole('dialog', { name: CALL_OFF_TITLE }));
  // No reason: refused in the form, nothing sent.
  await user.click(dialog.getByRole('button', { name: CALL_OFF_SUBMIT }));
  expect(await dialog.findByText(callOffMessages.reasonRequired)).toBeInTheDocument();
  expect(api.callOff).not.toHaveBeenCalled();
  await user.click(dialog.getByRole('combobox'));
  await user.click(screen.getByRole('option', { name: WITHDRAW_REASONS[1] }));
  api.callOff.mockResolvedValue({});
  await user.click(dialog.getByRole('button', { name: CALL_OFF_SUBMIT }));
  expect(api.callOff).toHaveBeenCalledWith(11, { reason: WITHDRAW_REASONS[1] });
  expect(useToasts.getState().toasts).toMatchObject([{ kind: 'success', message: calledOffToast(shift) }]);
});
