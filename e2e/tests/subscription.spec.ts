import { expect, fillMissingProfile, newAccount, press, test } from './support';
import { expectAccessible } from './a11y';

test('an employee buys a monthly plan through the local checkout, downloads the invoice and cancels', async ({ page, context }) => {
  await newAccount(page, 'Employee');
  await fillMissingProfile(page, 'employee');
  // The Payment onboarding step lists the plans; in create mode it leads back to Experience.
  await page.goto('/employee/payment');
  await expect(page.getByRole('heading', { name: 'Create profile' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Subscription plans' }).getByText('Monthly')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/employee/experience');
  await expectAccessible(page, 'employee wizard: payment plans');

  // Without a subscription the job list sends the employee to the subscription page.
  await page.goto('/employee/jobs');
  await expect(page).toHaveURL(/\/employee\/subscription$/);
  await expect(page.getByRole('heading', { name: 'My employee subscription' })).toBeVisible();
  await expectAccessible(page, 'employee: subscription');
  const currentPlan = page.getByRole('region', { name: 'Current plan' });
  await expect(currentPlan.getByText("YOU DON'T HAVE A CURRENT SUBSCRIPTION")).toBeVisible();
  await expect(page.getByText('No payments found')).toBeVisible();

  await press(currentPlan.getByRole('button', { name: 'Buy Subscription' }));
  const buy = page.getByRole('dialog', { name: 'Buy subscription' });
  await expect(buy.getByRole('radio', { name: /Monthly/ })).toBeChecked();
  await expectAccessible(page, 'buy subscription dialog');
  await press(buy.getByRole('button', { name: 'Buy' }));

  // The embedded payment provider's checkout page, served by our server.
  await expect(page).toHaveURL(/\/dev\/checkout\//);
  await expect(page.getByText(/Monthly/).first()).toBeVisible();
  await press(page.getByRole('button', { name: 'Pay' }));

  await expect(page).toHaveURL(/\/employee\/subscription\/success$/);
  const success = page.getByRole('dialog', { name: 'Payment successful' });
  await expect(success).toBeVisible();
  await expectAccessible(page, 'checkout return: payment successful');
  await press(success.getByRole('button', { name: 'OK' }));
  await expect(page).toHaveURL(/\/employee\/subscription$/);
  await expect(currentPlan.getByText('Monthly')).toBeVisible();
  await expect(currentPlan.getByRole('button', { name: 'Upgrade subscription' })).toBeVisible();

  // Subscribed, the employee sees the job list.
  await page.goto('/employee/jobs');
  await expect(page.getByRole('heading', { name: 'My jobs' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /All jobs \(\d+\)/ })).toBeVisible();
  await page.goto('/employee/subscription');

  const transactions = page.getByRole('table', { name: 'Transactions' });
  await expect(transactions.getByRole('img', { name: 'Paid' })).toHaveCount(1);
  const popupOpened = context.waitForEvent('page');
  // On a phone too, the invoice column is on screen, not behind a sideways scroll (issue 17).
  const onScreen = await transactions.getByRole('button', { name: /^PDF invoice/ }).evaluate((button) => {
    const inside = button.getBoundingClientRect().right <= document.documentElement.clientWidth;
    const scrolled = (element: Element | null): boolean =>
      !!element && ((getComputedStyle(element).overflowX !== 'visible' && element.scrollWidth > element.clientWidth + 1) || scrolled(element.parentElement));
    return inside && !scrolled(button.parentElement);
  });
  expect(onScreen, 'the PDF invoice button is on screen without scrolling sideways').toBe(true);
  await press(transactions.getByRole('button', { name: /^PDF invoice/ }));
  const invoice = await popupOpened;
  await invoice.waitForURL(/\/api\/subscriptions\/invoices\//, { waitUntil: 'commit' });
  expect(invoice.url()).toMatch(/\/api\/subscriptions\/invoices\/\d+\.pdf$/);
  const pdf = await page.request.get(invoice.url());
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 4).toString()).toBe('%PDF');
  await invoice.close();

  await press(currentPlan.getByRole('button', { name: 'Cancel Subscription' }));
  const cancel = page.getByRole('dialog', { name: 'Cancel Subscription' });
  await expect(cancel.getByText('Are you sure you want to cancel the subscription?')).toBeVisible();
  await expectAccessible(page, 'cancel subscription dialog');
  await press(cancel.getByRole('button', { name: 'Yes' }));
  await expect(currentPlan.getByText('No more payments')).toBeVisible();
  await expect(currentPlan.getByRole('button', { name: 'Buy Subscription' })).toBeVisible();
});

test('cancelling at the checkout returns with Subscription cancelled by user', async ({ page }) => {
  await newAccount(page, 'Employer');
  await fillMissingProfile(page, 'employer');
  await page.goto('/employer/subscription');
  await press(page.getByRole('region', { name: 'Current plan' }).getByRole('button', { name: 'Buy Subscription' }));
  await press(page.getByRole('dialog', { name: 'Buy subscription' }).getByRole('button', { name: 'Buy' }));
  await expect(page).toHaveURL(/\/dev\/checkout\//);
  await press(page.getByRole('button', { name: 'Cancel' }));
  await expect(page).toHaveURL(/\/employer\/subscription\/failed$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Subscription cancelled by user' })).toBeVisible();
  await expect(page.getByText("YOU DON'T HAVE A CURRENT SUBSCRIPTION")).toBeVisible();
  await expectAccessible(page, 'checkout return: cancelled');
});

test('a free promo code gives a virtual subscription', async ({ page }) => {
  await newAccount(page, 'Employer');
  await fillMissingProfile(page, 'employer');
  await page.goto('/employer/subscription');
  await press(page.getByRole('button', { name: 'Add Promo Code' }));
  const dialog = page.getByRole('dialog', { name: 'Add Promo Code' });
  await dialog.getByLabel('Promo code').fill('FREEMONTH');
  await expectAccessible(page, 'promo code dialog');
  await press(dialog.getByRole('button', { name: 'Apply' }));

  const currentPlan = page.getByRole('region', { name: 'Current plan' });
  await expect(currentPlan.getByText('No payments required')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Promo Code' })).toHaveCount(0);
  await expect(currentPlan.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  await press(currentPlan.getByRole('button', { name: 'Go!' }));
  await expect(page).toHaveURL(/\/employer(\/|$)/);
});
