import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@dutylink/router';
import { adminApi, employeeProfileApi, employerApi, permitFilesApi } from '@dutylink/api-client';
import { emptyPermitDocument, PermitDocumentType, QualifiedAs, RateType, Role, Sex, SubscriptionState, type EmployeeProfileView, type PermitFile } from '@dutylink/contracts';
import { LocationProbe } from '../../test/location-probe';
import { EmployeeProfilePage } from './employee-profile-page';
import { EmployerProfilePage } from './employer-profile-page';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    adminApi: { userSubscription: jest.fn(), changeUserState: jest.fn(), deleteUser: jest.fn(), sendSms: jest.fn(), userCount: jest.fn() },
    employerApi: { profile: jest.fn() },
    employeeProfileApi: { profile: jest.fn() },
    permitFilesApi: { verify: jest.fn() },
  }),
);

const EMPLOYEE: EmployeeProfileView = {
  id: 8,
  general: {
    firstName: 'Sam',
    lastName: 'Ortiz',
    name: 'Sam Ortiz',
    sex: Sex.Male,
    phone: '+15125550100',
    email: 'sam@example.com',
    timeZone: 'America/Chicago',
    specializations: [{ id: 1, name: 'Armed Security Officer' }],
    address: { address1: '100 Congress Ave', address2: '', city: 'Austin', idstate: 43, state: 'Texas', stateCode: 'TX', postalCode: '73301' },
    emergencyContacts: [],
  },
  permits: { documents: [], specializedTrainings: [], securityClearance: true, military: false },
  notifications: {
    anySalary: false,
    atLeastSalary: 25,
    salaryType: RateType.Hourly,
    categories: [{ id: 1, name: 'Events' }],
    subCategories: [],
    allZIPs: false,
    locations: [{ id: 4, name: 'Austin metro' }],
    ziPs: ['73301'],
    radiusMiles: null,
    radiusZip: '73301',
  },
  experience: { industries: [{ id: 1, name: 'Retail', years: 3 }], trainings: [{ id: 1, name: 'De-escalation' }], otherTraining: '' },
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/employers/:id" element={<EmployerProfilePage />} />
        <Route path="/admin/employees/:id" element={<EmployeeProfilePage />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

/**
 * Clicks a field and pastes a whole value. For tests of what is done with the text, not of typing it:
 * each key re-renders the form (and a multiline field measures itself with getComputedStyle), so
 * typing a dozen characters took more than a second.
 */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

beforeEach(() => {
  jest.clearAllMocks();
  (adminApi.userSubscription as jest.Mock).mockResolvedValue({
    state: SubscriptionState.Active,
    virtual: false,
    promo: 'SPRING25',
    started: '2026-03-01T10:00:00Z',
    end: '2026-04-01T10:00:00Z',
    account: { enabled: true, created: '2026-02-14T15:00:00Z', smsOptedOut: false },
  });
  (employerApi.profile as jest.Mock).mockResolvedValue({
    id: 4,
    firstName: 'Jane',
    lastName: 'Roe',
    name: 'Jane Roe',
    company: 'Harbor Security',
    licenseNumber: 'B-123',
    workPhone: '+12145550199',
    employerType: QualifiedAs.AlarmCompany,
    email: 'boss@harbor.test',
    phone: '+12145550100',
    address: ['200 Main St', 'Dallas, TX 75201'],
    filled: true,
  });
  (employeeProfileApi.profile as jest.Mock).mockResolvedValue(EMPLOYEE);
});

it('shows the employer profile with the subscription, and View Job Posts keeps from', async () => {
  renderAt('/admin/employers/4?from=%2Fadmin%2Fjobs');
  expect(screen.getByRole('heading', { level: 1, name: 'Employer Profile' })).toBeInTheDocument();
  for (const text of ['Jane Roe', 'Harbor Security', 'B-123', '+1 (214) 555-0199', 'Alarm company', 'boss@harbor.test', '+1 (214) 555-0100', '200 Main St, Dallas, TX 75201']) {
    expect(await screen.findByText(text)).toBeInTheDocument();
  }
  expect(employerApi.profile).toHaveBeenCalledWith(4);
  expect(adminApi.userSubscription).toHaveBeenCalledWith(4);
  const subscription = await screen.findByRole('region', { name: 'Subscription' });
  for (const text of ['Active', 'SPRING25', '03/01/26', '04/01/26']) {
    expect(await within(subscription).findByText(text)).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: 'View Job Posts' })).toHaveAttribute('href', '/admin/employers/4/jobs/active?from=%2Fadmin%2Fjobs');
});

