import { agreeToAll, consentBoxes, expect, expectNoSidewaysScroll, latestCode, latestMessage, newPhone, press, sendCode, test, tick, typeCode } from './support';
import { expectAccessible } from './a11y';
import { tabTo } from './keyboard';

test('an employee signs up with an SMS code and an e-mail link, then lands in /employee', async ({ page }) => {
  const { phone, masked } = newPhone();
  const email = `guard.${phone.slice(-7)}@example.com`;

  await page.goto('/auth/signUp');
  await expect(page.getByRole('radio', { name: 'Admin' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms?role=0');
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy?role=0');
  await expectAccessible(page, 'sign-up: phone step');
  await agreeToAll(page);
  const sentAt = await sendCode(page, 'Employee', masked);
  await expectAccessible(page, 'sign-up: code step');

  await typeCode(page, await latestCode(page.request, phone, sentAt));
  await expect(page).toHaveURL(/\/auth\/verifyMail\/employee$/);
  await expect(page.getByText('We need to confirm your email')).toBeVisible();
  await expectAccessible(page, 'verify-mail: form');

  await page.getByLabel('Email').fill(email);
  const mailedAt = new Date();
  await press(page.getByRole('button', { name: 'Sign Up' }));
  await expect(page.getByText('Check your inbox')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Got It' })).toBeVisible();
  await expectAccessible(page, 'verify-mail: check your inbox');

  const mail = await latestMessage(page.request, email, mailedAt);
  const link = /https?:\/\/\S+\/auth\/verifyMail\/employee\/\S+\/[\w-]+/.exec(mail.body)?.[0];
  expect(link, mail.body).toBeDefined();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByText('Email confirmed')).toBeVisible();
  await expect(page).toHaveURL(/\/employee(\/|$)/);

  // The guard keeps an employee out of another role's area.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/employee(\/|$)/);

  // A used link fails and shows the form again.
  await page.goto(new URL(link!).pathname);
  await expect(page.getByText('We need to confirm your email')).toBeVisible();

  // Deleting the account (from the profile page) ends the session.
  await page.goto('/employee/profile');
  await press(page.getByRole('button', { name: 'Delete my account' }));
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'delete account dialog');
  await press(page.getByRole('dialog').getByRole('button', { name: 'Delete' }));
  await expect(page.getByRole('heading', { name: 'Efficient, reliable security work opportunities' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Your account has been deleted');
  await expectAccessible(page, 'landing: account deleted');
  await page.goto('/employee');
  await expect(page).toHaveURL(/\/auth/);
});

test('a user whose e-mail is not verified is sent to /auth/verifyMail', async ({ page }) => {
  const { phone, masked } = newPhone();
  await page.goto('/auth/signUp');
  await agreeToAll(page);
  const sentAt = await sendCode(page, 'Employer', masked);
  await typeCode(page, await latestCode(page.request, phone, sentAt));
  await expect(page).toHaveURL(/\/auth\/verifyMail\/employer$/);

  await page.goto('/employer/jobs');
  await expect(page).toHaveURL(/\/auth\/verifyMail\/employer\?returnUrl=%2Femployer%2Fjobs$/);
});

test('an employer signs up by keyboard alone: role, consents, phone, code boxes, e-mail', async ({ page }) => {
  const { phone, masked } = newPhone();
  const email = `keys.${phone.slice(-7)}@example.com`;
  await page.goto('/auth/signUp');

  // The role is a radio group: Tab reaches it, an arrow key moves the choice.
  await tabTo(page, page.getByRole('radio', { name: 'Employee' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Employer' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Employer' })).toBeFocused();

  for (const consent of consentBoxes(page)) {
    await tabTo(page, consent);
    await page.keyboard.press('Space');
    await expect(consent).toBeChecked();
  }

  await tabTo(page, page.getByLabel('Cell phone'));
  await page.keyboard.type(masked.replace(/\D/g, ''));
  await expect(page.getByLabel('Cell phone')).toHaveValue(`+1 ${masked}`);
  const sendButton = page.getByRole('button', { name: 'Send code' });
  await tabTo(page, sendButton);
  const sentAt = new Date();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Code sent')).toBeVisible();

  // The code boxes: typing fills them one after the other and the last digit submits.
  await tabTo(page, page.getByLabel('Digit 1'));
  await page.keyboard.type(await latestCode(page.request, phone, sentAt));
  await expect(page).toHaveURL(/\/auth\/verifyMail\/employer$/);

  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByRole('button', { name: 'Sign Up' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Check your inbox')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
});

test.describe('the first click or tap lands', () => {
  test('leaving the focused phone for Send code shows every error at once', async ({ page }) => {
    await page.goto('/auth/signUp');
    await expect(page.getByLabel('Cell phone')).toBeFocused();
    await expectNoSidewaysScroll(page);
    await press(page.getByRole('button', { name: 'Send code' }), { hold: true });
    await expect(page.getByText('Required')).toBeVisible();
    await expect(page.getByText('You must agree to continue')).toHaveCount(3);
  });

  test('leaving the focused phone for a consent box ticks it', async ({ page }) => {
    await page.goto('/auth/signUp');
    await expect(page.getByLabel('Cell phone')).toBeFocused();
    const [sms] = consentBoxes(page);
    await press(sms, { hold: true });
    await expect(sms).toBeChecked();
    await expect(page.getByText('Required')).toBeVisible();
  });

  for (const policy of ['Terms', 'Privacy Policy'] as const) {
    test(`leaving the focused phone for ${policy} opens it, and Back brings the form back as it was`, async ({ page }) => {
      await page.goto('/auth/signUp?role=100&returnUrl=%2Femployer%2Fjobs');
      await expect(page.getByLabel('Cell phone')).toBeFocused();
      await press(page.getByRole('link', { name: policy, exact: true }), { hold: true });
      await expect(page.getByRole('heading', { name: policy })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await press(page.getByRole('link', { name: 'Back' }), { hold: true });
      await expect(page).toHaveURL(/\/auth\/signUp\?role=100&returnUrl=%2Femployer%2Fjobs$/);

      const { masked } = newPhone();
      await page.getByLabel('Cell phone').fill(masked);
      const [sms, emails] = consentBoxes(page);
      await tick(sms);
      await press(page.getByRole('link', { name: policy, exact: true }), { hold: true });
      await expect(page.getByRole('heading', { name: policy })).toBeVisible();
      await press(page.getByRole('link', { name: 'Back' }), { hold: true });
      await expect(page).toHaveURL(/\/auth\/signUp\?role=100&returnUrl=%2Femployer%2Fjobs$/);
      await expect(page.getByRole('radio', { name: 'Employer' })).toBeChecked();
      await expect(page.getByLabel('Cell phone')).toHaveValue(`+1 ${masked}`);
      await expect(sms).toBeChecked();
      await expect(emails).not.toBeChecked();
    });
  }
});
