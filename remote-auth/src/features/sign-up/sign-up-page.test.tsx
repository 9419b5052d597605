import { screen, waitFor, within } from '@testing-library/react';
import { authApi, useToasts } from '@dutylink/api-client';
import { Role } from '@dutylink/contracts';
import { currentPath, makeUser, renderApp } from '../../test-utils/render-app';

jest.mock('@dutylink/api-client', () => jest.requireActual('../../test-utils/mock-api').mockApiClient());

const sendCode = jest.mocked(authApi.signUpSendCode);
const verify = jest.mocked(authApi.signUpVerify);
const consents = { agreeSms: true, agreeEmails: true, agreeTerms: true };

beforeEach(() => {
  jest.clearAllMocks();
  useToasts.setState({ toasts: [] });
  sendCode.mockResolvedValue({ retryAfterSeconds: 30 });
});

test('the role choice offers Employee and Employer only, from ?role=; links lead to Terms, Privacy Policy and Sign In', async () => {
  renderApp('/auth/signUp?role=100');
  expect(await screen.findByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
  const group = screen.getByRole('radiogroup', { name: 'Sign up as' });
  expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['0', '100']);
  expect(screen.getByRole('radio', { name: 'Employer' })).toBeChecked();
  expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/signIn');
});

test('the three checkboxes are required, then the code is sent with the consents and verified', async () => {
  verify.mockResolvedValue(makeUser({ role: Role.Employee, emailVerified: false }));
  const { user } = renderApp('/auth/signUp?role=1000');
  expect(await screen.findByRole('radio', { name: 'Employee' })).toBeChecked();
  await user.type(screen.getByRole('textbox', { name: 'Cell phone' }), '5555550100');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findAllByText('You must agree to continue')).toHaveLength(3);
  expect(sendCode).not.toHaveBeenCalled();

  await user.click(screen.getByRole('checkbox', { name: 'I agree to receive SMS messages' }));
  await user.click(screen.getByRole('checkbox', { name: 'I agree to receive e-mails' }));
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await waitFor(() => expect(screen.getAllByText('You must agree to continue')).toHaveLength(1));
  expect(screen.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' })).toHaveAttribute('aria-invalid', 'true');
  expect(sendCode).not.toHaveBeenCalled();

  await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms and Privacy Policy' }));
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByRole('textbox', { name: 'Digit 1' });
  expect(sendCode).toHaveBeenCalledWith(Role.Employee, '+15555550100', consents);
  expect(useToasts.getState().toasts.map((t) => t.message)).toEqual(['Code sent']);

  await user.keyboard('123456');
  await waitFor(() => expect(currentPath()).toBe('/auth/verifyMail/employee'));
  expect(verify).toHaveBeenCalledWith(Role.Employee, '+15555550100', '123456', consents);
});

test('a wrong code clears the boxes and stays on step 1', async () => {
  verify.mockResolvedValue(undefined);
  const { user } = renderApp('/auth/signUp');
  await user.type(await screen.findByRole('textbox', { name: 'Cell phone' }), '5555550100');
  for (const name of ['I agree to receive SMS messages', 'I agree to receive e-mails', 'I agree to the Terms and Privacy Policy']) {
    await user.click(screen.getByRole('checkbox', { name }));
  }
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByRole('textbox', { name: 'Digit 1' });
  await user.keyboard('000000');
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Digit 6' })).toHaveValue(''));
  expect(screen.getByRole('textbox', { name: 'Digit 1' })).toHaveFocus();
  expect(currentPath()).toBe('/auth/signUp');
});
