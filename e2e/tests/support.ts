import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { authPaths, emptyPermitDocuments, JobPeriodType, PermitDocumentType, Role, Shift, Step } from '@dutylink/contracts';
import { sampleEmployeeGeneral } from '@dutylink/contracts/testing';
import { watchTheScreen } from './screen-watch';
import { newJobBody } from '../new-job-body.mjs';

export { expect };

/**
 * A journey runs in one project of playwright.config.ts (a desktop, or a 390 px phone by touch). On either,
 * every page a journey reaches must fit the screen: no page may scroll sideways, whatever browser context it
 * was opened in (see screen-watch.ts).
 */
export const test = base.extend<{ fitsTheScreen: void }>({
  // Each worker has its server on the configured port plus its index (playwright.config.ts).
  baseURL: async ({ baseURL }, provide) => {
    await provide(baseURL && workerOrigin(baseURL));
  },
  fitsTheScreen: [
    // With `context` as a dependency, the check at the end runs while the test's own pages are still open.
    async ({ browser, context }, use) => {
      const watch = await watchTheScreen(browser, context);
      await use();
      await watch.stop();
    },
    { auto: true },
  ],
});

export const demo = {
  admin: { phone: '+15555550100', masked: '(555) 555-0100', role: 'Admin' },
  employer: { phone: '+15555550101', masked: '(555) 555-0101', role: 'Employer' },
  employee: { phone: '+15555550102', masked: '(555) 555-0102', role: 'Employee' },
} as const;

/** A fresh, valid US number (exchange starts with 2-9), so journeys never share rate limits. */
export function newPhone(): { phone: string; masked: string } {
  const exchange = 200 + Math.floor(Math.random() * 800);
  const line = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  return { phone: `+1555${exchange}${line}`, masked: `(555) ${exchange}-${line}` };
}

export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  body: string;
  createdAt: string;
  /** Only of a scheduled message: when it is due. */
  sendAt?: string;
}

/**
 * Waits up to `timeout` ms for the newest message to `to` in the dev outbox that was not there before `after`
 * (and matches `body`).
 */
export async function latestMessage(request: APIRequestContext, to: string, after: Date, body?: RegExp, timeout = 15_000): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const messages = (await response.json()) as OutboxMessage[];
      found = messages.find((m) => new Date(m.createdAt).getTime() >= after.getTime() - 1000 && (!body || body.test(m.body)));
      return found !== undefined;
    }, { timeout })
    .toBe(true);
  return found!;
}

export async function latestCode(request: APIRequestContext, phone: string, after: Date): Promise<string> {
  const message = await latestMessage(request, phone, after);
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  expect(code, `a 6-digit code in "${message.body}"`).toBeDefined();
  return code!;
}

export async function typeCode(page: Page, code: string): Promise<void> {
  await press(page.getByLabel('Digit 1'));
  await page.keyboard.type(code);
}

/** Step 0 of sign-in or sign-up: role and phone, then 'Send code'. */
export async function sendCode(page: Page, role: 'Employee' | 'Employer' | 'Admin', masked: string): Promise<Date> {
  if (role !== 'Admin') await tick(page.getByRole('radio', { name: role }));
  await page.getByLabel('Cell phone').fill(masked);
  const sentAt = new Date();
  await press(page.getByRole('button', { name: 'Send code' }));
  await expect(page.getByText('Code sent')).toBeVisible();
  return sentAt;
}

export async function signIn(page: Page, who: keyof typeof demo): Promise<void> {
  const account = demo[who];
  await page.goto(`/auth/signIn${who === 'admin' ? '?role=1000' : ''}`);
  const sentAt = await sendCode(page, account.role, account.masked);
  await typeCode(page, await latestCode(page.request, account.phone, sentAt));
  await expect(page).toHaveURL(new RegExp(`/${who}(/|$)`));
}

/** The three required consents of the sign-up screen, in their order on the page. */
export function consentBoxes(page: Page): Locator[] {
  return [
    page.getByLabel('I agree to receive SMS messages'),
    page.getByLabel('I agree to receive emails'),
    page.getByRole('checkbox', { name: /I agree to the Terms and Privacy Policy/ }),
  ];
}

/** Ticks the three required consents of the sign-up screen. */
export async function agreeToAll(page: Page): Promise<void> {
  for (const consent of consentBoxes(page)) await tick(consent);
}

