import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@dutylink/router';
import { stubLogout } from '@dutylink/api-client/testing';
import { Role, type UserInfo } from '@dutylink/contracts';
import { LocationProbe, makeUser, signIn } from '../test/fixtures';
import { RoleFrame } from './role-frame';
import { roleNavItems } from './nav-items';
import { resetScreen, setScreen } from '@dutylink/design-system/testing';

function renderFrame(user: UserInfo, at: string) {
  signIn(user);
  render(
    <MemoryRouter initialEntries={[at]} useTransitions={false}>
      <Routes>
        <Route
          path="/:area/*"
          element={
            <RoleFrame role={user.role}>
              <LocationProbe />
            </RoleFrame>
          }
        />
        <Route path="/auth/signIn" element={<p>Sign-in page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const employee = makeUser({ role: Role.Employee, hasSubscription: true, name: 'Dana Whitfield' });
const employer = makeUser({ role: Role.Employer, hasSubscription: true, name: 'Erin Boss' });
const mainMenu = () => screen.getByRole('navigation', { name: 'Main menu' });
/** The phone's menu is a chunk of its own: it shows once that has loaded. */
const openedMenu = () => screen.findByRole('navigation', { name: 'Main menu' });

afterEach(() => {
  resetScreen();
  jest.restoreAllMocks();
});

describe('the items', () => {
  it('are My jobs, My shifts, Profile and Subscription for a subscribed employee; Job posts, Today, Timesheets and My officers for an employer', () => {
    expect(roleNavItems(employee).map((i) => [i.label, i.to])).toEqual([
      ['My jobs', '/employee/jobs'],
      ['My shifts', '/employee/shifts'],
      ['Profile', '/employee/profile'],
      ['Subscription', '/employee/subscription'],
    ]);
    expect(roleNavItems(employer).map((i) => [i.label, i.to])).toEqual([
      ['Job posts', '/employer/jobs/active'],
      ['Today', '/employer/today'],
      ['Timesheets', '/employer/timesheets'],
      ['My officers', '/employer/officers'],
      ['Profile', '/employer/profile'],
      ['Subscription', '/employer/subscription'],
    ]);
  });

  it('leave out the job lists without a subscription (not the shifts), and are none for an admin (who has the admin menu)', () => {
    expect(roleNavItems({ role: Role.Employee, hasSubscription: false }).map((i) => i.label)).toEqual(['My shifts', 'Profile', 'Subscription']);
    expect(roleNavItems({ role: Role.Employer, hasSubscription: false }).map((i) => i.label)).toEqual(['Today', 'Timesheets', 'My officers', 'Profile', 'Subscription']);
    expect(roleNavItems({ role: Role.Admin, hasSubscription: false })).toEqual([]);
  });
});

describe('on a desktop', () => {
  beforeEach(() => setScreen('desktop'));

  it('shows the links in the bar, the current one marked, with the pause switch, the name and Log Out', async () => {
    renderFrame(employee, '/employee/jobs/hired');
    const nav = mainMenu();
    expect(within(nav).getByRole('link', { name: 'My jobs' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('switch', { name: 'Pause new job notifications for 5 days' })).toBeInTheDocument();
    expect(screen.getByText('Dana Whitfield')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log Out' })).toHaveAttribute('href', '/auth/signIn?role=0');
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();

    await userEvent.click(within(nav).getByRole('link', { name: 'Subscription' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/employee/subscription');
    expect(within(mainMenu()).getByRole('link', { name: 'Subscription' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks Job posts on every tab of the employer job lists and reaches Profile', async () => {
    renderFrame(employer, '/employer/jobs/deactivated');
    expect(within(mainMenu()).getByRole('link', { name: 'Job posts' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await userEvent.click(within(mainMenu()).getByRole('link', { name: 'Profile' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/employer/profile');
  });
});

describe('on a phone', () => {
  beforeEach(() => setScreen('phone'));

  it('keeps only the logo and a Menu button in the bar; the menu holds the pages, the pause switch and Log Out', async () => {
    renderFrame(employee, '/employee/jobs');
    expect(screen.queryByRole('link', { name: 'Log Out' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(button);
    const nav = await openedMenu();
    expect(within(nav).getByText('Dana Whitfield')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'My jobs' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('switch', { name: 'Pause new job notifications for 5 days' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Log Out' })).toHaveAttribute('href', '/auth/signIn?role=0');

    await userEvent.click(within(nav).getByRole('link', { name: 'Profile' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/employee/profile');
  });

  it('logs out from the menu', async () => {
    const logout = stubLogout();
    renderFrame(employer, '/employer/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(within(await openedMenu()).queryByRole('switch')).not.toBeInTheDocument();
    await act(async () => within(mainMenu()).getByRole('link', { name: 'Log Out' }).click());
    // Forgetting the user is the api-client's part of logout (auth-api.test.ts).
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Sign-in page')).toBeInTheDocument();
  });
});
