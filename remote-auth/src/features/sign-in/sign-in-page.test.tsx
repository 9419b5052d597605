import { act, screen, waitFor } from '@testing-library/react';
import { authApi, useToasts } from '@dutylink/api-client';
import { Role } from '@dutylink/contracts';
import { signUpDraft } from '../../lib/sign-up-draft';
import { currentPath, makeUser, pastePhone, renderApp } from '../../test-utils/render-app';

jest.mock('@dutylink/api-client', () => jest.requireActual('../../test-utils/mock-api').mockApiClient());

const sendCode = jest.mocked(authApi.signInSendCode);
const verify = jest.mocked(authApi.signInVerify);
const digit = (n: number) => screen.getByRole('textbox', { name: `Digit ${n}` });
const toastMessages = () => useToasts.getState().toasts.map((t) => t.message);

beforeEach(() => {
  jest.clearAllMocks();
  useToasts.setState({ toasts: [] });
  signUpDraft.clear();
  sendCode.mockResolvedValue({ retryAfterSeconds: 30, smsDelayed: false });
});
afterEach(() => jest.useRealTimers());

async function sendCodeAs(user: ReturnType<typeof renderApp>['user'], role: 'Employee' | 'Employer') {
  await user.click(await screen.findByRole('radio', { name: role }));
  await pastePhone(user);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByRole('textbox', { name: 'Digit 1' });
}

test.each([
  ['/auth/signIn?returnUrl=%2Femployee%2Fjobs%2F5', 'Sign in to see this job.'],
  ['/auth?returnUrl=%2Femployer%2Fjobs&role=100', 'Sign in to go on to the page you opened.'],
])('says why it asks, when a page of the app sent the visitor here (%s)', async (path, note) => {
  renderApp(path);
  expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  expect(screen.getByText(note)).toBeInTheDocument();
});

test('says nothing of a page when nothing sent the visitor (Log Out, the landing page)', async () => {
  renderApp('/auth/signIn');
  expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  expect(screen.queryByText(/^Sign in to /)).not.toBeInTheDocument();
});

