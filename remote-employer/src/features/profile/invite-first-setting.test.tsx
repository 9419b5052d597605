import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@dutylink/router';
import { employerApi, reliabilityApi } from '@dutylink/api-client';
import { EmployerProfilePage } from './employer-profile-page';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    employerApi: { profile: jest.fn(), notices: jest.fn(), saveNotices: jest.fn() },
    reliabilityApi: { ratings: jest.fn() },
  }),
);

beforeEach(() => {
  jest.clearAllMocks();
  (employerApi.profile as jest.Mock).mockResolvedValue(undefined);
  (reliabilityApi.ratings as jest.Mock).mockResolvedValue({ average: null, count: 0, ratings: [] });
});

test('invite first shows the saved hours, says what it does, and saves new hours with the notices (issue 36)', async () => {
  (employerApi.notices as jest.Mock).mockResolvedValue({ applicantNotices: 'sms', confirmHours: 24, inviteFirstHours: 5 });
  (employerApi.saveNotices as jest.Mock).mockImplementation(async (settings: object) => settings);
  render(
    <MemoryRouter>
      <EmployerProfilePage />
    </MemoryRouter>,
  );
  const select = await screen.findByRole('combobox', { name: 'Invite first: new jobs reach my favourites first for' });
  // A value saved through the API that the list does not offer is shown as it is.
  await waitFor(() => expect(select).toHaveTextContent('5 hours'));
  expect(select).toHaveAccessibleDescription(/A new job reaches your favourites first and everyone else after this many hours \(0 to 24; 0 is off\)/);
  await userEvent.click(select);
  expect(screen.getByRole('option', { name: 'Off: everyone at once' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('option', { name: '3 hours' }));
  expect(employerApi.saveNotices).toHaveBeenCalledWith({ applicantNotices: 'sms', confirmHours: 24, inviteFirstHours: 3 });
});
