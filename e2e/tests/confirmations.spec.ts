import { expectAccessible } from './a11y';
import { apiPost, employeeWatching, expect, expectNoSidewaysScroll, hire, jobStartingSoon, latestMessage, replyInOutbox, subscribedEmployer, test } from './support';

/**
 * Issue 36, at a desktop and at 390 px by touch: an officer hired 20 minutes before a shift gets its details and
 * the confirmation's question in the hire's text, and confirms by replying YES through the dev outbox's reply
 * box; My shifts says so. Another officer calls a shift off by replying NO, then the reason's number; the company
 * is texted at once and its Today lists the shift under Needs you.
 */
const EVENT_SECURITY = 1;

test('an officer confirms by SMS reply, another calls off by reply, and the company sees it on Today', async ({ browser, baseURL }) => {
  const company = 'Confirm Watch Security';
  const employer = await subscribedEmployer(browser, company);
  const stamp = Date.now() % 100000;
  const titles = [`Dock post ${stamp}`, `Gate post ${stamp}`];
  const jobs = [await jobStartingSoon(employer.page, titles[0]), await jobStartingSoon(employer.page, titles[1])];
  const officers = [await employeeWatching(browser, EVENT_SECURITY), await employeeWatching(browser, EVENT_SECURITY)];
  const hiredAt = new Date();
  for (const [index, officer] of officers.entries()) {
    await apiPost(officer.page, `jobs/apply/${jobs[index].id}`);
    await hire(employer.page, jobs[index].id, officer.page);
  }

  // 1. A late hire gets the shift's details at once, and the question.
  const hired = await latestMessage(employer.page.request, officers[0].phone, hiredAt, /^DutyLink: you are hired for/);
  expect(hired.body).toMatch(new RegExp(`^DutyLink: you are hired for "${titles[0]}" at ${company}\\. First shift: .+ at \\d+:\\d\\d [AP]M [A-Z]+, at .+\\. Reply YES to confirm, or NO to call off\\. Check in from the app: ${baseURL}/employee/shifts$`));

  // 2. The officer confirms by replying YES (no code), and My shifts says so.
  const officer = officers[0].page;
  expect(await replyInOutbox(officer, officers[0].phone, 'Yes')).toMatch(new RegExp(`^answer: DutyLink: thank you, your shift for "${titles[0]}" .+ is confirmed\\.$`));
  await officer.goto('/employee/shifts');
  const card = officer.getByRole('article').filter({ hasText: titles[0] });
  await expect(card.getByText('You confirmed this shift.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Confirm shift' })).toHaveCount(0);
  await expectNoSidewaysScroll(officer);
  await expectAccessible(officer, 'my shifts, confirmed');

  // 3. The other officer calls off by replying NO, then the reason's number; the company is told at once.
  const other = officers[1];
  expect(await replyInOutbox(other.page, other.phone, 'NO')).toMatch(/reply with your reason's number: 1 Sick or injured, 2 Family emergency, 3 Schedule conflict/);
  const toldFrom = new Date();
  expect(await replyInOutbox(other.page, other.phone, '3')).toMatch(new RegExp(`^answer: DutyLink: you called off "${titles[1]}" .+\\. ${company} has been told\\. Less than 24 hours before the start, it counts as a late call-off on your record\\.$`));
  await latestMessage(employer.page.request, employer.phone, toldFrom, new RegExp(`^DutyLink: .+ called off "${titles[1]}" .+ \\(Schedule conflict, late\\)\\. Today's shifts: ${baseURL}/employer/today$`));
  await other.page.goto('/employee/shifts');
  await expect(other.page.getByText(titles[1])).toHaveCount(0);

  // The company's Today: the called-off shift under Needs you, with the way to find another officer.
  await employer.page.goto('/employer/today');
  const needsYou = employer.page.getByRole('region', { name: 'Needs you' });
  const calledOff = needsYou.getByRole('article').filter({ hasText: titles[1] });
  await expect(calledOff.getByText('Open', { exact: true })).toBeVisible();
  await expect(calledOff.getByText('Called off: Schedule conflict · late (less than 24 hours before)')).toBeVisible();
  await expect(calledOff.getByRole('link', { name: 'Find another officer' })).toHaveAttribute('href', `/employer/jobs/${jobs[1].id}/applicants`);
  // The confirmed shift reads Confirmed among today's.
  await expect(employer.page.getByRole('list', { name: "Today's shifts" }).getByRole('article').filter({ hasText: titles[0] }).getByText('Confirmed', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(employer.page);
  await expectAccessible(employer.page, 'today, needs you');
});
