import { apiPost, employeeWatching, expect, followMenu, hire, jobPayload, latestMessage, press, publishJob, subscribedEmployer, test } from './support';
import { expectAccessible } from './a11y';

// Issue 17 §6, being told what changed, seen by the people it happens to. Accounts, applications and
// hires are set up through the API; the screens under test are this project's (a desktop,
// or a 390 px phone by touch), with the session of the account that uses them.
const EVENT_SECURITY = 1;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('an employer is texted a digest of new applicants and edits the filled job: the hired are texted what changed, the one not chosen that every place is filled; closing tells each where they stand, and the hired can no longer withdraw', async ({ browser, baseURL }) => {
  const company = 'Change Notice Security';
  const title = `Pier gate ${Date.now() % 100000}`;
  const employer = await subscribedEmployer(browser, company);
  const job = (await jobPayload(employer.page, title)) as { payment: Record<string, unknown> };
  job.payment.numberOfEmployee = 2;
  const { id: jobId } = await apiPost<{ id: number }>(employer.page, 'employers/jobs', job);
  const [first, second, waiting] = [
    await employeeWatching(browser, EVENT_SECURITY),
    await employeeWatching(browser, EVENT_SECURITY),
    await employeeWatching(browser, EVENT_SECURITY),
  ];
  const appliedAt = new Date();
  for (const officer of [first, second, waiting]) await apiPost(officer.page, `jobs/apply/${jobId}`);

  const applicantsLink = `${baseURL}/employer/jobs/${jobId}/applicants`;
  const employerPage = employer.page;
  await employerPage.goto(applicantsLink);
  await expect(employerPage.getByRole('list', { name: 'Applicants' }).getByRole('listitem')).toHaveCount(3);

  // The hire that fills the last place tells the applicant still waiting.
  const filledAt = new Date();
  await hire(employer.page, jobId, first.page);
  await hire(employer.page, jobId, second.page);
  const passedOver = await latestMessage(employer.page.request, waiting.phone, filledAt, /is filled/);
  expect(passedOver.body).toBe(`DutyLink: every place for "${title}" at ${company} is filled. You were not selected this time.`);

  // The editor says who is texted, and keeps at least as many officers as are hired.
  await press(employerPage.getByRole('link', { name: 'Edit' }));
  await expect(employerPage.getByRole('heading', { level: 1, name: 'Edit job' })).toBeVisible();
  await expect(
    employerPage.getByText('2 officers are hired. They get a text message when you change the dates, the place or the rate. The rate cannot be lowered and the number of officers cannot go below 2.'),
  ).toBeVisible();
  await expectAccessible(employerPage, 'job editor: a job with hires');
  await press(employerPage.getByRole('button', { name: 'Next' }));
  await expect(employerPage).toHaveURL(/#1$/);
  await employerPage.getByRole('textbox', { name: 'Address 1', exact: true }).fill('9 Elm St');
  await press(employerPage.getByRole('button', { name: 'Next' }));
  await expect(employerPage).toHaveURL(/#2$/);
  const officers = employerPage.getByRole('spinbutton', { name: 'Number of officers' });
  await expect(officers).toHaveValue('2');
  await officers.fill('1');
  await press(employerPage.getByRole('button', { name: 'Publish' }));
  await expect(employerPage.getByText('2 officers are hired: the number cannot be lower')).toBeVisible();
  await expect(employerPage).toHaveURL(/#2$/);
  await expectAccessible(employerPage, 'job editor: fewer officers than are hired');
  await officers.fill('2');
  await employerPage.getByRole('spinbutton', { name: 'Rate', exact: true }).fill('12.50');
  const editedAt = new Date();
  await press(employerPage.getByRole('button', { name: 'Publish' }));
  await expect(employerPage).toHaveURL(/\/employer\/jobs\/active$/);
  const jobLink = `${baseURL}/employee/jobs/${jobId}`;
  for (const hired of [first, second]) {
    const changed = await latestMessage(employer.page.request, hired.phone, editedAt, /changed:/);
    expect(changed.body).toBe(`DutyLink: "${title}" at ${company} changed: new place Gate, 9 Elm St, Austin; new rate $12.50/hr. Details: ${jobLink}`);
  }

  // New applicants: by default the employer is texted one digest a minute after the first applicant (issue 35),
  // naming how many still stand (two hired, one waiting) and their first names, with a link to them.
  const notice = await latestMessage(employer.page.request, employer.phone, appliedAt, /new applicants/, 75_000);
  expect(notice.body).toMatch(new RegExp(`^DutyLink: 3 new applicants for "${escaped(title)}": \\S+, \\S+ and \\S+\\. Review: ${escaped(applicantsLink)}$`));
  expect(new Date(notice.createdAt).getTime() - appliedAt.getTime()).toBeGreaterThanOrEqual(59_000);

  // Closing: the hired stay hired, the one waiting was not selected.
  const closedAt = new Date();
  await press(employerPage.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: 'Close' }));
  await press(employerPage.getByRole('dialog').getByRole('button', { name: 'Yes' }));
  const stillHired = await latestMessage(employer.page.request, first.phone, closedAt, /is closed to new applicants/);
  expect(stillHired.body).toMatch(new RegExp(`^DutyLink: "${title}" at ${company} is closed to new applicants\\. You are still hired: .+\\. Details: ${escaped(jobLink)}$`));
  const notChosen = await latestMessage(employer.page.request, waiting.phone, closedAt, /has been closed/);
  expect(notChosen.body).toBe(`DutyLink: "${title}" at ${company} has been closed. You were not selected.`);
  // The outbox sends in order, so the edit's texts went out before this one: none was to the applicant not chosen.
  const toWaiting = (await (await employer.page.request.get(`/api/dev/outbox?to=${encodeURIComponent(waiting.phone)}`)).json()) as { body: string }[];
  expect(toWaiting.map((m) => m.body).filter((body) => body.startsWith('DutyLink: '))).toEqual([notChosen.body, passedOver.body]);

  // The hired officer follows the text's link: the closed job offers no withdrawal, and says why.
  const officerPage = first.page;
  await officerPage.goto(jobLink);
  await expect(officerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(officerPage.getByText('You accepted')).toBeVisible();
  await expect(officerPage.getByText('This job is closed: you can no longer withdraw')).toBeVisible();
  await expect(officerPage.getByText('This job is closed to new applicants. You are still hired.')).toBeVisible();
  await expect(officerPage.getByRole('button', { name: 'Unapply' })).toHaveCount(0);
  // Its shifts stay, as the text says: My shifts still lists the job.
  await press(officerPage.getByRole('link', { name: 'View my shifts' }));
  await expect(officerPage).toHaveURL(/\/employee\/shifts$/);
  await expect(officerPage.getByText(title).first()).toBeVisible();
  await expectAccessible(officerPage, 'employee: hired for a closed job');
});

test('an employer deletes their account: the hired officer is texted that the job is cancelled, and My hirings no longer lists it', async ({ browser }) => {
  const company = 'Leaving Employer Security';
  const title = `Depot watch ${Date.now() % 100000}`;
  const employer = await subscribedEmployer(browser, company);
  const jobId = await publishJob(employer.page, title);
  const officer = await employeeWatching(browser, EVENT_SECURITY);
  await apiPost(officer.page, `jobs/apply/${jobId}`);
  await hire(employer.page, jobId, officer.page);

  const officerPage = officer.page;
  await officerPage.goto('/employee');
  await followMenu(officerPage, 'My jobs');
  await press(officerPage.getByRole('tab', { name: 'My hirings (1)' }));
  await expect(officerPage.getByRole('list', { name: 'My hirings' }).getByRole('link', { name: title })).toBeVisible();
  await expectAccessible(officerPage, 'employee: my hirings');

  const employerPage = employer.page;
  await employerPage.goto('/employer');
  await followMenu(employerPage, 'Profile');
  const deletedAt = new Date();
  await press(employerPage.getByRole('button', { name: 'Delete my account' }));
  await press(employerPage.getByRole('dialog', { name: 'Delete my account' }).getByRole('button', { name: 'Delete' }));
  await expect(employerPage.getByRole('status')).toContainText('Your account has been deleted');

  const cancelled = await latestMessage(officer.page.request, officer.phone, deletedAt, /closed its DutyLink account/);
  expect(cancelled.body).toMatch(new RegExp(`^DutyLink: "${title}" on .+ is cancelled: ${company} closed its DutyLink account\\. You are no longer hired\\.$`));
  await officerPage.reload();
  await expect(officerPage.getByRole('tab', { name: 'My hirings (0)', selected: true })).toBeVisible();
  await expect(officerPage.getByText('No jobs')).toBeVisible();
  await expect(officerPage.getByRole('link', { name: title })).toHaveCount(0);
});
