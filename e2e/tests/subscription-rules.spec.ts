import { type BrowserContext, type Locator, type Page } from '@playwright/test';
import { EmployerJobState } from '@dutylink/contracts';
import { apiPost, appOrigin, applyPromo, expect, fillMissingProfile, followMenu, press, saveCompanyProfile, signIn, signUpVerified, test } from './support';
import { expectAccessible } from './a11y';

// Issue 17, sections 7 and 8: the subscription rules that had only unit and server tests.
const suffix = Date.now() % 100000;
const SELLER_EMAIL = 'billing@dutylink.test';

/** One line of text an invoice PDF draws, with the left edge it starts at. */
interface PdfLine {
  x: number;
  text: string;
}

/**
 * The lines of text of the invoice's page as PDF.js reads them (through the embedded font's Unicode map),
 * in drawing order. Pieces on one baseline drawn one after the other are one line.
 */
async function pdfLines(pdf: Buffer): Promise<PdfLine[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const { items } = await (await document.getPage(1)).getTextContent();
  await document.destroy();
  const lines: (PdfLine & { y: number; end: number })[] = [];
  for (const item of items) {
    if (!('str' in item) || item.str === '') continue;
    const [x, y] = [item.transform[4] as number, item.transform[5] as number];
    const last = lines.at(-1);
    if (last && Math.abs(last.y - y) < 0.5 && Math.abs(last.end - x) < 1) Object.assign(last, { text: last.text + item.str, end: x + item.width });
    else lines.push({ x, y, text: item.str, end: x + item.width });
  }
  return lines;
}

/** The 'Bill to' block (the right-hand column) and the 'Seller' block of an invoice PDF. */
async function invoiceParties(pdf: Buffer): Promise<{ seller: string[]; buyer: string[] }> {
  const lines = await pdfLines(pdf);
  const billTo = lines.find((line) => line.text === 'Bill to');
  expect(billTo, lines.map((line) => line.text).join('\n')).toBeDefined();
  const from = lines.indexOf(billTo!);
  const seller = lines.slice(lines.findIndex((line) => line.text === 'Seller'), from).map((line) => line.text);
  const buyer = lines.slice(from).filter((line) => line.x === billTo!.x).map((line) => line.text);
  return { seller: seller.slice(1), buyer: buyer.slice(1) };
}

/**
 * Presses the PDF invoice button on the only paid row and answers the PDF of the address the new tab opened.
 * The tab's own response body is Chromium's PDF viewer page, so the same address is fetched again
 * with the page's session.
 */
async function downloadInvoice(page: Page, context: BrowserContext): Promise<Buffer> {
  const transactions = page.getByRole('table', { name: 'Transactions' });
  await expect(transactions.getByRole('img', { name: 'Paid' })).toHaveCount(1);
  const popupOpened = context.waitForEvent('page');
  await press(transactions.getByRole('button', { name: /^PDF invoice/ }));
  const invoice = await popupOpened;
  await invoice.waitForURL(/\/api\/subscriptions\/invoices\/\d+\.pdf$/, { waitUntil: 'commit' });
  const pdf = await page.request.get(invoice.url());
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await invoice.close();
  return pdf.body();
}

/** The end of the running plan as the Current plan block shows it ('Active until 12/24/26'). */
async function activeUntil(currentPlan: Locator): Promise<string> {
  const line = currentPlan.getByText(/^Active until \d\d\/\d\d\/\d\d$/);
  await expect(line).toBeVisible();
  return (await line.textContent())!.replace('Active until ', '');
}

