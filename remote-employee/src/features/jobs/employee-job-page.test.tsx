import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@dutylink/router';
import { employeeProfileApi, jobsApi, reliabilityApi, shiftsApi, useSession } from '@dutylink/api-client';
import {
  ANONYMOUS_USER,
  APPLICANT_NONE,
  ApplicantState,
  ArmedStatus,
  emptyPermitDocuments,
  PermitDocumentType,
  Role,
  type EmployeePermitsResponse,
} from '@dutylink/contracts';
import { makeOfficerShift, myShifts } from '@dutylink/contracts/testing';
import EmployeeRoutes from '../../routes';
import { makeJob } from './test-fixtures';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    jobsApi: { employeeJobs: jest.fn(), get: jest.fn(), apply: jest.fn(), cancel: jest.fn(), status: jest.fn() },
    employeeProfileApi: { permits: jest.fn() },
    reliabilityApi: { employerRecord: jest.fn() },
    shiftsApi: { mine: jest.fn() },
  }),
);

const api = jobsApi as unknown as Record<'get' | 'apply' | 'cancel', jest.Mock>;
const REJECTED_TEXT = 'Thank you for your interest, however you were not selected at this time';

function renderJob(id = 5) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[`/employee/jobs/${id}`]}>
      <Routes>
        <Route path="/employee/*" element={<EmployeeRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user };
}

/** The officer's permits step: the given types held, valid for years. */
function ownPermits(...held: PermitDocumentType[]): EmployeePermitsResponse {
  const documents = emptyPermitDocuments().map((doc) => (held.includes(doc.type) ? { ...doc, exists: true, number: 'P-1', expired: '2099-01-01' } : doc));
  return { documents, requiredDocs: [], agree: true, securityClearance: false, military: false, specializedTraining: [] };
}

beforeEach(() => {
  jest.clearAllMocks();
  (employeeProfileApi.permits as jest.Mock).mockResolvedValue(ownPermits(PermitDocumentType.ExposedFirearm));
  (reliabilityApi.employerRecord as jest.Mock).mockResolvedValue({ hires: 2, cancelled: 0, ratings: { average: null, count: 0 } });
  (shiftsApi.mine as jest.Mock).mockResolvedValue(myShifts([]));
  useSession.setState({
    ready: true,
    user: { ...ANONYMOUS_USER, id: 3, name: 'Sam Ortiz', role: Role.Employee, emailVerified: true, filledStep: [0, 1, 2, 3, 4], hasSubscription: true },
  });
});

