import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@dutylink/router';
import { useSession } from '@dutylink/api-client';
import { ANONYMOUS_USER, Role } from '@dutylink/contracts';
import { RequireSubscription } from './require-subscription';

function renderJobs(role: typeof Role.Employee | typeof Role.Employer, hasSubscription: boolean) {
  useSession.setState({ ready: true, user: { ...ANONYMOUS_USER, id: 1, role, emailVerified: true, hasSubscription } });
  const slug = role === Role.Employee ? 'employee' : 'employer';
  render(
    <MemoryRouter initialEntries={[`/${slug}/jobs`]}>
      <Routes>
        <Route
          path={`/${slug}/jobs`}
          element={
            <RequireSubscription role={role}>
              <p>Job list</p>
            </RequireSubscription>
          }
        />
        <Route path="/employee/subscription" element={<p>Employee subscription page</p>} />
        <Route path="/employer/subscription" element={<p>Employer subscription page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

test('a subscribed user sees the children', () => {
  renderJobs(Role.Employer, true);
  expect(screen.getByText('Job list')).toBeInTheDocument();
});

test('an unsubscribed employee goes to the employee subscription page', () => {
  renderJobs(Role.Employee, false);
  expect(screen.getByText('Employee subscription page')).toBeInTheDocument();
});

test('an unsubscribed employer goes to the employer subscription page, not the employee one', () => {
  renderJobs(Role.Employer, false);
  expect(screen.getByText('Employer subscription page')).toBeInTheDocument();
  expect(screen.queryByText('Job list')).not.toBeInTheDocument();
});
