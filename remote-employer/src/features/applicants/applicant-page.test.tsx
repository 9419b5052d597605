import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@dutylink/router';
import { employerApi, jobsApi, reliabilityApi } from '@dutylink/api-client';
import { ApplicantState, PermitDocumentType, Sex, type ApplicantProfile, type PermitDocument } from '@dutylink/contracts';
import { ApplicantPage } from './applicant-page';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    employerApi: { applicantProfile: jest.fn(), accept: jest.fn(), reject: jest.fn() },
    jobsApi: { get: jest.fn() },
    reliabilityApi: { officerRecords: jest.fn() },
  }),
);

const doc = (type: PermitDocumentType, patch: Partial<PermitDocument> = {}): PermitDocument => ({
  type,
  exists: true,
  required: false,
  number: '',
  issued: '2024-01-02',
  expired: '2027-03-04',
  info: null,
  specializedTrainingIDs: [],
  file: null,
  ...patch,
});

function profile(patch: Partial<ApplicantProfile> = {}): ApplicantProfile {
  const extended = patch.extended ?? false;
  return {
    applicantID: 77,
    state: ApplicantState.New,
    reason: null,
    wasHired: extended,
    extended,
    general: {
      firstName: 'Dana',
      lastName: 'Reyes',
      name: 'Dana Reyes',
      sex: Sex.Female,
      phone: extended ? '+15125550123' : '',
      email: extended ? 'dana@example.com' : '',
      timeZone: '',
      specializations: [
        { id: 1, name: 'Armed Security Officer' },
        { id: 2, name: 'Event Security' },
      ],
      address: { address1: extended ? '1 Main St' : '', address2: '', city: 'Austin', idstate: 44, state: 'Texas', stateCode: 'TX', postalCode: extended ? '73301' : '' },
      emergencyContacts: extended ? [{ name: 'Sam Reyes', phone: '+15125550199' }] : [],
    },
    permits: {
      documents: [doc(PermitDocumentType.GuardCard, { number: extended ? 'G-123' : '' }), doc(PermitDocumentType.DriverLicense)],
      specializedTrainings: [],
      securityClearance: false,
      military: true,
    },
    experience: { industries: [{ id: 3, name: 'Retail', years: 4 }], trainings: [], otherTraining: '' },
    notifications: null,
    permitShortfalls: [],
    ...patch,
  };
}

const hired = () => profile({ state: ApplicantState.Accepted, extended: true });

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/employer/jobs/5/applicants/201']}>
      <Routes>
        <Route path="/employer/jobs/:id/applicants/:employeeId" element={<ApplicantPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  (employerApi.applicantProfile as jest.Mock).mockResolvedValue(profile());
  (jobsApi.get as jest.Mock).mockResolvedValue({ id: 5, enabled: true });
  (reliabilityApi.officerRecords as jest.Mock).mockResolvedValue({ records: [{ userId: 201, record: { completedShifts: 12, noShows: 1, lateWithdrawals: 0, ratings: { average: 4.8, count: 5 } } }] });
});

/** Hire, then Hire in the confirmation. */
async function hireWithConfirmation(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Hire' }));
  const dialog = await screen.findByRole('dialog', { name: 'Hire' });
  expect(dialog).toHaveTextContent('Hire Dana Reyes for this job? They get a text message right away.');
  await user.click(within(dialog).getByRole('button', { name: 'Hire' }));
}

it('shows the short view of a New applicant with Hire and Back', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { level: 2, name: 'Dana Reyes' })).toBeInTheDocument();
  expect(employerApi.applicantProfile).toHaveBeenCalledWith(201, 5);
  expect(screen.getByRole('heading', { level: 1, name: 'Short view of the applicant' })).toBeInTheDocument();
  expect(screen.getByText('Armed Security Officer, Event Security')).toBeInTheDocument();
  expect(screen.getByText('Guard card')).toBeInTheDocument();
  expect(screen.getByText('Driver license')).toBeInTheDocument();
  expect(screen.getByText('Retail: 4 years')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Hire' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Cancel hire' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/employer/jobs/5/applicants');
});

