import { type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { apiPost, dayIn, employeeWatching, expect, followMenu, hire, jobPayload, PLACES, placeOfDay, press, subscribedEmployer, test, wallClock as clock, type OutboxMessage } from './support';

/**
 * Issue 20, after the hire, at a desktop and at 390 px by touch: an officer is hired for a job whose
 * shift starts 20 minutes from now (today) and again tomorrow; the reminders wait in the outbox; the
 * officer, whose phone is in another zone than the job, checks in and out; the employer sees it on
 * Today, sets the hours with a reason on Timesheets, and the CSV holds them. The server runs on the
 * real clock, so the job is placed in a US zone where today's shift cannot cross midnight.
 */
const EVENT_SECURITY = 1;
const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

async function scheduled(page: Page, phone: string): Promise<OutboxMessage[]> {
  const response = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(phone)}&scheduled=true`);
  return (await response.json()) as OutboxMessage[];
}

test('an officer is hired, reminded, checks in and out; the employer sees it today, sets the hours and exports them', async ({ browser, baseURL }) => {
  const now = new Date();
  const place = placeOfDay(now);
  // The officer's phone is in another zone than the job.
  const elsewhere = PLACES.find((p) => p.timeZone !== place.timeZone)!;
  const start = new Date(Math.ceil((now.getTime() + 20 * 60_000) / 300_000) * 300_000);
  const end = new Date(start.getTime() + 60 * 60_000);
  const today = dayIn(now, place.timeZone);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  const company = 'Shift Watch Security';
  const title = `Lobby post ${Date.now() % 100000}`;
  const employer = await subscribedEmployer(browser, company, { timezoneId: place.timeZone });
  await employer.page.context().addCookies([{ name: 'timezone', value: place.timeZone, url: baseURL! }]);
  const job = (await jobPayload(employer.page, title)) as { general: Record<string, unknown>; details: { address: Record<string, unknown> } };
  const states = (await (await employer.page.request.get('/api/employers/jobs/getEditable/0')).json()).states as { id: number; code: string }[];
  job.general = { ...job.general, periodType: 1, from: today, to: tomorrow, days: [weekday(today), weekday(tomorrow)], shift: 3, timeRange: [{ from: clock(start, place.timeZone), to: clock(end, place.timeZone) }] };
  job.details.address = { address1: '100 Main St', address2: '', city: place.city, idstate: states.find((s) => s.code === place.state)!.id, postalCode: place.postalCode };
  const { id: jobId } = await apiPost<{ id: number }>(employer.page, 'employers/jobs', job);

  const officer = await employeeWatching(browser, EVENT_SECURITY, {
    timezoneId: elsewhere.timeZone,
    geolocation: { latitude: place.latitude, longitude: place.longitude },
    permissions: ['geolocation'],
  });
  await apiPost(officer.page, `jobs/apply/${jobId}`);
  await hire(employer.page, jobId, officer.page);

  // The reminders wait in the outbox: tomorrow's shift's, 24 and 2 hours before it (today's starts too soon for either).
  const reminders = await scheduled(employer.page, officer.phone);
  expect(reminders.map((m) => m.body)).toEqual([
    expect.stringMatching(new RegExp(`^DutyLink reminder: your shift for "${title}" starts in 24 hours, .+ at 100 Main St, ${place.city}\\. Your shifts: ${baseURL}/employee/shifts$`)),
    expect.stringMatching(/starts in 2 hours, .+\. Check in from the app: /),
  ]);

  // My shifts: today's and tomorrow's, in the job's zone, named, with the place and what to wear.
  const page = officer.page;
  await page.goto('/employee/jobs');
  await followMenu(page, 'My shifts');
  await expect(page).toHaveURL(/\/employee\/shifts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My shifts' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  const first = cards.first();
  await expect(first.getByText(title)).toBeVisible();
  await expect(page.getByText("Times are in the job's time zone").first()).toBeVisible();
  await expect(first.getByRole('link', { name: /100 Main St/ })).toHaveAttribute('href', /google\.com\/maps/);
  await expectAccessible(page, 'my shifts');

  // Check in and out: the context allows the location, so both share it without the dialog.
  await press(first.getByRole('button', { name: 'Check in' }));
  await expect(first.getByText(/^Checked in at /)).toBeVisible();
  await press(first.getByRole('button', { name: 'Check out' }));
  await expect(first.getByText(/^Checked out at /)).toBeVisible();

  // Today: the employer sees the officer checked out, near the address.
  const board = employer.page;
  await board.goto('/employer/jobs/active');
  await followMenu(board, 'Today');
  await expect(board.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  const shift = board.getByRole('article').filter({ hasText: title });
  await expect(shift.getByText('Checked out', { exact: true })).toBeVisible();
  // Both with the phone's place, near the address; out before the end, which is flagged.
  await expect(shift.getByText(/^Checked in \d+:\d\d [AP]M [A-Z]+ · \d+\.\d mi from the address$/)).toBeVisible();
  await expect(shift.getByText(/^Checked out \d+:\d\d [AP]M [A-Z]+ \(.+ early\) · \d+\.\d mi from the address$/)).toBeVisible();
  await expectAccessible(board, 'today');

  // Timesheets: the hours set with a reason, which the officer sees.
  await followMenu(board, 'Timesheets');
  await expect(board.getByRole('heading', { level: 1, name: 'Timesheets' })).toBeVisible();
  const row = board.getByRole('article').filter({ hasText: title });
  await press(row.getByRole('button', { name: 'Set hours' }));
  const dialog = board.getByRole('dialog', { name: 'Set hours' });
  await dialog.getByLabel('Hours').fill('1');
  await dialog.getByLabel('Minutes').fill('0');
  await dialog.getByLabel(/Reason/).fill('Covered the whole shift');
  await press(dialog.getByRole('button', { name: 'Save' }));
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText(/Covered the whole shift/)).toBeVisible();
  await expectAccessible(board, 'timesheets');

  // The CSV of the range holds the approved hours.
  const csvLink = board.getByRole('link', { name: 'Download CSV' });
  const csv = await (await board.request.get((await csvLink.getAttribute('href'))!)).text();
  expect(csv.replace(/^\uFEFF/, '').split('\n')[0]).toBe('Date,Officer,Phone,Job,Shift start,Checked in,Checked out,Worked hours,Approved hours,Correction reason,Rate,Per,Pay');
  expect(csv).toContain(`${title},`);
  expect(csv).toMatch(/,1\.00,Covered the whole shift,/);

  // Earnings: approved, with the employer's reason.
  await page.goto('/employee/shifts');
  await press(page.getByRole('tab', { name: 'Earnings' }));
  await expect(page).toHaveURL(/\/employee\/shifts\/earnings$/);
  await expect(page.getByText('Hours changed by the employer from 0 min to 1 h: Covered the whole shift')).toBeVisible();
  await expectAccessible(page, 'earnings');
});
