import { expect, test } from '@playwright/test';
import { signIn } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a 390 px phone the subscribed employee’s bar fits the screen; its menu holds the pause switch and Log Out, a tap away', async ({ page }) => {
  await signIn(page, 'employee');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Menu' }).tap();
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const pause = menu.getByText(/^Pause new job notifications for \d+ days$/);
  await expect(pause).toBeVisible();
  // The label reads on at most two lines (it wrapped to four in the bar).
  expect((await pause.boundingBox())!.height).toBeLessThanOrEqual(56);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const logOut = menu.getByRole('link', { name: 'Log Out' });
  await expect(logOut).toBeInViewport({ ratio: 1 });
  await logOut.tap();
  await expect(page).toHaveURL(/\/auth\/signIn/);
});
