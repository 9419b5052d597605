import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@dutylink/router';
import { employeeProfileApi, reliabilityApi, rostersApi } from '@dutylink/api-client';
import { emptyPermitDocument, PermitDocumentType, RateType, Sex, type EmployeeProfileView } from '@dutylink/contracts';
import { EmployeeProfilePage } from './employee-profile-page';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    employeeProfileApi: { profile: jest.fn() },
    reliabilityApi: { ratings: jest.fn(), myRecord: jest.fn() },
    rostersApi: { blockedCompanies: jest.fn() },
  }),
);

const api = employeeProfileApi as jest.Mocked<typeof employeeProfileApi>;

const FULL: EmployeeProfileView = {
  id: 3,
  general: {
    firstName: 'Sam',
    lastName: 'Ortiz',
    name: 'Sam Ortiz',
    sex: Sex.Male,
    phone: '+15125550100',
    email: 'sam@example.com',
    timeZone: 'America/Chicago',
    specializations: [
      { id: 1, name: 'Armed Security Officer' },
      { id: 2, name: 'Off-duty Police Officer' },
    ],
    address: { address1: '100 Congress Ave', address2: 'Suite 5', city: 'Austin', idstate: 43, state: 'Texas', stateCode: 'TX', postalCode: '73301' },
    emergencyContacts: [{ name: 'Maria Ortiz', phone: '+15125550199' }],
  },
  permits: {
    documents: [
      { ...emptyPermitDocument(PermitDocumentType.GuardCard), exists: true, number: 'G-100', expired: '2027-06-30' },
      {
        ...emptyPermitDocument(PermitDocumentType.Baton),
        exists: true,
        number: 'B-7',
        issued: '2024-01-15',
        expired: '2027-01-15',
      },
      {
        ...emptyPermitDocument(PermitDocumentType.PoliceCredentials),
        exists: true,
        expired: null,
        info: { rank: 'Sergeant', agency: 'Austin PD', retired: false, active: true, ccwRights: false, leosa: true },
      },
    ],
    specializedTrainings: [{ id: 2, name: 'Crowd control' }],
    securityClearance: true,
    military: false,
  },
  notifications: {
    anySalary: false,
    atLeastSalary: 25,
    salaryType: RateType.Hourly,
    categories: [{ id: 1, name: 'Events' }],
    subCategories: [],
    allZIPs: false,
    locations: [{ id: 4, name: 'Austin metro' }],
    ziPs: ['73301', '78701'],
    radiusMiles: null,
    radiusZip: '78701',
  },
  experience: {
    industries: [
      { id: 1, name: 'Retail', years: 3 },
      { id: 2, name: 'Banking', years: 1 },
    ],
    trainings: [{ id: 1, name: 'De-escalation' }],
    otherTraining: 'Defensive driving',
  },
};

