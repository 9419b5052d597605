import { expectAccessible } from './a11y';
import { apiPost, employeeWatching, expect, expectNoSidewaysScroll, hire, jobStartingSoon, latestMessage, press, replyInOutbox, subscribedEmployer, test } from './support';

/**
 * Issue 36, journey 4, at a desktop and at 390 px by touch: a hired officer calls a shift off; the company offers it
 * from Today; the job's two other applicants are texted "Reply YES to take it" and both reply YES through the dev
 * outbox's reply box. The first gets the shift (a text with where and when, and it is on their My shifts); the
 * second is told it is taken; Today says who covers it.
 */
const EVENT_SECURITY = 1;

test('the company offers the shift; two officers reply YES and the first one gets it', async ({ browser, baseURL }) => {
  const company = 'Backfill Watch Security';
  const employer = await subscribedEmployer(browser, company);
  const title = `Lobby post ${Date.now() % 100000}`;
  const job = await jobStartingSoon(employer.page, title);
  const [hired, first, second] = [await employeeWatching(browser, EVENT_SECURITY), await employeeWatching(browser, EVENT_SECURITY), await employeeWatching(browser, EVENT_SECURITY)];
  for (const officer of [hired, first, second]) await apiPost(officer.page, `jobs/apply/${job.id}`);
  await hire(employer.page, job.id, hired.page);

  // The hired officer calls the shift off from My shifts' call (the call-off journey is confirmations.spec.ts).
  const [shift] = (await (await hired.page.request.get('/api/shifts')).json()).shifts as { id: number }[];
  await apiPost(hired.page, `shifts/${shift.id}/callOff`, { reason: 'Schedule conflict' });

  // Today: the shift is Open, says why, and what Offer shift will do.
  await employer.page.goto('/employer/today');
  const card = employer.page.getByRole('region', { name: 'Needs you' }).getByRole('article').filter({ hasText: title });
  await expect(card.getByText('Open', { exact: true })).toBeVisible();
  await expect(card.getByText('Called off: Schedule conflict · late (less than 24 hours before)')).toBeVisible();
  await expect(card.getByText(/^Your favorites first, then the job's applicants, then officers whose alerts match: 5 at a time, every 15 minutes\./)).toBeVisible();
  const offeredAt = new Date();
  await press(card.getByRole('button', { name: 'Offer shift' }));
  await expect(card.getByText(/^Offered to \d+ officers? · next wave at \d+:\d\d [AP]M [A-Z]+$|^Offered to \d+ officers? · waiting for a YES$/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Stop offers' })).toBeVisible();
  await expectNoSidewaysScroll(employer.page);

  // The job's other applicants are texted the offer first.
  for (const officer of [first, second]) {
    const offer = await latestMessage(employer.page.request, officer.phone, offeredAt, /Reply YES to take it\.$/);
    expect(offer.body).toMatch(new RegExp(`^DutyLink: a shift is open: "${title}" at ${company}, .+ at \\d+:\\d\\d [AP]M [A-Z]+ to \\d+:\\d\\d [AP]M [A-Z]+, at .+\\. Pay \\$[\\d,.]+/(hr|day)\\. Reply YES to take it\\.$`));
  }

  // Both reply YES: the first gets it, the second is told it is taken.
  expect(await replyInOutbox(first.page, first.phone, 'YES')).toMatch(new RegExp(`^answer: DutyLink: the shift is yours: "${title}" at ${company}, .+\\. Your shifts: ${baseURL}/employee/shifts$`));
  expect(await replyInOutbox(second.page, second.phone, 'yes')).toMatch(new RegExp(`^answer: DutyLink: sorry, "${title}" .+ has been taken by another officer\\.$`));

  // The taker's My shifts has the shift, as covering; the company's Today says who covers it.
  await first.page.goto('/employee/shifts');
  const mine = first.page.getByRole('article').filter({ hasText: title });
  await expect(mine.getByText('Covering: you took this shift by an offer')).toBeVisible();
  await expectNoSidewaysScroll(first.page);
  await employer.page.goto('/employer/today');
  await expect(card.getByText('Covered', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Covered by .+/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Offer shift' })).toHaveCount(0);
  await expectNoSidewaysScroll(employer.page);
  await expectAccessible(employer.page, 'today, a covered shift');

  // One shift at a time: another company cannot hire the taker for the same hours, and its Hire says why.
  const other = await subscribedEmployer(browser, 'Second Watch Security');
  const clashing = await jobStartingSoon(other.page, `Garage post ${Date.now() % 100000}`);
  await apiPost(first.page, `jobs/apply/${clashing.id}`);
  const [application] = (await (await other.page.request.get(`/api/jobApplicants/${clashing.id}`)).json()) as { user: { id: number } }[];
  await other.page.goto(`/employer/jobs/${clashing.id}/applicants/${application!.user.id}`);
  await press(other.page.getByRole('button', { name: 'Hire' }));
  await press(other.page.getByRole('dialog', { name: 'Hire' }).getByRole('button', { name: 'Hire' }));
  await expect(other.page.getByRole('alert').filter({ hasText: /^This officer cannot be hired: they already work another shift at the time of this job's shift on / })).toBeVisible();
  await expect(other.page.getByRole('heading', { level: 1, name: 'Short view of the applicant' })).toBeVisible();
});
