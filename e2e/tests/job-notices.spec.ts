import { type Browser, type Page } from '@playwright/test';
import { apiPost, employeeWatching, expect, expectNoSidewaysScroll, hire, latestMessage, press, publishJob, subscribedEmployer, test } from './support';
import { expectAccessible } from './a11y';

// Issue 17, being told what changed (run on a desktop and, by touch, on a 390 px phone: playwright.config.ts).
const EVENT_SECURITY = 1;

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('a hired officer withdraws with a reason, and the employer is texted who and why', async ({ browser }) => {
  const employer = await subscribedEmployer(browser, 'Withdraw Test Security');
  const title = `Arena gate ${Date.now() % 100000}`;
  const jobId = await publishJob(employer.page, title);
  const officer = await employeeWatching(browser, EVENT_SECURITY);
  await apiPost(officer.page, `jobs/apply/${jobId}`);
  const applicants = (await (await employer.page.request.get(`/api/jobApplicants/${jobId}`)).json()) as { id: number }[];
  expect(await apiPost(employer.page, `jobApplicants/accept/${applicants[0].id}`)).toEqual({ success: true });

  const screen = officer.page;
  await screen.goto(`/employee/jobs/${jobId}`);
  await expect(screen.getByText('You accepted')).toBeVisible();
  await expectNoSidewaysScroll(screen);
  await press(screen.getByRole('button', { name: 'Unapply' }));
  const dialog = screen.getByRole('dialog', { name: 'Withdraw from this job' });
  // Before confirming, the dialog says whether the withdrawal counts on the record (issue 36): the shift is a week away.
  await expect(dialog.getByText('This withdrawal does not count as late: your next shift of this job is more than 24 hours away.')).toBeVisible();
  await press(dialog.getByRole('button', { name: 'Confirm' }));
  await expect(dialog.getByText('Tell the employer why you withdraw')).toBeVisible();
  await expectAccessible(screen, 'employee: withdraw dialog');
  await expectNoSidewaysScroll(screen);
  await press(dialog.getByRole('combobox', { name: 'Reason' }));
  await press(screen.getByRole('option', { name: 'Transportation problem' }));
  const withdrawnAt = new Date();
  await press(dialog.getByRole('button', { name: 'Confirm' }));
  await expect(dialog).toHaveCount(0);
  await expect(screen.getByRole('button', { name: 'Apply' })).toBeVisible();

  const told = await latestMessage(employer.page.request, employer.phone, withdrawnAt, /withdrew from/);
  expect(told.body).toContain(`withdrew from "${title}" (Transportation problem). Applicants: `);
  expect(told.body).toContain(`/employer/jobs/${jobId}/applicants`);
});

test("an applicant passed over when the place is filled reads 'Not selected' in My applications and on the job, as the SMS said, with no Unapply", async ({ browser }) => {
  const employer = await subscribedEmployer(browser, 'Filled Place Security');
  const title = `Museum door ${Date.now() % 100000}`;
  const jobId = await publishJob(employer.page, title);
  const [chosen, waiting] = [await employeeWatching(browser, EVENT_SECURITY), await employeeWatching(browser, EVENT_SECURITY)];
  await apiPost(chosen.page, `jobs/apply/${jobId}`);
  await apiPost(waiting.page, `jobs/apply/${jobId}`);
  const filledAt = new Date();
  await hire(employer.page, jobId, chosen.page);
  await latestMessage(employer.page.request, waiting.phone, filledAt, /is filled\. You were not selected this time\./);

  const screen = waiting.page;
  await screen.goto('/employee/jobs/applied');
  const card = screen.getByRole('list', { name: /My applications/ }).getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText('Not selected')).toBeVisible();
  await expect(card.getByText('Applied')).toHaveCount(0);
  await expectNoSidewaysScroll(screen);
  await press(card.getByRole('link', { name: title }));
  await expect(screen.getByText('Thank you for your interest, however you were not selected at this time')).toBeVisible();
  await expect(screen.getByRole('button', { name: 'Unapply' })).toHaveCount(0);
  await expectAccessible(screen, 'employee: job not selected for');
  await expectNoSidewaysScroll(screen);
});

test("a closed job's SMS link says the job was closed, and a bare link is the job in the employee area", async ({ browser }) => {
  const watcher = await employeeWatching(browser, EVENT_SECURITY);
  const employer = await subscribedEmployer(browser, 'Closing Test Security');
  const title = `Parade route ${Date.now() % 100000}`;
  const publishedAt = new Date();
  const jobId = await publishJob(employer.page, title);
  const alert = await latestMessage(employer.page.request, watcher.phone, publishedAt, new RegExp(title));
  const link = /https?:\/\/\S+(\/jobs\/\d+\/\d+\?token=\S+)/.exec(alert.body)?.[1];
  expect(link, alert.body).toBeDefined();
  await apiPost(employer.page, `employers/jobs/changeState/${jobId}/0`);

  const visitor = await newPage(browser);
  await visitor.goto(link!);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('This job was closed. It no longer takes applicants.')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await expect(visitor.getByText('This job link is not valid or has expired.')).toHaveCount(0);
  await expectAccessible(visitor, 'public job page: closed job');
  await expectNoSidewaysScroll(visitor);

  // A bare link is the job in the employee area: a visitor signs in as an employee first, with no error.
  await visitor.goto(link!.replace(/\?token=.*/, ''));
  await expect(visitor).toHaveURL(new RegExp(`/auth\\?returnUrl=%2Femployee%2Fjobs%2F${jobId}&role=0$`));
  await expect(visitor.getByRole('radio', { name: 'Employee' })).toBeChecked();
  await expect(visitor.getByText('This job link is not valid or has expired.')).toHaveCount(0);
  await expect(visitor.getByRole('alert')).toHaveCount(0);
  await expectNoSidewaysScroll(visitor);
});

test('an employer chooses how new applicants are told', async ({ browser }) => {
  const employer = await subscribedEmployer(browser, 'Setting Test Security');
  const screen = employer.page;
  await screen.goto('/employer/profile');
  const choice = screen.getByRole('radiogroup', { name: 'Tell me about new applicants by' });
  await expect(choice.getByRole('radio', { name: 'Text message' })).toBeChecked();
  await expectNoSidewaysScroll(screen);
  await expectAccessible(screen, 'employer: profile with notices');
  await press(choice.getByRole('radio', { name: 'Email' }));
  await expect(choice.getByRole('radio', { name: 'Email' })).toBeChecked();
  await expect(screen.getByText('Notifications saved')).toBeVisible();
  await expect.poll(async () => (await (await screen.request.get('/api/employers/profile/notices')).json()) as unknown).toMatchObject({ applicantNotices: 'email' });
});
