import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@dutylink/router';
import { adminApi, jobsApi } from '@dutylink/api-client';
import { ApplicantState, type JobApplicant } from '@dutylink/contracts';
import { makeJob } from '@dutylink/contracts/testing';
import { LocationProbe } from '../../test/location-probe';
import { AdminJobPage } from './admin-job-page';
import { JobApplicantsPage } from './job-applicants-page';
import { resetQueries } from '@dutylink/api-client/testing';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    jobsApi: { get: jest.fn() },
    adminApi: { jobApplicants: jest.fn(), closeJob: jest.fn(), deleteJob: jest.fn() },
  }),
);

const applicant = (n: number, patch: Partial<JobApplicant> = {}): JobApplicant => ({
  id: 100 + n,
  user: { id: 200 + n, name: `Officer ${n}` },
  state: ApplicantState.New,
  reason: null,
  wasHired: false,
  notSelected: false,
  created: '2026-03-04T12:00:00',
  permitShortfalls: [],
  unconfirmedShift: null,
  ...patch,
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/jobs/:id" element={<AdminJobPage />} />
        <Route path="/admin/jobs/:id/applicants" element={<JobApplicantsPage />} />
        <Route path="/admin/employers/jobs/:id/applicants" element={<JobApplicantsPage />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  (jobsApi.get as jest.Mock).mockResolvedValue(makeJob({ id: 5, title: 'Night patrol' }));
  (adminApi.jobApplicants as jest.Mock).mockResolvedValue([]);
});

it('shows the employer job view with the job details and List of applicants', async () => {
  renderAt('/admin/jobs/5?from=%2Fadmin%2Femployers');
  expect(screen.getByRole('heading', { level: 1, name: 'Employer job view' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Night patrol' })).toBeInTheDocument();
  expect(jobsApi.get).toHaveBeenCalledWith(5);
  expect(within(screen.getByRole('article', { name: 'Night patrol' })).getByText('Acme Security')).toBeInTheDocument();
  expect(within(screen.getByRole('article', { name: 'Night patrol' })).getByText('$25.00/hr')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'List of applicants' })).toHaveAttribute('href', '/admin/jobs/5/applicants?from=%2Fadmin%2Femployers');
});

it('lists the applicants with state, applied date, reason and View profile back to this page', async () => {
  (adminApi.jobApplicants as jest.Mock).mockResolvedValue([
    applicant(1),
    applicant(2, { state: ApplicantState.Accepted, wasHired: true }),
    applicant(3, { state: ApplicantState.Rejected, reason: 'Contract Issue', wasHired: true }),
    applicant(4, { state: ApplicantState.Rejected, reason: 'Manpower issues' }),
  ]);
  renderAt('/admin/jobs/5/applicants');
  const list = await screen.findByRole('list', { name: 'Applicants' });
  expect(screen.getByRole('heading', { level: 2, name: 'Night patrol' })).toBeInTheDocument();
  expect(adminApi.jobApplicants).toHaveBeenCalledWith(5);
  const rows = within(list).getAllByRole('listitem');
  expect(rows).toHaveLength(4);
  expect(within(rows[0]).getByText('Officer 1')).toBeInTheDocument();
  expect(within(rows[0]).getByText('Applied 03/04/26')).toBeInTheDocument();
  expect(within(rows[0]).getByText('Applied', { exact: true })).toBeInTheDocument();
  expect(within(rows[0]).getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/admin/employees/201?from=%2Fadmin%2Fjobs%2F5%2Fapplicants');
  expect(within(rows[1]).getByText('Hired')).toBeInTheDocument();
  expect(within(rows[2]).getByText('Hire cancelled')).toBeInTheDocument();
  expect(within(rows[2]).getByText('Reason: Contract Issue')).toBeInTheDocument();
  expect(within(rows[3]).getByText('Not selected')).toBeInTheDocument();
});

it('keeps the employers path as from on the employer-job applicants page, and says No applicants when empty', async () => {
  (adminApi.jobApplicants as jest.Mock).mockResolvedValueOnce([applicant(1)]);
  const { unmount } = renderAt('/admin/employers/jobs/5/applicants');
  const link = await screen.findByRole('link', { name: 'View profile' });
  expect(link).toHaveAttribute('href', '/admin/employees/201?from=%2Fadmin%2Femployers%2Fjobs%2F5%2Fapplicants');
  unmount();
  // Another visit: what the first page read is gone with it.
  resetQueries();
  renderAt('/admin/jobs/5/applicants');
  expect(await screen.findByText('No applicants')).toBeInTheDocument();
});

describe('status, owner and actions', () => {
  const section = () => screen.findByRole('region', { name: 'Job status and owner' });

  it('shows the status and the owner, links to the owner and to the Jobs of … list', async () => {
    renderAt('/admin/jobs/5');
    const box = await section();
    expect(within(box).getByText('Active')).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Acme Security' })).toHaveAttribute('href', '/admin/employers/9?from=%2Fadmin%2Fjobs');
    expect(within(box).getByRole('link', { name: 'Jobs of Acme Security' })).toHaveAttribute('href', '/admin/jobs?userId=9');
    expect(within(box).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('closes an active job after the confirmation and shows it Closed, without Close', async () => {
    (adminApi.closeJob as jest.Mock).mockResolvedValue({ id: 5 });
    renderAt('/admin/jobs/5');
    await userEvent.click(within(await section()).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure to close the job? The Employee applicants will be immediately notified via SMS')).toBeInTheDocument();
    (jobsApi.get as jest.Mock).mockResolvedValue(makeJob({ id: 5, title: 'Night patrol', enabled: false }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(adminApi.closeJob).toHaveBeenCalledWith(5);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const box = await section();
    await waitFor(() => expect(within(box).getByText('Closed')).toBeInTheDocument());
    expect(within(box).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(within(box).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('deletes after the confirmation and goes back where the view was opened from', async () => {
    (adminApi.deleteJob as jest.Mock).mockResolvedValue({ id: 5 });
    renderAt('/admin/jobs/5?from=%2Fadmin%2Femployers');
    await userEvent.click(within(await section()).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this job?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(adminApi.deleteJob).toHaveBeenCalledWith(5);
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent('/admin/employers');
  });

  it('shows a closed job without Close', async () => {
    (jobsApi.get as jest.Mock).mockResolvedValue(makeJob({ id: 5, enabled: false }));
    renderAt('/admin/jobs/5');
    const box = await section();
    expect(within(box).getByText('Closed')).toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});
