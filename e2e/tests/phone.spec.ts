import { agreeToAll, expect, newPhone, sendCode, signIn, test } from './support';

// The Menu drawer and the phone's own layouts: this spec runs in the phone project only (playwright.config.ts).

test('on a 390 px phone each sign-in code box is at least 44 px to tap, its input filling it (issue 36: they were 35 px)', async ({ page }) => {
  // A fresh number on sign-up (the same code step as sign-in): the demo accounts' codes are rate-limited per phone.
  const { masked } = newPhone();
  await page.goto('/auth/signUp');
  await agreeToAll(page);
  await sendCode(page, 'Employee', masked);
  for (let i = 1; i <= 6; i += 1) {
    const box = (await page.getByRole('textbox', { name: `Digit ${i}` }).boundingBox())!;
    expect(Math.min(box.width, box.height), `Digit ${i} is ${box.width}x${box.height}`).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('on a 390 px phone the subscribed employee’s bar fits the screen; its menu holds the pause switch and Log Out, a tap away', async ({ page }) => {
  await signIn(page, 'employee');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The job tabs are read whole ('My applic…' was cut behind a scroll arrow).
  for (const name of [/^All jobs \(\d+\)$/, /^My hirings \(\d+\)$/, /^My applications \(\d+\)$/]) {
    await expect(page.getByRole('tab', { name })).toBeInViewport({ ratio: 1 });
  }
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

test('on a 390 px phone the admin grids keep the page from scrolling sideways, show every menu item and have tappable counts', async ({ page }) => {
  await signIn(page, 'admin');
  for (const path of ['/admin/employers', '/admin/employees', '/admin/jobs', '/admin/promo']) {
    await page.goto(path);
    await expect(page.getByText(/^Total: [\d,]+$/)).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), `${path} fits 390 px`).toBeLessThanOrEqual(390);
    const menu = page.getByRole('navigation', { name: 'Admin menu' });
    for (const item of ['Analytics', 'Employers', 'Employees', 'Jobs', 'Promo']) {
      await expect(menu.getByRole('tab', { name: item }), `${item} in sight on ${path}`).toBeInViewport({ ratio: 1 });
    }
  }
  // The row's menu and its open link are in sight without scrolling the grid sideways.
  await page.goto('/admin/employees');
  const firstRow = page.getByRole('row').nth(1);
  await expect(firstRow.getByRole('button', { name: /^Actions for / })).toBeInViewport({ ratio: 1 });
  const open = firstRow.getByRole('link', { name: /^Open profile of / });
  await expect(open).toBeInViewport({ ratio: 1 });
  expect(Math.min((await open.boundingBox())!.width, (await open.boundingBox())!.height)).toBeGreaterThanOrEqual(40);
  await page.goto('/admin/employers');
  const count = page.getByRole('link', { name: /^\d+ jobs of / }).first();
  await expect(count).toBeVisible();
  const box = (await count.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  await page.getByRole('navigation', { name: 'Admin menu' }).getByRole('tab', { name: 'Promo' }).tap();
  await expect(page).toHaveURL(/\/admin\/promo$/);
});

test('on a 390 px phone the profile steps bar shows its numbers without words running into each other; the step is named by its heading', async ({ page }) => {
  await signIn(page, 'employee');
  await page.goto('/employee/notifications');
  const bar = page.getByLabel('Profile steps');
  await expect(bar).toBeVisible();
  // The words each label shows on screen: the boxes of their text, not of their containers; a label clipped to
  // a pixel (read by screen readers only) shows none.
  const shown = await bar.evaluate((element) =>
    [...element.querySelectorAll('.MuiStepLabel-label')].flatMap((label) => {
      const box = label.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return [];
      const range = document.createRange();
      range.selectNodeContents(label);
      return [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1).map((rect) => ({ text: label.textContent, left: rect.left, right: rect.right }));
    }),
  );
  const clashes = shown.flatMap((a) => shown.filter((b) => a.text !== b.text && a.left < b.left && a.right + 4 > b.left).map((b) => `${a.text} / ${b.text}`));
  expect(clashes).toEqual([]);
  for (const step of ['3', '4', '5']) await expect(bar.getByText(step, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Notification settings' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
