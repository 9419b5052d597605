import { type Browser, type Page } from '@playwright/test';
import { apiPost, expect, expectNoSidewaysScroll, newAccount, press, publishJob, signIn, subscribeFree, subscribedEmployer, test, tick } from './support';
import { expectAccessible } from './a11y';

// Issue 21, uploads: an officer uploads the photo or PDF of a permit in the permits step, an employer they
// applied to opens it from the applicant view, an admin marks it verified, and the officer's profile says
// so. Every screen on the project's own screen (a desktop, or a 390 px phone by touch).
const suffix = Date.now() % 100000;
const WRONG_TYPE = 'Upload a photo (JPEG, PNG, WebP or HEIC) or a PDF';

/** A one-page PDF, as small as a scanner's (the server reads its type from these bytes). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 72 72]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Another person on a browser of their own, with the project's screen (and touch on the phone). */
async function onThisScreen(browser: Browser): Promise<Page> {
  const { viewport, hasTouch, isMobile } = test.info().project.use;
  return (await browser.newContext({ viewport, hasTouch, isMobile })).newPage();
}

test('an officer uploads a permit document, the employer they applied to views it, an admin verifies it and the officer sees Verified', async ({ page, browser }) => {
  const employer = await subscribedEmployer(browser, `Checked Papers Security ${suffix}`);
  const jobId = await publishJob(employer.page, `Lobby post ${suffix}`);

  // The officer's guard card is saved as held (subscribeFree fills the profile), and they apply.
  await newAccount(page, 'Employee');
  await subscribeFree(page, 'employee');
  const { user } = await apiPost<{ user: { id: number } }>(page, 'auth/refresh');
  await apiPost(page, `jobs/apply/${jobId}`);

  await page.goto('/employee/permits?returnUrl=/employee/profile');
  const guardCard = page.getByRole('group', { name: 'Guard card' });
  const upload = guardCard.getByLabel('Upload a photo or PDF');
  await expect(upload).toBeAttached({ timeout: 30_000 });
  // A ticked document that is not saved yet takes no file.
  await tick(page.getByRole('checkbox', { name: 'Baton certificate' }));
  await expect(page.getByRole('group', { name: 'Baton certificate' }).getByText('Press Save to save this step, then come back to upload its document')).toBeVisible();
  await press(page.getByRole('checkbox', { name: 'Baton certificate' }));

  // The browser refuses a file that is not a photo or PDF; the server refuses one that only says it is.
  await upload.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(guardCard.getByRole('alert')).toHaveText(WRONG_TYPE);
  await upload.setInputFiles({ name: 'renamed.pdf', mimeType: 'application/pdf', buffer: Buffer.from('hello') });
  await expect(page.getByText(WRONG_TYPE).first()).toBeVisible();
  await expect(guardCard.getByRole('group', { name: 'Document of the Guard card' })).toHaveCount(0);

  await upload.setInputFiles({ name: 'guard-card.pdf', mimeType: 'application/pdf', buffer: PDF });
  const uploaded = guardCard.getByRole('group', { name: 'Document of the Guard card' });
  await expect(uploaded.getByText(`guard-card.pdf, ${PDF.length} B`)).toBeVisible();
  await expect(uploaded.getByRole('link', { name: 'View: guard-card.pdf' })).toHaveAttribute('href', `/api/employees/profile/${user.id}/permits/0/file`);
  await expect(uploaded.getByRole('button', { name: 'Remove: guard-card.pdf' })).toBeVisible();
  await expectAccessible(page, 'employee: permits step with an uploaded document');
  await expectNoSidewaysScroll(page);

  // The employer the officer applied to sees the document in the applicant view, and can open it.
  await employer.page.goto(`/employer/jobs/${jobId}/applicants/${user.id}`);
  const view = employer.page.getByRole('link', { name: 'View document: Guard card' });
  await expect(view).toBeVisible({ timeout: 30_000 });
  await expect(view).toHaveAttribute('target', '_blank');
  const served = await employer.page.request.get((await view.getAttribute('href'))!);
  expect([served.status(), served.headers()['content-type'], served.headers()['content-security-policy']]).toEqual([200, 'application/pdf', 'sandbox']);
  expect(Buffer.from(await served.body()).equals(PDF)).toBe(true);
  await expect(employer.page.getByText('Verified')).toHaveCount(0);

  // An admin checks it against the details and marks it verified.
  const admin = await onThisScreen(browser);
  await signIn(admin, 'admin');
  await admin.goto(`/admin/employees/${user.id}`);
  const permits = admin.getByRole('region', { name: 'Permits & Credentials' });
  await expect(permits.getByRole('link', { name: 'View document: Guard card' })).toBeVisible({ timeout: 30_000 });
  await press(permits.getByRole('button', { name: 'Mark verified: Guard card' }));
  await expect(permits.getByText('Verified', { exact: true })).toBeVisible();
  await expect(permits.getByRole('button', { name: 'Remove verification: Guard card' })).toBeVisible();
  await expectAccessible(admin, 'admin: employee with a verified permit document');
  await expectNoSidewaysScroll(admin);

  // The officer's profile, and the employer's applicant view, say Verified.
  await page.goto('/employee/profile');
  const own = page.getByRole('region', { name: 'Permits & Credentials' });
  await expect(own.getByText('Verified', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(own.getByRole('link', { name: 'View document: Guard card' })).toBeVisible();
  await expectAccessible(page, 'employee: profile with a verified permit document');
  await expectNoSidewaysScroll(page);
  await employer.page.reload();
  await expect(employer.page.getByText('Verified', { exact: true })).toBeVisible({ timeout: 30_000 });
});