test('shows the job details and a Back link to /employee/jobs', async () => {
  api.get.mockResolvedValue(makeJob());
  renderJob();
  expect(await screen.findByRole('heading', { level: 1, name: 'Night patrol' })).toBeInTheDocument();
  expect(api.get).toHaveBeenCalledWith(5);
  expect(screen.getByText('Acme Security')).toBeInTheDocument();
  expect(screen.getByText('$25.00/hr')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/employee/jobs');
});

test('Apply without a status, then Unapply (after confirming) brings Apply back', async () => {
  api.get.mockResolvedValue(makeJob({ applicantState: null }));
  api.apply.mockResolvedValue(ApplicantState.New);
  api.cancel.mockResolvedValue(APPLICANT_NONE);
  const { user } = renderJob();
  await user.click(await screen.findByRole('button', { name: 'Apply' }));
  expect(api.apply).toHaveBeenCalledWith(5);
  expect(await screen.findByRole('button', { name: 'Unapply' })).toBeInTheDocument();
  expect(screen.getByText('Applied')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Unapply' }));
  expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
  expect(api.cancel).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Yes' }));
  expect(api.cancel).toHaveBeenCalledWith(5, null, null, undefined);
  expect(await screen.findByRole('button', { name: 'Apply' })).toBeInTheDocument();
  expect(screen.queryByText('Applied')).not.toBeInTheDocument();
});

test('declining the Unapply confirmation keeps the application', async () => {
  api.get.mockResolvedValue(makeJob({ applicantState: ApplicantState.New }));
  const { user } = renderJob();
  await user.click(await screen.findByRole('button', { name: 'Unapply' }));
  await user.click(screen.getByRole('button', { name: 'No' }));
  expect(api.cancel).not.toHaveBeenCalled();
  expect(await screen.findByRole('button', { name: 'Unapply' })).toBeInTheDocument();
});

test('a failed apply keeps the Apply button', async () => {
  api.get.mockResolvedValue(makeJob({ applicantState: APPLICANT_NONE as never }));
  api.apply.mockResolvedValue(undefined);
  const { user } = renderJob();
  await user.click(await screen.findByRole('button', { name: 'Apply' }));
  expect(api.apply).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Unapply' })).not.toBeInTheDocument();
});

test("Accepted shows 'You accepted' with the Hired tag and Unapply", async () => {
  api.get.mockResolvedValue(makeJob({ applicantState: ApplicantState.Accepted }));
  renderJob();
  expect(await screen.findByText('You accepted')).toBeInTheDocument();
  expect(screen.getByText('Hired')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Unapply' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
});

test("the hired job's page shows its next shift, when and where in the job's zone, with the way to My shifts", async () => {
  api.get.mockResolvedValue(makeJob({ id: 5, applicantState: ApplicantState.Accepted }));
  (shiftsApi.mine as jest.Mock).mockResolvedValue(
    myShifts([
      // Another job's shift comes first in My shifts; this job's is the next one of its own.
      makeOfficerShift({ id: 10, jobId: 6, title: 'Stadium event', startsAt: '2099-12-01T13:00:00Z', endsAt: '2099-12-01T21:00:00Z' }),
      makeOfficerShift({ id: 11, jobId: 5, startsAt: '2099-12-02T13:00:00Z', endsAt: '2099-12-02T21:00:00Z', timeZone: 'America/Los_Angeles' }),
      makeOfficerShift({ id: 12, jobId: 5, startsAt: '2099-12-03T13:00:00Z', endsAt: '2099-12-03T21:00:00Z' }),
    ]),
  );
  renderJob();
  const next = await screen.findByRole('region', { name: 'Your next shift' });
  expect(await within(next).findByText(/^Wed, 2 Dec, 5:00\sAM – 1:00\sPM PST$/)).toBeInTheDocument();
  expect(within(next).getByText('Commerce Tower, 1200 Commerce St, Dallas, TX 75202')).toBeInTheDocument();
  expect(within(next).getByRole('link', { name: 'View my shifts' })).toHaveAttribute('href', '/employee/shifts');
  expect(screen.getByRole('button', { name: 'Unapply' })).toBeInTheDocument();
});

test('a hired job without a shift ahead says so, and still leads to My shifts', async () => {
  api.get.mockResolvedValue(makeJob({ id: 5, applicantState: ApplicantState.Accepted }));
  (shiftsApi.mine as jest.Mock).mockResolvedValue(myShifts([makeOfficerShift({ jobId: 6 })]));
  renderJob();
  const next = await screen.findByRole('region', { name: 'Your next shift' });
  expect(await within(next).findByText('No shift of this job is ahead.')).toBeInTheDocument();
  expect(within(next).getByRole('link', { name: 'View my shifts' })).toHaveAttribute('href', '/employee/shifts');
});

test('a shift of the job that is running is the one shown, as now', async () => {
  api.get.mockResolvedValue(makeJob({ id: 5, applicantState: ApplicantState.Accepted }));
  const started = new Date(Date.now() - 3_600_000).toISOString();
  (shiftsApi.mine as jest.Mock).mockResolvedValue(myShifts([makeOfficerShift({ jobId: 5, startsAt: started, endsAt: new Date(Date.now() + 3_600_000).toISOString() })]));
  renderJob();
  const now = await screen.findByRole('region', { name: 'Your shift now' });
  expect(within(now).getByRole('link', { name: 'View my shifts' })).toBeInTheDocument();
});

test('an applicant not hired sees no shift block and reads no shifts', async () => {
  api.get.mockResolvedValue(makeJob({ id: 5, applicantState: ApplicantState.New }));
  renderJob();
  expect(await screen.findByRole('button', { name: 'Unapply' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Your next shift' })).not.toBeInTheDocument();
  expect(shiftsApi.mine).not.toHaveBeenCalled();
});

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

test('withdrawing from a hire asks for a reason and sends it', async () => {
  api.get.mockResolvedValue(makeJob({ applicantState: ApplicantState.Accepted, nextShiftAt: inHours(30) }));
  api.cancel.mockResolvedValue(APPLICANT_NONE);
  const { user } = renderJob();
  await user.click(await screen.findByRole('button', { name: 'Unapply' }));
  const dialog = screen.getByRole('dialog', { name: 'Withdraw from this job' });
  expect(dialog).toHaveTextContent('The employer is told that you withdraw and why.');
  expect(dialog).toHaveTextContent('This withdrawal does not count as late: your next shift of this job is more than 24 hours away.');
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(await within(dialog).findByText('Tell the employer why you withdraw')).toBeInTheDocument();
  expect(api.cancel).not.toHaveBeenCalled();

  await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
  await user.click(screen.getByRole('option', { name: 'Schedule conflict' }));
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(api.cancel).toHaveBeenCalledWith(5, null, null, 'Schedule conflict');
  expect(await screen.findByRole('button', { name: 'Apply' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the withdraw dialog says, before confirming, that a withdrawal within 24 hours of the next shift counts as late, unless the job changed (issue 36)', async () => {
  api.get.mockResolvedValue(makeJob({ applicantState: ApplicantState.Accepted, nextShiftAt: inHours(3) }));
  const { user } = renderJob();
  await user.click(await screen.findByRole('button', { name: 'Unapply' }));
  const dialog = screen.getByRole('dialog', { name: 'Withdraw from this job' });
  const late = 'This withdrawal counts as late on your record, which employers see: your next shift of this job starts within 24 hours.';
  expect(dialog).toHaveTextContent(late);

  await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
  await user.click(screen.getByRole('option', { name: 'Job details changed' }));
  expect(dialog).toHaveTextContent("This withdrawal does not count as late: the job's details changed.");
  expect(dialog).not.toHaveTextContent(late);

  await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
  await user.click(screen.getByRole('option', { name: 'Sick or injured' }));
  expect(dialog).toHaveTextContent(late);
  expect(api.cancel).not.toHaveBeenCalled();
});

test('after its start, the shift has started: late', async () => {
  api.get.mockResolvedValue(makeJob({ applicantState: ApplicantState.Accepted, nextShiftAt: inHours(-1) }));
  const { user } = renderJob();
  await user.click(await screen.findByRole('button', { name: 'Unapply' }));
  expect(screen.getByRole('dialog', { name: 'Withdraw from this job' })).toHaveTextContent(
    'This withdrawal counts as late on your record, which employers see: your next shift of this job has started.',
  );
});

test('a refused withdrawal keeps the dialog and the hire', async () => {
  api.get.mockResolvedValue(makeJob({ applicantState: ApplicantState.Accepted }));
  api.cancel.mockResolvedValue(undefined);
  const { user } = renderJob();
  await user.click(await screen.findByRole('button', { name: 'Unapply' }));
  const dialog = screen.getByRole('dialog', { name: 'Withdraw from this job' });
  await user.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
  await user.click(screen.getByRole('option', { name: 'Family emergency' }));
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(api.cancel).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('dialog', { name: 'Withdraw from this job' })).toBeInTheDocument();
  expect(screen.getByText('You accepted')).toBeInTheDocument();
});

test('a closed job keeps the hire, leads to its shifts, offers no withdrawal and says why', async () => {
  api.get.mockResolvedValue(makeJob({ applicantState: ApplicantState.Accepted, enabled: false }));
  renderJob();
  expect(await screen.findByText('This job is closed: you can no longer withdraw')).toBeInTheDocument();
  expect(screen.getByText('This job is closed to new applicants. You are still hired.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View my shifts' })).toHaveAttribute('href', '/employee/shifts');
  expect(screen.queryByRole('button', { name: 'Unapply' })).not.toBeInTheDocument();
});

test("turned down: 'Not selected' and the thank-you text, with no button", async () => {
  api.get.mockResolvedValue(makeJob({ applicantState: ApplicantState.Rejected, reason: 'Position filled', notSelected: true }));
  renderJob();
  expect(await screen.findByText(REJECTED_TEXT)).toBeInTheDocument();
  expect(screen.getByText('Not selected')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Unapply' })).not.toBeInTheDocument();
});

test("a hire the employer cancelled says so, with the reason, as its SMS did", async () => {
  api.get.mockResolvedValue(makeJob({ applicantState: ApplicantState.Rejected, reason: 'Cancelled by Client' }));
  renderJob();
  expect(await screen.findByText('The employer cancelled your hire. Cancelled by Client.')).toBeInTheDocument();
  expect(screen.getByText('Hire cancelled')).toBeInTheDocument();
  expect(screen.queryByText(REJECTED_TEXT)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Unapply' })).not.toBeInTheDocument();
});

test("passed over when every place was filled: 'Not selected', as the SMS said, with no Unapply (issue 36)", async () => {
  api.get.mockResolvedValue(makeJob({ applicantState: ApplicantState.New, notSelected: true }));
  renderJob();
  expect(await screen.findByText('Not selected')).toBeInTheDocument();
  expect(screen.getByText(REJECTED_TEXT)).toBeInTheDocument();
  expect(screen.queryByText('Applied')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Unapply' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
});

test("passed over on a job since closed: 'Not selected', not the closed job's withdrawal note", async () => {
  api.get.mockResolvedValue(makeJob({ applicantState: ApplicantState.New, notSelected: true, enabled: false }));
  renderJob();
  expect(await screen.findByText('Not selected')).toBeInTheDocument();
  expect(screen.queryByText('This job is closed: you can no longer withdraw')).not.toBeInTheDocument();
});

test('a closed job cannot be applied to', async () => {
  api.get.mockResolvedValue(makeJob({ enabled: false }));
  renderJob();
  expect(await screen.findByRole('button', { name: 'Apply' })).toBeDisabled();
  expect(screen.getByText('Closed')).toBeInTheDocument();
});

test('a job that cannot be loaded says so', async () => {
  api.get.mockResolvedValue(undefined);
  renderJob(77);
  expect(await screen.findByText('The job could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
});

test('required permits the officer lacks: what to get, the way to the permits step and back; Apply stays', async () => {
  api.get.mockResolvedValue(makeJob({ applicantState: null, armedType: ArmedStatus.ArmedExposed, markedPermits: [PermitDocumentType.GuardCard] }));
  (employeeProfileApi.permits as jest.Mock).mockResolvedValue(ownPermits(PermitDocumentType.GuardCard));
  renderJob();
  expect(await screen.findByText('You need an exposed firearm permit to be hired for this job')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Add it in Permits & Credentials' })).toHaveAttribute('href', '/employee/permits?returnUrl=%2Femployee%2Fjobs%2F5');
  expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  expect(within(screen.getByLabelText('Job details')).getByText('Guard card, Exposed firearm permit')).toBeInTheDocument();
});

test('permits that cover the job: only the row of the permits required', async () => {
  api.get.mockResolvedValue(makeJob({ applicantState: null, armedType: ArmedStatus.ArmedExposed }));
  renderJob();
  expect(await screen.findByText('Permits required')).toBeInTheDocument();
  expect(screen.getByText('Exposed firearm permit')).toBeInTheDocument();
  expect(employeeProfileApi.permits).toHaveBeenCalled();
  expect(screen.queryByText(/^You need /)).not.toBeInTheDocument();
});

test('a job that requires no permit does not read the officer\'s permits', async () => {
  api.get.mockResolvedValue(makeJob({ applicantState: null, armedType: ArmedStatus.Unarmed }));
  renderJob();
  expect(await screen.findByRole('button', { name: 'Apply' })).toBeInTheDocument();
  expect(screen.queryByText('Permits required')).not.toBeInTheDocument();
  expect(employeeProfileApi.permits).not.toHaveBeenCalled();
});

test("shows the employer's record of the last 90 days (issue 21)", async () => {
  api.get.mockResolvedValue(makeJob());
  (reliabilityApi.employerRecord as jest.Mock).mockResolvedValue({ hires: 14, cancelled: 1, ratings: { average: 4.6, count: 9 } });
  renderJob();
  const record = await screen.findByRole('note', { name: "Employer's record" });
  expect(record).toHaveTextContent('Last 90 days: 14 hires · 7% cancelled by the employer · ★ 4.6 (9 ratings)');
  expect(reliabilityApi.employerRecord).toHaveBeenCalledWith(5);
});
