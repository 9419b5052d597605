import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '@dutylink/router';
import { stubLogout } from '@dutylink/api-client/testing';
import { Role } from '@dutylink/contracts';
import { makeUser, signIn } from '../test/fixtures';
import { RoleFrame } from './role-frame';

function renderFrame(role: Role) {
  return render(
    <MemoryRouter initialEntries={['/area']} useTransitions={false}>
      <Routes>
        <Route
          path="/area"
          element={
            <RoleFrame role={role}>
              <p>Area content</p>
            </RoleFrame>
          }
        />
        <Route path="/auth/signIn" element={<p>Sign-in page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RoleFrame', () => {
  it("shows the user's name, Log Out and the area", () => {
    signIn(makeUser({ name: 'Dana Whitfield' }));
    renderFrame(Role.Employee);
    expect(screen.getByText('Dana Whitfield')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log Out' })).toHaveAttribute('href', '/auth/signIn?role=0');
    expect(screen.getByText('Area content')).toBeInTheDocument();
  });

  it('links the logo to / for a subscriber', () => {
    signIn(makeUser({ role: Role.Employer, hasSubscription: true }));
    renderFrame(Role.Employer);
    expect(screen.getByRole('link', { name: 'DutyLink home' })).toHaveAttribute('href', '/');
  });

  it('links the logo to / for an admin without a subscription', () => {
    signIn(makeUser({ role: Role.Admin, hasSubscription: false }));
    renderFrame(Role.Admin);
    expect(screen.getByRole('link', { name: 'DutyLink home' })).toHaveAttribute('href', '/');
  });

  it('does not link the logo for a user without a subscription', () => {
    signIn(makeUser({ role: Role.Employee, hasSubscription: false }));
    renderFrame(Role.Employee);
    expect(screen.queryByRole('link', { name: 'DutyLink home' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['My shifts', 'Profile', 'Subscription', 'Log Out']);
  });

  it('logs out: calls the API, clears the session and goes to sign-in', async () => {
    const logout = stubLogout();
    signIn(makeUser());
    renderFrame(Role.Employee);
    await act(async () => screen.getByRole('link', { name: 'Log Out' }).click());
    // Forgetting the user is the api-client's part of logout (auth-api.test.ts).
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Sign-in page')).toBeInTheDocument();
  });
});
