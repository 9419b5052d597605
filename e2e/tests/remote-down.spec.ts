import { closeMenu, expect, mainMenu, press, signIn, test } from './support';
import { expectAccessible } from './a11y';

test('a role remote that cannot load shows the contained fallback while the shell keeps working', async ({ page }) => {
  await page.route('**/remotes/remote-employee/**', (route) => route.abort());
  await signIn(page, 'employee');
  await expect(page.getByText('This part of DutyLink could not be loaded.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect((await mainMenu(page)).getByRole('link', { name: 'Log Out' })).toBeVisible();
  await expectAccessible(page, 'remote fallback');
  await closeMenu(page);

  await page.unroute('**/remotes/remote-employee/**');
  await press(page.getByRole('button', { name: 'Retry' }));
  await expect(page.getByText('This part of DutyLink could not be loaded.')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'My jobs' })).toBeVisible();
});
