import { type Browser, type Page } from '@playwright/test';
import { apiPost, appOrigin, employeeWatching, expect, expectNoSidewaysScroll, jobPayload, latestMessage, publishJob, press, replySms, saveCompanyProfile, newAccount, signIn, subscribedEmployer, test } from './support';
import { expectAccessible } from './a11y';

// Issue 17, section 7: applicants and hires, messages that reach nobody, alert areas and pay, search.
// Accounts are set up through the API; the screens under test run on the project's screen (a desktop, or a
// 390 px phone by touch).
const EVENT_SECURITY = 1;
const suffix = Date.now() % 100000;

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'admin');
  return page;
}

test('an employer rejects a New applicant, confirms a hire, hires a cancelled hire again, and is offered no Hire once the job is closed', async ({ browser }) => {
  const employer = await subscribedEmployer(browser, `Hiring Rules Security ${suffix}`);
  const jobId = await publishJob(employer.page, `Concourse ${suffix}`);
  const [first, second] = [await employeeWatching(browser, EVENT_SECURITY), await employeeWatching(browser, EVENT_SECURITY)];
  await apiPost(first.page, `jobs/apply/${jobId}`);
  await apiPost(second.page, `jobs/apply/${jobId}`);
  const applicants = (await (await employer.page.request.get(`/api/jobApplicants/${jobId}`)).json()) as { id: number; user: { id: number } }[];
  const [firstId, secondId] = [applicants[0].user.id, applicants[1].user.id];

  // A New applicant is rejected with a reason from the list.
  await employer.page.goto(`/employer/jobs/${jobId}/applicants/${secondId}`);
  await expect(employer.page.getByRole('button', { name: 'Reject' })).toBeVisible({ timeout: 30_000 });
  await press(employer.page.getByRole('button', { name: 'Reject' }));
  const reject = employer.page.getByRole('dialog', { name: 'The reason for rejecting the applicant' });
  await expectNoSidewaysScroll(employer.page);
  await press(reject.getByRole('combobox', { name: 'Reason' }));
  await press(employer.page.getByRole('option', { name: 'Manpower issues' }));
  const rejectedAt = new Date();
  await press(reject.getByRole('button', { name: 'Confirm' }));
  await expect(reject).toHaveCount(0);
  // Never hired: turned down, not a cancelled hire.
  await expect(employer.page.getByText('Not selected')).toBeVisible();
  await latestMessage(employer.page.request, second.phone, rejectedAt, /you were not selected for .* \(Manpower issues\)/);

  // Hire asks first; No hires nobody, Hire hires.
  await employer.page.goto(`/employer/jobs/${jobId}/applicants/${firstId}`);
  await press(employer.page.getByRole('button', { name: 'Hire' }));
  let confirm = employer.page.getByRole('dialog', { name: 'Hire' });
  await expect(confirm.getByText(/^Hire .+ for this job\? They get a text message right away\.$/)).toBeVisible();
  await expectAccessible(employer.page, 'employer: hire confirmation');
  await expectNoSidewaysScroll(employer.page);
  await press(confirm.getByRole('button', { name: 'Cancel' }));
  await expect(confirm).toHaveCount(0);
  await expect(employer.page.getByRole('heading', { level: 1, name: 'Short view of the applicant' })).toBeVisible();
  await press(employer.page.getByRole('button', { name: 'Hire' }));
  await press(confirm.getByRole('button', { name: 'Hire' }));
  await expect(employer.page.getByRole('heading', { level: 1, name: 'Extended view of hired employee' })).toBeVisible();

  // The hire is cancelled, then made again: a cancelled hire is not final while the job is open.
  await press(employer.page.getByRole('button', { name: 'Cancel hire' }));
  await press(employer.page.getByRole('dialog', { name: 'The reason for cancelling hire' }).getByRole('button', { name: 'Confirm' }));
  await expect(employer.page.getByText('Hire cancelled')).toBeVisible();
  const rehiredAt = new Date();
  await press(employer.page.getByRole('button', { name: 'Hire' }));
  confirm = employer.page.getByRole('dialog', { name: 'Hire' });
  await press(confirm.getByRole('button', { name: 'Hire' }));
  await expect(employer.page.getByRole('heading', { level: 1, name: 'Extended view of hired employee' })).toBeVisible();
  await latestMessage(employer.page.request, first.phone, rehiredAt, /you are hired for/);

  // Closed: the turned-down applicant is shown without Hire, and why.
  await apiPost(employer.page, `employers/jobs/changeState/${jobId}/0`);
  await employer.page.goto(`/employer/jobs/${jobId}/applicants/${secondId}`);
  await expect(employer.page.getByText('This job is closed: nobody can be hired for it.')).toBeVisible();
  await expect(employer.page.getByRole('button', { name: 'Hire' })).toHaveCount(0);
  await expectAccessible(employer.page, 'employer: applicant of a closed job');
  await expectNoSidewaysScroll(employer.page);
});

