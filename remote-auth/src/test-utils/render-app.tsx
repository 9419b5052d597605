import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from '@dutylink/router';
import { ANONYMOUS_USER, Role, type UserInfo } from '@dutylink/contracts';
import AuthRoutes from '../routes';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Renders the remote's routes at `path`, as the shell would mount them at /*. */
function splitPath(path: string) {
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** AuthRoutes at `path`; `state` is the router state of that entry (what a navigate() would carry). */
export function renderApp(path: string, { fakeTimers = false, state }: { fakeTimers?: boolean; state?: unknown } = {}) {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  render(
    <MemoryRouter initialEntries={[state === undefined ? path : { ...splitPath(path), state }]}>
      <AuthRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { user };
}

export const currentPath = () => screen.getByTestId('location').textContent;

export function makeUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return { ...ANONYMOUS_USER, id: 42, name: 'Pat Guard', email: 'pat@example.com', role: Role.Employee, ...overrides };
}
