import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiPost, employeeWatching, latestMessage, publishJob, subscribedEmployer } from './support';
import { expectAccessible } from './a11y';

// Issue 17, being told what changed. Accounts are set up on a desktop page; the screens under test are
// used on a 390 px phone by touch, with the same session.
const EVENT_SECURITY = 1;
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** A phone page with the session of `page` (or none). */
async function onPhone(browser: Browser, page?: Page): Promise<Page> {
  return (await browser.newContext({ ...PHONE, storageState: page ? await page.context().storageState() : undefined })).newPage();
}

const fitsThePhone = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test('a hired officer withdraws with a reason, and the employer is texted who and why', async ({ browser }) => {
  const employer = await subscribedEmployer(browser, 'Withdraw Test Security');
  const title = `Arena gate ${Date.now() % 100000}`;
  const jobId = await publishJob(employer.page, title);
  const officer = await employeeWatching(browser, EVENT_SECURITY);
  await apiPost(officer.page, `jobs/apply/${jobId}`);
  const applicants = (await (await employer.page.request.get(`/api/jobApplicants/${jobId}`)).json()) as { id: number }[];
  expect(await apiPost(employer.page, `jobApplicants/accept/${applicants[0].id}`)).toEqual({ success: true });

  const phone = await onPhone(browser, officer.page);
  await phone.goto(`/employee/jobs/${jobId}`);
  await expect(phone.getByText('You accepted')).toBeVisible();
  await fitsThePhone(phone);
  await phone.getByRole('button', { name: 'Unapply' }).tap();
  const dialog = phone.getByRole('dialog', { name: 'Withdraw from this job' });
  await dialog.getByRole('button', { name: 'Confirm' }).tap();
  await expect(dialog.getByText('Tell the employer why you withdraw')).toBeVisible();
  await expectAccessible(phone, 'employee: withdraw dialog');
  await fitsThePhone(phone);
  await dialog.getByRole('combobox', { name: 'Reason' }).tap();
  await phone.getByRole('option', { name: 'Transportation problem' }).tap();
  const withdrawnAt = new Date();
  await dialog.getByRole('button', { name: 'Confirm' }).tap();
  await expect(dialog).toHaveCount(0);
  await expect(phone.getByRole('button', { name: 'Apply' })).toBeVisible();

  const told = await latestMessage(employer.page.request, employer.phone, withdrawnAt, /withdrew from/);
  expect(told.body).toContain(`withdrew from "${title}" (Transportation problem). Applicants: `);
  expect(told.body).toContain(`/employer/jobs/${jobId}/applicants`);
});

test("a closed job's SMS link says the job was closed, and a bare link asks to sign in once", async ({ browser }) => {
  const watcher = await employeeWatching(browser, EVENT_SECURITY);
  const employer = await subscribedEmployer(browser, 'Closing Test Security');
  const title = `Parade route ${Date.now() % 100000}`;
  const publishedAt = new Date();
  const jobId = await publishJob(employer.page, title);
  const alert = await latestMessage(employer.page.request, watcher.phone, publishedAt, new RegExp(title));
  const link = /https?:\/\/\S+(\/jobs\/\d+\/\d+\?token=\S+)/.exec(alert.body)?.[1];
  expect(link, alert.body).toBeDefined();
  await apiPost(employer.page, `employers/jobs/changeState/${jobId}/0`);

  const visitor = await onPhone(browser);
  await visitor.goto(link!);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('This job was closed. It no longer takes applicants.')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await expect(visitor.getByText('This job link is not valid or has expired.')).toHaveCount(0);
  await expectAccessible(visitor, 'public job page: closed job');
  await fitsThePhone(visitor);

  await visitor.goto(link!.replace(/\?token=.*/, ''));
  await expect(visitor.getByRole('heading', { name: 'Sign in to see this job' })).toBeVisible();
  await expect(visitor.getByText('This job link is not valid or has expired.')).toHaveCount(0);
  await expect(visitor.getByRole('alert')).toHaveCount(0);
  await fitsThePhone(visitor);
  await visitor.getByRole('link', { name: 'Sign in' }).tap();
  await expect(visitor).toHaveURL(/\/auth\/signIn\?returnUrl=/);
});

test('an employer chooses on a phone how new applicants are told', async ({ browser }) => {
  const employer = await subscribedEmployer(browser, 'Setting Test Security');
  const phone = await onPhone(browser, employer.page);
  await phone.goto('/employer/profile');
  const choice = phone.getByRole('radiogroup', { name: 'Tell me about new applicants by' });
  await expect(choice.getByRole('radio', { name: 'Text message' })).toBeChecked();
  await fitsThePhone(phone);
  await expectAccessible(phone, 'employer: profile with notices');
  await choice.getByRole('radio', { name: 'E-mail' }).tap();
  await expect(choice.getByRole('radio', { name: 'E-mail' })).toBeChecked();
  await expect.poll(async () => (await (await phone.request.get('/api/employers/profile/notices')).json()) as unknown).toEqual({ applicantNotices: 'email' });
});
