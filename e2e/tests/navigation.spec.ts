import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { applyPromo, signUpVerified } from './support';

// Issue 17: an employee or employer reaches Profile, Subscription and Delete my account from the header,
// never by typing a URL, on a desktop and by touch on a 390 px phone.
const screens = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
} as const;

const roles = [
  { role: 'Employee', slug: 'employee', jobs: 'My jobs', jobsPath: /\/employee\/jobs$/, subscriptionTitle: 'My employee subscription' },
  { role: 'Employer', slug: 'employer', jobs: 'Job posts', jobsPath: /\/employer\/jobs\/active$/, subscriptionTitle: 'My employer subscription' },
] as const;

/** A new subscribed user (signed up on a desktop), then signed in on the screen under test. */
async function subscribedUser(browser: Browser, kind: keyof typeof screens, role: (typeof roles)[number]): Promise<Page> {
  const signUp = await browser.newContext(screens.desktop);
  const page = await signUp.newPage();
  await signUpVerified(page, role.role);
  await applyPromo(page, role.slug, 'FREEMONTH');
  const storageState = await signUp.storageState();
  await signUp.close();
  return (await browser.newContext({ ...screens[kind], storageState })).newPage();
}

/** The page fits the screen: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()!.width;
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Opens the main menu: the header's links on a desktop, the Menu drawer on a phone (by touch). */
async function mainMenu(page: Page, kind: keyof typeof screens): Promise<Locator> {
  if (kind === 'phone') {
    const button = page.getByRole('button', { name: 'Menu' });
    const box = (await button.boundingBox())!;
    expect(box.x + box.width, 'the Menu button is on screen').toBeLessThanOrEqual(390);
    expect(box.height, 'the Menu button is big enough to tap').toBeGreaterThanOrEqual(44);
    await button.tap();
  }
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeVisible();
  return nav;
}

async function press(target: Locator, kind: keyof typeof screens): Promise<void> {
  if (kind === 'phone') await target.tap();
  else await target.click();
}

async function follow(page: Page, kind: keyof typeof screens, label: string): Promise<void> {
  await press((await mainMenu(page, kind)).getByRole('link', { name: label, exact: true }), kind);
  // On a phone the drawer closes once a page is chosen.
  if (kind === 'phone') await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
}

for (const kind of ['desktop', 'phone'] as const) {
  for (const role of roles) {
    test(`${kind}: a subscribed ${role.slug} reaches ${role.jobs}, Subscription, Profile and Delete my account from the navigation`, async ({ browser }) => {
      const page = await subscribedUser(browser, kind, role);
      await page.goto(`/${role.slug}`);

      await follow(page, kind, role.jobs);
      await expect(page).toHaveURL(role.jobsPath);
      await expectNoSidewaysScroll(page);

      await follow(page, kind, 'Subscription');
      await expect(page).toHaveURL(new RegExp(`/${role.slug}/subscription$`));
      await expect(page.getByRole('heading', { name: role.subscriptionTitle })).toBeVisible();
      await expectNoSidewaysScroll(page);

      await follow(page, kind, 'Profile');
      await expect(page).toHaveURL(new RegExp(`/${role.slug}/profile$`));
      const current = (await mainMenu(page, kind)).getByRole('link', { name: 'Profile', exact: true });
      await expect(current).toHaveAttribute('aria-current', 'page');
      if (role.slug === 'employee') await expect(page.getByRole('switch', { name: /^Pause new job notifications for \d+ days$/ })).toBeVisible();
      await expectAccessible(page, `${kind}: ${role.slug} navigation`);
      if (kind === 'phone') {
        await page.keyboard.press('Escape');
        await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
      }
      await expectNoSidewaysScroll(page);

      await press(page.getByRole('button', { name: 'Delete my account' }), kind);
      const confirm = page.getByRole('dialog');
      await expect(confirm).toContainText('Are you sure?');
      await press(confirm.getByRole('button', { name: 'Delete' }), kind);
      await expect(page.getByRole('heading', { name: 'Efficient, reliable security work opportunities' })).toBeVisible();
      // The page the user lands on says the account is gone (issue 17).
      await expect(page.getByRole('status')).toContainText('Your account has been deleted');
      await expectNoSidewaysScroll(page);
      await page.goto(`/${role.slug}`);
      await expect(page).toHaveURL(/\/auth/);
    });
  }

  test(`${kind}: Log Out from the navigation ends the session`, async ({ browser }) => {
    const page = await subscribedUser(browser, kind, roles[0]);
    await page.goto('/employee/profile');
    await mainMenu(page, kind);
    const logOut = page.getByRole('link', { name: 'Log Out' });
    await expect(logOut).toBeInViewport({ ratio: 1 });
    await press(logOut, kind);
    await expect(page).toHaveURL(/\/auth\/signIn/);
    await page.goto('/employee/profile');
    await expect(page).toHaveURL(/\/auth\?returnUrl=/);
  });
}
