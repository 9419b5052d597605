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

type User = ReturnType<typeof renderApp>['user'];

/**
 * Clicks a field and pastes a whole value into it. For tests about what the form does with a value, not
 * about typing it: each key re-renders the page, so typing a phone number or an address took about 0.6 s.
 */
export async function pasteInto(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Pastes a whole US number into the phone field (the field itself, or the page's 'Cell phone'). */
export function pastePhone(user: User, field: HTMLElement = screen.getByRole('textbox', { name: 'Cell phone' })) {
  return pasteInto(user, field, '5555550100');
}

/**
 * The checkbox or radio a label names. Not getByRole('checkbox', { name }), which computes the accessible
 * name of every checkbox on the page from jsdom's computed styles (see build-config's jest-setup-styles.cjs).
 */
export const box = (label: string) => screen.getByLabelText(label, { selector: 'input' });

export function makeUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return { ...ANONYMOUS_USER, id: 42, name: 'Pat Guard', email: 'pat@example.com', role: Role.Employee, ...overrides };
}
