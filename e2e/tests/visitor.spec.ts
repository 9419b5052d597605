import { expect, test } from '@playwright/test';
import { expectAccessible } from './a11y';

test('a visitor sees the landing page and downloads no role area code', async ({ page }) => {
  const scripts: string[] = [];
  const requested: string[] = [];
  page.on('request', (request) => {
    requested.push(request.url());
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByText(/efficient, reliable security work opportunities/i).first()).toBeVisible();
  await expect(page.getByText(/SMS alerts/i).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up as Employee' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up as Employer' })).toBeVisible();
  await expect(page).toHaveTitle('DutyLink');
  await expectAccessible(page, 'landing');
  expect(scripts.some((url) => url.includes('/remotes/remote-auth/'))).toBe(true);
  // Not even a manifest of the role areas.
  expect(requested.filter((url) => /remote-(employee|employer|admin)/.test(url))).toEqual([]);
});

test('terms and privacy embed the policy documents with a Back link to sign-up', async ({ page }) => {
  for (const [path, heading] of [['/terms', /terms of service/i], ['/privacy', /privacy policy/i]] as const) {
    await page.goto(path);
    const policy = page.frameLocator('iframe');
    await expect(policy.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectAccessible(page, `terms/privacy: ${path}`);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/auth\/signUp/);
  }
});

test('an unmatched path shows Page not found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await expectAccessible(page, 'not found');
  await page.goto('/404');
  await expect(page.getByText('Page not found')).toBeVisible();
});

test('anonymous visitors of a role area go to /auth', async ({ page }) => {
  for (const area of ['/employee', '/employer/jobs/active', '/admin']) {
    await page.goto(area);
    await expect(page).toHaveURL(/\/auth(\/signIn)?(\?|$)/);
  }
});
