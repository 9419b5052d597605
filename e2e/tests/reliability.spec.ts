import { type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { apiPost, checkOutOnceStarted, employeeWatching, expect, expectNoSidewaysScroll, followMenu, hire, jobStartingSoon, press, signIn, subscribedEmployer, test } from './support';

/**
 * Issue 21, reliability both ways, at a desktop and at 390 px by touch: an officer hired for a shift that
 * starts soon checks in and out; each side rates the other (stars by tap) and sees the rating about
 * itself; the job page shows the employer's record and the applicant view the officer's; the officer
 * reports the employer and an admin finds the report in the queue beside the employer's cancel rate, and
 * dismisses it.
 */
const EVENT_SECURITY = 1;

/** Chooses the stars in the open rating dialog (the star itself, as a finger or a mouse does), writes the comment and sends. */
async function rate(dialog: Locator, stars: number, comment: string) {
  await press(dialog.locator('label').filter({ hasText: `${stars} stars` }));
  await expect(dialog.getByRole('radio', { name: `${stars} stars` })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Comment (optional)' }).fill(comment);
  await press(dialog.getByRole('button', { name: 'Send' }));
  await expect(dialog).toHaveCount(0);
}

/** The Ratings card of a profile page. */
async function ratingsCard(page: Page) {
  const card = page.getByRole('region', { name: 'Ratings' });
  await card.scrollIntoViewIfNeeded();
  return card;
}

test('both sides rate a completed shift, the records show on the job and the applicant, and a report reaches the admins', async ({ browser }) => {
  const suffix = Date.now() % 100000;
  const company = `Steady Shield Security ${suffix}`;
  const title = `Dock watch ${suffix}`;
  const employer = await subscribedEmployer(browser, company);
  // It starts in about a minute, by the time the officer is hired and checked in.
  const { id: jobId } = await jobStartingSoon(employer.page, title, 60);
  const officer = await employeeWatching(browser, EVENT_SECURITY);
  await apiPost(officer.page, `jobs/apply/${jobId}`);
  await hire(employer.page, jobId, officer.page);
  // Checked in (open 30 minutes before the start) and out once it started: the shift is completed.
  const { shifts } = (await (await officer.page.request.get('/api/shifts')).json()) as { shifts: { id: number; jobId: number }[] };
  const shiftId = shifts.find((s) => s.jobId === jobId)!.id;
  await apiPost(officer.page, `shifts/${shiftId}/checkIn`, { latitude: null, longitude: null });
  await checkOutOnceStarted(officer.page, shiftId);

  // The officer rates the shift from Earnings.
  const page = officer.page;
  await page.goto('/employee/shifts/earnings');
  const earned = page.getByRole('listitem').filter({ hasText: title });
  await expect(earned.getByRole('button', { name: 'Rate this shift' })).toBeVisible();
  await expectAccessible(page, 'earnings with Rate this shift');
  await press(earned.getByRole('button', { name: 'Rate this shift' }));
  const officerDialog = page.getByRole('dialog', { name: 'Rate this shift' });
  await expect(officerDialog).toContainText(company);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'rate this shift');
  await rate(officerDialog, 5, 'Clear post orders, paid on time.');
  await expect(earned.getByText('You rated it 5 stars')).toBeVisible();

  // The employer sees it on the company profile, with the job and the day, not the officer's name.
  const board = employer.page;
  await board.goto('/employer/jobs/active');
  await followMenu(board, 'Profile');
  const employerRatings = await ratingsCard(board);
  await expect(employerRatings.getByText('★ 5.0 (1 rating)')).toBeVisible();
  await expectAccessible(board, 'company profile with ratings');
  await expect(employerRatings.getByText('Clear post orders, paid on time.')).toBeVisible();
  await expect(employerRatings.getByText(new RegExp(`^${title} · `))).toBeVisible();

  // The employer rates the officer from Timesheets.
  await followMenu(board, 'Timesheets');
  const row = board.getByRole('article').filter({ hasText: title });
  await expect(row.getByRole('button', { name: 'Rate officer' })).toBeVisible();
  await expectAccessible(board, 'timesheets with Rate officer');
  await press(row.getByRole('button', { name: 'Rate officer' }));
  const employerDialog = board.getByRole('dialog', { name: 'Rate officer' });
  await expectNoSidewaysScroll(board);
  await rate(employerDialog, 4, 'On time and polite with visitors.');
  await expect(row.getByText('You rated it 4 stars')).toBeVisible();

  // The officer sees it on the profile.
  await followMenu(page, 'Profile');
  const officerRatings = await ratingsCard(page);
  await expect(officerRatings.getByText('★ 4.0 (1 rating)')).toBeVisible();
  await expectAccessible(page, 'officer profile with ratings');
  await expect(officerRatings.getByText('On time and polite with visitors.')).toBeVisible();

  // The job page shows the employer's record: one hire is too few for a share, and the officer's rating.
  await page.goto(`/employee/jobs/${jobId}`);
  await expect(page.getByRole('note', { name: "Employer's record" })).toContainText('Last 90 days: New on DutyLink · ★ 5.0 (1 rating)');
  await expectAccessible(page, 'job page with the record');

  // The applicant view shows the officer's record, in the list and on the profile.
  const officerRecord = '1 shift completed · 0 no-shows · 0 late withdrawals · ★ 4.0 (1 rating)';
  await board.goto(`/employer/jobs/${jobId}/applicants`);
  const applicant = board.getByRole('list', { name: 'Applicants' }).getByRole('listitem').first();
  await expect(applicant.getByText(officerRecord)).toBeVisible();
  await press(applicant.getByRole('link', { name: 'View profile' }));
  await expect(board.getByRole('note', { name: "Officer's record" })).toContainText(officerRecord);
  await expectAccessible(board, 'applicant with the record');

  // The officer reads the same record on the profile, with what counts (issue 36).
  await page.goto('/employee/profile');
  const myRecord = page.getByRole('region', { name: 'My record' });
  await expect(myRecord).toContainText(officerRecord);
  await expect(myRecord).toContainText('A withdrawal from a hire is late when your next shift of the job starts within 24 hours or has started');
  await expectNoSidewaysScroll(page);

  // The officer reports the employer from the profile's link (the landing page's banner leads to the same form).
  await page.goto('/employee/profile');
  await press(page.getByRole('link', { name: 'Report a business' }));
  await expect(page).toHaveURL(/\/employee\/report$/);
  await press(page.getByRole('combobox', { name: 'Employer' }));
  await press(page.getByRole('option', { name: company }));
  // Its one job is chosen with it.
  await expect(page.getByRole('combobox', { name: 'Job' })).toHaveText(title);
  await press(page.getByRole('combobox', { name: 'What happened' }));
  await press(page.getByRole('option', { name: 'Cancelled at short notice' }));
  await page.getByRole('textbox', { name: 'Describe what happened' }).fill('Told two hours before the start that the post was no longer needed.');
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'report form');
  await press(page.getByRole('button', { name: 'Send report' }));
  await expect(page.getByRole('status')).toHaveText('Thank you. An admin will review your report.');

  // An admin finds it in the queue beside the employer's cancel rate, and dismisses it with a note.
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin');
  await press(admin.getByRole('navigation', { name: 'Admin menu' }).getByRole('tab', { name: /^Reports \(\d+\)$/ }));
  await expect(admin).toHaveURL(/\/admin\/reports$/);
  const report = admin.getByRole('article', { name: company });
  await expect(report).toContainText(`Job: ${title}`);
  await expect(report).toContainText('What happened: Cancelled at short notice');
  await expect(report.getByRole('note', { name: "Employer's cancel rate" })).toContainText('0 of 1 hire cancelled (0%) in the last 90 days');
  await expectNoSidewaysScroll(admin);
  await expectAccessible(admin, 'reports queue');
  await press(report.getByRole('button', { name: 'Dismiss' }));
  const dismiss = admin.getByRole('dialog', { name: 'Dismiss this report?' });
  await dismiss.getByRole('textbox', { name: 'Note (optional)' }).fill('Notice was short but paid.');
  await press(dismiss.getByRole('button', { name: 'Dismiss' }));
  await expect(report).toHaveCount(0);
  await press(admin.getByRole('tab', { name: /^Closed/ }));
  await expect(admin.getByRole('article', { name: company })).toContainText(/Dismissed on .+: Notice was short but paid\./);
});
