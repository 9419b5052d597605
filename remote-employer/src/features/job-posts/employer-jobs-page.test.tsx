import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@dutylink/router';
import { employerApi } from '@dutylink/api-client';
import { EmployerJobState, type EmployerJobPost, type EmployerJobsResponse } from '@dutylink/contracts';
import { EmployerJobsPage } from './employer-jobs-page';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    employerApi: { jobs: jest.fn(), changeState: jest.fn(), removeJob: jest.fn() },
  }),
);

const jobs = employerApi.jobs as jest.Mock;
const changeState = employerApi.changeState as jest.Mock;
const removeJob = employerApi.removeJob as jest.Mock;

const NOTHING_THIS_WEEK = { planned: 0, covered: 0, open: 0 };
const job = (id: number, enabled = true, coverage = NOTHING_THIS_WEEK): EmployerJobPost =>
  ({ id, title: `Gate guard ${id}`, from: '2031-05-01', to: null, periodType: 0, salaryValue: 25, salaryType: 0, applicants: 3, enabled, coverage }) as unknown as EmployerJobPost;

const answer = (items: EmployerJobPost[], over: Partial<EmployerJobsResponse> = {}): EmployerJobsResponse => ({
  items,
  total: items.length,
  enabled: 2,
  disabled: 1,
  remaining: 3,
  ...over,
});

function renderAt(path: string, state: EmployerJobState) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/employer/jobs/active" element={<EmployerJobsPage state={state} />} />
        <Route path="/employer/jobs/deactivated" element={<EmployerJobsPage state={state} />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jobs.mockReset();
  changeState.mockReset().mockResolvedValue({ id: 1 });
  removeJob.mockReset().mockResolvedValue({ id: 1 });
});

test('shows the heading, tabs with counts, posts remaining and the job cards', async () => {
  jobs.mockResolvedValue(answer([job(1), job(2)]));
  renderAt('/employer/jobs/active', EmployerJobState.Active);
  expect(screen.getByRole('heading', { level: 1, name: 'Job posts' })).toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: 'Active (2)' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tab', { name: 'Closed (1)' })).toHaveAttribute('href', '/employer/jobs/deactivated');
  expect(screen.getByText('You have 3 posts remaining')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add new job' })).toHaveAttribute('href', '/employer/jobs/0');
  expect(screen.getByRole('link', { name: 'Gate guard 1' })).toHaveAttribute('href', '/employer/jobs/1/applicants');
  const card = screen.getByRole('listitem', { name: 'Gate guard 1' });
  expect(within(card).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/employer/jobs/1');
  expect(within(card).getByText('Applicants: 3')).toBeInTheDocument();
  expect(jobs).toHaveBeenCalledWith(0, 10, { state: EmployerJobState.Active, text: '' });
});

test("shows each job's coverage this week, and nothing for a job without shifts this week", async () => {
  jobs.mockResolvedValue(answer([job(1, true, { planned: 10, covered: 9, open: 1 }), job(2, true, { planned: 4, covered: 4, open: 0 }), job(3)]));
  renderAt('/employer/jobs/active', EmployerJobState.Active);
  await screen.findByRole('listitem', { name: 'Gate guard 1' });
  const card = (id: number) => within(screen.getByRole('listitem', { name: `Gate guard ${id}` }));
  expect(card(1).getByText('This week: 9/10 covered')).toBeInTheDocument();
  expect(card(2).getByText('This week: 4/4 covered')).toBeInTheDocument();
  expect(card(3).queryByText(/^This week/)).not.toBeInTheDocument();
});

test('at 0 posts: the count, a disabled Add new job, and how to get more', async () => {
  jobs.mockResolvedValue(answer([job(1)], { remaining: 0 }));
  renderAt('/employer/jobs/active', EmployerJobState.Active);
  const note = await screen.findByRole('alert');
  expect(note).toHaveTextContent('You have 0 posts remaining');
  expect(note).toHaveTextContent('New posts come with your next billing period');
  expect(within(note).getByRole('link', { name: 'Subscription' })).toHaveAttribute('href', '/employer/subscription');
  const add = screen.getByRole('button', { name: 'Add new job' });
  expect(add).toBeDisabled();
  expect(add).toHaveAccessibleDescription(expect.stringContaining('You have 0 posts remaining'));
  expect(screen.queryByRole('link', { name: 'Add new job' })).not.toBeInTheDocument();
});

test('closed jobs have no Edit or Close; No jobs when empty', async () => {
  jobs.mockResolvedValueOnce(answer([job(5, false)], { remaining: 0 }));
  renderAt('/employer/jobs/deactivated', EmployerJobState.Closed);
  const card = await screen.findByRole('listitem', { name: 'Gate guard 5' });
  expect(within(card).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  expect(jobs).toHaveBeenCalledWith(0, 10, { state: EmployerJobState.Closed, text: '' });
});

test('No jobs for an empty list', async () => {
  jobs.mockResolvedValue(answer([], { remaining: 1 }));
  renderAt('/employer/jobs/active', EmployerJobState.Active);
  expect(await screen.findByText('No jobs')).toBeInTheDocument();
  expect(screen.getByText('You have 1 post remaining')).toBeInTheDocument();
});

test('View more appends the next 10; the search reloads from the first page', async () => {
  const first = Array.from({ length: 10 }, (_, i) => job(i + 1));
  jobs.mockResolvedValueOnce(answer(first, { total: 12 })).mockResolvedValueOnce(answer([job(11), job(12)], { total: 12 }));
  renderAt('/employer/jobs/active', EmployerJobState.Active);
  await userEvent.click(await screen.findByRole('button', { name: 'View more' }));
  expect(await screen.findByText('Gate guard 12')).toBeInTheDocument();
  expect(jobs).toHaveBeenLastCalledWith(10, 10, { state: EmployerJobState.Active, text: '' });
  expect(screen.queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();

  jobs.mockResolvedValue(answer([job(7)]));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search job posts' }), 'gate');
  await waitFor(() => expect(jobs).toHaveBeenLastCalledWith(0, 10, { state: EmployerJobState.Active, text: 'gate' }), { timeout: 3000 });
  await waitFor(() => expect(screen.queryByText('Gate guard 12')).not.toBeInTheDocument());
});

test('Close asks with the exact text, closes (state 0) and reloads', async () => {
  jobs.mockResolvedValue(answer([job(1)]));
  renderAt('/employer/jobs/active', EmployerJobState.Active);
  await userEvent.click(within(await screen.findByRole('listitem', { name: 'Gate guard 1' })).getByRole('button', { name: 'Close' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Are you sure to close the job? The Employee applicants will be immediately notified via SMS')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(changeState).toHaveBeenCalledWith(1, 0));
  await waitFor(() => expect(jobs).toHaveBeenCalledTimes(2));
});

test('Delete asks with the exact text; No keeps the job; Yes removes it and reloads', async () => {
  jobs.mockResolvedValue(answer([job(1)]));
  renderAt('/employer/jobs/active', EmployerJobState.Active);
  const card = await screen.findByRole('listitem', { name: 'Gate guard 1' });
  await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
  let dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Are you sure you want to delete this job?')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(removeJob).not.toHaveBeenCalled();

  await userEvent.click(within(card).getByRole('button', { name: 'Delete' }));
  dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(removeJob).toHaveBeenCalledWith(1));
  await waitFor(() => expect(jobs).toHaveBeenCalledTimes(2));
});
