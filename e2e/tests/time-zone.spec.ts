import { expect, pauseSwitch, press, setEvening, signIn, test, tick } from './support';

/**
 * Issue 17, the user's own time zone: the browser's zone travels in the time-zone cookie and the
 * server's rules about today follow it. The server runs on the real clock; the browser's clock is set
 * to an evening of the server's current day in the user's zone.
 */

test.describe('Los Angeles at 17:00', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('an employer publishes a job for today', async ({ page }) => {
    const today = await setEvening(page, 'America/Los_Angeles');
    await signIn(page, 'employer');
    await page.goto('/employer/jobs/0');
    await expect(page.getByRole('heading', { name: 'Create job listing' })).toBeVisible();
    // The new job starts on the employer's today, and only today's weekday is offered.
    await expect(page.getByLabel(/^From/)).toHaveValue(today);
    const weekDays = page.getByRole('group', { name: 'Days of the week' }).getByRole('checkbox');
    await expect(weekDays).toHaveCount(1);
    const title = `Tonight ${Date.now() % 100000}`;
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await tick(page.getByRole('checkbox', { name: 'Event Security' }).first());
    await tick(page.getByRole('checkbox', { name: 'Select all' }));
    await tick(page.getByRole('group', { name: 'Categories' }).getByRole('checkbox').first());
    await press(page.getByRole('button', { name: 'Next' }));
    await expect(page).toHaveURL(/#1$/);
    await page.getByRole('textbox', { name: 'Location name', exact: true }).fill('Crypto.com Arena');
    await page.getByRole('textbox', { name: 'Address 1', exact: true }).fill('1111 S Figueroa St');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Los Angeles');
    await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'California' });
    await page.getByRole('textbox', { name: 'ZIP code', exact: true }).fill('90015');
    await page.getByRole('textbox', { name: 'Location description', exact: true }).fill('Staff entrance.');
    await tick(page.getByRole('checkbox', { name: 'All locations' }));
    await press(page.getByRole('button', { name: 'Next' }));
    await expect(page).toHaveURL(/#2$/);
    await press(page.getByRole('button', { name: 'Publish' }));
    await expect(page).toHaveURL(/\/employer\/jobs\/active$/);
    await expect(page.getByRole('link', { name: title })).toBeVisible();
  });
});

test.describe('Honolulu', () => {
  test.use({ timezoneId: 'Pacific/Honolulu' });

  test('an employee pauses notifications for 5 days and sees the last day', async ({ page }) => {
    const today = await setEvening(page, 'Pacific/Honolulu');
    await signIn(page, 'employee');
    // In the header on a desktop, in the Menu drawer on a phone.
    const pause = await pauseSwitch(page);
    if (await pause.isChecked()) {
      await press(pause);
      await expect(pause).not.toBeChecked();
    }
    await press(pause);
    await press(page.getByRole('dialog', { name: 'Pause new job notifications' }).getByRole('button', { name: 'Pause' }));
    const switched = await pauseSwitch(page, 5);
    await expect(switched).toBeChecked();
    const last = new Date(Date.parse(`${today}T12:00:00Z`) + 5 * 86_400_000);
    const shown = `Paused through ${last.getUTCDate()} ${last.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })} ${last.getUTCFullYear()}`;
    await expect(page.getByText(shown)).toBeVisible();
    await expect(switched).toHaveAccessibleDescription(shown);
    await press(switched);
    await expect(pause).not.toBeChecked();
    await expect(page.getByText(/Paused through/)).toHaveCount(0);
  });
});
