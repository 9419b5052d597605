import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@dutylink/router';
import { employeeProfileApi } from '@dutylink/api-client';
import {
  ANONYMOUS_USER,
  EMPTY_EMPLOYEE_NOTIFICATIONS,
  RADIUS_NEEDS_ZIP,
  RateType,
  SMS_OPTED_OUT_TEXT,
  type EmployeeNotifications,
  type TreeNode,
} from '@dutylink/contracts';
import { NotificationsStepPage } from './notifications-step-page';
import { PLACE_CHOICE } from './place-choice-field';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    employeeProfileApi: { notifications: jest.fn(), saveNotifications: jest.fn() },
    // The page's channel choices (issue 39), read as saved.
    pushApi: { channels: jest.fn(async () => ({ channels: { alert: 'push', offer: 'push', reminder: 'push', change: 'push' }, quietFrom: null, quietTo: null })) },
  }),
);
const api = employeeProfileApi as jest.Mocked<typeof employeeProfileApi>;

const node = (id: number, name: string, children: TreeNode[] = []): TreeNode => ({ id, name, children });
const CATEGORIES = [
  node(1, 'Event security'),
  node(2, 'Patrol', [node(21, 'Vehicle patrol'), node(22, 'Foot patrol')]),
  node(3, 'Executive protection', [node(31, 'Close protection')]),
];
const LOCATIONS = [
  node(100, 'Texas', [node(101, 'Austin metro'), node(102, 'Dallas metro')]),
  node(200, 'Nevada', [node(201, 'Las Vegas metro')]),
  node(300, 'Vermont'),
];

