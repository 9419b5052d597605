import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@dutylink/router';
import { Role, type SelfServiceRole } from '@dutylink/contracts';
import { resetScreen, setScreen } from '@dutylink/design-system/testing';
import { leaveFor } from './browser';
import { SubscriptionPage } from './subscription-page';
import { active, activeWithoutNextPayment, cancelled, discounted, inactive, transactions, UNTIL, virtualSubscription } from './test/fixtures';
import { answer, api, signedIn } from './test/mock-api';

jest.mock('@dutylink/api-client', () => jest.requireActual('./test/api-client-mock').apiClientMock());
jest.mock('./browser', () => ({ ...jest.requireActual('./browser'), leaveFor: jest.fn() }));

function renderAt(path: string, role: SelfServiceRole = Role.Employee) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/employee/subscription" element={<SubscriptionPage role={role} />} />
        <Route path="/employee/subscription/:result" element={<SubscriptionPage role={role} />} />
        <Route path="/employer/subscription" element={<SubscriptionPage role={role} />} />
        <Route path="/employer/subscription/:result" element={<SubscriptionPage role={role} />} />
        <Route path="/" element={<p>Home redirect</p>} />
        <Route path="/employee/permits" element={<p>Permits step</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function currentPlan() {
  return within(await screen.findByRole('region', { name: 'Current plan' }));
}

test('Inactive: title, promo button, the no-subscription line and Buy Subscription', async () => {
  answer({ subscription: inactive });
  renderAt('/employee/subscription');
  expect(screen.getByRole('heading', { level: 1, name: 'My employee subscription' })).toBeInTheDocument();
  const plan = await currentPlan();
  expect(plan.getByText("YOU DON'T HAVE A CURRENT SUBSCRIPTION")).toBeInTheDocument();
  expect(plan.getByRole('button', { name: 'Buy Subscription' })).toBeInTheDocument();
  expect(plan.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add Promo Code' })).toBeInTheDocument();
});

test('the employer title', async () => {
  answer({ subscription: inactive });
  renderAt('/employer/subscription', Role.Employer);
  expect(screen.getByRole('heading', { level: 1, name: 'My employer subscription' })).toBeInTheDocument();
  await currentPlan();
});

test('Active with a discounted next payment: plan, dates, struck-through old amount, Cancel and Upgrade', async () => {
  answer({ subscription: discounted });
  renderAt('/employee/subscription');
  const plan = await currentPlan();
  expect(plan.getByText('Monthly')).toBeInTheDocument();
  expect(plan.getByText('Active until 02/01/30')).toBeInTheDocument();
  expect(plan.getByText('Next payment: 02/01/30')).toBeInTheDocument();
  expect(plan.getByText('$30.00').tagName).toBe('DEL');
  expect(plan.getByText('$27.00')).toBeInTheDocument();
  expect(plan.getByText('Promo code: SAVE10 (10% off for 3 months)')).toBeInTheDocument();
  expect(plan.getByRole('button', { name: 'Cancel Subscription' })).toBeInTheDocument();
  expect(plan.getByRole('button', { name: 'Upgrade subscription' })).toBeInTheDocument();
  expect(plan.queryByText('No more payments')).not.toBeInTheDocument();
});

test.each([
  ['Cancelled', cancelled],
  ['Active without a next payment', activeWithoutNextPayment],
])('%s: No more payments, the until date and Buy Subscription', async (_name, subscription) => {
  answer({ subscription });
  renderAt('/employee/subscription');
  const plan = await currentPlan();
  expect(plan.getByText('No more payments')).toBeInTheDocument();
  expect(plan.getByText('Active until 02/01/30')).toBeInTheDocument();
  expect(plan.getByRole('button', { name: 'Buy Subscription' })).toBeInTheDocument();
  expect(plan.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  expect(plan.queryByText(/Next payment/)).not.toBeInTheDocument();
});

test('a queued plan shows when it starts', async () => {
  answer({ subscription: { ...cancelled, queued: { period: 3, starts: UNTIL } } });
  renderAt('/employee/subscription');
  const plan = await currentPlan();
  expect(plan.getByText('Next plan: Annual')).toBeInTheDocument();
  expect(plan.getByText('Starts 02/01/30')).toBeInTheDocument();
});

test('virtual: periods without prices, No payments required, Go! to /, no promo, no cancel', async () => {
  answer({ subscription: virtualSubscription });
  renderAt('/employee/subscription');
  const plan = await currentPlan();
  expect(plan.getByText('No payments required')).toBeInTheDocument();
  const periods = within(plan.getByRole('list', { name: 'Plans' })).getAllByRole('listitem');
  expect(periods.map((p) => p.textContent)).toEqual(['Daily', 'Weekly', 'Monthly', 'Annual']);
  expect(plan.queryByText(/\$/)).not.toBeInTheDocument();
  expect(plan.queryByText(/Next payment/)).not.toBeInTheDocument();
  expect(plan.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Add Promo Code' })).not.toBeInTheDocument();
  await userEvent.click(plan.getByRole('button', { name: 'Go!' }));
  expect(await screen.findByText('Home redirect')).toBeInTheDocument();
});

test('on a phone the billing table keeps the invoice column: the date goes under the plan, the status under the price', async () => {
  setScreen('phone');
  answer({ subscription: active, transactions });
  renderAt('/employee/subscription');
  const billing = within(await screen.findByRole('region', { name: 'Billing information' }));
  const rows = billing.getAllByRole('row');
  expect(within(rows[0]).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Subscription', 'Price', 'Invoice']);
  expect(within(rows[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Monthly01/01/30', '$30.00Paid', 'PDF']);
  expect(within(rows[1]).getByRole('img', { name: 'Paid' })).toBeInTheDocument();
  expect(within(rows[2]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Weekly12/24/29', '$1,200.50Failed', 'PDF']);
});

afterEach(resetScreen);

test('billing information lists the transactions; the invoice opens in a new tab', async () => {
  answer({ subscription: active, transactions });
  api.invoiceUrl.mockResolvedValue('/api/subscriptions/invoices/11.pdf');
  const open = jest.spyOn(window, 'open').mockImplementation(() => null);
  renderAt('/employee/subscription');
  const billing = within(await screen.findByRole('region', { name: 'Billing information' }));
  const rows = billing.getAllByRole('row');
  expect(within(rows[0]).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Subscription', 'Date', 'Price', 'Status', 'Invoice']);
  expect(within(rows[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Monthly', '01/01/30', '$30.00', 'Paid', 'PDF']);
  expect(within(rows[1]).getByRole('img', { name: 'Paid' })).toBeInTheDocument();
  expect(within(rows[2]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Weekly', '12/24/29', '$1,200.50', 'Failed', 'PDF']);
  // Its name starts with the text it shows (WCAG 2.5.3) and names the row.
  expect(within(rows[2]).getByRole('button')).toHaveAccessibleName('PDF invoice, Weekly, 12/24/29');
  await userEvent.click(within(rows[1]).getByRole('button', { name: 'PDF invoice, Monthly, 01/01/30' }));
  expect(api.invoiceUrl).toHaveBeenCalledWith(11);
  expect(open).toHaveBeenCalledWith('/api/subscriptions/invoices/11.pdf', '_blank', 'noopener');
  open.mockRestore();
});

test('no transactions: No payments found', async () => {
  answer({ subscription: inactive });
  renderAt('/employee/subscription');
  const billing = within(await screen.findByRole('region', { name: 'Billing information' }));
  expect(billing.getByText('No payments found')).toBeInTheDocument();
  expect(billing.queryByRole('table')).not.toBeInTheDocument();
});

test('buying: choose a plan, a coupon, then create with the role paths and leave for the checkout', async () => {
  answer({ subscription: inactive });
  api.create.mockResolvedValue('/dev/checkout/abc');
  renderAt('/employer/subscription', Role.Employer);
  await userEvent.click((await currentPlan()).getByRole('button', { name: 'Buy Subscription' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Buy subscription' }));
  expect(dialog.getByRole('radio', { name: 'Monthly $30.00 per month' })).toBeChecked();
  await userEvent.click(dialog.getByRole('radio', { name: 'Annual $300.00 per year' }));
  await userEvent.type(dialog.getByRole('textbox', { name: 'Coupon code' }), 'SAVE10');
  await userEvent.click(dialog.getByRole('button', { name: 'Buy' }));
  expect(api.create).toHaveBeenCalledWith('prod_year', {
    successUrl: '/employer/subscription/success',
    failedUrl: '/employer/subscription/failed',
    couponCode: 'SAVE10',
  });
  expect(leaveFor).toHaveBeenCalledWith('/dev/checkout/abc');
});

test('buying without a coupon sends none; a refused create keeps the dialog open', async () => {
  answer({ subscription: inactive });
  api.create.mockResolvedValue(undefined);
  (leaveFor as jest.Mock).mockClear();
  renderAt('/employee/subscription');
  await userEvent.click((await currentPlan()).getByRole('button', { name: 'Buy Subscription' }));
  await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
  expect(api.create).toHaveBeenCalledWith('prod_month', {
    successUrl: '/employee/subscription/success',
    failedUrl: '/employee/subscription/failed',
    couponCode: undefined,
  });
  expect(leaveFor).not.toHaveBeenCalled();
  expect(await screen.findByRole('button', { name: 'Buy' })).toBeEnabled();
});

test('the coupon takes 12 characters', async () => {
  answer({ subscription: inactive });
  renderAt('/employee/subscription');
  await userEvent.click((await currentPlan()).getByRole('button', { name: 'Buy Subscription' }));
  const coupon = screen.getByRole('textbox', { name: 'Coupon code' });
  await userEvent.type(coupon, 'ABCDEFGHIJKLMNOP');
  expect(coupon).toHaveValue('ABCDEFGHIJKL');
});

test('upgrading an active subscription warns first that the new plan starts when this one ends', async () => {
  answer({ subscription: active });
  api.create.mockResolvedValue('/dev/checkout/x');
  renderAt('/employee/subscription');
  await userEvent.click((await currentPlan()).getByRole('button', { name: 'Upgrade subscription' }));
  const warning = screen.getByRole('dialog', { name: 'Upgrade subscription' });
  expect(warning).toHaveTextContent(
    'Your current subscription is active until 02/01/30. The new plan starts when the current one ends, on 02/01/30.',
  );
  await userEvent.click(within(warning).getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('dialog', { name: 'Buy subscription' })).toBeInTheDocument();
});

test('cancelling asks with the spec text, then shows the Cancelled state', async () => {
  answer({ subscription: active });
  api.cancel.mockResolvedValue(cancelled);
  renderAt('/employee/subscription');
  await userEvent.click((await currentPlan()).getByRole('button', { name: 'Cancel Subscription' }));
  const dialog = screen.getByRole('dialog', { name: 'Cancel Subscription' });
  expect(dialog).toHaveTextContent('Are you sure you want to cancel the subscription?');
  expect(dialog).toHaveTextContent('Your subscription stays active until the end of the current period (02/01/30). No more payments will be taken.');
  api.get.mockResolvedValue(cancelled);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
  expect(api.cancel).toHaveBeenCalledTimes(1);
  expect(await (await currentPlan()).findByText('No more payments')).toBeInTheDocument();
});

test('cancelling with a queued plan says the queued plan is cancelled too, and what stays until when', async () => {
  const queuedStart = '2030-02-01T12:00:00.000Z';
  answer({ subscription: { ...active, queued: { period: 3, starts: queuedStart } } });
  renderAt('/employee/subscription');
  await userEvent.click((await currentPlan()).getByRole('button', { name: 'Cancel Subscription' }));
  const dialog = screen.getByRole('dialog', { name: 'Cancel Subscription' });
  expect(dialog).toHaveTextContent('Your subscription stays active until the end of the current period (02/01/30).');
  expect(dialog).toHaveTextContent('The Annual plan you bought to start on 02/01/30 is cancelled too: it will not start and will not be charged.');
});

test('cancelling without a queued plan does not mention one', async () => {
  answer({ subscription: active });
  renderAt('/employee/subscription');
  await userEvent.click((await currentPlan()).getByRole('button', { name: 'Cancel Subscription' }));
  expect(screen.getByRole('dialog', { name: 'Cancel Subscription' })).not.toHaveTextContent('cancelled too');
});

test('adding a promo code: required, then applied and the page reloaded', async () => {
  answer({ subscription: inactive });
  api.applyPromo.mockResolvedValue(active);
  renderAt('/employee/subscription');
  await currentPlan();
  await userEvent.click(screen.getByRole('button', { name: 'Add Promo Code' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Add Promo Code' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
  expect(await dialog.findByText('Required')).toBeInTheDocument();
  expect(api.applyPromo).not.toHaveBeenCalled();
  api.get.mockResolvedValue(active);
  await userEvent.type(dialog.getByRole('textbox', { name: 'Promo code' }), 'SAVE10');
  await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
  expect(api.applyPromo).toHaveBeenCalledWith('SAVE10');
  expect(await (await currentPlan()).findByRole('button', { name: 'Upgrade subscription' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('replacing an applied promo asks first', async () => {
  answer({ subscription: discounted });
  renderAt('/employee/subscription');
  await currentPlan();
  await userEvent.click(screen.getByRole('button', { name: 'Add Promo Code' }));
  const confirm = screen.getByRole('dialog');
  expect(confirm).toHaveTextContent('Current promocode applied will be replaced with a new one, are you sure?');
  await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
  expect(await screen.findByRole('dialog', { name: 'Add Promo Code' })).toBeInTheDocument();
});

test('declining the replacement keeps the promo dialog closed', async () => {
  answer({ subscription: discounted });
  renderAt('/employee/subscription');
  await currentPlan();
  await userEvent.click(screen.getByRole('button', { name: 'Add Promo Code' }));
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'No' }));
  expect(screen.queryByRole('dialog', { name: 'Add Promo Code' })).not.toBeInTheDocument();
});

test('/subscription/failed shows Subscription cancelled by user and the page', async () => {
  answer({ subscription: inactive });
  renderAt('/employee/subscription/failed');
  expect(screen.getByRole('alert')).toHaveTextContent('Subscription cancelled by user');
  expect(await currentPlan()).toBeTruthy();
});

test('/subscription/success says what the server recorded: paid now; OK goes back to the subscription page', async () => {
  answer({ subscription: active });
  api.lastPurchase.mockResolvedValue({ outcome: 'paid', period: 2, amount: 24, starts: UNTIL, promo: 'SAVE20' });
  renderAt('/employee/subscription/success');
  const dialog = await screen.findByRole('dialog', { name: 'Payment successful' });
  expect(dialog).toHaveTextContent('Thank you! We received your payment of $24.00. Your Monthly plan is active now.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(screen.queryByRole('dialog', { name: 'Payment successful' })).not.toBeInTheDocument();
  expect(api.get).toHaveBeenCalledTimes(2);
});

test('/subscription/success for a queued plan says when it starts and that nothing was paid now', async () => {
  answer({ subscription: active });
  api.lastPurchase.mockResolvedValue({ outcome: 'queued', period: 3, amount: 300, starts: UNTIL, promo: null });
  renderAt('/employee/subscription/success');
  const dialog = await screen.findByRole('dialog', { name: 'Plan bought' });
  expect(dialog).toHaveTextContent('Your Annual plan starts on 02/01/30, when your current subscription ends. It is charged then ($300.00); nothing was charged now.');
  expect(dialog).not.toHaveTextContent('payment was received');
});

test('/subscription/success for a 100 % code says the plan is free, not paid', async () => {
  answer({ subscription: active });
  api.lastPurchase.mockResolvedValue({ outcome: 'free', period: 1, amount: 0, starts: UNTIL, promo: 'FREEMONTH' });
  renderAt('/employee/subscription/success');
  const dialog = await screen.findByRole('dialog', { name: 'Subscription started' });
  expect(dialog).toHaveTextContent('Your Weekly plan is active now, free with the promo code FREEMONTH. Nothing was charged.');
});

test('a stale or shared success URL shows no dialog and becomes the subscription page', async () => {
  answer({ subscription: inactive });
  api.lastPurchase.mockResolvedValue({ outcome: 'none', period: null, amount: null, starts: null, promo: null });
  renderAt('/employee/subscription/success');
  expect(await currentPlan()).toBeTruthy();
  await waitFor(() => expect(api.get).toHaveBeenCalledTimes(2));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('with profile steps missing: says which, links the first, and Buy leads there instead of to a checkout', async () => {
  answer({ subscription: inactive });
  signedIn([0]);
  renderAt('/employee/subscription');
  const plan = await currentPlan();
  const notice = screen.getByText(/Fill in your profile first: Permits & Credentials, Notification settings, Experience/);
  expect(within(notice).getByRole('link', { name: 'Fill in Permits & Credentials' })).toHaveAttribute('href', '/employee/permits');
  await userEvent.click(plan.getByRole('button', { name: 'Buy Subscription' }));
  expect(await screen.findByText('Permits step')).toBeInTheDocument();
  expect(api.create).not.toHaveBeenCalled();
});

test('an unknown result is Page not found', () => {
  answer({ subscription: inactive });
  renderAt('/employee/subscription/whatever');
  expect(screen.getByText('Page not found')).toBeInTheDocument();
});
