import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi, useToasts } from '@dutylink/api-client';
import { Role, SMS_LIMIT_NOTE, SMS_MAX_LENGTH, smsMessages } from '@dutylink/contracts';
import { SendSmsDialog } from './send-sms-dialog';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    adminApi: { userCount: jest.fn(), sendSms: jest.fn() },
  }),
);

const userCount = adminApi.userCount as jest.Mock;
const sendSms = adminApi.sendSms as jest.Mock;

/**
 * Clicks a field and pastes a whole value. For tests of what is done with the text, not of typing it:
 * each key re-renders the form (and a multiline field measures itself with getComputedStyle), so
 * typing a dozen characters took more than a second.
 */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

beforeEach(() => {
  userCount.mockReset().mockResolvedValue({ count: 12 });
  sendSms.mockReset().mockResolvedValue({ recipients: 12 });
  useToasts.setState({ toasts: [] });
});

const counter = () => screen.getByTestId('sms-counter');

test('bulk: counts the recipients, shows the counter with parts and Total SMS = parts × count, confirms the exact number, sends to all', async () => {
  const onClose = jest.fn();
  render(<SendSmsDialog open onClose={onClose} role={Role.Employer} title="Send SMS to All Employers" />);
  expect(screen.getByRole('dialog', { name: 'Send SMS to All Employers' })).toBeInTheDocument();
  await waitFor(() => expect(userCount).toHaveBeenCalledWith(Role.Employer));
  const send = screen.getByRole('button', { name: 'Send' });
  expect(send).toBeDisabled();
  expect(counter()).toHaveTextContent(/^0 characters$/);
  expect(await screen.findByText('Total SMS: 0')).toBeInTheDocument();

  const box = screen.getByRole('textbox', { name: 'Message' });
  await enter(box, '  Hi  ');
  expect(counter()).toHaveTextContent(/^2 characters$/);
  expect(screen.getByText('Total SMS: 12 (1 part × 12 recipients)')).toBeInTheDocument();

  await userEvent.clear(box);
  await userEvent.click(box);
  await userEvent.paste('x'.repeat(170));
  expect(counter()).toHaveTextContent(/^170 characters · 2 parts$/);
  expect(screen.getByText('Total SMS: 24 (2 parts × 12 recipients)')).toBeInTheDocument();

  // Issue 17: the send asks first, with the number counted again at that moment.
  userCount.mockResolvedValue({ count: 11 });
  await userEvent.click(send);
  const confirm = await screen.findByRole('dialog', { name: 'Send SMS to All Employers', description: /Send this SMS/ });
  expect(confirm).toHaveTextContent('Send this SMS to 11 employers? Blocked accounts and phones that replied STOP are left out.');
  expect(sendSms).not.toHaveBeenCalled();
  expect(screen.getByText('Total SMS: 22 (2 parts × 11 recipients)')).toBeInTheDocument();
  await userEvent.click(within(confirm).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(sendSms).toHaveBeenCalledWith({ text: 'x'.repeat(170), role: Role.Employer, userIDs: [] }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(useToasts.getState().toasts.map((t) => t.message)).toContain('SMS sent to 12 recipients');
});

test('bulk: Cancel in the confirmation sends nothing and keeps the text', async () => {
  const onClose = jest.fn();
  render(<SendSmsDialog open onClose={onClose} role={Role.Employee} title="Send SMS to All Employees" />);
  await enter(screen.getByRole('textbox', { name: 'Message' }), 'Storm tonight');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  const confirm = await screen.findByRole('dialog', { name: 'Send SMS to All Employees', description: /Send this SMS/ });
  expect(confirm).toHaveTextContent('Send this SMS to 12 employees?');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
  expect(sendSms).not.toHaveBeenCalled();
  expect(onClose).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Storm tonight'));
});

test('personal: no count call and no total; sends to the one user', async () => {
  sendSms.mockResolvedValue({ recipients: 1 });
  const onClose = jest.fn();
  render(<SendSmsDialog open onClose={onClose} role={Role.Employee} recipient={{ id: 9, name: 'Gus Guard' }} />);
  expect(screen.getByRole('dialog', { name: 'Send SMS to Gus Guard' })).toBeInTheDocument();
  await enter(screen.getByRole('textbox', { name: 'Message' }), 'Shift tomorrow');
  expect(counter()).toHaveTextContent(/^14 characters$/);
  expect(screen.queryByText(/Total SMS/)).not.toBeInTheDocument();
  expect(userCount).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(sendSms).toHaveBeenCalledWith({ text: 'Shift tomorrow', role: Role.Employee, userIDs: [9] }));
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(useToasts.getState().toasts.map((t) => t.message)).toContain('SMS sent to 1 recipient');
});

test('at the longest a text can be, typing stops and a line says why', async () => {
  render(<SendSmsDialog open onClose={jest.fn()} role={Role.Employee} recipient={{ id: 9, name: 'Gus Guard' }} />);
  const box = screen.getByRole('textbox', { name: 'Message' });
  await enter(box, 'x'.repeat(SMS_MAX_LENGTH - 1));
  expect(screen.queryByText(SMS_LIMIT_NOTE)).not.toBeInTheDocument();
  await userEvent.type(box, 'yz');
  expect(box).toHaveValue(`${'x'.repeat(SMS_MAX_LENGTH - 1)}y`);
  expect(screen.getByRole('status')).toHaveTextContent('That is the longest a text can be: 10 parts.');
});

test('names the characters outside the SMS alphabet, and what they are sent as (issue 37)', async () => {
  render(<SendSmsDialog open onClose={jest.fn()} role={Role.Employee} recipient={{ id: 9, name: 'Gus Guard' }} />);
  const box = screen.getByRole('textbox', { name: 'Message' });
  await enter(box, 'Shift moved, señor');
  expect(screen.queryByText(/Not in the SMS alphabet/)).not.toBeInTheDocument();
  await enter(box, 'Don’t miss Gate 3 – 7 AM');
  expect(screen.getByText("Not in the SMS alphabet, so sent as plain text: ’ → ', – → -")).toBeInTheDocument();
  expect(box).toHaveAccessibleDescription(/Not in the SMS alphabet/);
});

test('a refused send keeps the dialog open; spaces only keep Send disabled', async () => {
  sendSms.mockResolvedValue(undefined);
  const onClose = jest.fn();
  render(<SendSmsDialog open onClose={onClose} role={Role.Employee} recipient={{ id: 9, name: 'Gus Guard' }} />);
  const box = screen.getByRole('textbox', { name: 'Message' });
  await enter(box, '   ');
  expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  await enter(box, 'hello');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(sendSms).toHaveBeenCalled());
  expect(onClose).not.toHaveBeenCalled();
});

test("a message over 10 parts once folded says so on Send, with the server's words, and sends nothing", async () => {
  render(<SendSmsDialog open onClose={jest.fn()} role={Role.Employee} recipient={{ id: 9, name: 'Gus Guard' }} />);
  const box = screen.getByRole('textbox', { name: 'Message' });
  // 600 ellipses are sent as 1,800 full stops.
  await enter(box, '…'.repeat(600));
  expect(box).not.toHaveAccessibleDescription(/At most/);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByText(smsMessages.tooLong)).toBeInTheDocument();
  expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(sendSms).not.toHaveBeenCalled();
});