/** Signs a new account up and opens its e-mail link: it ends signed in on its role's home. */
export async function signUpVerified(page: Page, role: 'Employee' | 'Employer'): Promise<{ phone: string; masked: string; email: string }> {
  const { phone, masked } = newPhone();
  const email = `${role.toLowerCase()}.${phone.slice(-7)}@example.com`;
  await page.goto('/auth/signUp');
  await agreeToAll(page);
  const sentAt = await sendCode(page, role, masked);
  await typeCode(page, await latestCode(page.request, phone, sentAt));
  await page.getByLabel('Email').fill(email);
  const mailedAt = new Date();
  await press(page.getByRole('button', { name: 'Sign Up' }));
  await expect(page.getByText('Check your inbox')).toBeVisible();
  const mail = await latestMessage(page.request, email, mailedAt);
  const link = /https?:\/\/\S+(\/auth\/verifyMail\/\S+)/.exec(mail.body)?.[1];
  expect(link, mail.body).toBeDefined();
  await page.goto(link!);
  await expect(page.getByText('Email confirmed')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname.startsWith(`/${role.toLowerCase()}`));
  return { phone, masked, email };
}

/** The origin of this worker's server: the configured one, its port moved on by the worker's index. */
function workerOrigin(configured: string): string {
  const url = new URL(configured);
  url.port = String(Number(url.port) + test.info().parallelIndex);
  return url.origin;
}

/** The app's origin, which every state-changing call must send (the page may still be blank). */
export function appOrigin(): string {
  return workerOrigin(test.info().project.use.baseURL!);
}

