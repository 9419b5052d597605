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
  useSession.setState({ ready: true, user: { ...ANONYMOUS_USER, id: 3, role: Role.Employee, emailVerified: true, filledStep, hasSubscription } });
  render(
    <MemoryRouter initialEntries={['/employee']}>
      <Routes>
        <Route path="/employee" element={<HomeRedirect />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByTestId('where').textContent;
}

const ALL = [Step.General, Step.Permits, Step.Notifications, Step.Experience, Step.Payment];

test.each([
  [[], false, '/employee/general'],
  [[Step.General], false, '/employee/permits'],
  [[Step.General, Step.Permits], false, '/employee/notifications'],
  [[Step.General, Step.Permits, Step.Notifications], false, '/employee/experience'],
  [[Step.General, Step.Permits, Step.Notifications, Step.Experience], false, '/employee/payment'],
  [[Step.General, Step.Notifications, Step.Experience, Step.Payment], true, '/employee/permits'],
  [ALL, true, '/employee/jobs'],
  [ALL, false, '/employee/subscription'],
])('filled %j, subscribed %s → %s', (filled, subscribed, path) => {
  expect(renderHome(filled, subscribed)).toBe(path);
});
