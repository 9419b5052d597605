import { screen, waitFor } from '@testing-library/react';
import { authApi, useSession, useToasts } from '@dutylink/api-client';
import { Role } from '@dutylink/contracts';
import { currentPath, makeUser, pasteInto, renderApp } from '../../test-utils/render-app';

jest.mock('@dutylink/api-client', () => jest.requireActual('../../test-utils/mock-api').mockApiClient());

const sendLink = jest.mocked(authApi.emailSendCode);
const verifyLink = jest.mocked(authApi.emailVerify);

beforeEach(() => {
  jest.clearAllMocks();
  useToasts.setState({ toasts: [] });
  useSession.setState({ user: null, ready: true });
});

test('the form validates the address, sends the link and explains what comes next', async () => {
  sendLink.mockResolvedValue(24);
  const { user } = renderApp('/auth/verifyMail/employer');
  expect(await screen.findByRole('heading', { name: 'We need to confirm your email' })).toBeInTheDocument();
  const email = screen.getByRole('textbox', { name: 'Email' });
  await pasteInto(user, email, 'a@b');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByText('Email must be at least 6 characters')).toBeInTheDocument();
  await user.clear(email);
  await pasteInto(user, email, 'not-an-address');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
  expect(sendLink).not.toHaveBeenCalled();

  await user.clear(email);
  await pasteInto(user, email, 'boss@company.com');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
  expect(sendLink).toHaveBeenCalledWith(Role.Employer, 'boss@company.com', undefined);
  expect(screen.getByText(/We sent a confirmation link to/)).toHaveTextContent('We sent a confirmation link to boss@company.com.');
  expect(screen.getByText("If you don't see the email, check your spam folder.")).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Got It' }));
  await waitFor(() => expect(currentPath()).toBe('/auth/signIn?role=100'));
});

test("a returnUrl carried from sign-in or sign-up leads 'Got It' back to that sign-in", async () => {
  sendLink.mockResolvedValue(24);
  const { user } = renderApp('/auth/verifyMail/employee?returnUrl=%2Femployee%2Fjobs');
  await pasteInto(user, await screen.findByRole('textbox', { name: 'Email' }), 'pat@example.com');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  // The e-mailed link carries it too (issue 17).
  expect(sendLink).toHaveBeenCalledWith(Role.Employee, 'pat@example.com', '/employee/jobs');
  await user.click(await screen.findByRole('button', { name: 'Got It' }));
  await waitFor(() => expect(currentPath()).toBe('/auth/signIn?role=0&returnUrl=%2Femployee%2Fjobs'));
});

test('the e-mailed link with a returnUrl goes there once confirmed (issue 17)', async () => {
  verifyLink.mockResolvedValue(makeUser({ role: Role.Employee, emailVerified: true }));
  renderApp('/auth/verifyMail/employee/pat%40example.com/tok-1?returnUrl=%2Femployee%2Fjobs%2F7');
  await waitFor(() => expect(currentPath()).toBe('/employee/jobs/7'));
});

test("the e-mailed link ignores a returnUrl off the site and goes to the role's home", async () => {
  verifyLink.mockResolvedValue(makeUser({ role: Role.Employee, emailVerified: true }));
  renderApp('/auth/verifyMail/employee/pat%40example.com/tok-2?returnUrl=https%3A%2F%2Fevil.example');
  await waitFor(() => expect(currentPath()).toBe('/employee'));
});

test('a blocked account opening its link is told where to write, not shown the form (issue 17)', async () => {
  verifyLink.mockImplementation(async (_role, _email, _token, onFieldErrors) => {
    onFieldErrors?.({ account: ['To ask why, or to have it unblocked, write to help@dutylink.example.'] });
    return undefined;
  });
  renderApp('/auth/verifyMail/employee/pat%40example.com/tok-3');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your account is blocked');
  expect(alert).toHaveTextContent('To ask why, or to have it unblocked, write to help@dutylink.example.');
  expect(screen.queryByRole('heading', { name: 'We need to confirm your email' })).not.toBeInTheDocument();
});

test('without a role in the path the session user decides, and the form keeps showing when sending fails', async () => {
  useSession.setState({ user: makeUser({ role: Role.Employee, email: 'pat@example.com' }) });
  sendLink.mockResolvedValue(undefined);
  const { user } = renderApp('/auth/verifyMail');
  const email = await screen.findByRole('textbox', { name: 'Email' });
  expect(email).toHaveValue('pat@example.com');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  await waitFor(() => expect(sendLink).toHaveBeenCalledWith(Role.Employee, 'pat@example.com', undefined));
  expect(screen.getByRole('heading', { name: 'We need to confirm your email' })).toBeInTheDocument();
  expect(screen.queryByText('Check your inbox')).not.toBeInTheDocument();
});

test("the e-mailed link verifies, goes to the role's home and says 'Email confirmed'", async () => {
  verifyLink.mockResolvedValue(makeUser({ role: Role.Employer, emailVerified: true }));
  renderApp('/auth/verifyMail/employer/boss%40company.com/tok-123');
  await waitFor(() => expect(currentPath()).toBe('/employer'));
  expect(verifyLink).toHaveBeenCalledTimes(1);
  expect(verifyLink).toHaveBeenCalledWith(Role.Employer, 'boss@company.com', 'tok-123', expect.any(Function));
  expect(useToasts.getState().toasts).toEqual([expect.objectContaining({ kind: 'success', message: 'Email confirmed' })]);
});

test('a failed link shows the form again with the address filled in', async () => {
  verifyLink.mockResolvedValue(undefined);
  renderApp('/auth/verifyMail/employee/pat%40example.com/expired');
  expect(await screen.findByRole('heading', { name: 'We need to confirm your email' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('pat@example.com');
  expect(currentPath()).toBe('/auth/verifyMail/employee/pat%40example.com/expired');
  expect(useToasts.getState().toasts).toEqual([]);
});
