import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { OfficerShift, PushPayload } from '@dutylink/contracts';
import { expectAccessible } from './a11y';
import { apiPost, dayIn, expect, hire, jobPayload, officerWatching, placeOfDay, press, publishJob, subscribedEmployer, test, wallClock as clock } from './support';

/**
 * Issue 39, the officer's app, on a 390 px phone by touch in a Chromium profile of its own (a test's usual context is
 * incognito, where Chromium neither installs apps nor subscribes to push): an officer hired for a shift that starts
 * in 10 minutes opens My shifts; the service worker installs; Chromium finds the app installable and offers it once;
 * the officer turns on notifications (explained first), and the next job's alert comes as a push, delivered through
 * DevTools, shown, acknowledged and opening the job; then, without signal, My shifts opens from the worker, a check-in
 * is kept and sent when the network returns, counted from the tap.
 */
const EVENT_SECURITY = 1;

/** What the test reads of the service worker's global scope (the e2e project is typed for pages, not workers). */
interface WorkerScope {
  registration: { getNotifications(): Promise<Notification[]> };
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
}
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The test's Chromium has no network to a push service: a device subscription with real keys, made here, stands in for the browser's. */
function standInPushService(): void {
  const base64url = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const KEY = 'test-push-subscription';
  const subscription = (json: PushSubscriptionJSON) => ({ endpoint: json.endpoint, toJSON: () => json, unsubscribe: async () => (localStorage.removeItem(KEY), true) });
  PushManager.prototype.subscribe = async function subscribe() {
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const json = {
      endpoint: `https://push.example.test/${crypto.randomUUID()}`,
      keys: { p256dh: base64url(await crypto.subtle.exportKey('raw', pair.publicKey)), auth: base64url(crypto.getRandomValues(new Uint8Array(16)).buffer) },
    };
    localStorage.setItem(KEY, JSON.stringify(json));
    return subscription(json) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function getSubscription() {
    const json = localStorage.getItem(KEY);
    return json ? (subscription(JSON.parse(json) as PushSubscriptionJSON) as unknown as PushSubscription) : null;
  };
}

async function officerPhone(baseURL: string): Promise<{ context: BrowserContext; page: Page; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'dutylink-officer-app-'));
  const place = placeOfDay(new Date());
  const context = await chromium.launchPersistentContext(dir, {
    ...test.info().project.use.launchOptions,
    baseURL,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    timezoneId: place.timeZone,
    geolocation: { latitude: place.latitude, longitude: place.longitude },
    permissions: ['geolocation', 'notifications'],
  });
  await context.addInitScript(standInPushService);
  const page = context.pages()[0] ?? (await context.newPage());
  return { context, page, close: async () => (await context.close(), rmSync(dir, { recursive: true, force: true })) };
}

/** A job today whose shift starts in 10 minutes (check-in is open), posted by the employer through the API. */
async function jobStartingSoon(employer: Page, title: string): Promise<number> {
  const now = new Date();
  const place = placeOfDay(now);
  const start = new Date(Math.ceil((now.getTime() + 10 * 60_000) / 60_000) * 60_000);
  const end = new Date(start.getTime() + 60 * 60_000);
  const today = dayIn(now, place.timeZone);
  const job = (await jobPayload(employer, title)) as { general: Record<string, unknown>; details: { address: Record<string, unknown> } };
  const states = (await (await employer.request.get('/api/employers/jobs/getEditable/0')).json()).states as { id: number; code: string }[];
  job.general = { ...job.general, periodType: 1, from: today, to: today, days: [weekday(today)], shift: 3, timeRange: [{ from: clock(start, place.timeZone), to: clock(end, place.timeZone) }] };
  job.details.address = { address1: '100 Main St', address2: '', city: place.city, idstate: states.find((s) => s.code === place.state)!.id, postalCode: place.postalCode };
  return (await apiPost<{ id: number }>(employer, 'employers/jobs', job)).id;
}

