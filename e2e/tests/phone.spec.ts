import { expect, test } from '@playwright/test';
import { signIn } from './support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a 390 px phone the subscribed employee’s bar fits the screen and Log Out is a tap away', async ({ page }) => {
  await signIn(page, 'employee');
  await expect(page.getByLabel(/Pause new job notifications/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const logOut = page.getByRole('link', { name: 'Log Out' });
  const box = (await logOut.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await logOut.tap();
  await expect(page).toHaveURL(/\/auth\/signIn/);
});
