import { apiPost, expect, expectNoSidewaysScroll, newAccount, SAMPLE_GENERAL, signIn, test } from './support';

// Issue 17: from 900 px up (where the Menu drawer gives way to the header's own links) the header of the
// widest role, a subscribed employee with the pause switch, is one row that fits the window. This spec
// sets the window widths itself, so it runs in the desktop project only (playwright.config.ts).
test('from 900 px up the header keeps one row: pages, pause switch, name and Log Out', async ({ page }) => {
  await signIn(page, 'employee');
  const banner = page.getByRole('banner');
  const parts = [
    banner.getByRole('link', { name: 'DutyLink home' }),
    banner.getByRole('link', { name: 'My jobs', exact: true }),
    banner.getByRole('link', { name: 'Profile', exact: true }),
    banner.getByRole('link', { name: 'Subscription', exact: true }),
    // The label: MUI's switch input reaches beyond the switch for its thumb's slide.
    banner.getByText(/^Pause new job notifications for \d+ days$/),
    banner.getByText('Eli Employee'),
    banner.getByRole('link', { name: 'Log Out' }),
  ];
  for (const width of [900, 1024, 1199, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    const boxes = [];
    for (const part of parts) {
      await expect(part, `${part} at ${width} px`).toBeInViewport({ ratio: 1 });
      boxes.push((await part.boundingBox())!);
    }
    // One row: some horizontal line crosses every part.
    const lowestTop = Math.max(...boxes.map((box) => box.y));
    const highestBottom = Math.min(...boxes.map((box) => box.y + box.height));
    expect(lowestTop, `the header's parts share one row at ${width} px`).toBeLessThan(highestBottom);
    await expectNoSidewaysScroll(page);
  }
});

/** Whether the element's own text is cut with an ellipsis (it overflows, and says so), the whole text in its title. */
const cutWithEllipsis = (element: HTMLElement) => ({
  overflows: element.scrollWidth > element.clientWidth,
  ellipsis: getComputedStyle(element).textOverflow === 'ellipsis',
  title: element.title,
});

test('a long name ends in an ellipsis in the header and in the admin grid, whole in its tooltip', async ({ page, browser }) => {
  const name = { firstName: 'Maximiliana-Alexandrina', lastName: `Wolfeschlegelsteinhausen-Bergerdorff ${Date.now() % 100000}` };
  const whole = `${name.firstName} ${name.lastName}`;
  await newAccount(page, 'Employee');
  await apiPost(page, 'employees/profile/general', { ...SAMPLE_GENERAL, ...name });
  await page.setViewportSize({ width: 900, height: 800 });
  await page.goto('/employee/profile');
  const shown = page.getByRole('banner').getByText(whole);
  await expect(shown).toBeVisible();
  expect(await shown.evaluate(cutWithEllipsis)).toEqual({ overflows: true, ellipsis: true, title: whole });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log Out' })).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page);

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin');
  await admin.goto('/admin/employees');
  await admin.getByPlaceholder(/^Search/).fill(name.lastName);
  const cell = admin.getByRole('grid').locator(`[title="${whole}"]`);
  await expect(cell).toBeVisible();
  expect(await cell.evaluate(cutWithEllipsis)).toEqual({ overflows: true, ellipsis: true, title: whole });
});
