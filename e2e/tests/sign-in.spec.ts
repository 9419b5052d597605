import { expect, test } from '@playwright/test';
import { agreeToAll, demo, latestCode, newPhone, sendCode, signIn, typeCode } from './support';
import { expectAccessible } from './a11y';

test('the demo employer signs in and logs out', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await signIn(page, 'employer');
  await expect(page.getByText('Erin Employer').first()).toBeVisible();
  await expectAccessible(page, 'employer home');
  // A session that is not an admin's fetches nothing of the admin area, not even its manifest.
  expect(requested.filter((path) => path.startsWith('/remotes/remote-admin/'))).toEqual([]);
  expect(requested.some((path) => path.startsWith('/remotes/remote-employer/'))).toBe(true);
  await page.getByRole('link', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/auth\/signIn/);
  await page.goto('/employer');
  await expect(page).toHaveURL(/\/auth/);
});

test('the demo admin signs in and the returnUrl is honoured', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth/);
  await page.goto('/auth/signIn?role=1000&returnUrl=%2Fadmin');
  await expect(page.getByLabel('Cell phone')).toBeVisible();
  await expectAccessible(page, 'sign-in: phone step (admin)');
  const sentAt = await sendCode(page, 'Admin', demo.admin.masked);
  await expectAccessible(page, 'sign-in: code step (admin)');
  await typeCode(page, await latestCode(page.request, demo.admin.phone, sentAt));
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText('Ada Admin').first()).toBeVisible();
});

test('a wrong code clears the boxes and a right one still goes on', async ({ page }) => {
  // A fresh number: the demo accounts' codes are rate-limited per phone.
  const { phone, masked } = newPhone();
  await page.goto('/auth/signUp');
  await agreeToAll(page);
  const sentAt = await sendCode(page, 'Employee', masked);
  const code = await latestCode(page.request, phone, sentAt);
  const wrong = code === '000000' ? '111111' : '000000';
  await typeCode(page, wrong);
  for (let i = 1; i <= 6; i += 1) await expect(page.getByLabel(`Digit ${i}`)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expectAccessible(page, 'sign-up: code boxes after a wrong code');
  await typeCode(page, code);
  await expect(page).toHaveURL(/\/auth\/verifyMail\/employee$/);
});