test('an employee with an empty profile is told which steps to fill before subscribing, cannot apply to a job, and a success address without a purchase shows no dialog', async ({ page, browser }) => {
  await signUpVerified(page, 'Employee');
  await followMenu(page, 'Subscription');
  await expect(page).toHaveURL(/\/employee\/subscription$/);
  const missing = 'Fill in your profile first: General information, Permits & Credentials, Notification settings, Experience';
  const notice = page.getByRole('alert').filter({ hasText: missing });
  await expect(notice).toHaveText(`${missing}. Fill in General information`);
  await expect(notice.getByRole('link', { name: 'Fill in General information' })).toHaveAttribute('href', '/employee/general');
  await expectAccessible(page, 'employee: subscription with an empty profile');

  // The server refuses a promo code with the same sentence; the page does not ask for one, it leads to the first step.
  const refused = await page.request.post('/api/subscriptions/apply-promo/WELCOME20', { headers: { origin: appOrigin() } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ title: missing });
  await press(page.getByRole('button', { name: 'Add Promo Code' }));
  await expect(page).toHaveURL(/\/employee\/general$/);
  await expect(page.getByRole('dialog', { name: 'Add Promo Code' })).toHaveCount(0);

  // Applying to an open job of the demo employer is refused with the same sentence: the profile comes before a subscription.
  const employer = await (await browser.newContext()).newPage();
  await signIn(employer, 'employer');
  // A full-time demo job, which never ends (a newer one of another journey may have ended by now in its zone).
  const { items } = await apiPost<{ items: { id: number }[] }>(employer, 'employers/jobs/items/0/1/0/0', { state: EmployerJobState.Active, text: 'Retail Loss Prevention Officer' });
  const apply = await page.request.post(`/api/jobs/apply/${items[0]!.id}`, { headers: { origin: appOrigin() } });
  expect(apply.status()).toBe(403);
  expect(await apply.json()).toEqual({ title: missing });
  await employer.context().close();

  // Nothing was bought: the success address is the plain subscription page, without a dialog.
  await page.goto('/employee/subscription/success');
  await expect(page).toHaveURL(/\/employee\/subscription$/);
  await expect(page.getByRole('heading', { name: 'My employee subscription' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an employee with a 20% promo code sees the lower prices, pays, gets an invoice with their billing address, and Cancel Subscription also drops the plan bought next', async ({ page, context }) => {
  const { masked, email } = await signUpVerified(page, 'Employee');
  await fillMissingProfile(page, 'employee');
  await applyPromo(page, 'employee', 'WELCOME20');
  const currentPlan = page.getByRole('region', { name: 'Current plan' });
  await expect(currentPlan.getByText('Promo code: WELCOME20 (20% off for 3 months)')).toBeVisible();

  // The plans show the promo price before the checkout.
  await press(currentPlan.getByRole('button', { name: 'Buy Subscription' }));
  let buy = page.getByRole('dialog', { name: 'Buy subscription' });
  await expect(buy.getByRole('radio', { name: 'Monthly $31.99 per month (was $39.99, WELCOME20 20% off)' })).toBeChecked();
  await expect(buy.getByRole('radio', { name: 'Annual $319.20 per year (was $399.00, WELCOME20 20% off)' })).toBeVisible();
  await expectAccessible(page, 'buy subscription dialog with a promo price');
  await press(buy.getByRole('button', { name: 'Buy' }));
  await expect(page).toHaveURL(/\/dev\/checkout\//);
  await press(page.getByRole('button', { name: 'Pay $31.99' }));
  const paid = page.getByRole('dialog', { name: 'Payment successful' });
  await expect(paid).toHaveText(/Thank you! We received your payment of \$31\.99\. Your Monthly plan is active now\./);
  await press(paid.getByRole('button', { name: 'OK' }));
  const until = await activeUntil(currentPlan);

  // The invoice names the buyer with their billing address, and the seller's e-mail.
  const { seller, buyer } = await invoiceParties(await downloadInvoice(page, context));
  expect(seller.at(-1)).toBe(SELLER_EMAIL);
  expect(buyer).toEqual(['Maria Lopez', '100 Main St', 'Dallas, TX 75201', 'United States', `+1 ${masked}`, email]);

  // A plan bought while this one runs is queued: the success page says so, and nothing is charged now.
  await press(currentPlan.getByRole('button', { name: 'Upgrade subscription' }));
  await press(page.getByRole('dialog', { name: 'Upgrade subscription' }).getByRole('button', { name: 'Continue' }));
  buy = page.getByRole('dialog', { name: 'Buy subscription' });
  await press(buy.getByRole('radio', { name: /^Annual / }));
  await press(buy.getByRole('button', { name: 'Buy' }));
  await expect(page).toHaveURL(/\/dev\/checkout\//);
  await press(page.getByRole('button', { name: 'Pay $319.20' }));
  await expect(page).toHaveURL(/\/employee\/subscription\/success$/);
  const queued = page.getByRole('dialog', { name: 'Plan bought' });
  await expect(queued).toHaveText(new RegExp(`Your Annual plan starts on ${until}, when your current subscription ends\\. It is charged then \\(\\$319\\.20\\); nothing was charged now\\.`));
  await expect(page.getByRole('dialog', { name: 'Payment successful' })).toHaveCount(0);
  await expectAccessible(page, 'checkout return: plan bought (queued)');
  await press(queued.getByRole('button', { name: 'OK' }));
  await expect(currentPlan.getByText('Next plan: Annual')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Transactions' }).getByRole('row')).toHaveCount(2);

  // Cancelling says the queued plan goes too, and it does.
  await press(currentPlan.getByRole('button', { name: 'Cancel Subscription' }));
  const cancel = page.getByRole('dialog', { name: 'Cancel Subscription' });
  await expect(cancel.getByText(`Your subscription stays active until the end of the current period (${until}). No more payments will be taken.`)).toBeVisible();
  await expect(cancel.getByText(`The Annual plan you bought to start on ${until} is cancelled too: it will not start and will not be charged.`)).toBeVisible();
  await expectAccessible(page, 'cancel subscription dialog with a queued plan');
  await press(cancel.getByRole('button', { name: 'Yes' }));
  await expect(cancel).toHaveCount(0);
  await page.reload();
  await expect(currentPlan.getByText('Monthly', { exact: true })).toBeVisible();
  await expect(currentPlan.getByText(`Active until ${until}`)).toBeVisible();
  await expect(currentPlan.getByText('No more payments')).toBeVisible();
  await expect(currentPlan.getByText(/Next plan/)).toHaveCount(0);
});

test('an employer who enters a 100% promo code with a plan starts that plan for free, and the invoice names the company at its billing address', async ({ page, context }) => {
  const { masked, email } = await signUpVerified(page, 'Employer');
  const company = `Free Start Security ${suffix}`;
  await saveCompanyProfile(page, { firstName: 'Fay', lastName: 'Free', company });
  // The billing address is optional, whole once begun, and entered on the company profile.
  await page.goto('/employer/general?returnUrl=/employer/profile');
  await page.getByRole('textbox', { name: 'Address 1', exact: true }).fill('600 Congress Ave');
  await press(page.getByRole('button', { name: 'Save' }));
  await expect(page.getByText('State is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Austin');
  await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Texas' });
  await page.getByRole('textbox', { name: 'ZIP code', exact: true }).fill('78701');
  await expectAccessible(page, 'employer: company profile with a billing address');
  await press(page.getByRole('button', { name: 'Save' }));
  await expect(page).toHaveURL(/\/employer\/profile$/);
  await expect(page.getByText('600 Congress Ave, Austin, TX 78701')).toBeVisible();
  await followMenu(page, 'Subscription');
  const currentPlan = page.getByRole('region', { name: 'Current plan' });
  await press(currentPlan.getByRole('button', { name: 'Buy Subscription' }));
  const buy = page.getByRole('dialog', { name: 'Buy subscription' });
  await press(buy.getByRole('radio', { name: 'Weekly $14.99 per week' }));
  await buy.getByLabel('Coupon code').fill('FREEMONTH');
  await press(buy.getByRole('button', { name: 'Buy' }));
  await expect(page).toHaveURL(/\/dev\/checkout\//);
  await expect(page.getByRole('row', { name: 'Total $0.00' })).toBeVisible();
  await press(page.getByRole('button', { name: 'Start for free' }));

  await expect(page).toHaveURL(/\/employer\/subscription\/success$/);
  const started = page.getByRole('dialog', { name: 'Subscription started' });
  await expect(started).toHaveText(/Your Weekly plan is active now, free with the promo code FREEMONTH\. Nothing was charged\./);
  await expect(page.getByRole('dialog', { name: 'Payment successful' })).toHaveCount(0);
  await expectAccessible(page, 'checkout return: subscription started for free');
  await press(started.getByRole('button', { name: 'OK' }));
  await expect(currentPlan.getByText('Weekly', { exact: true })).toBeVisible();
  await expect(currentPlan.getByRole('button', { name: 'Upgrade subscription' })).toBeVisible();

  const { seller, buyer } = await invoiceParties(await downloadInvoice(page, context));
  expect(seller.at(-1)).toBe(SELLER_EMAIL);
  expect(buyer).toEqual(['Fay Free', company, '600 Congress Ave', 'Austin, TX 78701', 'United States', `+1 ${masked}`, email]);
});
