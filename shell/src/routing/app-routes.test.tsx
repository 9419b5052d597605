import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@dutylink/router';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useSession } from '@dutylink/api-client';
import { stubLogout } from '@dutylink/api-client/testing';
import { Role } from '@dutylink/contracts';
import { fakeRoutesModule, LocationProbe, makeUser, mockRemoteMapFetch, signIn } from '../test/fixtures';
import { AppRoutes } from './app-routes';
import { DocumentTitle } from './document-title';
import { browserDocument } from '../browser-document';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.Mock;

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]} useTransitions={false}>
      <DocumentTitle />
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const location = () => screen.getByRole('status', { name: 'location' });
/** Lets the lazily loaded remote of the final page finish mounting. */
const mounted = (remote: string) => screen.findByText(`${remote}/routes mounted`);

beforeEach(() => {
  mockRemoteMapFetch();
  loadRemoteMock.mockReset();
  loadRemoteMock.mockImplementation(async (id: string) => fakeRoutesModule(id));
  useSession.setState({ user: null, ready: false });
  stubLogout();
});

describe('access guard', () => {
  it('shows a progress indicator while the session is loading', () => {
    renderAt('/employee');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it("sends an anonymous visitor of a role area to /auth with the return URL and the area's role, loaded from the server", async () => {
    const load = jest.spyOn(browserDocument, 'load').mockImplementation(() => {});
    signIn(null);
    renderAt('/employee/profile?tab=1');
    expect(location()).toHaveTextContent('/auth?returnUrl=%2Femployee%2Fprofile%3Ftab%3D1&role=0');
    // Sign-in is the server's page: the browser loads it as a document, no remote is fetched for it.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(loadRemoteMock).not.toHaveBeenCalled();
    load.mockRestore();
  });

  it.each(['/auth/signIn', '/auth/signUp?role=100', '/terms', '/privacy'])('loads %s from the server, not from a remote', async (path) => {
    const load = jest.spyOn(browserDocument, 'load').mockImplementation(() => {});
    signIn(null);
    renderAt(path);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(loadRemoteMock).not.toHaveBeenCalled();
    load.mockRestore();
  });

  it('sends an anonymous visitor of /admin to sign-in with Admin chosen', () => {
    signIn(null);
    renderAt('/admin');
    expect(location()).toHaveTextContent('/auth?returnUrl=%2Fadmin&role=1000');
  });

  it("sends an employee who opens the admin area to the employee root", async () => {
    signIn(makeUser({ role: Role.Employee }));
    renderAt('/admin/employers');
    expect(location()).toHaveTextContent(/^\/employee$/);
    expect(await screen.findByText('remote_employee/routes mounted')).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalledWith('remote_admin/routes');
  });

  it('sends an employer with an unverified e-mail to e-mail verification', async () => {
    signIn(makeUser({ role: Role.Employer, emailVerified: false }));
    renderAt('/employer');
    expect(location()).toHaveTextContent('/auth/verifyMail/employer');
    await mounted('remote_auth');
  });

  it('sends an unverified employee to /auth/verifyMail/employee, keeping where they were going', async () => {
    signIn(makeUser({ role: Role.Employee, emailVerified: false }));
    renderAt('/employee/jobs?tab=1');
    expect(location()).toHaveTextContent(/^\/auth\/verifyMail\/employee\?returnUrl=%2Femployee%2Fjobs%3Ftab%3D1$/);
    await mounted('remote_auth');
  });

  it('lets an admin into the admin area inside the frame', async () => {
    signIn(makeUser({ role: Role.Admin, name: 'Alex Admin', emailVerified: false }));
    renderAt('/admin/promo');
    expect(location()).toHaveTextContent('/admin/promo');
    expect(await screen.findByText('remote_admin/routes mounted')).toBeInTheDocument();
    expect(screen.getByText('Alex Admin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log Out' })).toHaveAttribute('href', '/auth/signIn?role=1000');
  });
});

describe('home', () => {
  it('shows the remote_auth landing to a visitor', async () => {
    signIn(null);
    renderAt('/');
    expect(await screen.findByText('remote_auth/routes mounted')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('sends a signed-in user to their area', async () => {
    signIn(makeUser({ role: Role.Employer }));
    renderAt('/');
    expect(location()).toHaveTextContent(/^\/employer$/);
    await mounted('remote_employer');
  });

  it('sends a signed-in user with an unverified e-mail to e-mail verification', async () => {
    signIn(makeUser({ role: Role.Employee, emailVerified: false }));
    renderAt('/');
    expect(location()).toHaveTextContent('/auth/verifyMail/employee');
    await mounted('remote_auth');
  });

  it('waits for the session before deciding', async () => {
    renderAt('/');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    act(() => signIn(makeUser({ role: Role.Admin })));
    expect(location()).toHaveTextContent(/^\/admin$/);
    await mounted('remote_admin');
  });
});

describe('other routes', () => {
  it('renders Page not found at /404 without loading a remote', async () => {
    signIn(null);
    renderAt('/404');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('hands unknown paths to remote_auth', async () => {
    signIn(null);
    renderAt('/no/such/page');
    expect(await screen.findByText('remote_auth/routes mounted')).toBeInTheDocument();
  });

  it('sets the document title to the product name on navigation', async () => {
    signIn(makeUser({ role: Role.Employee }));
    document.title = 'Something else';
    renderAt('/employee');
    expect(document.title).toBe('DutyLink');
    await mounted('remote_employee');
    document.title = 'Changed by a page';
    await act(async () => screen.getByRole('link', { name: 'Log Out' }).click());
    expect(location()).toHaveTextContent('/auth/signIn?role=0');
    expect(document.title).toBe('DutyLink');
  });
});
