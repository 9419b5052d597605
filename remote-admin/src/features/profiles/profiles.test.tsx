import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@dutylink/router';
import { adminApi, employeeProfileApi, employerApi } from '@dutylink/api-client';
import { QualifiedAs, RateType, Sex, SubscriptionState, type EmployeeProfileView } from '@dutylink/contracts';
import { EmployeeProfilePage } from './employee-profile-page';
import { EmployerProfilePage } from './employer-profile-page';

jest.mock('@dutylink/api-client', () => ({
  ...jest.requireActual('@dutylink/api-client'),
  adminApi: { userSubscription: jest.fn() },
  employerApi: { profile: jest.fn() },
  employeeProfileApi: { profile: jest.fn() },
}));

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
  },
  experience: { industries: [{ id: 1, name: 'Retail', years: 3 }], trainings: [{ id: 1, name: 'De-escalation' }], otherTraining: '' },
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/employers/:id" element={<EmployerProfilePage />} />
        <Route path="/admin/employees/:id" element={<EmployeeProfilePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  (adminApi.userSubscription as jest.Mock).mockResolvedValue({
    state: SubscriptionState.Active,
    virtual: false,
    promo: 'SPRING25',
    started: '2026-03-01T10:00:00Z',
    end: '2026-04-01T10:00:00Z',
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
    filled: true,
  });
  (employeeProfileApi.profile as jest.Mock).mockResolvedValue(EMPLOYEE);
});

it('shows the employer profile with the subscription, and View Job Posts keeps from', async () => {
  renderAt('/admin/employers/4?from=%2Fadmin%2Fjobs');
  expect(screen.getByRole('heading', { level: 1, name: 'Employer Profile' })).toBeInTheDocument();
  for (const text of ['Jane Roe', 'Harbor Security', 'B-123', '+1 (214) 555-0199', 'Alarm company', 'boss@harbor.test', '+1 (214) 555-0100']) {
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