it('shows which permits have a verified document, with View document for each uploaded one, before and after the hire', async () => {
  const uploaded = { name: 'guard.pdf', mediaType: 'application/pdf', size: 20_480, uploaded: '2026-11-20T15:00:00.000Z' };
  const permits = {
    documents: [doc(PermitDocumentType.GuardCard, { file: { ...uploaded, verified: '2026-11-21T15:00:00.000Z' } }), doc(PermitDocumentType.DriverLicense, { file: { ...uploaded, verified: null } })],
    specializedTrainings: [],
    securityClearance: false,
    military: false,
  };
  for (const view of [profile({ permits }), profile({ permits, state: ApplicantState.Accepted, extended: true })]) {
    (employerApi.applicantProfile as jest.Mock).mockResolvedValue(view);
    const { unmount } = renderPage();
    expect(await screen.findByRole('link', { name: 'View document: Guard card' })).toHaveAttribute('href', '/api/employees/profile/201/permits/0/file');
    expect(screen.getByRole('link', { name: 'View document: Driver license' })).toHaveAttribute('target', '_blank');
    expect(screen.getAllByText('Verified')).toHaveLength(1);
    unmount();
  }
});

it('names the required permits the applicant lacks, as text, and offers Hire disabled', async () => {
  (employerApi.applicantProfile as jest.Mock).mockResolvedValue(
    profile({
      permitShortfalls: [
        { type: PermitDocumentType.ExposedFirearm, kind: 'missing', expires: null, neededThrough: '2027-01-08' },
        { type: PermitDocumentType.DriverLicense, kind: 'expiring', expires: '2027-01-05', neededThrough: '2027-01-08' },
      ],
    }),
  );
  renderPage();
  const hire = await screen.findByRole('button', { name: 'Hire' });
  expect(hire).toBeDisabled();
  expect(screen.getByText('Missing: Exposed firearm permit')).toBeVisible();
  expect(screen.getByText('Driver license expires 5 Jan 2027, before the last shift')).toBeVisible();
  expect(hire).toHaveAccessibleDescription('Missing: Exposed firearm permit Driver license expires 5 Jan 2027, before the last shift The officer sees this on the job’s page. Hire opens once their permits cover the job.');
  // Rejecting stays possible.
  expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
});

it('says nothing of permits on a closed job, which offers no Hire anyway', async () => {
  (jobsApi.get as jest.Mock).mockResolvedValue({ id: 5, enabled: false });
  (employerApi.applicantProfile as jest.Mock).mockResolvedValue(profile({ permitShortfalls: [{ type: PermitDocumentType.ExposedFirearm, kind: 'missing', expires: null, neededThrough: '2027-01-08' }] }));
  renderPage();
  expect(await screen.findByText('This job is closed: nobody can be hired for it.')).toBeInTheDocument();
  expect(screen.queryByText('Missing: Exposed firearm permit')).not.toBeInTheDocument();
});

