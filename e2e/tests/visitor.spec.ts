import { expect, press, test } from './support';
import { expectAccessible } from './a11y';

test('a visitor gets the landing page as one prerendered page without any script', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(`${request.resourceType()} ${request.url()}`));
  const response = await page.goto('/');
  expect(response?.headers().vary).toMatch(/cookie/i);
  await expect(page.getByText(/efficient, reliable security work opportunities/i).first()).toBeVisible();
  await expect(page.getByText(/SMS alerts/i).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up as Employer' })).toBeVisible();
  await expect(page).toHaveTitle('DutyLink');
  await expectAccessible(page, 'landing (prerendered)');
  // The document, and (whenever the browser gets to it) its icon: a browser asks for /favicon.ico on every page without one.
  expect(requested.filter((line) => !/^other \S+\/favicon\.svg\?/.test(line))).toEqual([`document ${response?.url()}`]);
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  const iconResponse = await page.request.get(icon!);
  expect([iconResponse.status(), iconResponse.headers()['content-type']]).toEqual([200, expect.stringContaining('image/svg+xml')]);

  // Its links load the app where they lead.
  await press(page.getByRole('link', { name: 'Sign up as Employee' }));
  await expect(page).toHaveURL(/\/auth\/signUp\?role=0$/);
  await expect(page.getByRole('button', { name: /send code/i })).toBeVisible();
  // Sign-up is the server's page too: its one small script, none of the app's.
  expect(requested.filter((line) => line.startsWith('script '))).toEqual([expect.stringMatching(/^script \S+\/auth\/sign-in\.js$/)]);
  // Not even a manifest of the role areas.
  expect(requested.filter((line) => /remote-(employee|employer|admin)/.test(line))).toEqual([]);
});

test('inside the app, remote-auth renders the same landing page', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/no/such/page');
  await press(page.getByRole('link', { name: 'Go to the home page' }));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Efficient, reliable security work opportunities' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up as Employee' })).toBeVisible();
  await expectAccessible(page, 'landing (in the app)');
  expect(requested.filter((url) => /remote-(employee|employer|admin)/.test(url))).toEqual([]);
});

test('terms and privacy embed the policy documents with a Back link to sign-up', async ({ page }) => {
  for (const [path, heading] of [['/terms', /terms of service/i], ['/privacy', /privacy policy/i]] as const) {
    await page.goto(path);
    const policy = page.frameLocator('iframe');
    await expect(policy.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle('DutyLink');
    // The frame fills the screen below the header: the document scrolls in it, the page itself does not.
    const layout = await page.evaluate(() => ({ scrolls: document.documentElement.scrollHeight > window.innerHeight, gapBelowFrame: window.innerHeight - document.querySelector('iframe')!.getBoundingClientRect().bottom }));
    expect(layout).toEqual({ scrolls: false, gapBelowFrame: 16 });
    await expectAccessible(page, `terms/privacy: ${path}`);
    await press(page.getByRole('link', { name: 'Back' }));
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
    // The sign-in page the server renders, with the way back: the shell's own redirect passes through /auth first.
    await expect(page).toHaveURL(/\/auth(\/signIn)?\?returnUrl=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await page.waitForLoadState('load');
  }
});