test('happy path: role and phone, code sent, 6 digits submit automatically, verified user goes to returnUrl', async () => {
  verify.mockResolvedValue(makeUser({ role: Role.Employer, emailVerified: true }));
  const { user } = renderApp('/auth/signIn?returnUrl=%2Femployer%2Fjobs');
  expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  expect(screen.getByRole('radiogroup', { name: 'Sign in as' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Employee' })).toBeChecked();
  expect(screen.queryByRole('radio', { name: 'Admin' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/auth/signUp?role=0&returnUrl=%2Femployer%2Fjobs');

  await sendCodeAs(user, 'Employer');
  expect(sendCode).toHaveBeenCalledWith(Role.Employer, '+15555550100');
  expect(toastMessages()).toEqual(['Code sent']);
  // Sign-in answers alike for every number, so its first line says a code went only to an account of the role.
  expect(screen.getByText('If +1 (555) 555-0100 has an Employer account, we texted it a 6-digit code.')).toBeInTheDocument();

  const submit = screen.getByRole('button', { name: 'Submit' });
  expect(submit).toBeDisabled();
  await user.keyboard('12345');
  expect(submit).toBeDisabled();
  expect(verify).not.toHaveBeenCalled();
  await user.keyboard('6');
  await waitFor(() => expect(currentPath()).toBe('/employer/jobs'));
  expect(verify).toHaveBeenCalledTimes(1);
  expect(verify).toHaveBeenCalledWith(Role.Employer, '+15555550100', '123456', expect.any(Function));
  // The step's toasts do not follow the user to the next screen.
  expect(toastMessages()).toEqual([]);
});

test('the code step says who gets a code and offers the other role and Sign Up in one tap', async () => {
  const { user } = renderApp('/auth?returnUrl=%2Femployer%2Fjobs');
  await sendCodeAs(user, 'Employee');
  expect(screen.getByText('If +1 (555) 555-0100 has an Employee account, we texted it a 6-digit code.')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: 'Sign Up' })).toHaveLength(1);
  const [first] = useToasts.getState().toasts;

  await user.click(screen.getByRole('button', { name: 'Sign in as Employer' }));
  await screen.findByText('If +1 (555) 555-0100 has an Employer account, we texted it a 6-digit code.');
  expect(sendCode).toHaveBeenLastCalledWith(Role.Employer, '+15555550100');
  // The new 'Code sent' replaces the first rather than piling on it.
  expect(toastMessages()).toEqual(['Code sent']);
  expect(useToasts.getState().toasts[0]!.id).not.toBe(first!.id);
  await waitFor(() => expect(currentPath()).toBe('/auth?role=100&returnUrl=%2Femployer%2Fjobs'));
  expect(screen.getByRole('button', { name: 'Sign in as Employee' })).toBeInTheDocument();
  expect(digit(1)).toHaveFocus();

  await user.click(screen.getByRole('link', { name: 'Sign Up' }));
  expect(await screen.findByRole('heading', { name: 'Sign Up' })).toBeInTheDocument();
  expect(currentPath()).toBe('/auth/signUp?role=100&returnUrl=%2Femployer%2Fjobs');
  expect(screen.getByRole('radio', { name: 'Employer' })).toBeChecked();
  expect(screen.getByRole('textbox', { name: 'Cell phone' })).toHaveValue('+1 (555) 555-0100');
});

test('a refused code for the other role keeps the step as it was', async () => {
  const { user } = renderApp('/auth/signIn');
  await sendCodeAs(user, 'Employer');
  sendCode.mockResolvedValueOnce(undefined);
  await user.click(screen.getByRole('button', { name: 'Sign in as Employee' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in as Employee' })).toBeEnabled());
  expect(screen.getByText('If +1 (555) 555-0100 has an Employer account, we texted it a 6-digit code.')).toBeInTheDocument();
  expect(currentPath()).toBe('/auth/signIn?role=100');
});

test('choosing Employee on the admin entry keeps Admin on offer', async () => {
  const { user } = renderApp('/auth/signIn?role=1000');
  await user.click(await screen.findByRole('radio', { name: 'Employee' }));
  expect(currentPath()).toBe('/auth/signIn?role=0');
  expect(screen.getByRole('radio', { name: 'Admin' })).toBeInTheDocument();
});

test('without a returnUrl a verified user goes to the role home; an unverified one to /auth/verifyMail/{role}', async () => {
  verify.mockResolvedValueOnce(makeUser({ role: Role.Employee, emailVerified: true }));
  const first = renderApp('/auth');
  await sendCodeAs(first.user, 'Employee');
  await first.user.keyboard('111111');
  await waitFor(() => expect(currentPath()).toBe('/employee'));
});

test('an unverified user goes to e-mail verification', async () => {
  verify.mockResolvedValueOnce(makeUser({ role: Role.Employer, emailVerified: false }));
  const { user } = renderApp('/auth/signIn?role=100');
  expect(await screen.findByRole('radio', { name: 'Employer' })).toBeChecked();
  await pastePhone(user);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByRole('textbox', { name: 'Digit 1' });
  await user.keyboard('222222');
  await waitFor(() => expect(currentPath()).toBe('/auth/verifyMail/employer'));
});

test('a blocked account is told on the page where to write, after the toast is gone (issue 17)', async () => {
  verify.mockImplementation(async (_role, _phone, _code, onFieldErrors) => {
    onFieldErrors?.({ account: ['To ask why, or to have it unblocked, write to help@dutylink.example.'] });
    return undefined;
  });
  const { user } = renderApp('/auth/signIn');
  await sendCodeAs(user, 'Employee');
  await user.keyboard('123456');
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Your account is blocked');
  expect(alert).toHaveTextContent('To ask why, or to have it unblocked, write to help@dutylink.example.');
  await user.click(screen.getByRole('button', { name: 'Change phone number' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a wrong code clears the boxes, refocuses the first and stays on step 1', async () => {
  verify.mockResolvedValue(undefined);
  const { user } = renderApp('/auth/signIn');
  await sendCodeAs(user, 'Employee');
  await user.keyboard('999999');
  await waitFor(() => expect(digit(1)).toHaveValue(''));
  expect([1, 2, 3, 4, 5, 6].map((n) => (digit(n) as HTMLInputElement).value).join('')).toBe('');
  expect(digit(1)).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  expect(currentPath()).toBe('/auth/signIn');
  expect(verify).toHaveBeenCalledTimes(1);
});

test("the 'Code didn't arrive?' link appears after the retry timeout and sends again", async () => {
  jest.useFakeTimers();
  const { user } = renderApp('/auth/signIn', { fakeTimers: true });
  await sendCodeAs(user, 'Employee');
  const resendName = "Code didn't arrive? Click here to send again";
  expect(screen.queryByRole('button', { name: resendName })).not.toBeInTheDocument();
  // The timers move by hand: findByRole's polling under fake timers ran a role query at every 50 ms
  // of the 10 s it waited (13 s of the test under load).
  // Until then, the step says how long to wait.
  expect(screen.getByText('You can ask for a new code in 30 s.')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(29_000));
  expect(screen.getByText('You can ask for a new code in 1 s.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: resendName })).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1_000));
  const resend = screen.getByRole('button', { name: resendName });
  expect(screen.queryByText(/You can ask for a new code in/)).not.toBeInTheDocument();

  sendCode.mockResolvedValueOnce({ retryAfterSeconds: 60, smsDelayed: false });
  const [first] = useToasts.getState().toasts;
  await user.click(resend);
  await waitFor(() => expect(useToasts.getState().toasts.map((t) => [t.id === first?.id, t.message])).toEqual([[false, 'Code sent']]));
  expect(sendCode).toHaveBeenCalledTimes(2);
  expect(sendCode).toHaveBeenLastCalledWith(Role.Employee, '+15555550100');
  expect(screen.queryByRole('button', { name: resendName })).not.toBeInTheDocument();
  // The new answer's 60 s apply, not the first 30 s. The step takes the answer before the clock moves.
  await act(async () => {});
  act(() => jest.advanceTimersByTime(50_000));
  expect(screen.queryByRole('button', { name: resendName })).not.toBeInTheDocument();
  expect(screen.getByText('You can ask for a new code in 10 s.')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(10_000));
  expect(screen.getByRole('button', { name: resendName })).toBeInTheDocument();
});

test('while texts are delayed the code step says so, and stops saying it once a code goes out without delay', async () => {
  jest.useFakeTimers();
  const delayed = 'Text messages are delayed right now. Your code may take a few minutes to arrive.';
  sendCode.mockResolvedValueOnce({ retryAfterSeconds: 30, smsDelayed: true });
  const { user } = renderApp('/auth/signIn', { fakeTimers: true });
  await sendCodeAs(user, 'Employee');
  expect(screen.getByRole('alert')).toHaveTextContent(delayed);

  act(() => jest.advanceTimersByTime(30_000));
  sendCode.mockResolvedValueOnce({ retryAfterSeconds: 30, smsDelayed: false });
  await user.click(screen.getByRole('button', { name: "Code didn't arrive? Click here to send again" }));
  await waitFor(() => expect(screen.queryByText(delayed)).not.toBeInTheDocument());
  expect(sendCode).toHaveBeenCalledTimes(2);
});

test('a code sent while texts go through shows no delay line', async () => {
  const { user } = renderApp('/auth/signIn');
  await sendCodeAs(user, 'Employee');
  expect(screen.queryByText(/Text messages are delayed/)).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('the phone is required and must be complete; nothing is sent', async () => {
  const { user } = renderApp('/auth/signIn');
  await user.click(await screen.findByRole('button', { name: 'Send code' }));
  expect(await screen.findByText('Required')).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Cell phone' }), '555');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByText('Enter a valid US cell phone number')).toBeInTheDocument();
  expect(sendCode).not.toHaveBeenCalled();
});

test('a failed send keeps the visitor on step 0', async () => {
  sendCode.mockResolvedValue(undefined);
  const { user } = renderApp('/auth/signIn');
  await pastePhone(user, await screen.findByRole('textbox', { name: 'Cell phone' }));
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled());
  expect(screen.queryByRole('textbox', { name: 'Digit 1' })).not.toBeInTheDocument();
  expect(toastMessages()).toEqual([]);
});

test('admins sign in through ?role=1000', async () => {
  verify.mockResolvedValue(makeUser({ role: Role.Admin, emailVerified: false }));
  const { user } = renderApp('/auth/signIn?role=1000');
  expect(await screen.findByRole('radio', { name: 'Admin' })).toBeChecked();
  await pastePhone(user);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByRole('textbox', { name: 'Digit 1' });
  expect(sendCode).toHaveBeenCalledWith(Role.Admin, '+15555550100');
  await user.keyboard('333333');
  await waitFor(() => expect(currentPath()).toBe('/admin'));
});

test('Change phone number, then Send code to the same phone and role, goes back to the code already sent while it works; another role, or a code near its end, gets a new one', async () => {
  jest.useFakeTimers();
  const { user } = renderApp('/auth/signIn', { fakeTimers: true });
  await sendCodeAs(user, 'Employee');
  act(() => jest.advanceTimersByTime(10_000));
  await user.click(screen.getByRole('button', { name: 'Change phone number' }));
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByRole('textbox', { name: 'Digit 1' });
  // No second text: the code received still works, and the wait for a new one counts on.
  expect(sendCode).toHaveBeenCalledTimes(1);
  expect(screen.getByText('You can ask for a new code in 20 s.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Change phone number' }));
  await user.click(screen.getByRole('radio', { name: 'Employer' }));
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByRole('textbox', { name: 'Digit 1' });
  expect(sendCode).toHaveBeenCalledTimes(2);
  expect(sendCode).toHaveBeenLastCalledWith(Role.Employer, '+15555550100');

  // Nine minutes on, a 10-minute code leaves too little time to type it: a new one is sent.
  act(() => jest.advanceTimersByTime(9 * 60_000));
  await user.click(screen.getByRole('button', { name: 'Change phone number' }));
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByText('You can ask for a new code in 30 s.');
  expect(sendCode).toHaveBeenCalledTimes(3);
});
