import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@dutylink/router';
import { Role, type SelfServiceRole } from '@dutylink/contracts';
import { leaveFor } from './browser';
import { PaymentStepPage } from './payment-step-page';
import { active, inactive, virtualSubscription } from './test/fixtures';
import { answer, api } from './test/mock-api';

jest.mock('@dutylink/api-client', () => jest.requireActual('./test/api-client-mock').apiClientMock());
jest.mock('./browser', () => ({ ...jest.requireActual('./browser'), leaveFor: jest.fn() }));

function renderAt(path: string, role: SelfServiceRole) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/employee/payment" element={<PaymentStepPage role={role} />} />
        <Route path="/employer/payment" element={<PaymentStepPage role={role} />} />
        <Route path="/employee/experience" element={<p>Experience step</p>} />
        <Route path="/employer/general" element={<p>Employer general</p>} />
        <Route path="/employee/profile" element={<p>Employee profile</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

test('employee onboarding: Create profile, the steps, the priced plans, buy flow and Back to experience', async () => {
  answer({ subscription: inactive });
  api.create.mockResolvedValue('/dev/checkout/1');
  renderAt('/employee/payment', Role.Employee);
  expect(screen.getByRole('heading', { level: 1, name: 'Create profile' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Payment' })).toBeInTheDocument();
  const plans = within(await screen.findByRole('list', { name: 'Subscription plans' })).getAllByRole('listitem');
  expect(plans.map((p) => p.textContent)).toEqual(['Daily$2.00 per day', 'Weekly$10.00 per week', 'Monthly$30.00 per month', 'Annual$300.00 per year']);
  expect(screen.getByRole('button', { name: 'Add Promo Code' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Buy Subscription' }));
  await userEvent.click(within(screen.getByRole('dialog', { name: 'Buy subscription' })).getByRole('button', { name: 'Buy' }));
  expect(api.create).toHaveBeenCalledWith('prod_month', {
    successUrl: '/employee/subscription/success',
    failedUrl: '/employee/subscription/failed',
    couponCode: undefined,
  });
  expect(leaveFor).toHaveBeenCalledWith('/dev/checkout/1');
});

test('after a promo code is applied, the plans and the buy dialog show the discounted price before checkout', async () => {
  answer({ subscription: { ...inactive, promo: { name: 'SAVE20', percentOff: 20, durationMonths: 3 } } });
  renderAt('/employee/payment', Role.Employee);
  const plans = within(await screen.findByRole('list', { name: 'Subscription plans' })).getAllByRole('listitem');
  expect(plans[2]).toHaveTextContent('Monthly$24.00 per month (was $30.00, SAVE20 20% off)');
  await userEvent.click(screen.getByRole('button', { name: 'Buy Subscription' }));
  const dialog = screen.getByRole('dialog', { name: 'Buy subscription' });
  expect(within(dialog).getByRole('radio', { name: 'Monthly $24.00 per month (was $30.00, SAVE20 20% off)' })).toBeChecked();
  expect(within(dialog).getByRole('radio', { name: 'Annual $240.00 per year (was $300.00, SAVE20 20% off)' })).toBeInTheDocument();
});

test('employee onboarding: Back goes to the experience step', async () => {
  answer({ subscription: inactive });
  renderAt('/employee/payment', Role.Employee);
  await screen.findByRole('list', { name: 'Subscription plans' });
  await userEvent.click(screen.getByRole('link', { name: 'Back' }));
  expect(screen.getByText('Experience step')).toBeInTheDocument();
});

test('employee edit mode: Edit my employee profile and Close to returnUrl', async () => {
  answer({ subscription: active });
  renderAt('/employee/payment?returnUrl=%2Femployee%2Fprofile', Role.Employee);
  expect(screen.getByRole('heading', { level: 1, name: 'Edit my employee profile' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Upgrade subscription' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Close' }));
  expect(screen.getByText('Employee profile')).toBeInTheDocument();
});

test('employer onboarding: Back goes to the general step', async () => {
  answer({ subscription: inactive });
  renderAt('/employer/payment', Role.Employer);
  expect(screen.getByRole('heading', { level: 1, name: 'Create profile' })).toBeInTheDocument();
  await screen.findByRole('list', { name: 'Subscription plans' });
  await userEvent.click(screen.getByRole('link', { name: 'Back' }));
  expect(screen.getByText('Employer general')).toBeInTheDocument();
});

test('employer edit mode: Edit my employer profile; an off-site returnUrl is ignored', async () => {
  answer({ subscription: inactive });
  renderAt('/employer/payment?returnUrl=%2Femployer%2Fgeneral', Role.Employer);
  expect(screen.getByRole('heading', { level: 1, name: 'Edit my employer profile' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/employer/general');
  await screen.findByRole('list', { name: 'Subscription plans' });
});

test('an off-site returnUrl counts as none', async () => {
  answer({ subscription: inactive });
  renderAt('/employer/payment?returnUrl=https%3A%2F%2Fevil.example', Role.Employer);
  expect(screen.getByRole('heading', { level: 1, name: 'Create profile' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Close' })).not.toBeInTheDocument();
  await screen.findByRole('list', { name: 'Subscription plans' });
});

test('a virtual subscription: no priced plans, no promo button, Go!', async () => {
  answer({ subscription: virtualSubscription });
  renderAt('/employee/payment', Role.Employee);
  expect(await screen.findByText('No payments required')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Subscription plans' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add Promo Code' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Go!' })).toBeInTheDocument();
});
