import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSession } from '@dutylink/api-client';
import { ANONYMOUS_USER, Role, Step } from '@dutylink/contracts';
import EmployerRoutes from './routes';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/employer/*" element={<EmployerRoutes />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  useSession.setState({
    ready: true,
    user: { ...ANONYMOUS_USER, id: 4, name: 'Harbor Security', role: Role.Employer, emailVerified: true, filledStep: [Step.Payment] },
  });
});

it('welcomes the employer and shows which company profile steps are filled', () => {
  renderAt('/employer');
  expect(screen.getByRole('heading', { name: 'Welcome, Harbor Security' })).toBeInTheDocument();
  expect(screen.getByText('Your company profile: 1 of 2 steps filled.')).toBeInTheDocument();
  const steps = within(screen.getByRole('list', { name: 'Profile steps' })).getAllByRole('listitem');
  expect(steps.map((step) => step.textContent)).toEqual(['General informationNot filled', 'PaymentFilled']);
});

it('shows Page not found for an unknown employer path', () => {
  renderAt('/employer/nowhere');
  expect(screen.getByText('Page not found')).toBeInTheDocument();
});
