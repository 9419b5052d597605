import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@dutylink/router';
import { adminApi } from '@dutylink/api-client';
import { AdminJobSort, JobPeriodType, RateType, type AdminJobItem, type AdminJobsResponse } from '@dutylink/contracts';
import { JobsPage } from './jobs-page';
import { serverRows } from '../../test/server-rows';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    adminApi: { jobs: jest.fn(), closeJob: jest.fn(), deleteJob: jest.fn() },
  }),
);

const jobs = adminApi.jobs as jest.Mock;
const closeJob = adminApi.closeJob as jest.Mock;
const deleteJob = adminApi.deleteJob as jest.Mock;

const job = (id: number, over: Partial<AdminJobItem> = {}): AdminJobItem => ({
  id,
  title: `Gate guard ${id}`,
  companyName: 'Acme',
  owner: { id: 40, name: 'Erin Boss' },
  enabled: true,
  periodType: JobPeriodType.OneDay,
  from: '2031-05-01',
  to: null,
  salaryValue: 25,
  salaryType: RateType.Hourly,
  applicants: 3,
  ...over,
});

const answer = (items: AdminJobItem[], over: Partial<AdminJobsResponse> = {}): AdminJobsResponse => ({ items, total: items.length, user: null, ...over });

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/jobs" element={<JobsPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jobs.mockReset();
  closeJob.mockReset().mockResolvedValue({ id: 1 });
  deleteJob.mockReset().mockResolvedValue({ id: 1 });
});

test('columns, links, dates, salary and rate; all jobs by default (iduser null, page size 10)', async () => {
  jobs.mockResolvedValue(
    answer([job(1), job(2, { enabled: false, periodType: JobPeriodType.Range, from: '2031-05-01', to: '2031-05-09', salaryType: RateType.Daily, salaryValue: 200.5 })]),
  );
  renderAt('/admin/jobs');
  const grid = await screen.findByRole('grid', { name: 'Jobs' });
  for (const name of ['Job title', 'Company name', 'Employers', 'Status', 'Date(s) of job', '$ Salary', 'Rate', 'Applicants']) {
    expect(within(grid).getByRole('columnheader', { name })).toBeInTheDocument();
  }
  expect(screen.getByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search by title, employer or company name' })).toBeInTheDocument();
  expect(within(grid).getByRole('link', { name: 'Gate guard 1' })).toHaveAttribute('href', '/admin/jobs/1');
  expect(within(grid).getAllByRole('link', { name: 'Erin Boss' })[0]).toHaveAttribute('href', '/admin/employers/40?from=%2Fadmin%2Fjobs');
  expect(within(grid).getByRole('link', { name: '3 applicants of Gate guard 2' })).toHaveAttribute('href', '/admin/jobs/2/applicants');
  expect(within(grid).getByText('1 May')).toBeInTheDocument();
  expect(within(grid).getByText('1 May - 9 May')).toBeInTheDocument();
  expect(within(grid).getByText('Closed')).toBeInTheDocument();
  expect(within(grid).getByText('Rate per hour')).toBeInTheDocument();
  expect(within(grid).getByText('Rate per day')).toBeInTheDocument();
  expect(within(grid).getByText('$200.50')).toBeInTheDocument();
  expect(jobs).toHaveBeenCalledWith({ from: 0, count: 10, by: AdminJobSort.Title, asc: true }, { text: '', iduser: null });

  await userEvent.click(screen.getByRole('columnheader', { name: 'Applicants' }));
  await waitFor(() => expect(jobs).toHaveBeenLastCalledWith({ from: 0, count: 10, by: AdminJobSort.Applicants, asc: true }, { text: '', iduser: null }));
});

test('?userId= filters by the owner and shows the Jobs of heading', async () => {
  jobs.mockResolvedValue(answer([job(1)], { user: { id: 40, name: 'Erin Boss', company: 'Acme' } }));
  renderAt('/admin/jobs?userId=40');
  expect(await screen.findByRole('heading', { level: 1, name: 'Jobs of Erin Boss (Acme)' })).toBeInTheDocument();
  expect(jobs).toHaveBeenCalledWith({ from: 0, count: 10, by: AdminJobSort.Title, asc: true }, { text: '', iduser: 40 });
});

test('Close shows only for an active job; closing asks with the exact text and retags the row', async () => {
  const server = serverRows([job(1), job(2, { enabled: false })], { user: null });
  jobs.mockImplementation(server.list);
  closeJob.mockImplementation(async (id: number) => server.patch(id, { enabled: false }));
  renderAt('/admin/jobs');
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Gate guard 2' }));
  expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
  expect(screen.queryByRole('menuitem', { name: 'Close' })).not.toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

  await userEvent.click(screen.getByRole('button', { name: 'Actions for Gate guard 1' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Close' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Are you sure to close the job? The Employee applicants will be immediately notified via SMS')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(closeJob).toHaveBeenCalledWith(1));
  await waitFor(() => expect(screen.getAllByText('Closed')).toHaveLength(2));
});

test('Delete asks with the exact text and removes the row; No jobs found when empty', async () => {
  const server = serverRows([job(1)], { user: null });
  jobs.mockImplementation(server.list);
  deleteJob.mockImplementation(async (id: number) => server.remove(id));
  renderAt('/admin/jobs');
  expect(await screen.findByText('Total: 1')).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Gate guard 1' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Are you sure you want to delete this job?')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(deleteJob).toHaveBeenCalledWith(1));
  expect(await screen.findByText('No jobs found')).toBeInTheDocument();
  expect(screen.getByText('Total: 0')).toBeInTheDocument();
});

test('Load more asks for the next 10; the total counts every job, with thousands separated', async () => {
  const first = Array.from({ length: 10 }, (_, i) => job(i + 1));
  jobs.mockResolvedValueOnce(answer(first, { total: 1_250 })).mockResolvedValueOnce(answer([job(11)], { total: 1_250 }));
  renderAt('/admin/jobs');
  expect(await screen.findByText('Total: 1,250')).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Gate guard 11')).toBeInTheDocument();
  expect(jobs).toHaveBeenLastCalledWith({ from: 10, count: 10, by: AdminJobSort.Title, asc: true }, { text: '', iduser: null });
});
