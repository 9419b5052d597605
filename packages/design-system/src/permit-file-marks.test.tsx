import { render, screen, within } from '@testing-library/react';
import { emptyPermitDocument, PermitDocumentType as D, type EmployeePermitsView, type PermitDocument, type PermitFile } from '@dutylink/contracts';
import { ProfilePermitsCard } from './profile-cards';

const file = (patch: Partial<PermitFile> = {}): PermitFile => ({
  name: 'guard-card.pdf',
  mediaType: 'application/pdf',
  size: 12_800,
  uploaded: '2026-11-20T15:00:00.000Z',
  verified: null,
  ...patch,
});

const held = (type: D, patch: Partial<PermitDocument> = {}): PermitDocument => ({ ...emptyPermitDocument(type), exists: true, ...patch });

function permits(documents: PermitDocument[]): EmployeePermitsView {
  return { documents, specializedTrainings: [{ id: 2, name: 'Crowd control' }], securityClearance: false, military: false };
}

/** The row of a permit: its value cell. */
const row = (label: string) => screen.getByText(label).nextElementSibling as HTMLElement;

it('shows Verified on a verified document and a View document link to its file in a new tab', () => {
  render(
    <ProfilePermitsCard
      employeeId={42}
      value={permits([held(D.GuardCard, { number: 'G-1', file: file({ verified: '2026-11-21T10:00:00.000Z' }) }), held(D.ExposedFirearm, { file: file({ name: 'firearm.jpg', size: 2_400_000 }) })])}
    />,
  );
  const guard = within(row('Guard card'));
  const badge = guard.getByText('Verified').closest('.MuiChip-root');
  expect(badge).toHaveClass('MuiChip-colorSuccess');
  expect(badge?.querySelector('svg')).not.toBeNull();
  const link = guard.getByRole('link', { name: 'View document: Guard card' });
  expect(link).toHaveTextContent(/^View document$/);
  expect(link).toHaveAttribute('href', '/api/employees/profile/42/permits/0/file');
  expect(link).toHaveAttribute('target', '_blank');
  expect(guard.getByText('guard-card.pdf, 13 KB')).toBeInTheDocument();

  const firearm = within(row('Exposed firearm permit'));
  expect(firearm.queryByText('Verified')).not.toBeInTheDocument();
  expect(firearm.getByRole('link', { name: /View document/ })).toHaveAttribute('href', '/api/employees/profile/42/permits/4/file');
  expect(firearm.getByText('firearm.jpg, 2.3 MB')).toBeInTheDocument();
});

it('offers nothing for a document without a file, and lists a training certificate under the trainings', () => {
  render(
    <ProfilePermitsCard
      employeeId={7}
      value={permits([held(D.DriverLicense, { number: 'D-1' }), held(D.SpecializedTraining, { specializedTrainingIDs: [2], file: file({ name: 'cpr.png', verified: '2026-11-21T10:00:00.000Z' }) })])}
      fileAction={(doc) => <button type="button">Act on {doc.type}</button>}
    />,
  );
  expect(within(row('Driver license')).queryByRole('link')).not.toBeInTheDocument();
  expect(within(row('Driver license')).queryByRole('button')).not.toBeInTheDocument();
  const trainings = within(row('Specialized trainings'));
  expect(trainings.getByText('Verified')).toBeInTheDocument();
  expect(trainings.getByRole('link', { name: 'View document: Specialized training' })).toHaveAttribute('href', '/api/employees/profile/7/permits/10/file');
  expect(trainings.getByRole('button', { name: 'Act on 10' })).toBeInTheDocument();
});

it('marks a permit within 30 days of its expiry date, or past it, by the viewer’s day', () => {
  jest.useFakeTimers({ now: new Date('2026-11-27T18:00:00Z'), doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask'] });
  try {
    render(
      <ProfilePermitsCard
        employeeId={42}
        value={permits([
          held(D.GuardCard, { number: 'G-1', expired: '2026-12-18' }),
          held(D.ExposedFirearm, { number: 'F-1', expired: '2026-11-15' }),
          held(D.DriverLicense, { number: 'D-1', expired: '2027-06-30' }),
        ])}
      />,
    );
    expect(within(row('Guard card')).getByText('Expires in 21 days').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    expect(within(row('Exposed firearm permit')).getByText('Expired').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(within(row('Driver license')).queryByText(/^Expire/)).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});