it('links View Job Posts without from when the URL has none', async () => {
  renderAt('/admin/employers/4');
  expect(await screen.findByText('Jane Roe')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View Job Posts' })).toHaveAttribute('href', '/admin/employers/4/jobs/active');
});

it('shows the employee profile cards and subscription, and View Employee Jobs keeps from', async () => {
  renderAt('/admin/employees/8?from=%2Fadmin%2Femployees');
  expect(await screen.findByText('Sam Ortiz')).toBeInTheDocument();
  expect(employeeProfileApi.profile).toHaveBeenCalledWith(8);
  for (const title of ['General information', 'Permits & Credentials', 'Notification settings', 'Experience', 'Subscription']) {
    expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
  }
  expect(screen.getByText('Retail: 3 years')).toBeInTheDocument();
  expect(screen.getByText('$25 Rate per hour')).toBeInTheDocument();
  expect(await screen.findByText('SPRING25')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View Employee Jobs' })).toHaveAttribute('href', '/admin/employees/8/jobs?from=%2Fadmin%2Femployees');
});

it('marks an uploaded permit document verified, and takes the mark away (issue 21)', async () => {
  const file: PermitFile = { name: 'guard.pdf', mediaType: 'application/pdf', size: 4096, uploaded: '2026-11-20T15:00:00.000Z', verified: null };
  const withGuardCard = (verified: string | null): EmployeeProfileView => ({
    ...EMPLOYEE,
    permits: {
      ...EMPLOYEE.permits!,
      documents: [
        { ...emptyPermitDocument(PermitDocumentType.GuardCard), exists: true, number: 'G-9', file: { ...file, verified } },
        { ...emptyPermitDocument(PermitDocumentType.DriverLicense), exists: true, number: 'D-1' },
      ],
    },
  });
  const profile = employeeProfileApi.profile as jest.Mock;
  profile.mockResolvedValue(withGuardCard(null));
  (permitFilesApi.verify as jest.Mock).mockResolvedValue({ ...file, verified: '2026-11-21T15:00:00.000Z' });
  renderAt('/admin/employees/8');
  const permits = within(await screen.findByRole('region', { name: 'Permits & Credentials' }));
  expect(permits.getByRole('link', { name: 'View document: Guard card' })).toHaveAttribute('href', '/api/employees/profile/8/permits/0/file');
  // The driver license has no file: nothing to view or verify.
  expect(permits.getAllByRole('button')).toHaveLength(1);
  expect(permits.queryByText('Verified')).not.toBeInTheDocument();

  profile.mockResolvedValue(withGuardCard('2026-11-21T15:00:00.000Z'));
  await userEvent.click(permits.getByRole('button', { name: 'Mark verified: Guard card' }));
  expect(permitFilesApi.verify).toHaveBeenCalledWith(8, PermitDocumentType.GuardCard, true);
  expect(await permits.findByText('Verified')).toBeInTheDocument();

  profile.mockResolvedValue(withGuardCard(null));
  await userEvent.click(permits.getByRole('button', { name: 'Remove verification: Guard card' }));
  expect(permitFilesApi.verify).toHaveBeenLastCalledWith(8, PermitDocumentType.GuardCard, false);
  await waitFor(() => expect(permits.queryByText('Verified')).not.toBeInTheDocument());
  expect(permits.getByRole('button', { name: 'Mark verified: Guard card' })).toBeEnabled();
});

describe('the account', () => {
  const account = () => screen.findByRole('region', { name: 'Account' });
  const view = (enabled: boolean, smsOptedOut = false) => ({
    state: SubscriptionState.Inactive,
    virtual: false,
    promo: null,
    started: null,
    end: null,
    account: { enabled, created: '2026-02-14T15:00:00Z', smsOptedOut },
  });

  it('shows the status and the sign-up date, with Send SMS, Delete and Block', async () => {
    renderAt('/admin/employers/4');
    const card = await account();
    expect(await within(card).findByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('02/14/26')).toBeInTheDocument();
    for (const name of ['Send SMS', 'Delete', 'Block']) expect(within(card).getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Jobs of Harbor Security' })).toHaveAttribute('href', '/admin/jobs?userId=4');
  });

  it('shows whether text messages reach the user: On, or SMS off (STOP) with its meaning (issue 17)', async () => {
    renderAt('/admin/employers/4');
    expect(await within(await account()).findByText('On')).toBeInTheDocument();
  });

  it('shows a phone that replied STOP', async () => {
    (adminApi.userSubscription as jest.Mock).mockResolvedValue(view(true, true));
    renderAt('/admin/employees/8');
    const tag = await within(await account()).findByText('SMS off (STOP)');
    await userEvent.hover(tag);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('This phone replied STOP: it gets no text messages but sign-in codes until it replies START.');
  });

  it('blocks after the confirmation and shows the account Blocked with Unblock', async () => {
    (adminApi.changeUserState as jest.Mock).mockResolvedValue({ id: 4 });
    renderAt('/admin/employers/4');
    await userEvent.click(await within(await account()).findByRole('button', { name: 'Block' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to block/unblock this employer?')).toBeInTheDocument();
    (adminApi.userSubscription as jest.Mock).mockResolvedValue(view(false));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(adminApi.changeUserState).toHaveBeenCalledWith(4, 0);
    const card = await account();
    expect(await within(card).findByText('Blocked')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
  });

  it('deletes after the confirmation and goes back to the list it came from', async () => {
    (adminApi.deleteUser as jest.Mock).mockResolvedValue({ id: 8 });
    renderAt('/admin/employees/8?from=%2Fadmin%2Fjobs');
    await userEvent.click(await within(await account()).findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this employee?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(adminApi.deleteUser).toHaveBeenCalledWith(8);
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent(/^\/admin\/jobs$/);
  });

  it('goes to the role list after a delete when opened without from', async () => {
    (adminApi.deleteUser as jest.Mock).mockResolvedValue({ id: 4 });
    renderAt('/admin/employers/4');
    await userEvent.click(await within(await account()).findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('status', { name: 'location' })).toHaveTextContent(/^\/admin\/employers$/);
  });

  it('sends a personal SMS to the employee', async () => {
    (adminApi.sendSms as jest.Mock).mockResolvedValue({ recipients: 1 });
    renderAt('/admin/employees/8');
    await userEvent.click(await within(await account()).findByRole('button', { name: 'Send SMS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send SMS to Sam Ortiz' });
    await enter(within(dialog).getByRole('textbox', { name: 'Message' }), 'Call the office');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(adminApi.sendSms).toHaveBeenCalledWith({ text: 'Call the office', role: Role.Employee, userIDs: [8] }));
  });
});
