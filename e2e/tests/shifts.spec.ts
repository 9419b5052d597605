import { readFile } from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { apiPost, dayIn, employeeWatching, expect, followMenu, hire, jobPayload, latestMessage, PLACES, placeOfDay, press, saveCompanyProfile, subscribedEmployer, test, wallClock as clock, type OutboxMessage } from './support';

/**
 * Issue 20, after the hire, at a desktop and at 390 px by touch: an officer is hired for a job whose
 * shift starts a minute or two from now (today) and again tomorrow; the hire's text has today's shift at
 * once (issue 36: too late for its reminders), tomorrow's reminders wait in the outbox; the officer, whose
 * phone is in another zone than the job, checks in, cannot check out before the start, then checks out
 * early (confirmed), undoes it and checks out again; the employer sees it on Today, sets the hours with a
 * reason on Timesheets, and the CSV holds them. The server runs on the real clock, so the job is placed in
 * a US zone where today's shift cannot cross midnight.
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
  // Far enough ahead to hire before it starts, near enough to check out in this test (check-out opens at the start).
  const start = new Date(Math.ceil((now.getTime() + 90_000) / 60_000) * 60_000);
  const end = new Date(start.getTime() + 60 * 60_000);
  const today = dayIn(now, place.timeZone);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  const company = 'Shift Watch Security';
  const title = `Lobby post ${Date.now() % 100000}`;
  const employer = await subscribedEmployer(browser, company, { timezoneId: place.timeZone });
  await employer.page.context().addCookies([{ name: 'timezone', value: place.timeZone, url: baseURL! }]);
  // Issue 36: the officer's shift gives the company's work phone and where to report.
  await saveCompanyProfile(employer.page, { firstName: 'Erin', lastName: 'Told', company, workPhone: '+1 (214) 555-0100' });
  const job = (await jobPayload(employer.page, title)) as { general: Record<string, unknown>; details: { address: Record<string, unknown>; locationDescription: string } };
  job.details.locationDescription = 'Check in with the supervisor at Gate 3';
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
  const hiredAt = new Date();
  await hire(employer.page, jobId, officer.page);
  // Hired a minute before today's shift: the text has it at once, with where to go, and says to check in.
  await latestMessage(
    employer.page.request,
    officer.phone,
    hiredAt,
    new RegExp(`^DutyLink: you are hired for "${title}" at ${company}\\. First shift: .+ at \\d+:\\d\\d [AP]M [A-Z]+, at .*100 Main St, ${place.city}\\. Reply YES to confirm, or NO to call off\\. Check in from the app: ${baseURL}/employee/shifts$`),
  );

  // The reminder waits in the outbox: tomorrow's shift's, 2 hours before it (today's starts too soon); the day
  // before, the confirmation's question is tomorrow's text (issue 36, confirmations.spec.ts).
  const reminders = await scheduled(employer.page, officer.phone);
  expect(reminders.map((m) => m.body)).toEqual([
    expect.stringMatching(new RegExp(`^DutyLink reminder: your shift for "${title}" starts in 2 hours, .+, at Gate, 100 Main St, ${place.city}\\. Check in from the app: ${baseURL}/employee/shifts$`)),
  ]);

  // The hired job's page: today's shift (next, or already running), where, and the way to My shifts.
  const page = officer.page;
  await page.goto(`/employee/jobs/${jobId}`);
  const next = page.getByRole('region', { name: /^Your (next shift|shift now)$/ });
  await expect(next.getByText(/^\w{3}, \d+ \w{3}, \d+:\d\d\s[AP]M – \d+:\d\d\s[AP]M [A-Z]+$/)).toBeVisible();
  await expect(next.getByText(`Gate, 100 Main St, ${place.city}, ${place.state} ${place.postalCode}`)).toBeVisible();
  // My shifts: today's and tomorrow's, in the job's zone, named, with the place, where to report, whom to call and what to wear.
  await press(next.getByRole('link', { name: 'View my shifts' }));
  await expect(page).toHaveURL(/\/employee\/shifts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My shifts' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  const first = cards.first();
  await expect(first.getByText(title)).toBeVisible();
  await expect(page.getByText("Times are in the job's time zone").first()).toBeVisible();
  await expect(first.getByRole('link', { name: /100 Main St/ })).toHaveAttribute('href', /google\.com\/maps/);
  await expect(first.getByText('Gate', { exact: true })).toBeVisible();
  await expect(first.getByText('Check in with the supervisor at Gate 3')).toBeVisible();
  await expect(first.getByRole('link', { name: '+1 (214) 555-0100' })).toHaveAttribute('href', 'tel:+12145550100');
  await expectAccessible(page, 'my shifts');

  // Check in: the context allows the location, so it is shared without the dialog.
  await press(first.getByRole('button', { name: 'Check in' }));
  await expect(first.getByText(/^Checked in at /)).toBeVisible();
  // Before the start there is no Check out, and the server refuses one.
  await expect(first.getByText(/^Check-out opens at \d+:\d\d\s[AP]M [A-Z]+, when your shift starts$/)).toBeVisible();
  await expect(first.getByRole('button', { name: 'Check out' })).toHaveCount(0);
  const shiftId = ((await (await page.request.get('/api/shifts')).json()) as { shifts: { id: number; jobId: number }[] }).shifts.find((s) => s.jobId === jobId)!.id;
  const refused = await page.request.post(`/api/shifts/${shiftId}/checkOut`, { data: { latitude: null, longitude: null, early: true }, headers: { origin: baseURL! } });
  expect([refused.status(), (await refused.json()).title]).toEqual([409, 'Your shift has not started: check-out opens when it starts']);

  // Once it starts (the card looks at the clock every 30 s), an early check-out is confirmed first.
  await expect(first.getByRole('button', { name: 'Check out' })).toBeVisible({ timeout: 180_000 });
  await press(first.getByRole('button', { name: 'Check out' }));
  const early = page.getByRole('dialog', { name: 'Check out early?' });
  await expect(early).toContainText('Less than half of your shift has passed');
  await press(early.getByRole('button', { name: 'Check out now' }));
  await expect(first.getByText(/^Checked out at /)).toBeVisible();
  // A check-out by mistake is undone within 5 minutes; then out again.
  await expect(first.getByText(/^You can undo it until /)).toBeVisible();
  await expectAccessible(page, 'my shifts, just checked out');
  await press(first.getByRole('button', { name: 'Undo check-out' }));
  await expect(first.getByText(/^Checked out at /)).toHaveCount(0);
  await press(first.getByRole('button', { name: 'Check out' }));
  await press(page.getByRole('dialog', { name: 'Check out early?' }).getByRole('button', { name: 'Check out now' }));
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
  // Coverage (issue 36): this week's shifts of this new company, each kept its officer (tomorrow's is next week's on a Sunday).
  const coverage = board.getByRole('region', { name: 'Coverage this week' });
  await expect(coverage.getByText(/^Coverage this week: ([12]) of \1 shifts? covered \(100%\)$/)).toBeVisible();
  await expect(coverage.getByText('No shift lost yet')).toBeVisible();
  const [box, viewport] = [await coverage.boundingBox(), board.viewportSize()];
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport!.width);
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

  // The CSV of the range, as the browser saves it, holds the approved hours.
  const [download] = await Promise.all([board.waitForEvent('download'), press(board.getByRole('button', { name: 'Download CSV' }))]);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
    'Date,Status,Officer,Phone,Job,Shift start,Shift end,Time zone,Checked in,Checked out,Worked hours,Approved hours,Correction reason,Quantity,Rate,Per,Pay',
  );
  expect(csv).toContain(`${title},`);
  expect(csv).toMatch(/,1\.00,Covered the whole shift,/);

  // Earnings: approved, with the employer's reason.
  await page.goto('/employee/shifts');
  await press(page.getByRole('tab', { name: 'Earnings' }));
  await expect(page).toHaveURL(/\/employee\/shifts\/earnings$/);
  await expect(page.getByText(/^Hours changed by the employer from \d+ min to 1 h: Covered the whole shift$/)).toBeVisible();
  await expectAccessible(page, 'earnings');
});
