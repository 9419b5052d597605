import { SMS_OPTED_OUT_TEXT } from '@dutylink/contracts';
import type { Browser } from '@playwright/test';
import { employeeWatching, expect, expectNoSidewaysScroll, latestMessage, newAccount, press, publishJob, replySms, saveCompanyProfile, subscribeFree, test } from './support';
import { expectAccessible } from './a11y';

const EVENT_SECURITY = 1;
const HEALTHCARE = 6;

/** An employer publishes an Event Security job; answers it and the link of the alert `watcher` got for it. */
async function alertedJob(browser: Browser, watcher: { phone: string }, company: string): Promise<{ title: string; jobId: number; link: string; alert: string }> {
  const employer = await (await browser.newContext()).newPage();
  await newAccount(employer, 'Employer');
  await saveCompanyProfile(employer, { firstName: 'Al', lastName: 'Alerts', company });
  await subscribeFree(employer, 'employer');
  const title = `Stadium gate ${Date.now() % 100000}`;
  const publishedAt = new Date();
  const jobId = await publishJob(employer, title); // an Event Security job, offered everywhere
  const alert = await latestMessage(employer.request, watcher.phone, publishedAt, new RegExp(title));
  const link = /https?:\/\/\S+(\/jobs\/\d+\/\d+\?token=\S+)/.exec(alert.body)?.[1];
  expect(link, alert.body).toBeDefined();
  expect(link).toContain(`/jobs/${jobId}/`);
  return { title, jobId, link: link!, alert: alert.body };
}

test('a matching employee gets the job alert, follows its link and applies; a non-matching one gets nothing', async ({ browser }) => {
  const matching = await employeeWatching(browser, EVENT_SECURITY);
  const other = await employeeWatching(browser, HEALTHCARE);
  const { title, jobId, link, alert } = await alertedJob(browser, matching, 'Alert Test Security');
  expect(alert).toContain('Alert Test Security');
  expect(alert).toMatch(/\nReply STOP to opt out$/);

  // The link works without a session (a new browser context has no cookies), and is the server's page, without script (issue 18).
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.locator('script')).toHaveCount(0);
  await expectAccessible(visitor, 'public job page');
  await press(visitor.getByRole('button', { name: 'Apply' }));
  const applied = visitor.getByRole('status').filter({ has: visitor.getByRole('heading', { name: 'Job Applied' }) });
  await expect(applied.getByText('You are now applied to this job')).toBeVisible();
  await expectAccessible(visitor, 'public job page: Job Applied');
  await press(applied.getByRole('link', { name: 'Got It' }));
  await expect(visitor.getByRole('heading', { name: 'Job Applied' })).toHaveCount(0);
  await expect(visitor.getByText('You applied to the job')).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Apply' })).toBeDisabled();
  // The way into the app (issue 17): signed out, it is the Employee sign-in that comes back to the job.
  await visitor.getByRole('link', { name: 'Open this job in DutyLink' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/auth\\?returnUrl=%2Femployee%2Fjobs%2F${jobId}&role=0$`));
  await expect(visitor.getByRole('radio', { name: 'Employee' })).toBeChecked();

  // A forged token or a bare user id grants nothing: the page says so, and its Sign in is the employee's.
  await visitor.goto(link.replace(/token=[^&]+/, 'token=forged.token.value'));
  await expect(visitor.getByRole('heading', { name: 'Job not available' })).toBeVisible();
  await expectAccessible(visitor, 'public job page: not available');
  await visitor.getByRole('link', { name: 'Sign in' }).click();
  await expect(visitor).toHaveURL(/\/auth\?returnUrl=%2Femployee%2Fjobs&role=0$/);
  await expect(visitor.getByRole('radio', { name: 'Employee' })).toBeChecked();
  // Issue 17: a bare link is the job in the employee area, which asks to sign in, with no error.
  await visitor.goto(link.replace(/\?token=.*/, ''));
  await expect(visitor).toHaveURL(new RegExp(`/auth\\?returnUrl=%2Femployee%2Fjobs%2F${jobId}&role=0$`));
  await expect(visitor.getByRole('radio', { name: 'Employee' })).toBeChecked();
  await expect(visitor.getByText('This job link is not valid or has expired.')).toHaveCount(0);

  // The application is the employee's own; signed in, the bare link is the job in their area.
  await matching.page.goto('/employee/jobs/applied');
  await expect(matching.page.getByRole('link', { name: title })).toBeVisible();
  await matching.page.goto(link.replace(/\?token=.*/, ''));
  await expect(matching.page).toHaveURL(new RegExp(`/employee/jobs/${jobId}$`));
  await expect(matching.page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The Healthcare watcher was never told (the alert went out in the same outbox pass).
  const theirs = (await (await matching.page.request.get(`/api/dev/outbox?to=${encodeURIComponent(other.phone)}`)).json()) as { body: string }[];
  expect(theirs.filter((m) => m.body.includes(title))).toEqual([]);
});

test('with JavaScript off, the SMS link reads and applies in one tap (issue 18)', async ({ browser }) => {
  const matching = await employeeWatching(browser, EVENT_SECURITY);
  const { title, link } = await alertedJob(browser, matching, 'No Script Security');

  const officer = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await officer.goto(link);
  await expect(officer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(officer.getByRole('definition').first()).toBeVisible();
  await expectNoSidewaysScroll(officer);
  await press(officer.getByRole('button', { name: 'Apply' }));
  await expect(officer.getByRole('heading', { name: 'Job Applied' })).toBeVisible();
  await expect(officer.getByText('You are now applied to this job')).toBeVisible();
  await expect(officer.getByRole('button', { name: 'Apply' })).toHaveCount(0);
  await press(officer.getByRole('link', { name: 'Got It' }));
  await expect(officer).toHaveURL(new RegExp(`${link.replace(/[.?]/g, '\\$&')}$`));
  await expect(officer.getByText('You applied to the job')).toBeVisible();
  await expect(officer.getByRole('button', { name: 'Apply' })).toBeDisabled();

  await matching.page.goto('/employee/jobs/applied');
  await expect(matching.page.getByRole('link', { name: title })).toBeVisible();
});

test('STOP silences every text but login codes until START, and the settings say so', async ({ browser }) => {
  const employee = await employeeWatching(browser, EVENT_SECURITY);
  await replySms(employee.page, employee.phone, ' stop ');
  await employee.page.goto('/employee/notifications');
  await expect(employee.page.getByText(SMS_OPTED_OUT_TEXT)).toBeVisible();
  await expectAccessible(employee.page, 'employee: notifications opted out');

  const employer = await (await browser.newContext()).newPage();
  await newAccount(employer, 'Employer');
  await saveCompanyProfile(employer, { firstName: 'Sam', lastName: 'Stop', company: 'Quiet Hours Security' });
  await subscribeFree(employer, 'employer');
  const silent = `Silent post ${Date.now() % 100000}`;
  await publishJob(employer, silent);

  await replySms(employee.page, employee.phone, 'START');
  await employee.page.reload();
  await expect(employee.page.getByRole('form', { name: 'Notification settings' })).toBeVisible();
  await expect(employee.page.getByText(SMS_OPTED_OUT_TEXT)).toHaveCount(0);
  const afterStart = new Date();
  const loud = `Loud post ${Date.now() % 100000}`;
  await publishJob(employer, loud);
  await latestMessage(employer.request, employee.phone, afterStart, new RegExp(loud));

  const received = (await (await employer.request.get(`/api/dev/outbox?to=${encodeURIComponent(employee.phone)}`)).json()) as { body: string }[];
  expect(received.filter((m) => m.body.includes(silent))).toEqual([]);
});
