import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@dutylink/router';
import { employerApi } from '@dutylink/api-client';
import { QualifiedAs } from '@dutylink/contracts';
import { EmployerProfilePage } from './employer-profile-page';

jest.mock('@dutylink/api-client', () => ({
  ...jest.requireActual('@dutylink/api-client'),
  employerApi: { profile: jest.fn() },
}));

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
    filled: true,
  });
  render(
    <MemoryRouter>
      <EmployerProfilePage />
    </MemoryRouter>,
  );
  for (const text of ['Jane Roe', 'Harbor Security', 'B-123', '+1 (214) 555-0199', 'Alarm company', 'boss@harbor.test', '+1 (214) 555-0100']) {
    expect(await screen.findByText(text)).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/employer/general?returnUrl=/employer/profile');
  expect(screen.getByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
});