it('shows Hire cancelled with the reason as a tooltip, and Hire again (no Reject) while the job is open', async () => {
  (employerApi.applicantProfile as jest.Mock).mockResolvedValue(profile({ state: ApplicantState.Rejected, reason: 'Venue Issues', wasHired: true }));
  const user = userEvent.setup();
  renderPage();
  const tag = await screen.findByText('Hire cancelled');
  expect(screen.getByRole('button', { name: 'Hire' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  await user.hover(tag);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Venue Issues');
});

it('offers no Hire on a closed job and says why; a New applicant can still be rejected', async () => {
  (jobsApi.get as jest.Mock).mockResolvedValue({ id: 5, enabled: false });
  renderPage();
  expect(await screen.findByText('This job is closed: nobody can be hired for it.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Hire' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
});

it('asks to confirm a hire, and No hire without it', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Hire' }));
  const dialog = await screen.findByRole('dialog', { name: 'Hire' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(employerApi.accept).not.toHaveBeenCalled();
});

it('rejects a New applicant with a reason from the list and reloads', async () => {
  (employerApi.applicantProfile as jest.Mock)
    .mockResolvedValueOnce(profile())
    .mockResolvedValueOnce(profile({ state: ApplicantState.Rejected, reason: 'Manpower issues' }));
  (employerApi.reject as jest.Mock).mockResolvedValue({ success: true });
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Reject' }));
  const dialog = await screen.findByRole('dialog', { name: 'The reason for rejecting the applicant' });
  await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
  await user.click(await screen.findByRole('option', { name: 'Manpower issues' }));
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(employerApi.reject).toHaveBeenCalledWith(77, 'Manpower issues'));
  // Never hired: turned down, not a cancelled hire.
  expect(await screen.findByText('Not selected')).toBeInTheDocument();
  expect(screen.queryByText('Hire cancelled')).not.toBeInTheDocument();
});

it('hires and reloads into the extended view', async () => {
  (employerApi.applicantProfile as jest.Mock).mockResolvedValueOnce(profile()).mockResolvedValueOnce(hired());
  (employerApi.accept as jest.Mock).mockResolvedValue({ success: true });
  const user = userEvent.setup();
  renderPage();
  await hireWithConfirmation(user);
  expect(employerApi.accept).toHaveBeenCalledWith(77);
  expect(await screen.findByRole('heading', { level: 1, name: 'Extended view of hired employee' })).toBeInTheDocument();
  expect(employerApi.applicantProfile).toHaveBeenCalledTimes(2);
});

it('shows the Not hired dialog when the job is fully staffed', async () => {
  (employerApi.accept as jest.Mock).mockResolvedValue({ success: false, required: 3, hired: 3 });
  const user = userEvent.setup();
  renderPage();
  await hireWithConfirmation(user);
  const dialog = await screen.findByRole('dialog', { name: 'Not hired' });
  expect(within(dialog).getByText('Only 3 employees can be hired per job.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(employerApi.applicantProfile).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Hire' })).toBeInTheDocument();
});

it('shows the extended view of a hired employee with the full general info', async () => {
  (employerApi.applicantProfile as jest.Mock).mockResolvedValue(hired());
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Extended view of hired employee' })).toBeInTheDocument();
  expect(screen.getByText('Hired')).toBeInTheDocument();
  expect(screen.getByText('dana@example.com')).toBeInTheDocument();
  expect(screen.getByText('1 Main St, Austin, TX 73301')).toBeInTheDocument();
  expect(screen.getByText(/Sam Reyes/)).toBeInTheDocument();
  expect(screen.getByText('No. G-123, issued 01/02/24, expires 03/04/27')).toBeInTheDocument();
  expect(screen.getByText('Retail: 4 years')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Hire' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
});

it('cancels a hire with the default reason and reloads', async () => {
  (employerApi.applicantProfile as jest.Mock)
    .mockResolvedValueOnce(hired())
    .mockResolvedValueOnce(profile({ state: ApplicantState.Rejected, reason: 'Cancelled by Client', wasHired: true }));
  (employerApi.reject as jest.Mock).mockResolvedValue({ success: true });
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Cancel hire' }));
  const dialog = await screen.findByRole('dialog', { name: 'The reason for cancelling hire' });
  expect(within(dialog).getByRole('combobox', { name: 'Reason' })).toHaveTextContent('Cancelled by Client');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(employerApi.reject).toHaveBeenCalledWith(77, 'Cancelled by Client'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Short view of the applicant' })).toBeInTheDocument();
  expect(screen.getByText('Hire cancelled')).toBeInTheDocument();
});

it('sends the chosen reason, and Cancel closes the dialog without a call', async () => {
  (employerApi.applicantProfile as jest.Mock).mockResolvedValue(hired());
  (employerApi.reject as jest.Mock).mockResolvedValue({ success: true });
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Cancel hire' }));
  let dialog = await screen.findByRole('dialog', { name: 'The reason for cancelling hire' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(employerApi.reject).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Cancel hire' }));
  dialog = await screen.findByRole('dialog', { name: 'The reason for cancelling hire' });
  await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
  await user.click(await screen.findByRole('option', { name: 'Contract Issue' }));
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(employerApi.reject).toHaveBeenCalledWith(77, 'Contract Issue'));
});

test("shows the officer's record before and after the hire (issue 21)", async () => {
  renderPage();
  const record = await screen.findByRole('note', { name: "Officer's record" });
  expect(record).toHaveTextContent('12 shifts completed · 1 no-show · 0 late withdrawals · ★ 4.8 (5 ratings)');
  expect(reliabilityApi.officerRecords).toHaveBeenCalledWith(5);
});
