import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@dutylink/router';
import { employerApi, reliabilityApi, useToasts } from '@dutylink/api-client';
import { QualifiedAs } from '@dutylink/contracts';
import { EmployerProfilePage } from './employer-profile-page';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    employerApi: { profile: jest.fn(), notices: jest.fn(), saveNotices: jest.fn() },
    reliabilityApi: { ratings: jest.fn() },
  }),
);

beforeEach(() => {
  jest.clearAllMocks();
  (employerApi.notices as jest.Mock).mockResolvedValue({ applicantNotices: 'sms', confirmHours: 24, inviteFirstHours: 0 });
  (reliabilityApi.ratings as jest.Mock).mockResolvedValue({ average: null, count: 0, ratings: [] });
});

test('shows the profile card with an Edit link to the general step and Delete account', async () => {
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
    address: ['200 Main St', 'Suite 4', 'Dallas, TX 75201'],
    filled: true,
  });
  render(
    <MemoryRouter>
      <EmployerProfilePage />
    </MemoryRouter>,
  );
  for (const text of ['Jane Roe', 'Harbor Security', 'B-123', '+1 (214) 555-0199', 'Alarm company', 'boss@harbor.test', '+1 (214) 555-0100', '200 Main St, Suite 4, Dallas, TX 75201']) {
    expect(await screen.findByText(text)).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/employer/general?returnUrl=/employer/profile');
  expect(screen.getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
});

test('the new-applicant notices setting shows the saved choice and saves a new one at once; a refused save keeps the old one', async () => {
  (employerApi.profile as jest.Mock).mockResolvedValue(undefined);
  // The server keeps what was saved; a save reads it again.
  let stored = { applicantNotices: 'sms', confirmHours: 24, inviteFirstHours: 0 };
  (employerApi.notices as jest.Mock).mockImplementation(async () => stored);
  (employerApi.saveNotices as jest.Mock).mockImplementation(async (settings: typeof stored) => (stored = settings));
  render(
    <MemoryRouter>
      <EmployerProfilePage />
    </MemoryRouter>,
  );
  const group = await screen.findByRole('radiogroup', { name: 'Tell me about new applicants by' });
  expect(group).toHaveAccessibleDescription(/The first comes 60 seconds after someone applies, naming everyone who applied meanwhile; then at most one notice per job every 10 minutes/);
  await waitFor(() => expect(screen.getByRole('radio', { name: 'Text message' })).toBeChecked());

  await userEvent.click(screen.getByRole('radio', { name: 'Email' }));
  expect(employerApi.saveNotices).toHaveBeenCalledWith({ applicantNotices: 'email', confirmHours: 24, inviteFirstHours: 0 });
  await waitFor(() => expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked());
  // Saved, and told so; a refused save is told by the API client's error toast, not as saved.
  expect(useToasts.getState().toasts.map((t) => [t.kind, t.message])).toEqual([['success', 'Notifications saved']]);
  useToasts.getState().dismissAll();

  (employerApi.saveNotices as jest.Mock).mockResolvedValue(undefined);
  await userEvent.click(screen.getByRole('radio', { name: 'Off' }));
  await waitFor(() => expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked());
  expect(screen.getByRole('radio', { name: 'Off' })).not.toBeChecked();
  expect(useToasts.getState().toasts.filter((t) => t.kind === 'success')).toEqual([]);
});

test('the confirmation time shows the saved choice and saves a new one with the notices (issue 36)', async () => {
  (employerApi.profile as jest.Mock).mockResolvedValue(undefined);
  let stored = { applicantNotices: 'sms', confirmHours: 24, inviteFirstHours: 0 };
  (employerApi.notices as jest.Mock).mockImplementation(async () => stored);
  (employerApi.saveNotices as jest.Mock).mockImplementation(async (settings: typeof stored) => (stored = settings));
  render(
    <MemoryRouter>
      <EmployerProfilePage />
    </MemoryRouter>,
  );
  const select = await screen.findByRole('combobox', { name: 'Ask hired officers to confirm each shift' });
  await waitFor(() => expect(select).toHaveTextContent('24 hours before'));
  expect(select).toHaveAccessibleDescription(/^24 hours before each shift, officers are texted to reply YES or NO, and can confirm on My shifts\. A shift still unconfirmed 4 hours later, or 2 hours before its start, is texted to you and listed on Today\.$/);
  await userEvent.click(select);
  await userEvent.click(screen.getByRole('option', { name: '48 hours before' }));
  expect(employerApi.saveNotices).toHaveBeenCalledWith({ applicantNotices: 'sms', confirmHours: 48, inviteFirstHours: 0 });
  // The help follows the choice.
  await waitFor(() => expect(select).toHaveAccessibleDescription(/^48 hours before each shift, officers are texted/));
});

test("shows officers' ratings of the company, without their names (issue 21)", async () => {
  (employerApi.profile as jest.Mock).mockResolvedValue(undefined);
  (reliabilityApi.ratings as jest.Mock).mockResolvedValue({ average: 4.6, count: 5, ratings: [{ stars: 5, comment: 'Paid on time.', title: 'Holiday Market Patrol', day: '2026-10-28' }] });
  render(
    <MemoryRouter>
      <EmployerProfilePage />
    </MemoryRouter>,
  );
  const ratings = await screen.findByRole('region', { name: 'Ratings' });
  expect(await within(ratings).findByText('★ 4.6 (5 ratings)')).toBeInTheDocument();
  expect(ratings).toHaveTextContent('What officers said after their shifts. Their names are not shown.');
  expect(ratings).toHaveTextContent('Paid on time.Holiday Market Patrol · 28 Oct 2026');
});

test('invite first shows the saved hours, says what it does, and saves new hours with the notices (issue 36)', async () => {
  (employerApi.profile as jest.Mock).mockResolvedValue(undefined);
  (employerApi.notices as jest.Mock).mockResolvedValue({ applicantNotices: 'sms', confirmHours: 24, inviteFirstHours: 5 });
  (employerApi.saveNotices as jest.Mock).mockImplementation(async (settings: object) => settings);
  render(
    <MemoryRouter>
      <EmployerProfilePage />
    </MemoryRouter>,
  );
  const select = await screen.findByRole('combobox', { name: 'Invite first: new jobs reach my favorites first for' });
  // A value saved through the API that the list does not offer is shown as it is.
  await waitFor(() => expect(select).toHaveTextContent('5 hours'));
  expect(select).toHaveAccessibleDescription(/^A new job reaches your favorites \(My officers\) first, and everyone else after this many hours\./);
  await userEvent.click(select);
  expect(screen.getByRole('option', { name: 'Off: everyone at once' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('option', { name: '3 hours' }));
  expect(employerApi.saveNotices).toHaveBeenCalledWith({ applicantNotices: 'sms', confirmHours: 24, inviteFirstHours: 3 });
});