async function latestPush(page: Page, endpoint: string, title: RegExp): Promise<PushPayload> {
  let found: PushPayload | undefined;
  await expect(async () => {
    const sent = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(endpoint)}`)).json()) as { push?: PushPayload }[];
    found = sent.find((message) => message.push && title.test(message.push.title))?.push;
    expect(found).toBeDefined();
  }).toPass({ timeout: 20_000 });
  return found!;
}

const myShift = async (page: Page, jobId: number) => ((await (await page.request.get('/api/shifts')).json()) as { shifts: OfficerShift[] }).shifts.find((s) => s.jobId === jobId)!;

test('the officer installs the app, gets a push for a new job, and checks in without signal', async ({ browser, baseURL }: { browser: Browser; baseURL?: string }) => {
  const company = 'Night Owl Security';
  const employer = await subscribedEmployer(browser, company, { timezoneId: placeOfDay(new Date()).timeZone });
  const phone = await officerPhone(baseURL!);
  try {
    const { page, context } = phone;
    await officerWatching(page, EVENT_SECURITY);
    const title = `Gate post ${Date.now() % 100000}`;
    const jobId = await jobStartingSoon(employer.page, title);
    await apiPost(page, `jobs/apply/${jobId}`);
    await hire(employer.page, jobId, page);

    // My shifts: the worker installs and takes the page; Chromium finds the app installable and the offer comes, once.
    await page.goto('/employee/shifts');
    await expect(page.getByRole('heading', { level: 1, name: 'My shifts' })).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
    const manifest = JSON.parse((await cdp.send('Page.getAppManifest')).data!) as { start_url: string; display: string };
    expect([manifest.start_url, manifest.display]).toEqual(['/employee/shifts', 'standalone']);
    const offer = page.getByRole('region', { name: 'Add DutyLink to your home screen' });
    await expect(offer).toBeVisible();
    await expectAccessible(page, 'my shifts with the install offer');
    await press(offer.getByRole('button', { name: 'Not now' }));
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'My shifts' })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
    await expect(offer).toHaveCount(0);

    // Notifications: why first, then the browser's permission (granted to this profile) on the tap.
    const push = page.getByRole('region', { name: 'Notifications on this phone' });
    await expect(push).toContainText('Get shift offers, reminders and changes here as notifications');
    await press(push.getByRole('button', { name: 'Turn on notifications' }));
    await expect(push).toContainText('Notifications are on for this phone.');
    const endpoint = await page.evaluate(async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription())!.endpoint);

    // The next job's alert goes by push: delivered through DevTools, shown by the worker, acknowledged, and a tap opens the job.
    const nextTitle = `Dock watch ${Date.now() % 100000}`;
    const nextJob = await publishJob(employer.page, nextTitle);
    const payload = await latestPush(page, endpoint, /New job/);
    expect(payload.url).toBe(`/employee/jobs/${nextJob}`);
    await cdp.send('ServiceWorker.enable');
    const registrationId = await new Promise<string>((resolve) => cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => registrations[0] && resolve(registrations[0].registrationId)));
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL!).origin, registrationId, data: JSON.stringify(payload) });
    const worker = context.serviceWorkers()[0]!;
    await expect.poll(() => worker.evaluate(async () => (await (self as unknown as WorkerScope).registration.getNotifications()).map((n) => n.title))).toContain(payload.title);
    // Acknowledged by the worker: the signed path is spent, a second acknowledgement finds nothing.
    await expect.poll(async () => (await page.request.post(payload.ack, { headers: { origin: new URL(baseURL!).origin } })).status()).toBe(404);
    await worker.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    });
    await expect(page).toHaveURL(new RegExp(`/employee/jobs/${nextJob}$`));
    await expect(page.getByRole('heading', { name: nextTitle })).toBeVisible();

    // No signal: My shifts opens from the worker with the shift, its place and the company's phone as last loaded.
    await context.setOffline(true);
    await page.goto('/employee/shifts');
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card.getByText('100 Main St', { exact: false })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Offline: these are your shifts as loaded at \d+:\d\d\s[AP]M [A-Z]+\. A check-in made now is sent when you are back online\.$/ })).toBeVisible();
    await expectAccessible(page, 'my shifts offline');
    // A check-in made now is kept, and says so; the server has none yet.
    const tapped = Date.now();
    await press(card.getByRole('button', { name: 'Check in' }));
    await expect(page.getByRole('status').filter({ hasText: 'Offline: your check-in will be sent when you are back online' })).toBeVisible();
    await expect(card.getByText(/^Checked in at /)).toBeVisible();
    await expect(card.getByText(/^Not sent yet: no signal\./)).toBeVisible();
    expect((await myShift(page, jobId)).checkedInAt).toBeNull();

    // Back online: the worker sends it, and the shift is checked in from the time of the tap.
    await page.waitForTimeout(2_000);
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: /^Offline/ })).toHaveCount(0, { timeout: 30_000 });
    const checkedIn = Date.parse((await myShift(page, jobId)).checkedInAt!);
    expect(checkedIn).toBeGreaterThanOrEqual(tapped - 1000);
    expect(checkedIn).toBeLessThan(tapped + 2000);
    await expect(card.getByText(/^Checked in at /)).toBeVisible();
    await expect(card.getByText(/^Not sent yet/)).toHaveCount(0);
  } finally {
    await phone.close();
  }
});
