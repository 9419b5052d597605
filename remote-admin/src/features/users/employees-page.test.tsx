import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@dutylink/router';
import { adminApi } from '@dutylink/api-client';
import { AdminEmployeeSort, SubscriptionState, WorkStatus, type AdminEmployeeItem } from '@dutylink/contracts';
import { EmployeesPage } from './employees-page';
import { serverRows } from '../../test/server-rows';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    adminApi: { employees: jest.fn(), changeUserState: jest.fn(), deleteUser: jest.fn(), userCount: jest.fn(), sendSms: jest.fn() },
  }),
);

const employees = adminApi.employees as jest.Mock;
const changeUserState = adminApi.changeUserState as jest.Mock;
const deleteUser = adminApi.deleteUser as jest.Mock;
const userCount = adminApi.userCount as jest.Mock;

const employee = (id: number, over: Partial<AdminEmployeeItem> = {}): AdminEmployeeItem => ({
  id,
  name: `Gus Guard${id}`,
  enabled: true,
  status: WorkStatus.NotHired,
  email: `gus${id}@mail.test`,
  phone: '+15555550199',
  specializations: [],
  hired: 0,
  subscription: { state: SubscriptionState.Active, promo: null },
  smsOptedOut: false,
  ...over,
});

function renderPage() {
  render(
    <MemoryRouter>
      <EmployeesPage />
    </MemoryRouter>,
  );
}

/**
 * The column header titled `title`. Not getByRole('columnheader', { name }): that computes every
 * header's accessible name (title, sort and menu buttons) from jsdom's computed styles, 0.1 to 0.2 s a
 * call; the first test checks the headers' roles and names.
 */
const header = (title: string) => screen.getByText(title, { selector: '[role="columnheader"] *' }).closest<HTMLElement>('[role="columnheader"]')!;

beforeEach(() => {
  employees.mockReset();
  changeUserState.mockReset().mockResolvedValue({ id: 1 });
  deleteUser.mockReset().mockResolvedValue({ id: 1 });
  userCount.mockReset().mockResolvedValue({ count: 7 });
});

test('columns, work status, employment type with tooltip names, hired link, promo', async () => {
  employees.mockResolvedValue({
    items: [
      employee(1, { status: WorkStatus.Hired, hired: 2, specializations: [{ name: 'Armed guard' }, { name: 'Patrol' }, { name: 'Event' }], subscription: { state: SubscriptionState.Active, promo: 'VIP' } }),
      employee(2, { specializations: [{ name: 'Patrol' }] }),
    ],
    total: 2,
  });
  renderPage();
  const grid = await screen.findByRole('grid', { name: 'Employees' });
  for (const name of ['Full name', 'Account status', 'Work Status', 'Email', 'Cell Phone', 'Employment type', 'Hired jobs', 'Promotional code']) {
    expect(within(grid).getByRole('columnheader', { name })).toBeInTheDocument();
  }
  expect(screen.getByRole('searchbox', { name: 'Search by name, email, phone' })).toBeInTheDocument();
  expect(within(grid).getByText('Hired')).toBeInTheDocument();
  expect(within(grid).getByText('Not hired')).toBeInTheDocument();
  expect(within(grid).getByText('Armed guard +2')).toHaveAttribute('aria-label', 'Armed guard, Patrol, Event');
  expect(within(grid).getByRole('link', { name: '2 hired jobs of Gus Guard1' })).toHaveAttribute('href', '/admin/employees/1/jobs/hired?from=%2Fadmin%2Femployees');
  expect(within(grid).getByText('VIP')).toBeInTheDocument();
  expect(within(grid).getByRole('link', { name: 'Open profile of Gus Guard2' })).toHaveAttribute('href', '/admin/employees/2?from=%2Fadmin%2Femployees');
  await userEvent.hover(within(grid).getByText('Armed guard +2'));
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Armed guard, Patrol, Event');
});

test('sorting sends the employee sort keys', async () => {
  employees.mockResolvedValue({ items: [employee(1)], total: 1 });
  renderPage();
  await screen.findByRole('grid', { name: 'Employees' });
  await userEvent.click(header('Hired jobs'));
  await waitFor(() => expect(employees).toHaveBeenLastCalledWith({ from: 0, count: 20, by: AdminEmployeeSort.Hired, asc: true }, { text: '' }));
  await userEvent.click(header('Hired jobs'));
  await waitFor(() => expect(employees).toHaveBeenLastCalledWith({ from: 0, count: 20, by: AdminEmployeeSort.Hired, asc: false }, { text: '' }));
  await userEvent.click(header('Work Status'));
  await waitFor(() => expect(employees).toHaveBeenLastCalledWith({ from: 0, count: 20, by: AdminEmployeeSort.Status, asc: true }, { text: '' }));
});

test('block and delete confirmations name an employee', async () => {
  const server = serverRows([employee(1)]);
  employees.mockImplementation(server.list);
  changeUserState.mockImplementation(async (id: number, state: 0 | 1) => server.patch(id, { enabled: state === 1 }));
  deleteUser.mockImplementation(async (id: number) => server.remove(id));
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Gus Guard1' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Block' }));
  expect(await screen.findByText('Are you sure you want to block/unblock this employee?')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(changeUserState).toHaveBeenCalledWith(1, 0));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByText('Blocked')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Actions for Gus Guard1' }));
  expect(screen.getByRole('menuitem', { name: 'Unblock' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
  expect(await screen.findByText('Are you sure you want to delete this employee?')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(deleteUser).toHaveBeenCalledWith(1));
  expect(await screen.findByText('No employees found')).toBeInTheDocument();
});

test('Send SMS to All Employees opens the bulk dialog for employees (count of role 0)', async () => {
  employees.mockResolvedValue({ items: [employee(1)], total: 1 });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Send SMS to All Employees' }));
  expect(await screen.findByRole('dialog', { name: 'Send SMS to All Employees' })).toBeInTheDocument();
  await waitFor(() => expect(userCount).toHaveBeenCalledWith(0));
  expect(await screen.findByText('Total SMS: 0')).toBeInTheDocument();
});
