import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSession } from '@dutylink/api-client';
import { ANONYMOUS_USER, Role, Step } from '@dutylink/contracts';
import EmployeeRoutes from './routes';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/employee/*" element={<EmployeeRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useSession.setState({
    ready: true,
    user: { ...ANONYMOUS_USER, id: 3, name: 'Sam Ortiz', role: Role.Employee, emailVerified: true, filledStep: [Step.General, Step.Permits] },
  });
});

it("welcomes the employee and shows which profile steps are filled", () => {
  renderAt('/employee');
  expect(screen.getByRole('heading', { name: 'Welcome, Sam Ortiz' })).toBeInTheDocument();
  expect(screen.getByText('Your employee profile: 2 of 5 steps filled.')).toBeInTheDocument();
  const steps = within(screen.getByRole('list', { name: 'Profile steps' })).getAllByRole('listitem');
  expect(steps.map((step) => step.textContent)).toEqual([
    'General informationFilled',
    'Permits & CredentialsFilled',
    'Notification settingsNot filled',
    'ExperienceNot filled',
    'PaymentNot filled',
  ]);
});

it('shows Page not found for an unknown employee path', () => {
  renderAt('/employee/nowhere');
  expect(screen.getByText('Page not found')).toBeInTheDocument();
});
