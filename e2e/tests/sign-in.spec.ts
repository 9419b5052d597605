import { agreeToAll, demo, expect, expectNoSidewaysScroll, followMenu, latestCode, mainMenu, newPhone, press, sendCode, signIn, test, typeCode } from './support';
import { expectAccessible } from './a11y';

test('the demo employer signs in and logs out', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await signIn(page, 'employer');
  await expect((await mainMenu(page)).getByText('Erin Employer')).toBeVisible();
  await expectAccessible(page, 'employer home');
  // A session that is not an admin's fetches nothing of the admin area, not even its manifest.
  expect(requested.filter((path) => path.startsWith('/remotes/remote-admin/'))).toEqual([]);
  expect(requested.some((path) => path.startsWith('/remotes/remote-employer/'))).toBe(true);
  // Back from the home: sign-in again, saying who is signed in, never a form to post again.
  await page.goBack();
  await expect(page.getByText('You are signed in as Erin Employer.')).toBeVisible();
  await page.goForward();
  await followMenu(page, 'Log Out');
  // The role comes back chosen.
  await expect(page).toHaveURL(/\/auth\/signIn\?role=100$/);
  await expect(page.getByRole('radio', { name: 'Employer' })).toBeChecked();
  await page.goto('/employer');
  await expect(page).toHaveURL(/\/auth/);
});

test('the demo admin signs in and the returnUrl is honoured', async ({ page }) => {
  // Signed out, /admin leads to sign-in with Admin already chosen (issue 17).
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth\?returnUrl=%2Fadmin&role=1000$/);
  await expect(page.getByRole('radio', { name: 'Admin' })).toBeChecked();
  await expect(page.getByLabel('Cell phone')).toBeVisible();
  await expectAccessible(page, 'sign-in: phone step (admin)');
  const sentAt = await sendCode(page, 'Admin', demo.admin.masked);
  await expectAccessible(page, 'sign-in: code step (admin)');
  await typeCode(page, await latestCode(page.request, demo.admin.phone, sentAt));
  await expect(page).toHaveURL(/\/admin$/);
  await expect((await mainMenu(page)).getByText('Ada Admin')).toBeVisible();
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

test('?role=100 is the Employer on sign-in, and stays so on the way to sign-up', async ({ page }) => {
  await page.goto('/auth/signIn?role=100');
  await expect(page.getByRole('radio', { name: 'Employer' })).toBeChecked();
  await press(page.getByRole('link', { name: 'Sign Up' }));
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signUp\?role=100$/);
  await expect(page.getByRole('radio', { name: 'Employer' })).toBeChecked();
});

test.describe('sign-in by a click or a tap', () => {
  test('leaving the focused phone for Sign Up lands on sign-up with the returnUrl; a visitor gets no error answer', async ({ page }) => {
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    await page.goto('/auth?returnUrl=%2Femployer%2Fjobs');
    await expect(page.getByLabel('Cell phone')).toBeFocused();
    await expectNoSidewaysScroll(page);
    await press(page.getByRole('link', { name: 'Sign Up' }), { hold: true });
    await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/signUp\?role=0&returnUrl=%2Femployer%2Fjobs$/);
    expect(refused).toEqual([]);
  });

  test('a number without an account is told who gets a code, and the other role or Sign Up is one tap away', async ({ page }) => {
    const { phone, masked } = newPhone();
    await page.goto('/auth/signIn?returnUrl=%2Femployer%2Fjobs');
    await sendCode(page, 'Employee', masked);
    await expect(page.getByText(`If +1 ${masked} has an Employee account, we texted it a 6-digit code.`)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page, 'sign-in: code step with its hint');

    await press(page.getByRole('button', { name: 'Sign in as Employer' }), { hold: true });
    await expect(page.getByText(`If +1 ${masked} has an Employer account, we texted it a 6-digit code.`)).toBeVisible();
    await expect(page).toHaveURL(/role=100/);
    await expect(page.getByLabel('Digit 1')).toBeFocused();

    await press(page.getByRole('link', { name: 'Sign Up' }), { hold: true });
    await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/signUp\?role=100&returnUrl=%2Femployer%2Fjobs$/);
    await expect(page.getByRole('radio', { name: 'Employer' })).toBeChecked();
    await expect(page.getByLabel('Cell phone')).toHaveValue(`+1 ${masked}`);

    // Signing up from there ends where the visitor was going, without the earlier toasts.
    await agreeToAll(page);
    const sentAt = new Date();
    await press(page.getByRole('button', { name: 'Send code' }), { hold: true });
    await expect(page.getByText('Code sent').first()).toBeVisible();
    await typeCode(page, await latestCode(page.request, phone, sentAt));
    await expect(page).toHaveURL(/\/auth\/verifyMail\/employer\?returnUrl=%2Femployer%2Fjobs$/);
    await expect(page.getByText('Code sent')).toHaveCount(0);
  });
});
