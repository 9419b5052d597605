import { act, render, screen } from '@testing-library/react';
import { toast, useToasts } from '@dutylink/api-client';
import { DutyLinkThemeProvider } from './theme-provider';

beforeEach(() => {
  jest.useFakeTimers();
  useToasts.setState({ toasts: [] });
});
afterEach(() => jest.useRealTimers());

test('an error toast shows its title as header, keeps line breaks and leaves after 5000 ms', async () => {
  render(<DutyLinkThemeProvider />);
  act(() => {
    toast.error('Validation failed', 'Required\nPhone must start with +1\n\nThe code has 6 digits');
  });
  const title = await screen.findByText('Validation failed');
  const message = screen.getByText(/Phone must start with \+1/);
  expect(message.textContent).toBe('Required\nPhone must start with +1\n\nThe code has 6 digits');
  expect(getComputedStyle(message.parentElement!).whiteSpace).toBe('pre-line');
  expect(title).toBeVisible();

  act(() => jest.advanceTimersByTime(4900));
  expect(screen.getByText('Validation failed')).toBeInTheDocument();
  for (let i = 0; i < 5; i++) act(() => jest.advanceTimersByTime(500));
  expect(screen.queryByText('Validation failed')).not.toBeInTheDocument();
  expect(useToasts.getState().toasts).toEqual([]);
});

test('a success toast shows its message; a title that is also the message shows once', async () => {
  render(<DutyLinkThemeProvider />);
  act(() => {
    toast.success('Code sent');
    toast.error('Sign in first', 'Sign in first');
  });
  expect(await screen.findByText('Code sent')).toBeInTheDocument();
  expect(screen.getAllByText('Sign in first')).toHaveLength(1);
});
