import { ArmedStatus, RateType } from '@dutylink/contracts';
import type { Browser, Page } from '@playwright/test';
import { apiPost, expect, expectNoSidewaysScroll, jobPayload, latestMessage, newAccount, press, subscribedEmployer, subscribeFree, test, tick } from './support';
import { expectAccessible } from './a11y';

const EVENT_SECURITY = 1;

interface Place {
  postalCode: string;
  city: string;
}
/** From the sample officer's ZIP code 75201 (Dallas): 75202 is 0.85 miles, Arlington 76011 17.33, Austin 78701 182.61. */
const NEAR: Place = { postalCode: '75202', city: 'Dallas' };
const ARLINGTON: Place = { postalCode: '76011', city: 'Arlington' };
const AUSTIN: Place = { postalCode: '78701', city: 'Austin' };

/** Publishes a job at `place` as the signed-in employer, with its pay and armed status; answers its id. */
async function publishAt(employer: Page, title: string, place: Place, pay: { salaryType: number; salaryValue: number }, armedType: number = ArmedStatus.Unarmed): Promise<number> {
  const body = (await jobPayload(employer, title)) as { details: { address: Record<string, unknown> }; payment: Record<string, unknown> };
  body.details.address = { ...body.details.address, ...place };
  body.payment = { ...body.payment, ...pay, armedType };
  return (await apiPost<{ id: number }>(employer, 'employers/jobs', body)).id;
}

/** A subscribed officer whose General information has the sample's ZIP code, 75201 (a page of its own). */
async function officer(browser: Browser): Promise<{ page: Page; phone: string }> {
  const page = await (await browser.newContext()).newPage();
  const { phone } = await newAccount(page, 'Employee');
  await subscribeFree(page, 'employee');
  return { page, phone };
}

/** The titles of the job cards shown, in order. */
const cardTitles = (page: Page) => page.getByRole('list', { name: 'All jobs' }).getByRole('heading', { level: 2 }).allInnerTexts();

test('an officer takes jobs within 25 miles, then sorts and filters the job list by distance and pay, and Back keeps the filters', async ({ browser, page }) => {
  const marker = `Dist${Date.now() % 1_000_000}`;
  const { page: employer } = await subscribedEmployer(browser, 'Distance Test Security');
  const near = `${marker} lobby desk`;
  const arlington = `${marker} stadium gate`;
  const austin = `${marker} hotel detail`;
  await publishAt(employer, near, NEAR, { salaryType: RateType.Hourly, salaryValue: 20 });
  await publishAt(employer, arlington, ARLINGTON, { salaryType: RateType.Hourly, salaryValue: 45 }, ArmedStatus.ArmedExposed);
  // $300 a day is $37.50 an hour.
  await publishAt(employer, austin, AUSTIN, { salaryType: RateType.Daily, salaryValue: 300 }, ArmedStatus.ArmedExposed);

  await newAccount(page, 'Employee');
  await subscribeFree(page, 'employee');

  // Alerts within 25 miles of the ZIP code of General information, shown on the step and then on the profile.
  await page.goto('/employee/notifications?returnUrl=/employee/profile');
  await tick(page.getByRole('radio', { name: 'Jobs within a distance of my ZIP code' }));
  await expect(page.getByRole('status').filter({ hasText: 'Jobs within 25 miles of 75201' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'All ZIPs' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'notifications: jobs within a radius');
  await press(page.getByRole('button', { name: 'Save' }));
  await expect(page).toHaveURL(/\/employee\/profile$/);
  await expect(page.getByRole('region', { name: 'Notification settings' }).getByText('Within 25 miles of 75201')).toBeVisible();

  // The job list: how far each job is, by date first.
  await page.goto('/employee/jobs');
  await page.getByRole('searchbox', { name: 'Search job by text or description' }).fill(marker);
  const list = page.getByRole('list', { name: 'All jobs' });
  await expect.poll(() => cardTitles(page)).toEqual([austin, arlington, near]);
  await expect(list.getByRole('listitem').filter({ hasText: near })).toContainText('<1 mi away');
  await expect(list.getByRole('listitem').filter({ hasText: arlington })).toContainText('17 mi away');
  await expect(list.getByRole('listitem').filter({ hasText: austin })).toContainText('183 mi away');

  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.selectOption('Distance');
  await expect.poll(() => cardTitles(page)).toEqual([near, arlington, austin]);
  await sort.selectOption('Pay');
  await expect.poll(() => cardTitles(page)).toEqual([arlington, austin, near]);
  await expect(page).toHaveURL(/\/employee\/jobs\?sort=pay$/);

  // Filters: armed exposed, at least $40 an hour.
  await press(page.getByRole('button', { name: 'Filters' }));
  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Armed status' }).selectOption('Armed exposed');
  await expect.poll(() => cardTitles(page)).toEqual([arlington, austin]);
  await filters.getByRole('spinbutton', { name: 'Minimum pay ($/hour)' }).fill('40');
  await expect.poll(() => cardTitles(page)).toEqual([arlington]);
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  await expect(page).toHaveURL(/\/employee\/jobs\?sort=pay&minPay=40&armed=1$/);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'job list: sorted by pay and filtered');

  // The job's page says how far it is; Back (the browser's, then the page's) comes to the list as it was.
  await press(list.getByRole('link', { name: arlington }));
  await expect(page.getByRole('heading', { level: 1, name: arlington })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '17 mi away' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/employee\/jobs\?sort=pay&minPay=40&armed=1$/);
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
  await expect(sort).toHaveValue('pay');
  await press(list.getByRole('link', { name: arlington }));
  await press(page.getByRole('link', { name: 'Back' }));
  await expect(page).toHaveURL(/\/employee\/jobs\?sort=pay&minPay=40&armed=1$/);
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
});

test('an officer alerting by radius is texted about a job 17 miles away, not about one 183 miles away', async ({ browser }) => {
  const watcher = await officer(browser);
  await apiPost(watcher.page, 'employees/profile/notifications', {
    anySalary: true,
    atLeastSalary: null,
    salaryType: RateType.Hourly,
    categories: [EVENT_SECURITY],
    subCategories: [],
    locations: [],
    allZips: false,
    ziPs: [],
    radiusMiles: 25,
  });
  const { page: employer } = await subscribedEmployer(browser, 'Radius Alert Security');
  const marker = `Radius${Date.now() % 1_000_000}`;
  const publishedAt = new Date();
  // Offered everywhere (the journeys' job): the radius alone decides. The far one is queued first, so it is matched before the near one.
  await publishAt(employer, `${marker} Austin`, AUSTIN, { salaryType: RateType.Hourly, salaryValue: 30 });
  const nearId = await publishAt(employer, `${marker} Arlington`, ARLINGTON, { salaryType: RateType.Hourly, salaryValue: 30 });
  const alert = await latestMessage(employer.request, watcher.phone, publishedAt, new RegExp(`${marker} Arlington`));
  expect(alert.body).toContain(`/jobs/${nearId}/`);
  const theirs = (await (await employer.request.get(`/api/dev/outbox?to=${encodeURIComponent(watcher.phone)}`)).json()) as { body: string }[];
  expect(theirs.filter((m) => m.body.includes(`${marker} Austin`))).toEqual([]);
});
