import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@dutylink/router';
import { shiftsApi, subscriptionApi, useSession } from '@dutylink/api-client';
import { ANONYMOUS_USER, Role, Step } from '@dutylink/contracts';
import EmployerRoutes from './routes';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    subscriptionApi: { config: jest.fn(), get: jest.fn(), transactions: jest.fn() },
    shiftsApi: { today: jest.fn(), timesheets: jest.fn() },
  }),
);

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/employer/*" element={<EmployerRoutes />} />
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
    user: { ...ANONYMOUS_USER, id: 4, name: 'Harbor Security', role: Role.Employer, emailVerified: true, filledStep: [Step.Payment] },
  });
});

it('redirects /employer to the first unfilled company profile step', () => {
  useSession.setState({ ready: true, user: { ...useSession.getState().user!, filledStep: [Step.General] } });
  renderAt('/employer');
  expect(screen.getByRole('heading', { level: 1, name: 'Create profile' })).toBeInTheDocument();
});

it('shows Page not found for an unknown employer path', () => {
  renderAt('/employer/nowhere');
  expect(screen.getByText('Page not found')).toBeInTheDocument();
});

it('mounts the subscription page at /employer/subscription', async () => {
  renderAt('/employer/subscription');
  expect(screen.getByRole('heading', { level: 1, name: 'My employer subscription' })).toBeInTheDocument();
  expect(await screen.findByText("YOU DON'T HAVE A CURRENT SUBSCRIPTION")).toBeInTheDocument();
});

it('shows the failed payment return on the subscription page', async () => {
  renderAt('/employer/subscription/failed');
  expect(screen.getByText('Subscription cancelled by user')).toBeInTheDocument();
  expect(await screen.findByText('No payments found')).toBeInTheDocument();
});

it('mounts the Payment step at /employer/payment', async () => {
  renderAt('/employer/payment');
  expect(screen.getByRole('heading', { level: 1, name: 'Create profile' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Current plan' })).toBeInTheDocument();
});

it('mounts the Today board at /employer/today (issue 20)', async () => {
  (shiftsApi.today as jest.Mock).mockResolvedValue({ day: '2026-11-27', shifts: [], attention: [], coverage: { planned: 0, covered: 0, open: 0, medianFillMinutes: null, lostRecently: 0 } });
  renderAt('/employer/today');
  expect(await screen.findByText('No shifts today')).toBeInTheDocument();
});

it('mounts the timesheets at /employer/timesheets (issue 20)', async () => {
  (shiftsApi.timesheets as jest.Mock).mockResolvedValue({ shifts: [] });
  renderAt('/employer/timesheets');
  expect(await screen.findByText('No shifts in these dates')).toBeInTheDocument();
});
