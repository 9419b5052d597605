import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pushApi, useToasts } from '@dutylink/api-client';
import { OFFLINE_CHECK_MAX_HOURS, type OfficerChannelsSettings, type OfficerShift } from '@dutylink/contracts';
import { listenForInstall } from '@dutylink/officer-app';
import { CHANNELS_TITLE, ChannelsCard, QUIET_LABEL, SAVED } from './channels-card';
import { INSTALL_TITLE, InstallCard, IOS_STEPS } from './install-card';
import { OfflineBanner, offlineText, QUEUED_CHECK_IN, QUEUED_CHECK_OUT } from './offline-banner';
import { PUSH_BLOCKED, PUSH_FAILED, PUSH_INSTALL_FIRST, PUSH_ON, PUSH_TITLE, PUSH_WHY, PushCard } from './push-card';
import { queuedChecks, withQueuedChecks } from './queued-checks';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    pushApi: { key: jest.fn(), subscribe: jest.fn(), unsubscribe: jest.fn(), channels: jest.fn(), saveChannels: jest.fn() },
  }),
);
const api = pushApi as unknown as Record<keyof typeof pushApi, jest.Mock>;

const SUBSCRIPTION = { endpoint: 'https://push.example.test/device', keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) } };
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1';

/** A browser with push: its permission, this device's subscription, and a push service that subscribes (or refuses). */
function browserWithPush({ permission = 'default' as NotificationPermission, subscribed = false, answer = 'granted' as NotificationPermission, refuses = false } = {}) {
  let subscription: object | null = subscribed ? { ...SUBSCRIPTION, toJSON: () => SUBSCRIPTION, unsubscribe: jest.fn(async () => true) } : null;
  const pushManager = {
    getSubscription: jest.fn(async () => subscription),
    subscribe: jest.fn(async () => {
      if (refuses) throw new DOMException('Registration failed - push service error', 'AbortError');
      subscription = { ...SUBSCRIPTION, toJSON: () => SUBSCRIPTION, unsubscribe: jest.fn(async () => true) };
      return subscription;
    }),
  };
  const registration = { pushManager };
  const requestPermission = jest.fn(async () => answer);
  Object.assign(window, { PushManager: class {}, Notification: Object.assign(class {}, { permission, requestPermission }) });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => registration, ready: Promise.resolve(registration) } });
  return { pushManager, requestPermission };
}

function browserWithoutPush(userAgent = navigator.userAgent) {
  delete (window as Partial<Window & { PushManager: unknown }>).PushManager;
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value: userAgent });
}

const realUserAgent = navigator.userAgent;
beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  useToasts.setState({ toasts: [] });
  Object.defineProperty(navigator, 'userAgent', { configurable: true, value: realUserAgent });
});

describe('notifications on this phone', () => {
  test('say why before the browser asks; a tap asks, subscribes with the server’s key and saves the device', async () => {
    const { pushManager, requestPermission } = browserWithPush();
    api.key.mockResolvedValue({ publicKey: 'server-key' });
    api.subscribe.mockResolvedValue({});
    render(<PushCard />);
    const card = await screen.findByRole('region', { name: PUSH_TITLE });
    expect(within(card).getByRole('status')).toHaveTextContent(PUSH_WHY);
    expect(requestPermission).not.toHaveBeenCalled();
    await userEvent.click(within(card).getByRole('button', { name: 'Turn on notifications' }));
    expect(requestPermission).toHaveBeenCalled();
    expect(pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: 'server-key' });
    expect(api.subscribe).toHaveBeenCalledWith(SUBSCRIPTION);
    expect(await within(card).findByRole('status')).toHaveTextContent(PUSH_ON);
  });

  test('turned off, the server forgets the device before the browser does', async () => {
    browserWithPush({ permission: 'granted', subscribed: true });
    api.unsubscribe.mockResolvedValue({});
    render(<PushCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off on this phone' }));
    expect(api.unsubscribe).toHaveBeenCalled();
    expect(await screen.findByRole('status')).toHaveTextContent(PUSH_WHY);
  });

  test('a refused permission, or a push service that refuses, says the texts go on; a device already on is not offered again on My shifts', async () => {
    browserWithPush({ answer: 'denied' });
    const { unmount } = render(<PushCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PUSH_BLOCKED);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();

    browserWithPush({ refuses: true });
    api.key.mockResolvedValue({ publicKey: 'server-key' });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const second = render(<PushCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText(PUSH_FAILED)).toBeInTheDocument();
    expect(api.subscribe).not.toHaveBeenCalled();
    second.unmount();

    browserWithPush({ permission: 'granted', subscribed: true });
    const { container } = render(<PushCard whenOff />);
    await act(async () => undefined);
    expect(container).toBeEmptyDOMElement();
  });

  test('on an iPhone in Safari, the steps to the Home Screen; a browser without push shows nothing', async () => {
    browserWithoutPush(IPHONE);
    const { unmount } = render(<PushCard />);
    expect(await screen.findByRole('status')).toHaveTextContent(PUSH_INSTALL_FIRST);
    unmount();
    browserWithoutPush(realUserAgent);
    const { container } = render(<PushCard />);
    await act(async () => undefined);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('the install offer', () => {
  test("is Chromium's dialog, offered once: Not now, and a later visit shows nothing", async () => {
    listenForInstall();
    const prompt = jest.fn(async () => undefined);
    const { unmount } = render(<InstallCard />);
    expect(screen.queryByRole('region', { name: INSTALL_TITLE })).not.toBeInTheDocument();
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt });
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    const card = await screen.findByRole('region', { name: INSTALL_TITLE });
    await userEvent.click(within(card).getByRole('button', { name: 'Not now' }));
    expect(card).not.toBeInTheDocument();
    expect(prompt).not.toHaveBeenCalled();
    unmount();
    act(() => void window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt })));
    const { container } = render(<InstallCard />);
    expect(container).toBeEmptyDOMElement();
  });

  test('Install opens the browser’s dialog; on an iPhone the card gives the Share steps', async () => {
    listenForInstall();
    const prompt = jest.fn(async () => undefined);
    act(() => void window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt })));
    const { unmount } = render(<InstallCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Install' }));
    expect(prompt).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('region', { name: INSTALL_TITLE })).not.toBeInTheDocument());
    unmount();

    localStorage.clear();
    browserWithoutPush(IPHONE);
    render(<InstallCard />);
    const card = await screen.findByRole('region', { name: INSTALL_TITLE });
    expect(within(card).getByText(IOS_STEPS)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Got it' }));
    expect(card).not.toBeInTheDocument();
  });
});

