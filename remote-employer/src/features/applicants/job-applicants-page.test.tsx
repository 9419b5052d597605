import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@dutylink/router';
import { employerApi, jobsApi, reliabilityApi, rostersApi } from '@dutylink/api-client';
import { ApplicantState, PermitDocumentType, type JobApplicant } from '@dutylink/contracts';
import { JobApplicantsPage } from './job-applicants-page';
import { makeJob } from '@dutylink/contracts/testing';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    jobsApi: { get: jest.fn() },
    employerApi: { applicants: jest.fn() },
    reliabilityApi: { officerRecords: jest.fn() },
    rostersApi: { officers: jest.fn(), favourite: jest.fn(), blockOfficer: jest.fn() },
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

function renderPage(path = '/employer/jobs/5/applicants') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/employer/jobs/:id/applicants" element={<JobApplicantsPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  (rostersApi.officers as jest.Mock).mockResolvedValue({ officers: [], blocked: [] });
  (jobsApi.get as jest.Mock).mockResolvedValue(makeJob({ id: 5, enabled: true }));
  (employerApi.applicants as jest.Mock).mockResolvedValue([]);
  (reliabilityApi.officerRecords as jest.Mock).mockResolvedValue({ records: [] });
});

it('shows 6 applicants first and 6 more per View more', async () => {
  (employerApi.applicants as jest.Mock).mockResolvedValue(Array.from({ length: 14 }, (_, i) => applicant(i + 1)));
  const user = userEvent.setup();
  renderPage();
  const list = await screen.findByRole('list', { name: 'Applicants' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(6);
  expect(jobsApi.get).toHaveBeenCalledWith(5);
  expect(employerApi.applicants).toHaveBeenCalledWith(5);
  await user.click(screen.getByRole('button', { name: 'View more' }));
  expect(within(list).getAllByRole('listitem')).toHaveLength(12);
  await user.click(screen.getByRole('button', { name: 'View more' }));
  expect(within(list).getAllByRole('listitem')).toHaveLength(14);
  expect(screen.queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();
});

it('shows each row with name, applied date, tag and a View profile link', async () => {
  (employerApi.applicants as jest.Mock).mockResolvedValue([applicant(1)]);
  renderPage();
  const row = (await screen.findAllByRole('listitem'))[0];
  expect(within(row).getByText('Officer 1')).toBeInTheDocument();
  expect(within(row).getByText('Applied 03/04/26')).toBeInTheDocument();
  expect(within(row).getByText('Applied', { exact: true })).toBeInTheDocument();
  expect(within(row).getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/employer/jobs/5/applicants/201');
});

it("shows each applicant's permit gaps for the job, without opening the profile (issue 36)", async () => {
  (employerApi.applicants as jest.Mock).mockResolvedValue([
    applicant(1, {
      permitShortfalls: [
        { type: PermitDocumentType.DriverLicense, kind: 'missing', expires: null, neededThrough: '2026-03-10' },
        { type: PermitDocumentType.ExposedFirearm, kind: 'expired', expires: '2026-03-01', neededThrough: '2026-03-10' },
      ],
    }),
    applicant(2),
  ]);
  renderPage();
  const rows = await screen.findAllByRole('listitem');
  expect(within(rows[0]).getByText('Missing: Driver license')).toBeInTheDocument();
  expect(within(rows[0]).getByText('Exposed firearm permit expired 1 Mar 2026')).toBeInTheDocument();
  expect(within(rows[1]).queryByText(/Missing|expired|expires/)).not.toBeInTheDocument();
});

it("shows a hired officer's shift still unconfirmed, in the job's zone (issue 36)", async () => {
  (employerApi.applicants as jest.Mock).mockResolvedValue([
    applicant(1, { state: ApplicantState.Accepted, wasHired: true, unconfirmedShift: { startsAt: '2026-12-02T13:00:00Z', timeZone: 'America/Chicago' } }),
    applicant(2, { state: ApplicantState.Accepted, wasHired: true }),
  ]);
  renderPage();
  const rows = await screen.findAllByRole('listitem');
  expect(within(rows[0]).getByText('Unconfirmed: Wed, 2 Dec at 7:00 AM CST')).toBeInTheDocument();
  expect(within(rows[1]).queryByText(/Unconfirmed/)).not.toBeInTheDocument();
});

it('tags Hired, Hire cancelled with the reason as a tooltip, and Not selected for a waiting applicant texted so', async () => {
  (employerApi.applicants as jest.Mock).mockResolvedValue([
    applicant(1, { state: ApplicantState.Accepted, wasHired: true }),
    applicant(2, { state: ApplicantState.Rejected, reason: 'Contract Issue', wasHired: true }),
    applicant(3, { notSelected: true }),
    applicant(4),
  ]);
  const user = userEvent.setup();
  renderPage();
  const rows = await screen.findAllByRole('listitem');
  expect(within(rows[0]).getByText('Hired')).toBeInTheDocument();
  expect(within(rows[2]).getByText('Not selected')).toBeInTheDocument();
  expect(within(rows[3]).getByText('Applied')).toBeInTheDocument();
  const cancelled = within(rows[1]).getByText('Hire cancelled');
  await user.hover(cancelled);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Contract Issue');
});

it('has the job details collapsed, Edit while the job is enabled, and Back', async () => {
  const user = userEvent.setup();
  renderPage();
  const summary = await screen.findByRole('button', { name: 'Job details' });
  expect(summary).toHaveAttribute('aria-expanded', 'false');
  await user.click(summary);
  expect(summary).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('heading', { level: 2, name: 'Night patrol' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/employer/jobs/5');
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/employer/jobs/active');
  expect(screen.getByText('No applicants yet')).toBeInTheDocument();
});

it("names the job under the heading, while its details stay collapsed", async () => {
  (jobsApi.get as jest.Mock).mockResolvedValue(makeJob({ id: 5, title: 'Dock watch, Pier 39' }));
  renderPage();
  const heading = await screen.findByRole('heading', { level: 1, name: 'Applicants' });
  expect(await within(heading.parentElement!).findByText('Dock watch, Pier 39')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Job details' })).toHaveAttribute('aria-expanded', 'false');
});

it('hides Edit for a closed job', async () => {
  (jobsApi.get as jest.Mock).mockResolvedValue(makeJob({ id: 5, enabled: false }));
  renderPage();
  expect(await screen.findByRole('button', { name: 'Job details' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
});

it("shows each applicant's record under the date (issue 21)", async () => {
  (employerApi.applicants as jest.Mock).mockResolvedValue([applicant(1), applicant(2)]);
  (reliabilityApi.officerRecords as jest.Mock).mockResolvedValue({
    records: [
      { userId: 201, record: { completedShifts: 12, noShows: 1, lateWithdrawals: 0, ratings: { average: 4.8, count: 5 } } },
      { userId: 202, record: { completedShifts: 0, noShows: 0, lateWithdrawals: 0, ratings: { average: null, count: 0 } } },
    ],
  });
  renderPage();
  const rows = await screen.findAllByRole('listitem');
  expect(await within(rows[0]).findByText('12 shifts completed · 1 no-show · 0 late withdrawals · ★ 4.8 (5 ratings)')).toBeInTheDocument();
  expect(within(rows[1]).getByText('0 shifts completed · 0 no-shows · 0 late withdrawals · No ratings yet')).toBeInTheDocument();
});

test('each applicant has Block, asking first; a hired one has Favourite too (issue 36)', async () => {
  (employerApi.applicants as jest.Mock).mockResolvedValue([applicant(1), applicant(2, { state: ApplicantState.Accepted, wasHired: true })]);
  (reliabilityApi.officerRecords as jest.Mock).mockResolvedValue({ records: [] });
  (rostersApi.officers as jest.Mock).mockResolvedValue({ officers: [], blocked: [] });
  (rostersApi.favourite as jest.Mock).mockResolvedValue({ favourite: true, blocked: false });
  (rostersApi.blockOfficer as jest.Mock).mockResolvedValue({ favourite: false, blocked: true });
  renderPage();
  expect(await screen.findByRole('button', { name: 'Block Officer 1' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Favorite: Officer 1' })).not.toBeInTheDocument();
  const favourite = screen.getByRole('button', { name: 'Favorite: Officer 2' });
  expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(favourite);
  expect(rostersApi.favourite).toHaveBeenCalledWith(202, true);

  await userEvent.click(screen.getByRole('button', { name: 'Block Officer 1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Block Officer 1?' });
  expect(dialog).toHaveTextContent('Their applications waiting for your answer are declined; a hire and its shifts stay.');
  expect(rostersApi.blockOfficer).not.toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
  expect(rostersApi.blockOfficer).toHaveBeenCalledWith(201, true);
});
