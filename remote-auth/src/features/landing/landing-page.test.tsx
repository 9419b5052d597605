import { cleanup, screen, waitFor } from '@testing-library/react';
import { useSession } from '@dutylink/api-client';
import { ACCOUNT_DELETED_STATE, Role } from '@dutylink/contracts';
import { currentPath, makeUser, renderApp } from '../../test-utils/render-app';

beforeEach(() => useSession.setState({ user: null, ready: true }));

test.each(['/', '/landing'])('%s shows the offer, the tagline, the report banner, the benefits and the sign-up buttons', async (path) => {
  renderApp(path);
  // The page's code loads when it is first shown (routes.tsx).
  expect(await screen.findByRole('heading', { level: 1, name: 'Efficient, reliable security work opportunities' })).toBeInTheDocument();
  expect(screen.getByText(/SMS alerts for security jobs that match/)).toBeInTheDocument();
  // Issue 21: the report form (a visitor signs in first, and comes back to it).
  expect(screen.getByRole('link', { name: 'Report a business' })).toHaveAttribute('href', '/employee/report');
  expect(screen.getByText(/businesses that hire officers and then repeatedly cancel/)).toBeInTheDocument();
  for (const benefit of ['Job posting', 'Verified talent', 'Streamlined assignments', 'SMS alerts', 'Flexible work', 'Trusted employers']) {
    expect(screen.getByText(benefit)).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: 'Sign up as Employee' })).toHaveAttribute('href', '/auth/signUp?role=0');
  expect(screen.getByRole('link', { name: 'Sign up as Employer' })).toHaveAttribute('href', '/auth/signUp?role=100');
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/signIn');
});

test('a signed-in user opening / goes to the area of the role, or verifies their e-mail first', async () => {
  useSession.setState({ user: makeUser({ role: Role.Employer, emailVerified: true }) });
  renderApp('/');
  await waitFor(() => expect(currentPath()).toBe('/employer'));
  // This remote alone has no /employer (the shell mounts the employer's there): its lazy 'Page not found' settles.
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  cleanup();
  useSession.setState({ user: makeUser({ role: Role.Employer, emailVerified: false }) });
  renderApp('/');
  await waitFor(() => expect(currentPath()).toBe('/auth/verifyMail/employer'));
  expect(await screen.findByRole('heading', { name: 'We need to confirm your email' })).toBeInTheDocument();
});

test('/landing shows the page to a signed-in user too', async () => {
  useSession.setState({ user: makeUser({ role: Role.Employer }) });
  renderApp('/landing');
  expect(await screen.findByRole('link', { name: 'Sign up as Employer' })).toBeInTheDocument();
  expect(currentPath()).toBe('/landing');
});

test('after Delete my account the landing page says the account is gone (issue 17)', async () => {
  renderApp('/', { state: ACCOUNT_DELETED_STATE });
  expect(await screen.findByRole('status')).toHaveTextContent('Your account has been deleted');
  expect(screen.getByRole('heading', { name: 'Your account has been deleted' })).toBeInTheDocument();
});

test('a plain visit to the landing page says nothing about a deleted account', async () => {
  renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Efficient, reliable security work opportunities' });
  expect(screen.queryByText('Your account has been deleted')).not.toBeInTheDocument();
});