test('an admin sees who replied STOP and is told why a message reaches nobody', async ({ browser }) => {
  const company = `Stopped Phone Security ${suffix}`;
  const employer = await subscribedEmployer(browser, company);
  await replySms(employer.page, employer.phone, 'STOP');
  const admin = await adminPage(browser);
  await admin.goto('/admin/employers');
  await admin.getByPlaceholder('Search by name, email, phone, company name').fill(company);
  const row = admin.getByRole('row', { name: new RegExp(company) });
  await expect(row.getByText('SMS off (STOP)')).toBeVisible();
  await expectAccessible(admin, 'admin: employers with an opted-out phone');

  await row.getByRole('button', { name: /^Actions for / }).click();
  await admin.getByRole('menuitem', { name: 'Send SMS' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Please call the office.');
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(admin.getByText('This employer replied STOP: no SMS reaches them until they reply START')).toBeVisible();
  await expect(dialog).toBeVisible();

  // The profile says so too, on a admin.
  const { id } = ((await (await admin.request.post('/api/admin/employers/items/0/1/0/1', { data: { text: company }, headers: { origin: appOrigin() } })).json()) as { items: { id: number }[] }).items[0];
  await admin.goto(`/admin/employers/${id}`);
  const account = admin.getByRole('region', { name: 'Account' });
  await expect(account.getByText('SMS off (STOP)')).toBeVisible({ timeout: 30_000 });
  await expectNoSidewaysScroll(admin);

  // Blocked: the reason, not a bare 'Not found'.
  await apiPost(admin, `admin/users/change-state/${id}/0`);
  await replySms(employer.page, employer.phone, 'START');
  const refused = await admin.request.post('/api/admin/misc/send-sms', { data: { text: 'Hello', role: 100, userIDs: [id] }, headers: { origin: appOrigin() } });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ title: 'This employer is blocked: unblock the account to send an SMS' });
});

test('the admin search finds NUÑEZ in Núñez, whatever the case and accents', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await newAccount(page, 'Employer');
  const company = `Seguridad Peñalolén ${suffix}`;
  await saveCompanyProfile(page, { firstName: 'Inés', lastName: 'Núñez', company });
  const admin = await adminPage(browser);
  await admin.goto('/admin/employers');
  for (const text of [`PEÑALOLÉN ${suffix}`, `penalolen ${suffix}`]) {
    await admin.getByPlaceholder('Search by name, email, phone, company name').fill(text);
    await expect(admin.getByRole('row', { name: new RegExp(company) })).toBeVisible();
    await expect(admin.getByText('Total: 1', { exact: true })).toBeVisible();
  }
});

