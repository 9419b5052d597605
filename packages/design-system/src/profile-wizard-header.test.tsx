import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@dutylink/router';
import { Role, Step } from '@dutylink/contracts';
import { ProfileWizardHeader } from './profile-wizard-header';

const renderHeader = (returnUrl?: string) =>
  render(
    <MemoryRouter>
      <ProfileWizardHeader role={Role.Employee} step={Step.Permits} returnUrl={returnUrl} />
    </MemoryRouter>,
  );

test('create mode: Create profile with the numbered progress bar', () => {
  renderHeader();
  expect(screen.getByRole('heading', { level: 1, name: 'Create profile' })).toBeInTheDocument();
  // Steps before the current one show a tick, the rest their number.
  expect(screen.getByLabelText('Profile steps')).toHaveTextContent('General information2Permits & Credentials3Notification settings4Experience5Payment');
  expect(screen.queryByRole('link', { name: 'Close' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Permits & Credentials' })).toBeInTheDocument();
});

test('edit mode: Edit my employee profile with Close and no progress bar', () => {
  renderHeader('/employee/profile');
  expect(screen.getByRole('heading', { level: 1, name: 'Edit my employee profile' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Close' })).toHaveAttribute('href', '/employee/profile');
  expect(screen.queryByLabelText('Profile steps')).not.toBeInTheDocument();
});
