import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@dutylink/router';
import { employeeProfileApi, useSession } from '@dutylink/api-client';
import { Role, type UserInfo } from '@dutylink/contracts';
import { makeUser, signIn } from '../test/fixtures';
import { isNotificationPauseOn } from './pause-notifications-toggle';
import { RoleFrame } from './role-frame';

jest.mock('@dutylink/api-client', () => ({
  ...jest.requireActual('@dutylink/api-client'),
  employeeProfileApi: { pauseNotifications: jest.fn() },
}));

const pause = employeeProfileApi.pauseNotifications as jest.Mock;
const TODAY = '2026-03-10';

function renderFrame(user: UserInfo, role: Role = Role.Employee) {
  signIn(user);
  render(
    <MemoryRouter>
      <RoleFrame role={role}>
        <p>Area content</p>
      </RoleFrame>
    </MemoryRouter>,
  );
}

const subscriber = (overrides: Partial<UserInfo> = {}) => makeUser({ hasSubscription: true, ...overrides });
/** hidden: while the dialog is open the header is aria-hidden behind it. */
const toggle = (days = 5) => screen.getByRole('switch', { name: `Pause new job notifications for ${days} days`, hidden: true });

/** What the server answers: the user with the pause fields, which the api client stores. */
function answerWith(fields: Partial<UserInfo>) {
  pause.mockImplementation(async () => {
    const user = { ...useSession.getState().user!, ...fields };
    useSession.setState({ user });
    return user;
  });
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date(`${TODAY}T12:00:00`), doNotFake: ['setTimeout', 'setInterval', 'requestAnimationFrame'] });
});

afterEach(() => {
  jest.useRealTimers();
  jest.clearAllMocks();
});

it('is hidden without a subscription and for other roles', () => {
  renderFrame(makeUser({ hasSubscription: false }));
  expect(screen.queryByRole('switch')).not.toBeInTheDocument();
});

it('is hidden in the employer frame', () => {
  renderFrame(makeUser({ role: Role.Employer, hasSubscription: true }), Role.Employer);
  expect(screen.queryByRole('switch')).not.toBeInTheDocument();
});

it('is off with the default days when not paused or when the pause is over', () => {
  renderFrame(subscriber({ pausedNotificationsUntil: '2026-03-09', pausedNotificationsDays: 12 }));
  expect(toggle(5)).not.toBeChecked();
});

it('is on with the paused days while the pause lasts (today included)', () => {
  renderFrame(subscriber({ pausedNotificationsUntil: TODAY, pausedNotificationsDays: 12 }));
  expect(toggle(12)).toBeChecked();
});

it('shows the last paused day under the switch while paused (issue 17)', () => {
  renderFrame(subscriber({ pausedNotificationsUntil: '2026-03-22', pausedNotificationsDays: 12 }));
  expect(toggle(12)).toHaveAccessibleDescription('Paused through 22 Mar 2026');
  expect(screen.getByText('Paused through 22 Mar 2026')).toBeVisible();
});

it('shows no end date when not paused', () => {
  renderFrame(subscriber({ pausedNotificationsUntil: '2026-03-09', pausedNotificationsDays: 12 }));
  expect(toggle(5)).not.toHaveAccessibleDescription();
  expect(screen.queryByText(/Paused through/)).not.toBeInTheDocument();
});

it('opens the days dialog when switched on, the switch still off until confirmed (issue 17); Cancel leaves it off without a call', async () => {
  const user = userEvent.setup();
  renderFrame(subscriber());
  await user.click(toggle());
  const dialog = await screen.findByRole('dialog', { name: 'Pause new job notifications' });
  expect(within(dialog).getByRole('spinbutton', { name: 'Days' })).toHaveValue(5);
  expect(toggle()).not.toBeChecked();

  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(toggle()).not.toBeChecked();
  expect(pause).not.toHaveBeenCalled();
});

it('sends the days on Pause and shows the stored pause', async () => {
  answerWith({ pausedNotificationsUntil: '2026-03-17', pausedNotificationsDays: 7 });
  const user = userEvent.setup();
  renderFrame(subscriber());
  await user.click(toggle());
  const days = screen.getByRole('spinbutton', { name: 'Days' });
  await user.clear(days);
  await user.type(days, '7');
  await user.click(screen.getByRole('button', { name: 'Pause' }));

  expect(pause).toHaveBeenCalledWith(7);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(toggle(7)).toBeChecked();
  expect(screen.getByText('Paused through 17 Mar 2026')).toBeInTheDocument();
  expect(useSession.getState().user?.pausedNotificationsDays).toBe(7);
});

it('sends the default 5 days when Pause is pressed at once', async () => {
  answerWith({ pausedNotificationsUntil: '2026-03-15', pausedNotificationsDays: 5 });
  const user = userEvent.setup();
  renderFrame(subscriber());
  await user.click(toggle());
  await user.click(screen.getByRole('button', { name: 'Pause' }));
  expect(pause).toHaveBeenCalledWith(5);
});

it('refuses days outside 1..365 with one message, whatever was typed (issue 17)', async () => {
  const user = userEvent.setup();
  renderFrame(subscriber());
  await user.click(toggle());
  const days = screen.getByRole('spinbutton', { name: 'Days' });
  for (const typed of ['0', '366', '-3', '2.5', '']) {
    await user.clear(days);
    if (typed) await user.type(days, typed);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(await screen.findByText('Enter a number of days from 1 to 365')).toBeInTheDocument();
    expect(screen.queryByText(/from 0 to 365/)).not.toBeInTheDocument();
  }
  expect(pause).not.toHaveBeenCalled();
  expect(toggle()).not.toBeChecked();
});

it('keeps the dialog open when the pause call fails', async () => {
  pause.mockResolvedValue(undefined);
  const user = userEvent.setup();
  renderFrame(subscriber());
  await user.click(toggle());
  await user.click(screen.getByRole('button', { name: 'Pause' }));
  expect(pause).toHaveBeenCalledWith(5);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

it('sends 0 when switched off', async () => {
  answerWith({ pausedNotificationsUntil: null, pausedNotificationsDays: 0 });
  const user = userEvent.setup();
  renderFrame(subscriber({ pausedNotificationsUntil: '2026-03-20', pausedNotificationsDays: 10 }));
  await user.click(toggle(10));
  expect(pause).toHaveBeenCalledWith(0);
  await waitFor(() => expect(toggle(5)).not.toBeChecked());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('reads the pause by calendar day', () => {
  const now = new Date(`${TODAY}T23:59:00`);
  expect(isNotificationPauseOn({ pausedNotificationsUntil: TODAY }, now)).toBe(true);
  expect(isNotificationPauseOn({ pausedNotificationsUntil: '2026-03-09' }, now)).toBe(false);
  expect(isNotificationPauseOn({ pausedNotificationsUntil: null }, now)).toBe(false);
});