const saved: EmployeeNotifications = {
  anySalary: false,
  atLeastSalary: 25.5,
  salaryType: RateType.Daily,
  categories: [1, 3],
  subCategories: [31],
  locations: [101],
  allZips: false,
  ziPs: ['73301'],
  radiusMiles: null,
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderPage(item: EmployeeNotifications, path = '/employee/notifications', smsOptedOut = false, radiusZip: string | null = '78701') {
  api.notifications.mockResolvedValue({ item, categories: CATEGORIES, locations: LOCATIONS, smsOptedOut, radiusZip });
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/employee/notifications" element={<NotificationsStepPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

/**
 * The checkbox a label names. Not getByRole('checkbox', { name }): that computes the accessible name of
 * every checkbox on the page from jsdom's computed styles, about 0.1 s per call here.
 */
const checkbox = (name: string) => screen.getByLabelText(name, { selector: 'input[type="checkbox"]' });


beforeEach(() => {
  jest.clearAllMocks();
  api.saveNotifications.mockResolvedValue({ ...ANONYMOUS_USER, id: 3 });
});

test('renders the saved settings', async () => {
  renderPage(saved);
  expect(await screen.findByLabelText(/At least salary/)).toHaveValue(25.5);
  expect(screen.getByRole('heading', { level: 2, name: 'Notification settings' })).toBeInTheDocument();
  expect(checkbox('Any salary')).not.toBeChecked();
  expect(screen.getByRole('combobox', { name: 'Salary type' })).toHaveDisplayValue('Rate per day');
  expect(checkbox('Event security')).toBeChecked();
  expect(checkbox('Patrol')).not.toBeChecked();
  expect(checkbox('Executive protection')).toBeChecked();
  expect(checkbox('Austin metro')).toBeChecked();
  expect(checkbox('Texas')).toHaveAttribute('data-indeterminate', 'true');
  expect(checkbox('All ZIPs')).not.toBeChecked();
  expect(within(screen.getByRole('list', { name: 'ZIP codes' })).getByText('73301')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
});

test('tells an employee who replied STOP that no texts are sent, and only then', async () => {
  renderPage(saved, '/employee/notifications', true);
  expect(await screen.findByText(SMS_OPTED_OUT_TEXT)).toBeInTheDocument();
});

test('shows no STOP notice while texts are allowed', async () => {
  renderPage(saved);
  await screen.findByRole('form', { name: 'Notification settings' });
  expect(screen.queryByText(SMS_OPTED_OUT_TEXT)).not.toBeInTheDocument();
});

test('the sub-category picker follows the first selected category that has children', async () => {
  renderPage(saved);
  // Event security has no children: Executive protection is the first with some.
  const picker = await screen.findByRole('group', { name: 'Sub-categories of Executive protection' });
  expect(within(picker).getByRole('checkbox', { name: 'Close protection' })).toBeChecked();
  await userEvent.click(checkbox('Patrol'));
  expect(screen.queryByRole('group', { name: 'Sub-categories of Executive protection' })).not.toBeInTheDocument();
  const patrol = screen.getByRole('group', { name: 'Sub-categories of Patrol' });
  await userEvent.click(within(patrol).getByRole('checkbox', { name: 'Foot patrol' }));
  await userEvent.click(checkbox('Patrol'));
  await userEvent.click(checkbox('Executive protection'));
  expect(screen.queryByRole('group', { name: /Sub-categories/ })).not.toBeInTheDocument();
});

test('a profile without categories starts with all of them selected', async () => {
  renderPage({ ...saved, categories: [], subCategories: [] });
  await screen.findByLabelText(/At least salary/);
  expect(checkbox('Event security')).toBeChecked();
  expect(checkbox('Patrol')).toBeChecked();
  expect(checkbox('Executive protection')).toBeChecked();
  expect(screen.getByRole('group', { name: 'Sub-categories of Patrol' })).toBeInTheDocument();
});

test('an empty form shows the salary, category and location messages', async () => {
  renderPage(EMPTY_EMPLOYEE_NOTIFICATIONS);
  await screen.findByLabelText(/At least salary/);
  // All categories are preselected; clear them to see the category message.
  for (const name of ['Event security', 'Patrol', 'Executive protection']) await userEvent.click(checkbox(name));
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('At least one category must be selected')).toBeInTheDocument();
  expect(screen.getByText('At least one location must be selected')).toBeInTheDocument();
  expect(screen.getByLabelText(/At least salary/)).toHaveAccessibleDescription('Required');
  expect(api.saveNotifications).not.toHaveBeenCalled();
});

test.each([
  ['0', 'Enter an amount from 1 to 1,000,000'],
  ['1000001', 'Enter an amount from 1 to 1,000,000'],
  ['10.555', 'At most 2 decimal places'],
])('salary %s shows %s', async (typed, message) => {
  renderPage({ ...saved, atLeastSalary: null });
  await userEvent.type(await screen.findByLabelText(/At least salary/), typed);
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(api.saveNotifications).not.toHaveBeenCalled();
});

test('a state checkbox selects and clears its metro areas', async () => {
  renderPage(saved);
  await screen.findByLabelText(/At least salary/);
  await userEvent.click(checkbox('Texas'));
  expect(checkbox('Texas')).toBeChecked();
  expect(checkbox('Dallas metro')).toBeChecked();
  await userEvent.click(checkbox('Austin metro'));
  expect(checkbox('Texas')).not.toBeChecked();
  await userEvent.click(checkbox('Texas'));
  await userEvent.click(checkbox('Texas'));
  expect(checkbox('Austin metro')).not.toBeChecked();
  expect(checkbox('Dallas metro')).not.toBeChecked();
});

test('Any salary and All ZIPs save without salary and locations, then go to Experience', async () => {
  renderPage({ ...saved, atLeastSalary: null, locations: [], ziPs: [] });
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Any salary' }));
  expect(screen.getByLabelText(/At least salary/)).toBeDisabled();
  await userEvent.click(checkbox('All ZIPs'));
  expect(checkbox('Texas')).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/employee/experience'));
  expect(api.saveNotifications).toHaveBeenCalledWith({
    ...saved,
    anySalary: true,
    atLeastSalary: null,
    locations: [],
    allZips: true,
    ziPs: [],
  }, expect.any(Function));
});

test('saves salary, sub-categories of chosen categories, locations and ZIPs; edit mode returns', async () => {
  renderPage(saved, '/employee/notifications?returnUrl=/employee/profile');
  const salary = await screen.findByLabelText(/At least salary/);
  await userEvent.clear(salary);
  await userEvent.type(salary, '30.25');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Salary type' }), 'Rate per hour');
  await userEvent.click(checkbox('Nevada'));
  await userEvent.click(checkbox('Vermont'));
  const zip = screen.getByLabelText('ZIP code');
  await userEvent.type(zip, '123');
  await userEvent.click(screen.getByRole('button', { name: 'Add ZIP' }));
  expect(screen.getByText('ZIP code must be 5 digits')).toBeInTheDocument();
  await userEvent.type(zip, '45{Enter}');
  await userEvent.click(screen.getByRole('button', { name: 'Remove ZIP 73301' }));
  expect(within(screen.getByRole('list', { name: 'ZIP codes' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['12345×']);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/employee/profile'));
  const body = api.saveNotifications.mock.calls[0][0];
  expect(body).toEqual({ ...saved, atLeastSalary: 30.25, salaryType: RateType.Hourly, locations: expect.any(Array), ziPs: ['12345'] });
  expect([...body.locations].sort((a, b) => a - b)).toEqual([101, 200, 201, 300]);
});

test('alerts within N miles of the ZIP code instead of the areas, the ZIP code shown (issue 21)', async () => {
  renderPage(saved);
  await userEvent.click(await screen.findByRole('radio', { name: PLACE_CHOICE.radius }));
  expect(screen.getByRole('status')).toHaveTextContent('Jobs within 25 miles of 78701');
  expect(screen.queryByRole('checkbox', { name: 'All ZIPs' })).not.toBeInTheDocument();
  // Back to the areas: the areas picked before are there again; then the radius once more.
  await userEvent.click(screen.getByRole('radio', { name: PLACE_CHOICE.areas }));
  expect(checkbox('Austin metro')).toBeChecked();
  await userEvent.click(screen.getByRole('radio', { name: PLACE_CHOICE.radius }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: PLACE_CHOICE.miles }), '50');
  expect(screen.getByRole('status')).toHaveTextContent('Jobs within 50 miles of 78701');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(api.saveNotifications).toHaveBeenCalledWith({ ...saved, radiusMiles: 50 }, expect.any(Function)));
});

test('a ZIP code the server does not know (issue 36) shows its message on the ZIP code field', async () => {
  api.saveNotifications.mockImplementation(async (_item: unknown, onFieldErrors?: (errors: Record<string, string[]>) => void) => {
    onFieldErrors?.({ ziPs: ['ZIP code 00000 is not a US ZIP code'] });
    return undefined;
  });
  renderPage(saved);
  await userEvent.type(await screen.findByLabelText('ZIP code'), '00000{Enter}');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription('ZIP code 00000 is not a US ZIP code'));
  expect(screen.queryByTestId('where')).not.toBeInTheDocument();
});

test('a saved radius is shown with its ZIP code', async () => {
  renderPage({ ...saved, locations: [], ziPs: [], radiusMiles: 10 });
  expect(await screen.findByRole('radio', { name: PLACE_CHOICE.radius })).toBeChecked();
  expect(screen.getByRole('status')).toHaveTextContent('Jobs within 10 miles of 78701');
});

test('without a ZIP code the radius cannot be chosen, and the step says where to add one', async () => {
  renderPage(saved, '/employee/notifications', false, null);
  expect(await screen.findByRole('radio', { name: PLACE_CHOICE.radius })).toBeDisabled();
  expect(screen.getByText(/Add your ZIP code in/)).toHaveTextContent(RADIUS_NEEDS_ZIP);
  expect(screen.getByRole('link', { name: 'General information' })).toHaveAttribute('href', '/employee/general?returnUrl=%2Femployee%2Fnotifications');
});
