import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@dutylink/router';
import { useSession } from '@dutylink/api-client';
import { ANONYMOUS_USER, Role, Step } from '@dutylink/contracts';
import { HomeRedirect } from './home-redirect';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderHome(filledStep: Step[], hasSubscription: boolean) {
  useSession.setState({ ready: true, user: { ...ANONYMOUS_USER, id: 3, role: Role.Employer, emailVerified: true, filledStep, hasSubscription } });
  render(
    <MemoryRouter initialEntries={['/employer']}>
      <Routes>
        <Route path="/employer" element={<HomeRedirect />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByTestId('where').textContent;
}

test.each([
  [[], false, '/employer/general'],
  [[Step.Payment], true, '/employer/general'],
  [[Step.General], false, '/employer/payment'],
  [[Step.General, Step.Payment], true, '/employer/jobs/active'],
  [[Step.General, Step.Payment], false, '/employer/subscription'],
])('filled %j, subscribed %s → %s', (filled, subscribed, path) => {
  expect(renderHome(filled, subscribed)).toBe(path);
});