test('an officer asking at least $25 an hour is alerted of a $400-a-day job; a ZIP code alone and a state without metro areas can be chosen', async ({ browser }) => {
  const officer = await employeeWatching(browser, EVENT_SECURITY);
  await officer.page.goto('/employee/notifications');
  const form = officer.page.getByRole('form', { name: 'Notification settings' });
  await expect(form.getByRole('checkbox', { name: 'Ohio' })).toBeVisible({ timeout: 30_000 });
  await expect(form.getByRole('checkbox', { name: 'Wyoming' })).toBeVisible();
  await expectNoSidewaysScroll(officer.page);

  // At least $25 an hour, Event Security, only the ZIP code of the job (78701).
  await apiPost(officer.page, 'employees/profile/notifications', {
    anySalary: false,
    atLeastSalary: 25,
    salaryType: 0,
    categories: [EVENT_SECURITY],
    subCategories: [],
    locations: [],
    allZips: false,
    ziPs: ['78701'],
  });
  await officer.page.reload();
  await expect(form.getByRole('checkbox', { name: 'All ZIPs' })).not.toBeChecked();
  await expect(form.getByText('78701')).toBeVisible();
  await press(form.getByRole('button', { name: 'Next' }));
  await expect(officer.page).not.toHaveURL(/\/employee\/notifications$/);
  await expect(officer.page.getByText('At least one location must be selected')).toHaveCount(0);

  const employer = await subscribedEmployer(browser, `Day Rate Security ${suffix}`);
  const title = `Day rate gate ${suffix}`;
  const job = (await jobPayload(employer.page, title)) as { details: Record<string, unknown>; payment: Record<string, unknown> };
  job.details.jobLocationsAll = false;
  job.details.locationIDs = [103];
  job.payment.salaryType = 1;
  job.payment.salaryValue = 400;
  const publishedAt = new Date();
  await apiPost(employer.page, 'employers/jobs', job);
  const alert = await latestMessage(employer.page.request, officer.phone, publishedAt, new RegExp(title));
  expect(alert.body).toContain('$400.00/day');
});

test('the job search finds a city and a company', async ({ page }) => {
  await signIn(page, 'employee');
  const search = page.getByRole('searchbox', { name: 'Search job by text or description' });
  // The demo festival in Austin's Zilker Park, by Lone Star: 'Zilker' keeps it on the first page whatever
  // other journeys posted, and the second word must be found in its city or its company.
  const festival = page.getByRole('link', { name: /Festival Crowd Management/ });
  await search.fill('Zilker Austin');
  await expect(festival).toBeVisible();
  await search.fill('Zilker Houston');
  await expect(page.getByText('No jobs')).toBeVisible();
  await expect(festival).toHaveCount(0);
  await search.fill('Zilker Lone Star');
  await expect(festival).toBeVisible();
});

test('an officer who deletes their account while hired: the employer is texted', async ({ browser }) => {
  const employer = await subscribedEmployer(browser, `Leaver Test Security ${suffix}`);
  const title = `Loading dock ${suffix}`;
  const jobId = await publishJob(employer.page, title);
  const officer = await employeeWatching(browser, EVENT_SECURITY);
  await apiPost(officer.page, `jobs/apply/${jobId}`);
  const [application] = (await (await employer.page.request.get(`/api/jobApplicants/${jobId}`)).json()) as { id: number }[];
  expect(await apiPost(employer.page, `jobApplicants/accept/${application.id}`)).toEqual({ success: true });

  await officer.page.goto('/employee/profile');
  // Every card loaded: one loading into place could take the tap meant for the button below it.
  await expect(officer.page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  await expect(officer.page.getByRole('progressbar')).toHaveCount(0);
  const deletedAt = new Date();
  await press(officer.page.getByRole('button', { name: 'Delete my account' }));
  await press(officer.page.getByRole('dialog').getByRole('button', { name: 'Delete' }));
  await expect(officer.page.getByRole('heading', { name: 'Efficient, reliable security work opportunities' })).toBeVisible();
  const told = await latestMessage(employer.page.request, employer.phone, deletedAt, /deleted their DutyLink account/);
  expect(told.body).toContain(`hired for "${title}", deleted their DutyLink account and is no longer hired. Applicants: `);
});