describe('checks made without signal', () => {
  test('the banner says a kept check-in or check-out is sent when back online, or when the shifts shown were loaded', () => {
    const { rerender, container } = render(<OfflineBanner />);
    expect(container).toBeEmptyDOMElement();
    rerender(<OfflineBanner offlineSince="2026-12-02T12:21:00.000Z" />);
    expect(screen.getByRole('status')).toHaveTextContent(offlineText('2026-12-02T12:21:00.000Z'));
    expect(offlineText('2026-12-02T12:21:00.000Z')).toMatch(/^Offline: these are your shifts as loaded at \d+:21\s[AP]M [A-Z+\d]+\. A check-in made now is sent when you are back online\.$/);
    act(() => queuedChecks.add({ shiftId: 11, way: 'checkIn', at: new Date().toISOString() }));
    expect(screen.getByRole('status')).toHaveTextContent(QUEUED_CHECK_IN);
    act(() => queuedChecks.add({ shiftId: 11, way: 'checkOut', at: new Date().toISOString() }));
    expect(screen.getByRole('status')).toHaveTextContent(QUEUED_CHECK_OUT);
    act(() => queuedChecks.forget());
    expect(screen.getByRole('status')).toHaveTextContent(/^Offline: these are your shifts/);
  });

  test('a shift shows the checks kept on this phone until the server has its own; those too old to send are dropped', () => {
    // Only its id and checks matter here.
    const shift = { id: 11, checkedInAt: null, checkedOutAt: null } as OfficerShift;
    const at = new Date().toISOString();
    expect(withQueuedChecks(shift, [{ shiftId: 12, way: 'checkIn', at }])).toBe(shift);
    expect(withQueuedChecks(shift, [{ shiftId: 11, way: 'checkIn', at }])).toMatchObject({ checkedInAt: at, checkedOutAt: null });
    expect(withQueuedChecks({ ...shift, checkedInAt: '2026-12-02T12:45:00.000Z' }, [{ shiftId: 11, way: 'checkIn', at }]).checkedInAt).toBe('2026-12-02T12:45:00.000Z');
    const old = new Date(Date.now() - (OFFLINE_CHECK_MAX_HOURS + 1) * 3_600_000).toISOString();
    queuedChecks.add({ shiftId: 11, way: 'checkIn', at: old });
    expect(queuedChecks.any()).toBe(false);
  });
});

describe('how we reach you', () => {
  const SAVED_SETTINGS: OfficerChannelsSettings = { channels: { alert: 'push', offer: 'push', reminder: 'push', change: 'push' }, quietFrom: null, quietTo: null };

  test('a channel per type of message, and quiet hours for job alerts, each saved as it is chosen', async () => {
    api.channels.mockResolvedValue(SAVED_SETTINGS);
    api.saveChannels.mockImplementation(async (settings: OfficerChannelsSettings) => settings);
    render(<ChannelsCard />);
    const card = await screen.findByRole('region', { name: CHANNELS_TITLE });
    expect(within(card).queryByRole('button', { name: /save/i })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('combobox', { name: 'Open shifts offered to you' }));
    await userEvent.click(screen.getByRole('option', { name: 'Notification and text' }));
    expect(api.saveChannels).toHaveBeenLastCalledWith({ channels: { ...SAVED_SETTINGS.channels, offer: 'both' }, quietFrom: null, quietTo: null });
    await userEvent.click(within(card).getByRole('switch', { name: QUIET_LABEL }));
    expect(within(card).getByRole('combobox', { name: 'From' })).toHaveTextContent('10:00 PM');
    expect(within(card).getByRole('combobox', { name: 'Until' })).toHaveTextContent('7:00 AM');
    expect(api.saveChannels).toHaveBeenLastCalledWith({ channels: { ...SAVED_SETTINGS.channels, offer: 'both' }, quietFrom: 22 * 60, quietTo: 7 * 60 });
    await waitFor(() => expect(useToasts.getState().toasts.map((t) => t.message)).toContain(SAVED));
  });

  test('a choice the server refuses goes back to what was saved', async () => {
    api.channels.mockResolvedValue(SAVED_SETTINGS);
    api.saveChannels.mockResolvedValue(undefined);
    render(<ChannelsCard />);
    const card = await screen.findByRole('region', { name: CHANNELS_TITLE });
    await userEvent.click(within(card).getByRole('combobox', { name: 'Shift reminders and confirmations' }));
    await userEvent.click(screen.getByRole('option', { name: 'Text only' }));
    await waitFor(() => expect(within(card).getByRole('combobox', { name: 'Shift reminders and confirmations' })).toHaveTextContent('Notification (text as backup)'));
  });
});