/** A state-changing API call from the page's session, as the browser would make it. */
export async function apiPost<T>(page: Page, path: string, data: unknown = {}): Promise<T> {
  const response = await page.request.post(`/api/${path}`, { data, headers: { origin: appOrigin() } });
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * A new account with a confirmed e-mail, signed in on the page's browser context through the calls the
 * sign-up screen makes, for the journeys that are not about signing up: about 5 s less than the screen
 * (sign-up.spec.ts and the first-steps journeys of employee.spec.ts and employer.spec.ts walk it).
 * The page stays where it is.
 */
export async function newAccount(page: Page, role: 'Employee' | 'Employer'): Promise<{ phone: string; masked: string; email: string }> {
  const { phone, masked } = newPhone();
  const email = `${role.toLowerCase()}.${phone.slice(-7)}@example.com`;
  const consents = { agreeSms: true, agreeEmails: true, agreeTerms: true };
  const sentAt = new Date();
  await apiPost(page, authPaths.signUpSendCode(Role[role], phone), consents);
  await apiPost(page, authPaths.signUpVerify(Role[role], phone, await latestCode(page.request, phone, sentAt)), consents);
  const mailedAt = new Date();
  await apiPost(page, authPaths.emailSendCode(Role[role], email));
  const mail = await latestMessage(page.request, email, mailedAt);
  const token = /\/auth\/verifyMail\/[^/\s]+\/[^/\s]+\/([^?\s]+)/.exec(mail.body)?.[1];
  expect(token, mail.body).toBeDefined();
  await apiPost(page, authPaths.emailVerify(Role[role], email, decodeURIComponent(token!)));
  return { phone, masked, email };
}

/** The signed-in user's profile filled and the FREEMONTH promo applied, through the API. */
export async function subscribeFree(page: Page, role: 'employee' | 'employer'): Promise<void> {
  await fillMissingProfile(page, role);
  await apiPost(page, 'subscriptions/apply-promo/FREEMONTH');
}

/**
 * Fills, through the API, the profile steps the signed-in user has not filled yet: the server
 * refuses subscribing and applying before them (journeys that are not about the forms).
 */
/** The General step of the sample employee profile. */
export const SAMPLE_GENERAL = sampleEmployeeGeneral();

export async function fillMissingProfile(page: Page, role: 'employee' | 'employer'): Promise<void> {
  const { user } = await apiPost<{ user: { filledStep: number[] } }>(page, 'auth/refresh');
  const missing = (step: Step) => !user.filledStep.includes(step);
  if (role === 'employer') {
    if (missing(Step.General)) await saveCompanyProfile(page, { firstName: 'Pat', lastName: 'Profile', company: 'Profile Filled Security' });
    return;
  }
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  if (missing(Step.General)) {
    await apiPost(page, 'employees/profile/general', SAMPLE_GENERAL);
  }
  if (missing(Step.Permits)) {
    const documents = emptyPermitDocuments([PermitDocumentType.GuardCard]);
    Object.assign(documents.find((d) => d.type === PermitDocumentType.GuardCard)!, { exists: true, number: 'G-1', issued: day(-30), expired: day(300) });
    await apiPost(page, 'employees/profile/permits', { documents, requiredDocs: [PermitDocumentType.GuardCard], agree: true, securityClearance: false, military: false });
  }
  if (missing(Step.Notifications)) {
    await apiPost(page, 'employees/profile/notifications', { anySalary: true, atLeastSalary: null, salaryType: 0, categories: [1], subCategories: [], locations: [], allZips: true, ziPs: [] });
  }
  if (missing(Step.Experience)) {
    await apiPost(page, 'employees/profile/experience', { industryExperiences: [{ id: 1, name: 'Retail', checked: true, years: 3 }], trainings: [1], otherTraining: 'Crowd control course' });
  }
}

/** Applies a demo promo code on the subscription page of the signed-in user (its profile filled first). */
export async function applyPromo(page: Page, role: 'employee' | 'employer', code: string): Promise<void> {
  await fillMissingProfile(page, role);
  await page.goto(`/${role}/subscription`);
  await press(page.getByRole('button', { name: 'Add Promo Code' }));
  const dialog = page.getByRole('dialog', { name: 'Add Promo Code' });
  await dialog.getByLabel('Promo code').fill(code);
  await press(dialog.getByRole('button', { name: 'Apply' }));
  await expect(dialog).toHaveCount(0);
}

/** A subscribed employee told about every job of one category, anywhere, at any rate (a page of its own). */
export async function employeeWatching(browser: Browser, category: number, options: BrowserContextOptions = {}): Promise<{ page: Page; phone: string }> {
  return officerWatching(await (await browser.newContext(options)).newPage(), category);
}

/** A new officer on `page`, subscribed and told of every job in `category` anywhere. */
export async function officerWatching(page: Page, category: number): Promise<{ page: Page; phone: string }> {
  const { phone } = await newAccount(page, 'Employee');
  await subscribeFree(page, 'employee');
  await apiPost(page, 'employees/profile/notifications', {
    anySalary: true,
    atLeastSalary: null,
    salaryType: 0,
    categories: [category],
    subCategories: [],
    locations: [],
    allZips: true,
    ziPs: [],
  });
  return { page, phone };
}

/** A subscribed employer with a company profile, on a page of its own. */
export async function subscribedEmployer(browser: Browser, company: string, options: BrowserContextOptions = {}): Promise<{ page: Page; phone: string }> {
  const page = await (await browser.newContext(options)).newPage();
  const { phone } = await newAccount(page, 'Employer');
  await saveCompanyProfile(page, { firstName: 'Erin', lastName: 'Told', company });
  await subscribeFree(page, 'employer');
  return { page, phone };
}

/** The employer hires the officer signed in on `officer` through the API (the hire screens have journeys of their own). */
export async function hire(employer: Page, jobId: number, officer: Page): Promise<void> {
  const { user } = await apiPost<{ user: { id: number } }>(officer, 'auth/refresh');
  const applicants = (await (await employer.request.get(`/api/jobApplicants/${jobId}`)).json()) as { id: number; user: { id: number } }[];
  const application = applicants.find((a) => a.user.id === user.id);
  expect(application, `an application of user ${user.id}`).toBeDefined();
  expect(await apiPost(employer, `jobApplicants/accept/${application!.id}`)).toEqual({ success: true });
}

/** Replies to DutyLink's number from a phone, as Twilio's inbound webhook would deliver it (dev route). */
export async function replySms(page: Page, from: string, body: string): Promise<void> {
  const response = await page.request.post('/api/dev/sms/inbound', { data: { from, body }, headers: { origin: appOrigin() } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Replies from `from` with `body` in the dev outbox's reply box; answers what the phone got back. */
export async function replyInOutbox(page: Page, from: string, body: string): Promise<string> {
  await page.goto('/dev/outbox');
  const form = page.locator('#sms-reply');
  await form.getByLabel('Reply from').fill(from);
  await form.getByLabel('with').fill(body);
  await press(form.getByRole('button', { name: 'Send reply' }));
  const result = page.locator('#sms-reply-result');
  await expect(result).not.toBeEmpty();
  return (await result.textContent()) ?? '';
}

/** A day a week from now as 'yyyy-MM-dd'. */
export function inAWeek(): string {
  return new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** Saves the signed-in employer's company profile through the API (the journeys that are not about the form); no work phone unless given. */
export async function saveCompanyProfile(page: Page, profile: { firstName: string; lastName: string; company: string; workPhone?: string }): Promise<void> {
  await apiPost(page, 'employers/profile/general', { id: 0, licenseNumber: 'C-0099887', workPhone: '', employerType: null, ...profile });
}

/** A valid new-job body for POST employers/jobs, built from the signed-in employer's editor model. */
export async function jobPayload(page: Page, title: string): Promise<Record<string, unknown>> {
  const editable = (await (await page.request.get('/api/employers/jobs/getEditable/0')).json()) as Record<string, Record<string, unknown>>;
  return newJobBody(editable, title, inAWeek());
}

/** Publishes a valid job as the signed-in, subscribed employer through the API; returns its id. */
export async function publishJob(page: Page, title: string): Promise<number> {
  return (await apiPost<{ id: number }>(page, 'employers/jobs', await jobPayload(page, title))).id;
}

/** Below this width the header's pages, the pause switch and Log Out are in the Menu drawer (shell's role-navigation). */
const MENU_BELOW = 900;

const touchScreens = new WeakMap<BrowserContext, boolean>();

/** The page's browser context has a touch screen (the phone project). */
export async function isTouch(page: Page): Promise<boolean> {
  const known = touchScreens.get(page.context());
  if (known !== undefined) return known;
  const touch = await page.evaluate(() => matchMedia('(pointer: coarse)').matches);
  touchScreens.set(page.context(), touch);
  return touch;
}

/**
 * A tap on a touch screen, a click with a mouse: either fails when the control is covered, off-screen or
 * disabled (`position`: where in its box, from its top left corner). With `hold`, the mouse button stays down a moment, as a person's click does, long enough for
 * what the press itself sets off (the focused field's blur) to move the page under it.
 */
export async function press(locator: Locator, { hold = false, position }: { hold?: boolean; position?: { x: number; y: number } } = {}): Promise<void> {
  if (await isTouch(locator.page())) {
    await locator.tap({ position });
    return;
  }
  if (!hold) {
    await locator.click({ position });
    return;
  }
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  expect(box, 'a visible target').not.toBeNull();
  const mouse = locator.page().mouse;
  await mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await mouse.down();
  await locator.page().waitForTimeout(120);
  await mouse.up();
}

/** Ticks a checkbox, radio or switch by a tap or a click (no-op when it is already on). */
export async function tick(locator: Locator): Promise<void> {
  if (await locator.isChecked()) return;
  await press(locator);
  await expect(locator).toBeChecked();
}

/** The screen is narrow enough for the Menu drawer. */
export function hasMenuButton(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < MENU_BELOW;
}

/**
 * Where the header's pages, the pause switch, the user's name and Log Out are: the header itself on a
 * desktop, the Menu drawer on a phone (opened by a tap when it is not open yet).
 */
export async function mainMenu(page: Page): Promise<Locator> {
  if (!hasMenuButton(page)) return page.getByRole('banner');
  const drawer = page.getByRole('navigation', { name: 'Main menu' });
  const button = page.getByRole('button', { name: 'Menu' });
  // A dialog opened from the drawer (the pause switch's) hides both until it has closed.
  await expect(drawer.or(button).first()).toBeVisible();
  if (!(await drawer.isVisible())) await press(button);
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Closes the Menu drawer when it is open (a phone), so that the page under it can be used again. */
export async function closeMenu(page: Page): Promise<void> {
  const drawer = page.getByRole('navigation', { name: 'Main menu' });
  if (!hasMenuButton(page) || !(await drawer.isVisible())) return;
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
}

/** Follows a page of the main menu (My jobs, Job posts, Profile, Subscription, Log Out) as a person would. */
export async function followMenu(page: Page, label: string): Promise<void> {
  await press((await mainMenu(page)).getByRole('link', { name: label, exact: true }));
  // On a phone the drawer closes once a page is chosen.
  if (hasMenuButton(page)) await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
}

/** The subscribed employee's switch 'Pause new job notifications for N days' (in the menu on a phone). */
export async function pauseSwitch(page: Page, days: number | RegExp = /\d+/): Promise<Locator> {
  const count = typeof days === 'number' ? String(days) : days.source;
  return (await mainMenu(page)).getByRole('switch', { name: new RegExp(`^Pause new job notifications for ${count} days$`) });
}

/** The page has no sideways scrolling at its width (checked on every page anyway; this says where). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'the page is as wide as the screen')
    .toBeLessThanOrEqual(0);
}

/** yyyy-MM-dd of an instant in a zone. */
export const dayIn = (instant: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);

/** US places in five zones, with a point near each ZIP code's centre (the shifts journeys' jobs). */
export const PLACES = [
  { timeZone: 'America/New_York', state: 'NY', city: 'New York', postalCode: '10001', latitude: 40.75, longitude: -73.997 },
  { timeZone: 'America/Chicago', state: 'IL', city: 'Chicago', postalCode: '60601', latitude: 41.886, longitude: -87.618 },
  { timeZone: 'America/Denver', state: 'CO', city: 'Denver', postalCode: '80202', latitude: 39.75, longitude: -104.997 },
  { timeZone: 'America/Los_Angeles', state: 'CA', city: 'Los Angeles', postalCode: '90012', latitude: 34.06, longitude: -118.24 },
  { timeZone: 'Pacific/Honolulu', state: 'HI', city: 'Honolulu', postalCode: '96813', latitude: 21.31, longitude: -157.85 },
];

/** 'HH:mm' of an instant in a zone. */
export const wallClock = (instant: Date, timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);

/** Where it is between 01:00 and 21:00 now: a shift from 20 to 80 minutes on stays within today. */
export function placeOfDay(now: Date) {
  const place = PLACES.find((p) => {
    const hour = Number(wallClock(now, p.timeZone).slice(0, 2));
    return hour >= 1 && hour < 21;
  });
  if (!place) throw new Error('No US zone between 01:00 and 21:00');
  return place;
}

/**
 * A one-day job of the signed-in employer, today, whose one shift starts `inSeconds` from now (20 minutes by
 * default; rounded up to the minute) for an hour, with check-in open already, in a US zone where it stays
 * within today, posted from that zone; answers its id and start.
 */
export async function jobStartingSoon(page: Page, title: string, inSeconds = 20 * 60): Promise<{ id: number; startsAt: Date }> {
  const now = new Date();
  const place = placeOfDay(now);
  const start = new Date(Math.ceil((now.getTime() + inSeconds * 1000) / 60_000) * 60_000);
  const end = new Date(start.getTime() + 60 * 60_000);
  const today = dayIn(now, place.timeZone);
  // The employer posts from where the job is: their today is the job's (late in the East, that day is already over).
  await page.context().addCookies([{ name: 'timezone', value: place.timeZone, url: appOrigin() }]);
  const job = (await jobPayload(page, title)) as { general: Record<string, unknown>; details: { address: Record<string, unknown> } };
  const states = (await (await page.request.get('/api/employers/jobs/getEditable/0')).json()).states as { id: number; code: string }[];
  job.general = { ...job.general, periodType: JobPeriodType.OneDay, from: today, to: null, days: [new Date(`${today}T00:00:00Z`).getUTCDay()], shift: Shift.Other, timeRange: [{ from: wallClock(start, place.timeZone), to: wallClock(end, place.timeZone) }] };
  job.details.address = { address1: '100 Main St', address2: '', city: place.city, idstate: states.find((s) => s.code === place.state)!.id, postalCode: place.postalCode };
  return { id: (await apiPost<{ id: number }>(page, 'employers/jobs', job)).id, startsAt: start };
}

/**
 * Checks the officer out of a shift that starts within a few minutes (check-out opens at the start): tried
 * every 5 s until the start, confirmed as early (before half of the shift).
 */
export async function checkOutOnceStarted(page: Page, shiftId: number): Promise<void> {
  const checkOut = () => page.request.post(`/api/shifts/${shiftId}/checkOut`, { data: { latitude: null, longitude: null, early: true }, headers: { origin: appOrigin() } });
  await expect.poll(async () => (await checkOut()).status(), { timeout: 180_000, intervals: [5_000] }).toBe(200);
}

/** The instant of a wall-clock hour on the current day of a zone (whole-hour offsets, as US zones have). */
function todayAt(hour: number, timeZone: string): Date {
  const day = dayIn(new Date(), timeZone);
  for (let offset = -12; offset <= 14; offset += 1) {
    const candidate = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), hour - offset));
    const local = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(candidate);
    if (dayIn(candidate, timeZone) === day && Number(local) === hour) return candidate;
  }
  throw new Error(`No ${hour}:00 today in ${timeZone}`);
}

/** Sets the page's clock to 17:00 of the current day in the zone; answers that day (yyyy-MM-dd). */
export async function setEvening(page: Page, timeZone: string): Promise<string> {
  await page.clock.install({ time: todayAt(17, timeZone) });
  return dayIn(todayAt(17, timeZone), timeZone);
}
