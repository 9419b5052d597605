import { render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shiftsApi, useToasts } from '@dutylink/api-client';
import { CalendarFeed, RENEWED } from './calendar-feed';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    shiftsApi: { renewFeed: jest.fn() },
  }),
);

const renewFeed = shiftsApi.renewFeed as jest.Mock;
const FEED = 'https://dutylink.test/api/shifts/feed/3.abc';

/** The feed, with a clock that only moves when the test (or a dialog's transition) moves it. */
function renderFeed() {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { user, ...render(<CalendarFeed url={FEED} />) };
}

async function renderUnfolded() {
  const view = renderFeed();
  await view.user.click(screen.getByRole('button', { name: 'Show' }));
  return view;
}

beforeEach(() => {
  jest.clearAllMocks();
  useToasts.setState({ toasts: [] });
});
afterEach(() => jest.useRealTimers());

test('folded at first, it unfolds to Subscribe (webcal), the address and how to add it, and folds again', async () => {
  const { user } = renderFeed();
  const show = screen.getByRole('button', { name: 'Show' });
  expect(show).toHaveAttribute('aria-expanded', 'false');
  expect(show).toHaveAccessibleDescription('Calendar feed');
  expect(screen.queryByLabelText('Calendar address')).not.toBeInTheDocument();

  await user.click(show);
  const hide = screen.getByRole('button', { name: 'Hide' });
  expect(hide).toHaveAttribute('aria-expanded', 'true');
  const feed = within(document.getElementById(hide.getAttribute('aria-controls')!)!);
  expect(feed.getByText('Subscribe in your calendar app to see every shift there, kept up to date.')).toBeInTheDocument();
  const field = feed.getByLabelText('Calendar address');
  expect(field).toHaveValue(FEED);
  expect(field).toHaveAttribute('readonly');
  expect(feed.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', 'webcal://dutylink.test/api/shifts/feed/3.abc');
  expect(feed.getByText('Google Calendar: Other calendars → From URL, paste the address.')).toBeInTheDocument();
  expect(feed.getByText('iPhone: tap Subscribe, or Settings → Calendar → Accounts → Add Subscribed Calendar.')).toBeInTheDocument();

  await user.click(hide);
  expect(screen.getByRole('button', { name: 'Show' })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByLabelText('Calendar address')).not.toBeInTheDocument();
});

test('Copy puts the address on the clipboard', async () => {
  const { user } = await renderUnfolded();
  await user.click(screen.getByRole('button', { name: 'Copy' }));
  await expect(navigator.clipboard.readText()).resolves.toBe(FEED);
  expect(useToasts.getState().toasts).toMatchObject([{ kind: 'success', message: 'Copied' }]);
});

test('Get a new address warns first; Cancel keeps the address', async () => {
  const { user } = await renderUnfolded();
  await user.click(screen.getByRole('button', { name: 'Get a new address' }));
  const warning = screen.getByRole('dialog', { name: 'Get a new address?' });
  expect(warning).toHaveTextContent('The current address stops working: calendars subscribed to it stop updating.');
  await user.click(within(warning).getByRole('button', { name: 'Cancel' }));
  await waitForElementToBeRemoved(warning);
  expect(renewFeed).not.toHaveBeenCalled();
});

test('a confirmed new address is announced, and Subscribe then goes to it', async () => {
  const renewed = 'https://dutylink.test/api/shifts/feed/3.xyz';
  renewFeed.mockResolvedValue({ url: renewed });
  const { user, rerender } = await renderUnfolded();
  await user.click(screen.getByRole('button', { name: 'Get a new address' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Get a new address' }));
  expect(renewFeed).toHaveBeenCalledTimes(1);
  await waitForElementToBeRemoved(screen.queryByRole('dialog'));
  expect(useToasts.getState().toasts).toMatchObject([{ kind: 'success', message: RENEWED }]);

  // The page reads the shifts again, with the new address.
  rerender(<CalendarFeed url={renewed} />);
  expect(screen.getByLabelText('Calendar address')).toHaveValue(renewed);
  expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', 'webcal://dutylink.test/api/shifts/feed/3.xyz');
});
