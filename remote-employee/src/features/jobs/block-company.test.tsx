import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@dutylink/router';
import { employeeProfileApi, jobsApi, reliabilityApi, rostersApi, shiftsApi, useSession } from '@dutylink/api-client';
import { ANONYMOUS_USER, emptyPermitDocuments, Role } from '@dutylink/contracts';
import { myShifts } from '@dutylink/contracts/testing';
import EmployeeRoutes from '../../routes';
import { makeJob } from './test-fixtures';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    jobsApi: { employeeJobs: jest.fn(), get: jest.fn() },
    employeeProfileApi: { permits: jest.fn() },
    reliabilityApi: { employerRecord: jest.fn() },
    shiftsApi: { mine: jest.fn() },
    rostersApi: { blockCompany: jest.fn() },
  }),
);

function renderJob() {
  render(
    <MemoryRouter initialEntries={['/employee/jobs/5']}>
      <Routes>
        <Route path="/employee/*" element={<EmployeeRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  (employeeProfileApi.permits as jest.Mock).mockResolvedValue({ documents: emptyPermitDocuments(), requiredDocs: [], agree: true, securityClearance: false, military: false, specializedTraining: [] });
  (reliabilityApi.employerRecord as jest.Mock).mockResolvedValue({ hires: 2, cancelled: 0, ratings: { average: null, count: 0 } });
  (shiftsApi.mine as jest.Mock).mockResolvedValue(myShifts([]));
  (jobsApi.employeeJobs as jest.Mock).mockResolvedValue({ items: [], total: 0, all: 0, applied: 0, hired: 0, moreThanAll: false, distanceFrom: null });
  useSession.setState({
    ready: true,
    user: { ...ANONYMOUS_USER, id: 3, name: 'Sam Ortiz', role: Role.Employee, emailVerified: true, filledStep: [0, 1, 2, 3, 4], hasSubscription: true },
  });
});

test('Block this company asks first, saying what it does, then blocks it and goes back to the list (issue 36)', async () => {
  (jobsApi.get as jest.Mock).mockResolvedValue(makeJob({ employerId: 41 }));
  (rostersApi.blockCompany as jest.Mock).mockResolvedValue({ blocked: true });
  renderJob();
  await userEvent.click(await screen.findByRole('button', { name: 'Block this company' }));
  const dialog = await screen.findByRole('dialog', { name: 'Block this company?' });
  expect(dialog).toHaveTextContent("You will no longer see Acme Security's jobs or get its alerts or shift offers, and it cannot hire you.");
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(rostersApi.blockCompany).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await userEvent.click(screen.getByRole('button', { name: 'Block this company' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Block' }));
  expect(rostersApi.blockCompany).toHaveBeenCalledWith(41, true);
  await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Night patrol' })).not.toBeInTheDocument());
});

test("a favourite sees an invite-first job's note, with when it opens to everyone in the job's zone", async () => {
  (jobsApi.get as jest.Mock).mockResolvedValue(makeJob({ inviteFirst: { until: '2026-12-01T21:00:00.000Z', timeZone: 'America/Chicago' } }));
  renderJob();
  expect(await screen.findByText('Invite first: you see this job before others. It opens to everyone at 3:00 PM CST on Tue, 1 Dec.')).toBeInTheDocument();
});
