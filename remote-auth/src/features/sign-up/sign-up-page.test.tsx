import { screen, waitFor, within } from '@testing-library/react';
import { authApi, publicApi, useToasts } from '@dutylink/api-client';
import { Role } from '@dutylink/contracts';
import { signUpDraft } from '../../lib/sign-up-draft';
import { box, currentPath, makeUser, pastePhone, renderApp } from '../../test-utils/render-app';

jest.mock('@dutylink/api-client', () => jest.requireActual('../../test-utils/mock-api').mockApiClient());

const sendCode = jest.mocked(authApi.signUpSendCode);
const verify = jest.mocked(authApi.signUpVerify);
const consents = { agreeSms: true, agreeEmails: true, agreeTerms: true };

beforeEach(() => {
  jest.clearAllMocks();
  useToasts.setState({ toasts: [] });
  signUpDraft.clear();
  sendCode.mockResolvedValue({ retryAfterSeconds: 30, smsDelayed: false });
  jest.mocked(publicApi.config).mockResolvedValue({ termsUrl: '/policies/terms.html', privacyUrl: '/policies/privacy.html' });
});

const phoneBox = () => screen.getByRole('textbox', { name: 'Cell phone' });
const consentNames = ['I agree to receive SMS messages', 'I agree to receive emails', 'I agree to the Terms and Privacy Policy'];

test('the role choice offers Employee and Employer only, from ?role=; links lead to Terms, Privacy Policy and Sign In', async () => {
  renderApp('/auth/signUp?role=100');
  expect(await screen.findByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
  const group = screen.getByRole('radiogroup', { name: 'Sign up as' });
  expect(within(group).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['0', '100']);
  expect(box('Employer')).toBeChecked();
  expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/signIn?role=100');
});

test('the first empty submit, with the phone still focused, shows every error at once', async () => {
  const { user } = renderApp('/auth/signUp');
  expect(await screen.findByRole('textbox', { name: 'Cell phone' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText('Required')).toBeInTheDocument();
  expect(screen.getAllByText('You must agree to continue')).toHaveLength(3);
  expect(sendCode).not.toHaveBeenCalled();
});

test('reading the Terms or the Privacy Policy and coming Back keeps the role, the phone, the ticks and the returnUrl', async () => {
  const { user } = renderApp('/auth/signUp?role=100&returnUrl=%2Femployer%2Fjobs');
  await pastePhone(user, await screen.findByRole('textbox', { name: 'Cell phone' }));
  await user.click(box(consentNames[0]));
  await user.click(screen.getByRole('link', { name: 'Terms' }));
  await user.click(await screen.findByRole('link', { name: 'Back' }));
  expect(await screen.findByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
  expect(currentPath()).toBe('/auth/signUp?role=100&returnUrl=%2Femployer%2Fjobs');
  expect(box('Employer')).toBeChecked();
  expect(phoneBox()).toHaveValue('+1 (555) 555-0100');
  expect(box(consentNames[0])).toBeChecked();
  expect(box(consentNames[1])).not.toBeChecked();
});

test("a role changed on the page is the one the policy's Back link returns to, and Sign In gets it too", async () => {
  const { user } = renderApp('/auth/signUp?role=100&returnUrl=%2Femployer%2Fjobs');
  await user.click(await screen.findByRole('radio', { name: 'Employee' }));
  await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
  await user.click(await screen.findByRole('link', { name: 'Back' }));
  expect(await screen.findByRole('radio', { name: 'Employee' })).toBeChecked();
  expect(currentPath()).toBe('/auth/signUp?role=0&returnUrl=%2Femployer%2Fjobs');
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth/signIn?role=0&returnUrl=%2Femployer%2Fjobs');
});

test.each([
  [true, '/employer/jobs'],
  [false, '/auth/verifyMail/employer?returnUrl=%2Femployer%2Fjobs'],
])('a returnUrl survives sign-up (e-mail verified: %s), and the form starts empty afterwards', async (emailVerified, next) => {
  verify.mockResolvedValue(makeUser({ role: Role.Employer, emailVerified }));
  useToasts.getState().push({ kind: 'error', title: 'Invalid code', message: 'Invalid code' });
  const { user } = renderApp('/auth/signUp?role=100&returnUrl=%2Femployer%2Fjobs');
  await pastePhone(user, await screen.findByRole('textbox', { name: 'Cell phone' }));
  for (const name of consentNames) await user.click(box(name));
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByRole('textbox', { name: 'Digit 1' });
  await user.keyboard('123456');
  await waitFor(() => expect(currentPath()).toBe(next));
  expect(useToasts.getState().toasts).toEqual([]);
  expect(signUpDraft.read()).toEqual({ phone: '', agreeSms: false, agreeEmails: false, agreeTerms: false });
});

test('the three checkboxes are required, then the code is sent with the consents and verified', async () => {
  verify.mockResolvedValue(makeUser({ role: Role.Employee, emailVerified: false }));
  const { user } = renderApp('/auth/signUp?role=1000');
  expect(await screen.findByRole('radio', { name: 'Employee' })).toBeChecked();
  await pastePhone(user);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findAllByText('You must agree to continue')).toHaveLength(3);
  expect(sendCode).not.toHaveBeenCalled();

  await user.click(box('I agree to receive SMS messages'));
  await user.click(box('I agree to receive emails'));
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await waitFor(() => expect(screen.getAllByText('You must agree to continue')).toHaveLength(1));
  expect(box('I agree to the Terms and Privacy Policy')).toHaveAttribute('aria-invalid', 'true');
  expect(sendCode).not.toHaveBeenCalled();

  await user.click(box('I agree to the Terms and Privacy Policy'));
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
  await pastePhone(user, await screen.findByRole('textbox', { name: 'Cell phone' }));
  for (const name of ['I agree to receive SMS messages', 'I agree to receive emails', 'I agree to the Terms and Privacy Policy']) {
    await user.click(box(name));
  }
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByRole('textbox', { name: 'Digit 1' });
  await user.keyboard('000000');
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Digit 6' })).toHaveValue(''));
  expect(screen.getByRole('textbox', { name: 'Digit 1' })).toHaveFocus();
  expect(currentPath()).toBe('/auth/signUp');
});
