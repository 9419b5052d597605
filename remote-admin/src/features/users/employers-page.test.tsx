import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@dutylink/router';
import { adminApi, useToasts } from '@dutylink/api-client';
import { AdminEmployerSort, Role, SubscriptionState, type AdminEmployerItem, type AdminListResponse } from '@dutylink/contracts';
import { EmployersPage } from './employers-page';
import { serverRows } from '../../test/server-rows';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    adminApi: { employers: jest.fn(), changeUserState: jest.fn(), deleteUser: jest.fn(), userCount: jest.fn(), sendSms: jest.fn() },
  }),
);

const employers = adminApi.employers as jest.Mock;
const changeUserState = adminApi.changeUserState as jest.Mock;
const deleteUser = adminApi.deleteUser as jest.Mock;

const employer = (id: number, over: Partial<AdminEmployerItem> = {}): AdminEmployerItem => ({
  id,
  name: `Erin Boss${id}`,
  company: `Acme ${id}`,
  enabled: true,
  email: `erin${id}@acme.test`,
  phone: '+15555550101',
  jobs: 0,
  subscription: { state: SubscriptionState.Inactive, promo: null },
  smsOptedOut: false,
  ...over,
});

const answer = (items: AdminEmployerItem[], total = items.length): AdminListResponse<AdminEmployerItem> => ({ items, total });

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/admin/employers']}>
      <EmployersPage />
    </MemoryRouter>,
  );
}

const paging = (from: number, by: number, asc: boolean) => ({ from, count: 20, by, asc });

/**
 * Clicks a field and pastes a whole value. For tests of what is done with the text, not of typing it:
 * each key re-renders the form (and a multiline field measures itself with getComputedStyle), so
 * typing a dozen characters took more than a second.
 */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/**
 * The column header titled `title`. Not getByRole('columnheader', { name }): that computes every
 * header's accessible name (title, sort and menu buttons) from jsdom's computed styles, 0.1 to 0.2 s a
 * call; the first test checks the headers' roles and names.
 */
const header = (title: string) => screen.getByText(title, { selector: '[role="columnheader"] *' }).closest<HTMLElement>('[role="columnheader"]')!;

beforeEach(() => {
  employers.mockReset();
  changeUserState.mockReset().mockResolvedValue({ id: 1 });
  deleteUser.mockReset().mockResolvedValue({ id: 1 });
  useToasts.setState({ toasts: [] });
});

test('shows the columns, tags, formatted phone, job link, promo only while Active, and the chevron', async () => {
  employers.mockResolvedValue(
    answer([
      employer(1, { jobs: 3, subscription: { state: SubscriptionState.Active, promo: 'SPRING' } }),
      employer(2, { enabled: false, smsOptedOut: true, subscription: { state: SubscriptionState.Cancelled, promo: 'OLD' } }),
    ]),
  );
  renderPage();
  const grid = await screen.findByRole('grid', { name: 'Employers' });
  for (const name of ['Full name', 'Company name', 'Account status', 'Email', 'Cell Phone', 'Number of published jobs', 'Promotional code']) {
    expect(within(grid).getByRole('columnheader', { name })).toBeInTheDocument();
  }
  expect(screen.getByRole('searchbox', { name: 'Search by name, email, phone, company name' })).toHaveAttribute('maxlength', '128');
  expect(within(grid).getByText('Active')).toBeInTheDocument();
  expect(within(grid).getByText('Blocked')).toBeInTheDocument();
  // Issue 17: the phone that replied STOP is tagged (once: the other row's phone takes messages).
  expect(within(grid).getAllByText('SMS off (STOP)')).toHaveLength(1);
  expect(within(grid).getAllByText('+1 (555) 555-0101')).toHaveLength(2);
  expect(within(grid).getByRole('link', { name: '3 jobs of Erin Boss1' })).toHaveAttribute('href', '/admin/employers/1/jobs/active?from=%2Fadmin%2Femployers');
  expect(within(grid).getByText('SPRING')).toBeInTheDocument();
  expect(within(grid).queryByText('OLD')).not.toBeInTheDocument();
  expect(within(grid).getByRole('link', { name: 'Open profile of Erin Boss2' })).toHaveAttribute('href', '/admin/employers/2?from=%2Fadmin%2Femployers');
  expect(employers).toHaveBeenCalledWith(paging(0, AdminEmployerSort.FullName, true), { text: '' });
});

test('a header click on the active column toggles its direction; a new column starts ascending', async () => {
  employers.mockResolvedValue(answer([employer(1)]));
  renderPage();
  await screen.findByRole('grid', { name: 'Employers' });
  await userEvent.click(header('Full name'));
  await waitFor(() => expect(employers).toHaveBeenLastCalledWith(paging(0, AdminEmployerSort.FullName, false), { text: '' }));
  await userEvent.click(await waitFor(() => header('Full name')));
  await waitFor(() => expect(employers).toHaveBeenLastCalledWith(paging(0, AdminEmployerSort.FullName, true), { text: '' }));
  await userEvent.click(await waitFor(() => header('Company name')));
  await waitFor(() => expect(employers).toHaveBeenLastCalledWith(paging(0, AdminEmployerSort.CompanyName, true), { text: '' }));
  expect(header('Company name')).toHaveAttribute('aria-sort', 'ascending');
  await userEvent.click(header('Company name'));
  await waitFor(() => expect(employers).toHaveBeenLastCalledWith(paging(0, AdminEmployerSort.CompanyName, false), { text: '' }));
  await waitFor(() => expect(header('Company name')).toHaveAttribute('aria-sort', 'descending'));
  await userEvent.click(header('Number of published jobs'));
  await waitFor(() => expect(employers).toHaveBeenLastCalledWith(paging(0, AdminEmployerSort.NumberOfJobs, true), { text: '' }));
});