function renderProfile(view: EmployeeProfileView | undefined) {
  api.profile.mockResolvedValue(view);
  (reliabilityApi.ratings as jest.Mock).mockResolvedValue({ average: 4.5, count: 2, ratings: [{ stars: 5, comment: 'Arrived early.', title: 'Bank lobby', day: '2026-12-02' }] });
  (reliabilityApi.myRecord as jest.Mock).mockResolvedValue({ completedShifts: 12, noShows: 1, lateWithdrawals: 2, ratings: { average: 4.5, count: 2 } });
  (rostersApi.blockedCompanies as jest.Mock).mockResolvedValue({ companies: [] });
  return render(
    <MemoryRouter initialEntries={['/employee/profile']}>
      <Routes>
        <Route path="/employee/profile" element={<EmployeeProfilePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const card = (name: string) => within(screen.getByRole('region', { name }));
/** The value next to a label of a card. */
const valueOf = (name: string, label: string) => card(name).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(() => jest.clearAllMocks());

it('shows the four cards with the read-only data', async () => {
  renderProfile(FULL);
  expect(screen.getByRole('heading', { level: 1, name: 'My profile' })).toBeInTheDocument();
  await screen.findByRole('region', { name: 'General information' });
  expect(api.profile).toHaveBeenCalledWith();

  const general = 'General information';
  expect(valueOf(general, 'Name')).toBe('Sam Ortiz');
  expect(valueOf(general, 'Sex')).toBe('Male');
  expect(valueOf(general, 'Phone')).toBe('+1 (512) 555-0100');
  expect(valueOf(general, 'Email')).toBe('sam@example.com');
  expect(valueOf(general, 'Time zone')).toMatch(/Central/);
  expect(valueOf(general, 'Specializations')).toBe('Armed Security Officer, Off-duty Police Officer');
  expect(valueOf(general, 'Address')).toBe('100 Congress Ave, Suite 5, Austin, TX 73301');
  expect(valueOf(general, 'Emergency contacts')).toBe('Maria Ortiz, +1 (512) 555-0199');

  const permits = 'Permits & Credentials';
  expect(valueOf(permits, 'Guard card')).toBe('No. G-100, expires 06/30/27');
  expect(valueOf(permits, 'Baton certificate')).toBe('No. B-7, issued 01/15/24, expires 01/15/27');
  expect(valueOf(permits, 'Police agency credentials')).toBe('Sergeant, Austin PD, Active, LEOSA');
  expect(card(permits).queryByText('Driver license')).not.toBeInTheDocument();
  expect(valueOf(permits, 'Specialized trainings')).toBe('Crowd control');
  expect(valueOf(permits, 'Security clearance')).toBe('Yes');
  expect(valueOf(permits, 'Military')).toBe('No');

  const notifications = 'Notification settings';
  expect(valueOf(notifications, 'Salary')).toBe('$25 Rate per hour');
  expect(valueOf(notifications, 'Categories')).toBe('Events');
  expect(valueOf(notifications, 'Locations')).toBe('Austin metro');
  expect(valueOf(notifications, 'ZIPs')).toBe('73301, 78701');

  expect(valueOf('Experience', 'Industries')).toBe('Retail: 3 years\nBanking: 1 year');
  expect(valueOf('Experience', 'Trainings')).toBe('De-escalation');
  expect(valueOf('Experience', 'Other training')).toBe('Defensive driving');

  expect(screen.getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
});


it('marks a permit whose uploaded document an admin verified, and links each uploaded document (issue 21)', async () => {
  const [guard, baton, police] = FULL.permits!.documents;
  const uploaded = { name: 'guard-card.pdf', mediaType: 'application/pdf', size: 51_200, uploaded: '2026-11-20T15:00:00.000Z' };
  renderProfile({
    ...FULL,
    permits: { ...FULL.permits!, documents: [{ ...guard, file: { ...uploaded, verified: '2026-11-21T15:00:00.000Z' } }, { ...baton, file: { ...uploaded, name: 'baton.jpg', verified: null } }, police] },
  });
  const permits = 'Permits & Credentials';
  await screen.findByRole('region', { name: permits });
  expect(valueOf(permits, 'Guard card')).toBe('No. G-100, expires 06/30/27VerifiedView documentguard-card.pdf, 50 KB');
  expect(valueOf(permits, 'Baton certificate')).toBe('No. B-7, issued 01/15/24, expires 01/15/27View documentbaton.jpg, 50 KB');
  expect(card(permits).getByRole('link', { name: 'View document: Guard card' })).toHaveAttribute('href', '/api/employees/profile/3/permits/0/file');
  expect(card(permits).getAllByText('Verified')).toHaveLength(1);
});
it('links each card to its step with returnUrl=/employee/profile', async () => {
  renderProfile(FULL);
  await screen.findByRole('region', { name: 'General information' });
  const links: [string, string][] = [
    ['General information', '/employee/general?returnUrl=/employee/profile'],
    ['Permits & Credentials', '/employee/permits?returnUrl=/employee/profile'],
    ['Notification settings', '/employee/notifications?returnUrl=/employee/profile'],
    ['Experience', '/employee/experience?returnUrl=/employee/profile'],
  ];
  for (const [name, href] of links) expect(card(name).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', href);
});

it("shows 'Not filled yet' with the Edit link for a step never saved", async () => {
  renderProfile({ ...FULL, permits: null, notifications: null, experience: null });
  await screen.findByRole('region', { name: 'General information' });
  expect(card('General information').queryByText('Not filled yet')).not.toBeInTheDocument();
  for (const name of ['Permits & Credentials', 'Notification settings', 'Experience']) {
    expect(card(name).getByText('Not filled yet')).toBeInTheDocument();
    expect(card(name).getByRole('link', { name: 'Edit' })).toBeInTheDocument();
  }
});

it('shows alerts by radius as the miles from the ZIP code, without areas (issue 21)', async () => {
  renderProfile({ ...FULL, notifications: { ...FULL.notifications!, radiusMiles: 25 } });
  await screen.findByRole('region', { name: 'Notification settings' });
  expect(valueOf('Notification settings', 'Locations')).toBe('Within 25 miles of 78701');
  expect(card('Notification settings').queryByText('ZIPs')).not.toBeInTheDocument();
});

it("shows 'Any' salary, 'All ZIPs' and a daily rate", async () => {
  renderProfile({ ...FULL, notifications: { ...FULL.notifications!, anySalary: true, allZIPs: true, ziPs: [] } });
  await screen.findByRole('region', { name: 'Notification settings' });
  expect(valueOf('Notification settings', 'Salary')).toBe('Any');
  expect(valueOf('Notification settings', 'Locations')).toBe('All ZIPs');
});

it('formats a daily rate with cents', async () => {
  renderProfile({ ...FULL, notifications: { ...FULL.notifications!, atLeastSalary: 180.5, salaryType: RateType.Daily } });
  await screen.findByRole('region', { name: 'Notification settings' });
  expect(valueOf('Notification settings', 'Salary')).toBe('$180.50 Rate per day');
});

it('offers a retry when the profile cannot be loaded', async () => {
  renderProfile(undefined);
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
});

it("shows the employers' ratings without their names, and the way to report a business (issue 21)", async () => {
  renderProfile(FULL);
  const ratings = await screen.findByRole('region', { name: 'Ratings' });
  expect(await within(ratings).findByText('★ 4.5 (2 ratings)')).toBeInTheDocument();
  expect(ratings).toHaveTextContent('What employers said after your shifts. Their names are not shown.');
  expect(ratings).toHaveTextContent('Arrived early.Bank lobby · 2 Dec 2026');
  expect(screen.getByRole('link', { name: 'Report a business' })).toHaveAttribute('href', '/employee/report');
});

it('shows the officer their own record as employers see it, and what counts as a no-show and a late withdrawal (issue 36)', async () => {
  renderProfile(FULL);
  const record = await screen.findByRole('region', { name: 'My record' });
  expect(await within(record).findByText('12 shifts completed · 1 no-show · 2 late withdrawals · ★ 4.5 (2 ratings)')).toBeInTheDocument();
  expect(record).toHaveTextContent('Employers see this with each of your applications.');
  expect(record).toHaveTextContent('A no-show is a shift not checked in 15 minutes after its start.');
  expect(record).toHaveTextContent(
    "A withdrawal from a hire is late when your next shift of the job starts within 24 hours or has started, unless the job's details changed; so is calling off one shift within 24 hours of its start.",
  );
  expect(reliabilityApi.myRecord).toHaveBeenCalledTimes(1);
});
