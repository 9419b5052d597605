import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@dutylink/router';
import { jobsApi, useSession } from '@dutylink/api-client';
import { ANONYMOUS_USER, ApplicantState, ArmedStatus, DISTANCE_SORT_NEEDS_ZIP, JobPeriodType, RateType, Role, Shift } from '@dutylink/contracts';
import EmployeeRoutes from '../../routes';
import { jobsPage, makeJob, manyJobs } from './test-fixtures';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    jobsApi: { employeeJobs: jest.fn(), get: jest.fn(), apply: jest.fn(), cancel: jest.fn(), status: jest.fn() },
    subscriptionApi: { config: jest.fn(async () => []), get: jest.fn(async () => ({ state: 0, period: null, until: null, nextPayment: null, promo: null, virtual: false, queued: null })), transactions: jest.fn(async () => []) },
  }),
);

const employeeJobs = jobsApi.employeeJobs as jest.Mock;

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{`${pathname}${search}`}</div>;
}

function renderAt(path: string, { fakeTimers = false } = {}) {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/employee/*" element={<EmployeeRoutes />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  return { user };
}

function signIn(hasSubscription = true) {
  useSession.setState({
    ready: true,
    user: { ...ANONYMOUS_USER, id: 3, name: 'Sam Ortiz', role: Role.Employee, emailVerified: true, filledStep: [0, 1, 2, 3, 4], hasSubscription },
  });
}

beforeEach(() => {
  jest.clearAllMocks();
  signIn();
});
afterEach(() => jest.useRealTimers());

const list = () => screen.getByRole('list', { name: /All jobs|My hirings|My applications/ });

test('All jobs: tabs with counts, the first 10 newest items as cards with their tags', async () => {
  employeeJobs.mockResolvedValue(
    jobsPage(
      [
        makeJob({ id: 1, title: 'Night patrol', applicantState: ApplicantState.New }),
        makeJob({ id: 2, title: 'Stadium event', applicantState: ApplicantState.Accepted, shift: Shift.Other, variedShifts: [{ from: '08:00', to: '12:00' }] }),
        makeJob({ id: 3, title: 'Mall', applicantState: ApplicantState.Rejected, periodType: JobPeriodType.OneDay, to: null, salaryType: RateType.Daily, salaryValue: 300 }),
        makeJob({ id: 4, title: 'Bank lobby' }),
        makeJob({ id: 5, title: 'Gate', applicantState: ApplicantState.New, notSelected: true }),
      ],
      { total: 5, all: 12, hired: 1, applied: 3 },
    ),
  );
  renderAt('/employee/jobs');
  expect(screen.getByRole('heading', { level: 1, name: 'My jobs' })).toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: 'All jobs (12)' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'My hirings (1)' })).toHaveAttribute('href', '/employee/jobs/hired');
  expect(screen.getByRole('tab', { name: 'My applications (3)' })).toHaveAttribute('href', '/employee/jobs/applied');
  expect(employeeJobs).toHaveBeenCalledTimes(1);
  expect(employeeJobs).toHaveBeenCalledWith(0, 10, { type: 'all', text: '' }, 'date');

  const cards = within(list()).getAllByRole('listitem');
  expect(cards).toHaveLength(5);
  expect(within(cards[0]).getByRole('link', { name: 'Night patrol' })).toHaveAttribute('href', '/employee/jobs/1');
  expect(cards[0]).toHaveTextContent('Acme Security');
  expect(cards[0]).toHaveTextContent('5 Mar - 7 Mar 2026 · PM (1500-2300) · Austin, TX');
  expect(cards[0]).toHaveTextContent('$25.00/hr');
  expect(within(cards[0]).getByText('Applied')).toBeInTheDocument();
  expect(within(cards[1]).getByText('Hired')).toBeInTheDocument();
  expect(cards[1]).toHaveTextContent('Varied (08:00-12:00)');
  expect(within(cards[2]).getByText('Hire cancelled')).toBeInTheDocument();
  expect(cards[2]).toHaveTextContent('5 Mar 2026 · PM (1500-2300) · Austin, TX$300.00/day');
  expect(within(cards[3]).queryByText(/Applied|Hired|Rejected|Not selected|Hire cancelled/)).not.toBeInTheDocument();
  // Passed over when every place was filled (issue 36): the SMS said 'not selected', and so does the card.
  expect(within(cards[4]).getByText('Not selected')).toBeInTheDocument();
  expect(within(cards[4]).queryByText('Applied')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();
});

test.each([
  ['/employee/jobs/hired', 'hired', 'My hirings (2)'],
  ['/employee/jobs/applied', 'applied', 'My applications (5)'],
] as const)('%s asks for its tab and selects it', async (path, type, tabName) => {
  employeeJobs.mockResolvedValue(jobsPage([makeJob()], { all: 9, hired: 2, applied: 5 }));
  renderAt(path);
  expect(await screen.findByRole('tab', { name: tabName })).toHaveAttribute('aria-selected', 'true');
  expect(employeeJobs).toHaveBeenCalledWith(0, 10, { type, text: '' }, 'date');
});

test('switching tabs asks for the new tab and keeps the search text', async () => {
  employeeJobs.mockImplementation(async (_from, _count, filter) => jobsPage([makeJob({ title: `${filter.type} job` })], { all: 4, hired: 1, applied: 2 }));
  const { user } = renderAt('/employee/jobs');
  await screen.findByRole('link', { name: 'all job' });
  await user.type(screen.getByRole('searchbox', { name: 'Search job by text or description' }), 'gate');
  await screen.findByText('all job');
  await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
  await user.click(screen.getByRole('tab', { name: 'My applications (2)' }));
  expect(await screen.findByRole('link', { name: 'applied job' })).toBeInTheDocument();
  expect(screen.getByTestId('where')).toHaveTextContent('/employee/jobs/applied');
  expect(employeeJobs).toHaveBeenLastCalledWith(0, 10, { type: 'applied', text: 'gate' }, 'date');
  expect(screen.getByRole('searchbox')).toHaveValue('gate');
});

test('the search waits 300 ms after typing, then makes one call with the text', async () => {
  jest.useFakeTimers();
  employeeJobs.mockResolvedValue(jobsPage([makeJob()]));
  const { user } = renderAt('/employee/jobs', { fakeTimers: true });
  const box = await screen.findByRole('searchbox', { name: 'Search job by text or description' });
  expect(box).toHaveAttribute('placeholder', 'Search job by text or description');
  expect(box).toHaveAttribute('maxlength', '128');
  await screen.findByRole('link', { name: 'Night patrol' });
  expect(employeeJobs).toHaveBeenCalledTimes(1);

  await user.type(box, 'night shift');
  await act(async () => jest.advanceTimersByTime(299));
  expect(employeeJobs).toHaveBeenCalledTimes(1);
  await act(async () => jest.advanceTimersByTime(1));
  expect(employeeJobs).toHaveBeenCalledTimes(2);
  expect(employeeJobs).toHaveBeenLastCalledWith(0, 10, { type: 'all', text: 'night shift' }, 'date');
  await act(async () => jest.advanceTimersByTime(1000));
  expect(employeeJobs).toHaveBeenCalledTimes(2);
});

test("'View more' loads the next 10, appends them and hides at the end", async () => {
  employeeJobs
    .mockResolvedValueOnce(jobsPage(manyJobs(10, 1), { total: 23, all: 23 }))
    .mockResolvedValueOnce(jobsPage(manyJobs(10, 11), { total: 23, all: 23 }))
    .mockResolvedValueOnce(jobsPage(manyJobs(3, 21), { total: 23, all: 23 }));
  const { user } = renderAt('/employee/jobs');
  await screen.findByRole('link', { name: 'Job 10' });
  expect(within(list()).getAllByRole('listitem')).toHaveLength(10);

  await user.click(screen.getByRole('button', { name: 'View more' }));
  await screen.findByRole('link', { name: 'Job 20' });
  expect(employeeJobs).toHaveBeenLastCalledWith(10, 10, { type: 'all', text: '' }, 'date');
  expect(within(list()).getAllByRole('listitem')).toHaveLength(20);
  expect(screen.getByRole('link', { name: 'Job 1' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'View more' }));
  await screen.findByRole('link', { name: 'Job 23' });
  expect(employeeJobs).toHaveBeenLastCalledWith(20, 10, { type: 'all', text: '' }, 'date');
  expect(within(list()).getAllByRole('listitem')).toHaveLength(23);
  expect(screen.queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();
});

test("a search of several words that stopped counting reads 'All jobs (100+)' and keeps 'View more' on the All tab only", async () => {
  employeeJobs.mockResolvedValue(jobsPage(manyJobs(10, 1), { total: 100, all: 100, moreThanAll: true, hired: 0, applied: 0 }));
  const { user } = renderAt('/employee/jobs');
  expect(await screen.findByRole('tab', { name: 'All jobs (100+)' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'View more' })).toBeInTheDocument();
  // Past the 100th job, the count follows the page's end.
  employeeJobs.mockResolvedValueOnce(jobsPage(manyJobs(10, 11), { total: 100, all: 100, moreThanAll: true }));
  await user.click(screen.getByRole('button', { name: 'View more' }));
  await screen.findByRole('link', { name: 'Job 20' });
  expect(screen.getByRole('button', { name: 'View more' })).toBeInTheDocument();

  employeeJobs.mockResolvedValue(jobsPage([], { total: 0, all: 100, moreThanAll: true, hired: 0 }));
  await user.click(screen.getByRole('tab', { name: 'My hirings (0)' }));
  expect(await screen.findByText('No jobs')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'All jobs (100+)' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();
});

test("an empty tab reads 'No jobs'", async () => {
  employeeJobs.mockResolvedValue(jobsPage([], { all: 4 }));
  renderAt('/employee/jobs/hired');
  expect(await screen.findByText('No jobs')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'My hirings (0)' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'All jobs (4)' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();
});

test('without a subscription the lists go to /employee/subscription', async () => {
  signIn(false);
  employeeJobs.mockResolvedValue(jobsPage([]));
  renderAt('/employee/jobs/applied');
  expect(screen.getByTestId('where')).toHaveTextContent('/employee/subscription');
  expect(await screen.findByRole('heading', { level: 1, name: 'My employee subscription' })).toBeInTheDocument();
  expect(await screen.findByText('No payments found')).toBeInTheDocument();
  expect(employeeJobs).not.toHaveBeenCalled();
});

describe('distance, sorting and filters (issue 21)', () => {
  const lastCall = () => employeeJobs.mock.calls.at(-1);

  test("cards say how far the job is from the officer's ZIP code, and nothing when it is unknown", async () => {
    employeeJobs.mockResolvedValue(
      jobsPage([makeJob({ id: 1, title: 'Near', distanceMiles: 0.4 }), makeJob({ id: 2, title: 'Far', distanceMiles: 12.5 }), makeJob({ id: 3, title: 'Unknown', distanceMiles: null })]),
    );
    renderAt('/employee/jobs');
    const cards = await screen.findAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Austin, TX · <1 mi away');
    expect(cards[1]).toHaveTextContent('Austin, TX · 13 mi away');
    expect(cards[2]).not.toHaveTextContent('mi away');
  });

  test('the sort goes into the address and the server sorts; a job opened from it goes Back to it', async () => {
    employeeJobs.mockResolvedValue(jobsPage(manyJobs(3)));
    (jobsApi.get as jest.Mock).mockResolvedValue(makeJob({ id: 2, title: 'Job 2' }));
    const { user } = renderAt('/employee/jobs');
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveDisplayValue('Date');
    await user.selectOptions(sort, 'Pay');
    expect(screen.getByTestId('where')).toHaveTextContent('/employee/jobs?sort=pay');
    await waitFor(() => expect(lastCall()).toEqual([0, 10, { type: 'all', text: '' }, 'pay']));
    await user.selectOptions(sort, 'Distance');
    await waitFor(() => expect(lastCall()).toEqual([0, 10, { type: 'all', text: '' }, 'distance']));
    await user.click(await screen.findByRole('link', { name: 'Job 2' }));
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/employee/jobs?sort=distance');
  });

  test('filters open in a panel, count on their button, and go into the address', async () => {
    employeeJobs.mockResolvedValue(jobsPage(manyJobs(2)));
    const { user } = renderAt('/employee/jobs');
    const button = await screen.findByRole('button', { name: 'Filters' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const panel = await screen.findByRole('region', { name: 'Filters' });
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Armed status' }), 'Armed exposed');
    await waitFor(() => expect(lastCall()).toEqual([0, 10, { type: 'all', text: '', armed: ArmedStatus.ArmedExposed }, 'date']));
    await user.type(within(panel).getByRole('spinbutton', { name: 'Minimum pay ($/hour)' }), '25');
    await waitFor(() => expect(lastCall()).toEqual([0, 10, { type: 'all', text: '', minPay: 25, armed: ArmedStatus.ArmedExposed }, 'date']));
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('where')).toHaveTextContent('/employee/jobs?minPay=25&armed=1');
    await user.type(within(panel).getByRole('spinbutton', { name: 'Minimum pay ($/hour)' }), '.555');
    expect(within(panel).getByRole('spinbutton', { name: 'Minimum pay ($/hour)' })).toHaveAccessibleDescription('At most 2 decimal places');
    await user.click(within(panel).getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/employee\/jobs$/);
  });

  test('a shared address lists with its sort and filters', async () => {
    employeeJobs.mockResolvedValue(jobsPage(manyJobs(1)));
    renderAt('/employee/jobs?sort=pay&from=2026-12-01&to=2026-12-31&shift=2&junk=1&armed=9');
    expect(await screen.findByRole('button', { name: 'Filters (2)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Pay');
    expect(lastCall()).toEqual([0, 10, { type: 'all', text: '', from: '2026-12-01', to: '2026-12-31', shift: Shift.Graveyard }, 'pay']);
  });

  test('without a ZIP code Distance is off and says where to add one', async () => {
    employeeJobs.mockResolvedValue(jobsPage(manyJobs(1), { distanceFrom: null }));
    renderAt('/employee/jobs?sort=distance');
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    await waitFor(() => expect(sort).toHaveDisplayValue('Date'));
    expect(within(sort).getByRole('option', { name: 'Distance' })).toBeDisabled();
    expect(sort).toHaveAccessibleDescription(DISTANCE_SORT_NEEDS_ZIP);
    expect(screen.getByRole('link', { name: 'General information' })).toHaveAttribute('href', '/employee/general?returnUrl=%2Femployee%2Fjobs%3Fsort%3Ddistance');
  });

  test('the officer\'s own tabs have no sort or filters', async () => {
    employeeJobs.mockResolvedValue(jobsPage(manyJobs(1)));
    renderAt('/employee/jobs/hired?sort=pay&armed=1');
    await screen.findByRole('link', { name: 'Job 1' });
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).not.toBeInTheDocument();
    expect(lastCall()).toEqual([0, 10, { type: 'hired', text: '' }, 'date']);
  });
});