test('the search is debounced and sent; Load more appends the next page', async () => {
  const first = Array.from({ length: 20 }, (_, i) => employer(i + 1));
  employers.mockResolvedValueOnce(answer(first, 21)).mockResolvedValueOnce(answer([employer(21)], 21));
  renderPage();
  // The total counts every match, not the 20 loaded rows.
  expect(await screen.findByText('Total: 21')).toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Erin Boss21')).toBeInTheDocument();
  expect(employers).toHaveBeenLastCalledWith(paging(20, AdminEmployerSort.FullName, true), { text: '' });
  expect(screen.queryByText('Load more')).not.toBeInTheDocument();

  employers.mockResolvedValue(answer([]));
  const calls = employers.mock.calls.length;
  await userEvent.type(screen.getByRole('searchbox'), 'acme');
  await waitFor(() => expect(employers).toHaveBeenLastCalledWith(paging(0, AdminEmployerSort.FullName, true), { text: 'acme' }));
  // One request for the whole word: the typing was debounced.
  expect(employers.mock.calls.length).toBe(calls + 1);
  expect(await screen.findByText('No employers found')).toBeInTheDocument();
  expect(screen.getByText('Total: 0')).toBeInTheDocument();
});

test('Block asks with the exact text, blocks (state 0), retags the row and toasts; Unblock sends 1', async () => {
  const server = serverRows([employer(1), employer(2, { enabled: false })]);
  employers.mockImplementation(server.list);
  changeUserState.mockImplementation(async (id: number, state: 0 | 1) => server.patch(id, { enabled: state === 1 }));
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Erin Boss1' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Block' }));
  let dialog = await screen.findByRole('dialog', { name: 'Block Erin Boss1?' });
  expect(within(dialog).getByText('Are you sure you want to block/unblock this employer?')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(changeUserState).toHaveBeenCalledWith(1, 0));
  await waitFor(() => expect(screen.getAllByText('Blocked')).toHaveLength(2));
  expect(useToasts.getState().toasts.map((t) => t.message)).toContain('Employer blocked');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await userEvent.click(screen.getByRole('button', { name: 'Actions for Erin Boss2' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Unblock' }));
  dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(changeUserState).toHaveBeenCalledWith(2, 1));
  // The list is read again after each write.
  await waitFor(() => expect(screen.queryAllByText('Blocked')).toHaveLength(1));
  expect(employers).toHaveBeenCalledTimes(3);
});

test('Delete asks with the exact text; No keeps the row; Yes deletes and removes it', async () => {
  const server = serverRows([employer(1), employer(2)]);
  employers.mockImplementation(server.list);
  deleteUser.mockImplementation(async (id: number) => server.remove(id));
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Erin Boss1' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
  let dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Are you sure you want to delete this employer?')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(deleteUser).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Actions for Erin Boss1' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
  dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(deleteUser).toHaveBeenCalledWith(1));
  await waitFor(() => expect(screen.queryByText('Erin Boss1')).not.toBeInTheDocument());
  expect(screen.getByText('Erin Boss2')).toBeInTheDocument();
  expect(useToasts.getState().toasts.map((t) => t.message)).toContain('Employer deleted');
});

test('No employers found for an empty list', async () => {
  employers.mockResolvedValue(answer([]));
  renderPage();
  expect(await screen.findByText('No employers found')).toBeInTheDocument();
  expect(screen.queryByText('Load more')).not.toBeInTheDocument();
});

test('the grid sorts from the keyboard: Enter on a focused column header', async () => {
  employers.mockResolvedValue(answer([employer(1)]));
  renderPage();
  await screen.findByRole('grid', { name: 'Employers' });
  act(() => screen.getByRole('columnheader', { name: 'Email' }).focus());
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(employers).toHaveBeenLastCalledWith(paging(0, AdminEmployerSort.Email, true), { text: '' }));
});

test('Send SMS from the row menu is personal (no total); Send SMS to All Employers counts employers', async () => {
  employers.mockResolvedValue(answer([employer(1)]));
  (adminApi.userCount as jest.Mock).mockReset().mockResolvedValue({ count: 4 });
  (adminApi.sendSms as jest.Mock).mockReset().mockResolvedValue({ recipients: 1 });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Erin Boss1' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Send SMS' }));
  let dialog = await screen.findByRole('dialog', { name: 'Send SMS to Erin Boss1' });
  await enter(within(dialog).getByRole('textbox', { name: 'Message' }), 'Hello');
  expect(within(dialog).queryByText(/Total SMS/)).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(adminApi.sendSms).toHaveBeenCalledWith({ text: 'Hello', role: Role.Employer, userIDs: [1] }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(adminApi.userCount).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Send SMS to All Employers' }));
  dialog = await screen.findByRole('dialog', { name: 'Send SMS to All Employers' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'All');
  expect(await within(dialog).findByText('Total SMS: 4 (1 part × 4 recipients)')).toBeInTheDocument();
  expect(adminApi.userCount).toHaveBeenCalledWith(Role.Employer);
});
