import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@dutylink/router';
import { employeeProfileApi, subscriptionApi, useSession } from '@dutylink/api-client';
import { ANONYMOUS_USER, EMPTY_EMPLOYEE_GENERAL, EMPTY_EMPLOYEE_NOTIFICATIONS, Role, Step } from '@dutylink/contracts';
import EmployeeRoutes from './routes';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    subscriptionApi: { config: jest.fn(), get: jest.fn(), transactions: jest.fn() },
    employeeProfileApi: { general: jest.fn(), notifications: jest.fn(), experience: jest.fn() },
    // The page's channel choices (issue 39), read as saved.
    pushApi: { channels: jest.fn(async () => ({ channels: { alert: 'push', offer: 'push', reminder: 'push', change: 'push' }, quietFrom: null, quietTo: null })) },
  }),
);

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/employee/*" element={<EmployeeRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  (subscriptionApi.config as jest.Mock).mockResolvedValue([]);
  (subscriptionApi.get as jest.Mock).mockResolvedValue({ state: 0, period: null, until: null, nextPayment: null, promo: null, virtual: false, queued: null });
  (subscriptionApi.transactions as jest.Mock).mockResolvedValue([]);
  (employeeProfileApi.general as jest.Mock).mockResolvedValue({ item: EMPTY_EMPLOYEE_GENERAL, states: [], specializations: [], email: '', phone: '' });
  (employeeProfileApi.notifications as jest.Mock).mockResolvedValue({ item: EMPTY_EMPLOYEE_NOTIFICATIONS, categories: [], locations: [] });
  (employeeProfileApi.experience as jest.Mock).mockResolvedValue({ item: { industryExperiences: [], trainings: [], otherTraining: '' }, industries: [], trainings: [] });
  useSession.setState({
    ready: true,
    user: { ...ANONYMOUS_USER, id: 3, name: 'Sam Ortiz', role: Role.Employee, emailVerified: true, filledStep: [Step.General, Step.Permits] },
  });
});

it('sends /employee to the first profile step not yet filled', async () => {
  renderAt('/employee');
  expect(await screen.findByRole('heading', { level: 2, name: 'Notification settings' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Create profile' })).toBeInTheDocument();
});

it.each([
  ['/employee/general', 'General information'],
  ['/employee/notifications', 'Notification settings'],
  ['/employee/experience', 'Experience'],
])('mounts the wizard step %s', async (path, title) => {
  renderAt(path);
  expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
});

it('shows Page not found for an unknown employee path', () => {
  renderAt('/employee/nowhere');
  expect(screen.getByText('Page not found')).toBeInTheDocument();
});

it('mounts the subscription page at /employee/subscription', async () => {
  renderAt('/employee/subscription');
  expect(await screen.findByRole('heading', { level: 1, name: 'My employee subscription' })).toBeInTheDocument();
  expect(await screen.findByText("YOU DON'T HAVE A CURRENT SUBSCRIPTION")).toBeInTheDocument();
});

it('shows the failed payment return on the subscription page', async () => {
  renderAt('/employee/subscription/failed');
  expect(await screen.findByText('Subscription cancelled by user')).toBeInTheDocument();
  expect(await screen.findByText('No payments found')).toBeInTheDocument();
});

it('mounts the Payment step at /employee/payment', async () => {
  renderAt('/employee/payment');
  expect(await screen.findByRole('heading', { level: 1, name: 'Create profile' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Current plan' })).toBeInTheDocument();
});
