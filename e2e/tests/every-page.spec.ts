import { type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { expect, signIn, test } from './support';

/**
 * A smoke pass of every page, in both projects (playwright.config.ts): each journey runs in one project only,
 * so this is what shows every page at 1280 px and at 390 px by touch. Each page must draw its heading, load
 * what it reads, fit the screen (the screen watch of tests/support.ts) and pass axe (and, on the phone, the
 * tap-target sizes). Pages that need an id take one from a link of the page before, as a user would.
 */

/** The first href of the page matching `pattern` (a link a user would follow), waiting for the list to load. */
async function linkTo(page: Page, pattern: RegExp): Promise<string> {
  const links = page.locator('a[href]');
  const found = async () => (await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''))).some((href) => pattern.test(href));
  // A failure says what the page showed instead (an empty list, a message), not only that the link was missing.
  await expect.poll(found).toBe(true).catch(async (error: Error) => {
    throw new Error(`${error.message}\n${page.url()} shows: ${(await page.locator('body').innerText()).slice(0, 800)}`);
  });
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.find((href) => pattern.test(href))!;
}

/** Opens a path and checks the page: a heading, nothing that failed to load, nothing still loading, axe. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), `the heading of ${path}`).toBeVisible();
  // A read that failed, or a remote that did not load ('This part of DutyLink could not be loaded.').
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectAccessible(page, path);
}

test('every public page', async ({ page }) => {
  for (const path of ['/landing', '/terms', '/privacy', '/auth/signIn', '/auth/signUp', '/auth/signIn?role=1000', '/404']) await visit(page, path);
});

test('every page of the officer', async ({ page }) => {
  await signIn(page, 'employee');
  for (const path of ['/employee/jobs', '/employee/jobs/hired', '/employee/jobs/applied']) await visit(page, path);
  await visit(page, await linkTo(page, /^\/employee\/jobs\/\d+$/));
  for (const path of ['/employee/shifts', '/employee/shifts/earnings', '/employee/profile', '/employee/report', '/employee/subscription']) await visit(page, path);
  for (const step of ['general', 'permits', 'notifications', 'experience', 'payment']) await visit(page, `/employee/${step}?returnUrl=/employee/profile`);
});

test('every page of the company', async ({ page }) => {
  await signIn(page, 'employer');
  for (const path of ['/employer/jobs/active', '/employer/jobs/deactivated', '/employer/jobs/active']) await visit(page, path);
  // A job that has applicants: the newest may have none (another journey on this server posts one for today).
  const withApplicants = page.getByRole('listitem').filter({ hasText: /Applicants: [1-9]/ }).first();
  await expect(withApplicants).toBeVisible();
  const applicants = (await withApplicants.locator('a[href$="/applicants"]').first().getAttribute('href'))!;
  await visit(page, applicants);
  await visit(page, await linkTo(page, /^\/employer\/jobs\/\d+\/applicants\/\d+/));
  await visit(page, applicants.replace(/\/applicants$/, ''));
  await visit(page, '/employer/jobs/0');
  for (const path of ['/employer/today', '/employer/timesheets', '/employer/officers', '/employer/profile', '/employer/subscription']) await visit(page, path);
  for (const step of ['general', 'payment']) await visit(page, `/employer/${step}?returnUrl=/employer/profile`);
});

test('every page of the admin', async ({ page }) => {
  await signIn(page, 'admin');
  await visit(page, '/admin');
  await visit(page, '/admin/employers');
  const employer = await linkTo(page, /^\/admin\/employers\/\d+(\?|$)/);
  await visit(page, employer);
  await visit(page, `${employer.split('?')[0]}/jobs/active`);
  await visit(page, `${employer.split('?')[0]}/jobs/deactivated`);
  await visit(page, '/admin/employees');
  const employee = await linkTo(page, /^\/admin\/employees\/\d+(\?|$)/);
  await visit(page, employee);
  for (const tab of ['', '/hired', '/applied']) await visit(page, `${employee.split('?')[0]}/jobs${tab}`);
  await visit(page, '/admin/jobs');
  const applicants = await linkTo(page, /^\/admin\/jobs\/\d+\/applicants/);
  await visit(page, applicants);
  await visit(page, applicants.replace(/\/applicants.*$/, ''));
  for (const path of ['/admin/promo', '/admin/reports', '/admin/reports/closed']) await visit(page, path);
});
