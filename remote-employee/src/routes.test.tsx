import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { subscriptionApi, useSession } from '@dutylink/api-client';
import { ANONYMOUS_USER, Role, Step } from '@dutylink/contracts';
import EmployeeRoutes from './routes';

jest.mock('@dutylink/api-client', () => ({
  ...jest.requireActual('@dutylink/api-client'),
  subscriptionApi: { config: jest.fn(), get: jest.fn(), transactions: jest.fn() },
}));

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
  useSession.setState({
    ready: true,
    user: { ...ANONYMOUS_USER, id: 3, name: 'Sam Ortiz', role: Role.Employee, emailVerified: true, filledStep: [Step.General, Step.Permits] },
  });
});

it("welcomes the employee and shows which profile steps are filled", () => {
  renderAt('/employee');
  expect(screen.getByRole('heading', { name: 'Welcome, Sam Ortiz' })).toBeInTheDocument();
  expect(screen.getByText('Your employee profile: 2 of 5 steps filled.')).toBeInTheDocument();
  const steps = within(screen.getByRole('list', { name: 'Profile steps' })).getAllByRole('listitem');
  expect(steps.map((step) => step.textContent)).toEqual([
    'General informationFilled',
    'Permits & CredentialsFilled',
    'Notification settingsNot filled',
    'ExperienceNot filled',
    'PaymentNot filled',
  ]);
});

it('shows Page not found for an unknown employee path', () => {
  renderAt('/employee/nowhere');
  expect(screen.getByText('Page not found')).toBeInTheDocument();
});

it('mounts the subscription page at /employee/subscription', async () => {
  renderAt('/employee/subscription');
  expect(screen.getByRole('heading', { level: 1, name: 'My employee subscription' })).toBeInTheDocument();
  expect(await screen.findByText("YOU DON'T HAVE A CURRENT SUBSCRIPTION")).toBeInTheDocument();
});

it('shows the failed payment return on the subscription page', async () => {
  renderAt('/employee/subscription/failed');
  expect(screen.getByText('Subscription cancelled by user')).toBeInTheDocument();
  expect(await screen.findByText('No payments found')).toBeInTheDocument();
});

it('mounts the Payment step at /employee/payment', async () => {
  renderAt('/employee/payment');
  expect(screen.getByRole('heading', { level: 1, name: 'Create profile' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Current plan' })).toBeInTheDocument();
});
