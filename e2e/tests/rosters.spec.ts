import { inviteFirstNote, MY_OFFICERS_TITLE } from '@dutylink/contracts';
import { expectAccessible } from './a11y';
import { apiPost, employeeWatching, expect, expectNoSidewaysScroll, hire, latestMessage, press, publishJob, subscribedEmployer, test } from './support';

/**
 * Issue 36, journey 5, at a desktop and at 390 px by touch: a company marks an officer it hired as Favourite on
 * My officers and has new jobs reach its favourites first for 2 hours. It publishes a job: the favourite gets the
 * job alert at once and sees the job with the invite-first note, while another officer whose alerts match has no
 * alert yet, no such job in the list, and no page for it.
 */
const EVENT_SECURITY = 1;

test('a favourite sees an invite-first job before others get the alert', async ({ browser }) => {
  const employer = await subscribedEmployer(browser, 'Roster Watch Security');
  const stamp = Date.now() % 100000;
  const favourite = await employeeWatching(browser, EVENT_SECURITY);
  const other = await employeeWatching(browser, EVENT_SECURITY);

  // The company hires the officer once, then marks them Favourite on My officers.
  const firstJob = await publishJob(employer.page, `First post ${stamp}`);
  await apiPost(favourite.page, `jobs/apply/${firstJob}`);
  await hire(employer.page, firstJob, favourite.page);
  const { user } = await apiPost<{ user: { name: string } }>(favourite.page, 'auth/refresh');
  await employer.page.goto('/employer/officers');
  await expect(employer.page.getByRole('heading', { name: MY_OFFICERS_TITLE })).toBeVisible();
  const mark = employer.page.getByRole('button', { name: `Favorite: ${user.name}` });
  await expect(mark).toHaveAttribute('aria-pressed', 'false');
  await press(mark);
  await expect(mark).toHaveAttribute('aria-pressed', 'true');
  await expectNoSidewaysScroll(employer.page);
  await expectAccessible(employer.page, 'my officers');

  // New jobs reach the favourites first for 2 hours (the profile's notifications).
  await employer.page.goto('/employer/profile');
  await press(employer.page.getByRole('combobox', { name: /^Invite first: new jobs reach my favorites first for/ }));
  await press(employer.page.getByRole('option', { name: '2 hours', exact: true }));
  await expect(employer.page.getByText('Notifications saved')).toBeVisible();

  // The company publishes: the favourite's alert comes at once.
  const title = `Invite first ${stamp}`;
  const publishedAt = new Date();
  const jobId = await publishJob(employer.page, title);
  await latestMessage(employer.page.request, favourite.phone, publishedAt, new RegExp(title));
  // The other watcher's alert is held: none has gone (the favourite's went in the pass that would have sent it).
  const theirs = (await (await other.page.request.get(`/api/dev/outbox?to=${encodeURIComponent(other.phone)}`)).json()) as { body: string }[];
  expect(theirs.filter((message) => message.body.includes(title))).toEqual([]);

  // The favourite sees the job with the note, in the job's zone.
  await favourite.page.goto(`/employee/jobs/${jobId}`);
  await expect(favourite.page.getByRole('heading', { name: title })).toBeVisible();
  const job = (await (await favourite.page.request.get(`/api/jobs/${jobId}`)).json()) as { inviteFirst: { until: string; timeZone: string } };
  await expect(favourite.page.getByText(inviteFirstNote(job.inviteFirst))).toBeVisible();
  await expectNoSidewaysScroll(favourite.page);
  await expectAccessible(favourite.page, 'invite-first job');

  // The other officer neither finds it in the list nor opens it yet.
  await other.page.goto('/employee/jobs');
  await expect(other.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(other.page.getByText(title)).toHaveCount(0);
  expect((await other.page.request.get(`/api/jobs/${jobId}`)).status()).toBe(404);
});
