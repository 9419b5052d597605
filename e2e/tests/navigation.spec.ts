import { expectAccessible } from './a11y';
import { expect, expectNoSidewaysScroll, followMenu, hasMenuButton, mainMenu, pauseSwitch, newAccount, press, subscribeFree, test } from './support';

// Issue 17: an employee or employer reaches Profile, Subscription and Delete my account from the header,
// never by typing a URL: on a desktop, and on a 390 px phone by touch through the Menu drawer.
const roles = [
  { role: 'Employee', slug: 'employee', jobs: 'My jobs', jobsPath: /\/employee\/jobs$/, subscriptionTitle: 'My employee subscription' },
  { role: 'Employer', slug: 'employer', jobs: 'Job posts', jobsPath: /\/employer\/jobs\/active$/, subscriptionTitle: 'My employer subscription' },
] as const;

for (const role of roles) {
  test(`a subscribed ${role.slug} reaches ${role.jobs}, Subscription, Profile and Delete my account from the navigation`, async ({ page }) => {
    await newAccount(page, role.role);
    await subscribeFree(page, role.slug);
    await page.goto(`/${role.slug}`);
    if (hasMenuButton(page)) {
      const button = page.getByRole('button', { name: 'Menu' });
      await expect(button, 'the Menu button is on screen').toBeInViewport({ ratio: 1 });
      expect((await button.boundingBox())!.height, 'the Menu button is big enough to tap').toBeGreaterThanOrEqual(44);
    }

    await followMenu(page, role.jobs);
    await expect(page).toHaveURL(role.jobsPath);
    await expectNoSidewaysScroll(page);

    await followMenu(page, 'Subscription');
    await expect(page).toHaveURL(new RegExp(`/${role.slug}/subscription$`));
    await expect(page.getByRole('heading', { name: role.subscriptionTitle })).toBeVisible();

    await followMenu(page, 'Profile');
    await expect(page).toHaveURL(new RegExp(`/${role.slug}/profile$`));
    const current = (await mainMenu(page)).getByRole('link', { name: 'Profile', exact: true });
    await expect(current).toHaveAttribute('aria-current', 'page');
    if (role.slug === 'employee') await expect(await pauseSwitch(page)).toBeVisible();
    await expectAccessible(page, `${role.slug} navigation`);
    if (hasMenuButton(page)) {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
    }

    await press(page.getByRole('button', { name: 'Delete my account' }));
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('Are you sure?');
    await press(confirm.getByRole('button', { name: 'Delete' }));
    await expect(page.getByRole('heading', { name: 'Efficient, reliable security work opportunities' })).toBeVisible();
    // The page the user lands on says the account is gone (issue 17).
    await expect(page.getByRole('status')).toContainText('Your account has been deleted');
    await page.goto(`/${role.slug}`);
    await expect(page).toHaveURL(/\/auth/);
  });
}

test('Log Out from the navigation ends the session', async ({ page }) => {
  await newAccount(page, 'Employee');
  await subscribeFree(page, 'employee');
  await page.goto('/employee/profile');
  const logOut = (await mainMenu(page)).getByRole('link', { name: 'Log Out' });
  await expect(logOut).toBeInViewport({ ratio: 1 });
  await followMenu(page, 'Log Out');
  await expect(page).toHaveURL(/\/auth\/signIn/);
  // Sign-in is the server's page, which the app loads as a document after its route (server-page.tsx): a user
  // sees it before going anywhere; a test that goes on at the route cancels that load (a run under load did).
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await page.goto('/employee/profile');
  await expect(page).toHaveURL(/\/auth\?returnUrl=/);
});
