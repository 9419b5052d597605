import { expectAccessible } from './a11y';
import { apiPost, appOrigin, employeeWatching, expect, press, publishJob, subscribedEmployer, test, tick } from './support';

/** Accounts are set up through the API; the screens under test run on the project's screen (a desktop, or a 390 px phone by touch). */
const EVENT_SECURITY = 1;
const suffix = Date.now() % 100000;
const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

test.describe('required permits', () => {
  test('the employer requires permits; the officer is told before applying, applies, adds them; the employer cannot hire until then', async ({ browser }) => {
    const employer = await subscribedEmployer(browser, `Permit Rules Security ${suffix}`);
    const title = `Vault escort ${suffix}`;
    const jobId = await publishJob(employer.page, title);

    // The editor: armed exposed ticks its permit (disabled, and why); the employer marks the driver license.
    const editor = employer.page;
    await editor.goto(`/employer/jobs/${jobId}#2`);
    await editor.getByRole('combobox', { name: 'Armed' }).selectOption({ label: 'Armed exposed' });
    const permits = editor.getByRole('group', { name: 'Required permits' });
    const exposed = permits.getByRole('checkbox', { name: /^Exposed firearm permit/ });
    await expect(exposed).toBeChecked();
    await expect(exposed).toBeDisabled();
    await expect(permits.getByText('Required for armed jobs')).toBeVisible();
    await tick(permits.getByRole('checkbox', { name: 'Driver license' }));
    await expectAccessible(editor, 'job editor: required permits');
    await press(editor.getByRole('button', { name: 'Publish' }));
    await expect(editor).toHaveURL(/\/employer\/jobs\/active$/);

    // The officer (a guard card only) is told what the job needs before applying, and applies all the same.
    const officer = await employeeWatching(browser, EVENT_SECURITY);
    const page = officer.page;
    const { user } = await apiPost<{ user: { id: number } }>(page, 'auth/refresh');
    await page.goto(`/employee/jobs/${jobId}`);
    const needed = page.getByText('You need a driver license and an exposed firearm permit to be hired for this job', { exact: true });
    await expect(needed).toBeVisible();
    await expect(page.getByLabel('Job details').getByText('Driver license, Exposed firearm permit', { exact: true })).toBeVisible();
    await expectAccessible(page, 'officer: job that needs permits');
    await press(page.getByRole('button', { name: 'Apply' }));
    await expect(page.getByRole('button', { name: 'Unapply' })).toBeVisible();
    await expect(needed).toBeVisible();

    // The employer sees what lacks, as text, and cannot hire; the server refuses a hire all the same.
    const applicant = `/employer/jobs/${jobId}/applicants/${user.id}`;
    await editor.goto(applicant);
    await expect(editor.getByText('Missing: Driver license', { exact: true })).toBeVisible();
    await expect(editor.getByText('Missing: Exposed firearm permit', { exact: true })).toBeVisible();
    await expect(editor.getByRole('button', { name: 'Hire' })).toBeDisabled();
    await expectAccessible(editor, 'employer: applicant without the permits');
    const applications = (await (await editor.request.get(`/api/jobApplicants/${jobId}`)).json()) as { id: number; user: { id: number } }[];
    const application = applications.find((a) => a.user.id === user.id)!;
    const refused = await editor.request.post(`/api/jobApplicants/accept/${application.id}`, { data: {}, headers: { origin: appOrigin() } });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toEqual({ title: 'Not hired', errors: { permits: ['Missing: Driver license', 'Missing: Exposed firearm permit'] } });

    // The officer adds them from the job page, and comes back to it.
    await press(page.getByRole('link', { name: 'Add it in Permits & Credentials' }));
    await expect(page).toHaveURL(/\/employee\/permits\?returnUrl=%2Femployee%2Fjobs%2F\d+$/);
    for (const name of ['Driver license', 'Exposed firearm permit']) {
      const block = page.getByRole('group', { name });
      await tick(block.getByRole('checkbox', { name }));
      await block.getByLabel('Number').fill(`P-${suffix}`);
      await block.getByLabel('Expiry date').fill(nextYear);
    }
    await press(page.getByRole('button', { name: 'Save' }));
    await expect(page).toHaveURL(new RegExp(`/employee/jobs/${jobId}$`));
    await expect(page.getByRole('button', { name: 'Unapply' })).toBeVisible();
    await expect(needed).toHaveCount(0);

    // Now the employer hires.
    await editor.goto(applicant);
    await expect(editor.getByText(/^Missing: /)).toHaveCount(0);
    await press(editor.getByRole('button', { name: 'Hire' }));
    await press(editor.getByRole('dialog', { name: 'Hire' }).getByRole('button', { name: 'Hire' }));
    await expect(editor.getByRole('heading', { level: 1, name: 'Extended view of hired employee' })).toBeVisible();
  });
});
