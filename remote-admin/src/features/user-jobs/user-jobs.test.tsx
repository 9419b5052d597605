import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@dutylink/router';
import { adminApi } from '@dutylink/api-client';
import { ApplicantState, type EmployeeJobsResponse } from '@dutylink/contracts';
import { makeJob } from '@dutylink/contracts/testing';
import { EmployeeJobsPage } from './employee-jobs-page';
import { EmployerJobsPage } from './employer-jobs-page';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    adminApi: { employerJobs: jest.fn(), employeeJobs: jest.fn() },
  }),
);

const jobs = (count: number, first = 1) => Array.from({ length: count }, (_, i) => makeJob({ id: first + i, title: `Job ${first + i}`, applicants: 2 }));

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/employers/:id/jobs" element={<EmployerJobsPage tab="active" />} />
        <Route path="/admin/employers/:id/jobs/active" element={<EmployerJobsPage tab="active" />} />
        <Route path="/admin/employers/:id/jobs/deactivated" element={<EmployerJobsPage tab="deactivated" />} />
        <Route path="/admin/employees/:id/jobs" element={<EmployeeJobsPage tab="all" />} />
        <Route path="/admin/employees/:id/jobs/hired" element={<EmployeeJobsPage tab="hired" />} />
        <Route path="/admin/employees/:id/jobs/applied" element={<EmployeeJobsPage tab="applied" />} />
      </Routes>
    </MemoryRouter>,
  );
}

const employeePage = (items: ReturnType<typeof jobs>, patch: Partial<EmployeeJobsResponse> = {}): EmployeeJobsResponse => ({
  items,
  total: 12,
  all: 12,
  moreThanAll: false,
  distanceFrom: null,
  hired: 1,
  applied: 3,
  ...patch,
});

beforeEach(() => {
  jest.clearAllMocks();
  (adminApi.employerJobs as jest.Mock).mockResolvedValue({ items: jobs(2), total: 2, enabled: 2, disabled: 5 });
  (adminApi.employeeJobs as jest.Mock).mockResolvedValue(employeePage(jobs(10)));
});

describe('EmployerJobsPage', () => {
  it('lists the active jobs with the Active / Closed tabs and counts; each job links to its view and applicants', async () => {
    renderAt('/admin/employers/4/jobs?from=%2Fadmin%2Fjobs');
    const list = await screen.findByRole('list', { name: 'Active' });
    expect(adminApi.employerJobs).toHaveBeenCalledWith({ from: 0, count: 10, by: 0, asc: false }, { state: 1, iduser: 4 });
    const active = screen.getByRole('tab', { name: 'Active (2)' });
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(active).toHaveAttribute('href', '/admin/employers/4/jobs/active?from=%2Fadmin%2Fjobs');
    expect(screen.getByRole('tab', { name: 'Closed (5)' })).toHaveAttribute('href', '/admin/employers/4/jobs/deactivated?from=%2Fadmin%2Fjobs');
    const card = within(list).getAllByRole('listitem')[0];
    expect(within(card).getByRole('link', { name: 'Job 1' })).toHaveAttribute('href', '/admin/jobs/1?from=%2Fadmin%2Fjobs');
    expect(within(card).getByRole('link', { name: 'Applicants: 2' })).toHaveAttribute(
      'href',
      '/admin/employers/jobs/1/applicants?from=%2Fadmin%2Fjobs',
    );
    expect(within(card).getByText('5 Mar - 7 Mar 2026')).toBeInTheDocument();
    expect(within(card).getByText('$25.00/hr')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();
  });

  it('asks for closed jobs on /deactivated, selects Closed and says No jobs when empty', async () => {
    (adminApi.employerJobs as jest.Mock).mockResolvedValue({ items: [], total: 0, enabled: 2, disabled: 0 });
    renderAt('/admin/employers/4/jobs/deactivated');
    expect(await screen.findByText('No jobs')).toBeInTheDocument();
    expect(adminApi.employerJobs).toHaveBeenCalledWith({ from: 0, count: 10, by: 0, asc: false }, { state: 0, iduser: 4 });
    expect(screen.getByRole('tab', { name: 'Closed (0)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('loads 10 more while fewer than the total are shown', async () => {
    (adminApi.employerJobs as jest.Mock)
      .mockResolvedValueOnce({ items: jobs(10), total: 13, enabled: 13, disabled: 0 })
      .mockResolvedValueOnce({ items: jobs(3, 11), total: 13, enabled: 13, disabled: 0 });
    const user = userEvent.setup();
    renderAt('/admin/employers/4/jobs/active');
    const list = await screen.findByRole('list', { name: 'Active' });
    await user.click(screen.getByRole('button', { name: 'View more' }));
    expect(adminApi.employerJobs).toHaveBeenLastCalledWith({ from: 10, count: 10, by: 0, asc: false }, { state: 1, iduser: 4 });
    expect(await within(list).findByText('Job 13')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(13);
    expect(screen.queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();
  });
});

describe('EmployeeJobsPage', () => {
  it.each([
    ['/admin/employees/8/jobs', 'all', 'All jobs (12)'],
    ['/admin/employees/8/jobs/hired', 'hired', 'My hirings (1)'],
    ['/admin/employees/8/jobs/applied', 'applied', 'My applications (3)'],
  ])('%s selects its tab and asks for the %s jobs', async (path, tab, selected) => {
    renderAt(path);
    expect(await screen.findByRole('tab', { name: selected })).toHaveAttribute('aria-selected', 'true');
    expect(adminApi.employeeJobs).toHaveBeenCalledWith(8, tab, 0, 10);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All jobs (12)', 'My hirings (1)', 'My applications (3)']);
  });

  it('keeps from on the tab links and shows the employee state of a job', async () => {
    (adminApi.employeeJobs as jest.Mock).mockResolvedValue(
      employeePage([makeJob({ id: 3, title: 'Gate watch', applicantState: ApplicantState.Accepted })], { total: 1, hired: 1 }),
    );
    renderAt('/admin/employees/8/jobs/hired?from=%2Fadmin%2Femployees');
    const list = await screen.findByRole('list', { name: 'My hirings' });
    expect(within(list).getByRole('link', { name: 'Gate watch' })).toHaveAttribute('href', '/admin/jobs/3?from=%2Fadmin%2Femployees');
    expect(within(list).getByText('Hired')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /All jobs/ })).toHaveAttribute('href', '/admin/employees/8/jobs?from=%2Fadmin%2Femployees');
    expect(screen.getByRole('tab', { name: /My applications/ })).toHaveAttribute('href', '/admin/employees/8/jobs/applied?from=%2Fadmin%2Femployees');
  });

  it('loads more while fewer than the tab count are shown', async () => {
    (adminApi.employeeJobs as jest.Mock)
      .mockResolvedValueOnce(employeePage(jobs(10)))
      .mockResolvedValueOnce(employeePage(jobs(2, 11)));
    const user = userEvent.setup();
    renderAt('/admin/employees/8/jobs');
    const list = await screen.findByRole('list', { name: 'All jobs' });
    await user.click(screen.getByRole('button', { name: 'View more' }));
    expect(adminApi.employeeJobs).toHaveBeenLastCalledWith(8, 'all', 10, 10);
    expect(await within(list).findByText('Job 12')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();
  });

  it('says No jobs when the tab is empty', async () => {
    (adminApi.employeeJobs as jest.Mock).mockResolvedValue(employeePage([], { total: 0, applied: 0 }));
    renderAt('/admin/employees/8/jobs/applied');
    expect(await screen.findByText('No jobs')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My applications (0)' })).toHaveAttribute('aria-selected', 'true');
  });
});
