import { act, screen, waitFor } from '@testing-library/react';
import { call, http, jobsApi, reliabilityApi, useSession, useToasts } from '@dutylink/api-client';
import { APPLICANT_NONE, ApplicantState, jobPaths, Role } from '@dutylink/contracts';
import { makeJob } from '@dutylink/contracts/testing';
import { currentPath, makeUser, renderApp } from '../../test-utils/render-app';

jest.mock('@dutylink/api-client', () =>
  jest.requireActual('@dutylink/api-client/testing').mockApis({
    jobsApi: { employeeJobs: jest.fn(), get: jest.fn(), apply: jest.fn(), cancel: jest.fn(), status: jest.fn() },
    reliabilityApi: { employerRecord: jest.fn() },
  }),
);

const api = jobsApi as unknown as Record<'get' | 'apply' | 'status', jest.Mock>;

const PATH = '/jobs/5/7?token=abc.def';

beforeEach(() => {
  jest.clearAllMocks();
  useToasts.setState({ toasts: [] });
  useSession.setState({ ready: true, user: null });
});

test.each([
  ['a visitor', null],
  ['another employee', makeUser({ id: 8 })],
  ['an employer', makeUser({ id: 7, role: Role.Employer })],
])('a bare link (no token) opened by %s asks to sign in, once, with no call and no error', async (_who, user) => {
  useSession.setState({ ready: true, user });
  renderApp('/jobs/5/7');
  expect(await screen.findByRole('heading', { name: 'Sign in to see this job' })).toBeInTheDocument();
  expect(screen.getByText('Open this job from the link in your text message, or sign in to see it.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/signIn?returnUrl=%2Fjobs%2F5%2F7');
  expect(screen.queryByText('This job link is not valid or has expired.')).not.toBeInTheDocument();
  expect(api.status).not.toHaveBeenCalled();
  expect(api.get).not.toHaveBeenCalled();
  expect(useToasts.getState().toasts).toEqual([]);
});

test('a bare link waits for the session before deciding', async () => {
  useSession.setState({ ready: false, user: null });
  renderApp('/jobs/5/7');
  expect(await screen.findByLabelText('Loading the job')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Sign in to see this job' })).not.toBeInTheDocument();
  api.status.mockResolvedValue(ApplicantState.New);
  api.get.mockResolvedValue(makeJob());
  act(() => useSession.setState({ ready: true, user: makeUser({ id: 7 }) }));
  expect(await screen.findByRole('heading', { name: 'Night patrol' })).toBeInTheDocument();
});

test("a closed job's link shows the job and says it was closed, with Apply disabled", async () => {
  api.status.mockResolvedValue(APPLICANT_NONE);
  api.get.mockResolvedValue(makeJob({ enabled: false }));
  renderApp(PATH);
  expect(await screen.findByText('This job was closed. It no longer takes applicants.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  expect(screen.queryByText('This job link is not valid or has expired.')).not.toBeInTheDocument();
});

test('asks for the status with the token, shows the job and applies; the dialog closes with Got It', async () => {
  api.status.mockResolvedValue(APPLICANT_NONE);
  api.get.mockResolvedValue(makeJob({ salaryValue: 40 }));
  api.apply.mockResolvedValue(ApplicantState.New);
  const { user } = renderApp(PATH);
  expect(await screen.findByRole('heading', { level: 1, name: 'Night patrol' })).toBeInTheDocument();
  expect(api.status).toHaveBeenCalledWith(5, 7, 'abc.def');
  expect(api.get).toHaveBeenCalledWith(5, 'abc.def');
  expect(screen.getByText('$40.00/hr')).toBeInTheDocument();
  expect(screen.queryByText('You applied to the job')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(api.apply).toHaveBeenCalledWith(5, 7, 'abc.def');
  const dialog = await screen.findByRole('dialog', { name: 'Job Applied' });
  expect(dialog).toHaveTextContent('You are now applied to this job');
  await user.click(screen.getByRole('button', { name: 'Got It' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  expect(screen.getByText('You applied to the job')).toBeInTheDocument();
  expect(screen.queryByText('You were hired')).not.toBeInTheDocument();
});

test("with status New: Apply disabled and 'You applied to the job'", async () => {
  api.status.mockResolvedValue(ApplicantState.New);
  api.get.mockResolvedValue(makeJob());
  renderApp(PATH);
  expect(await screen.findByText('You applied to the job')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  expect(screen.queryByText('You were hired')).not.toBeInTheDocument();
});

test("with status Accepted (hired): 'You were hired', not 'You applied' (issue 17)", async () => {
  api.status.mockResolvedValue(ApplicantState.Accepted);
  api.get.mockResolvedValue(makeJob());
  renderApp(PATH);
  expect(await screen.findByText('You were hired')).toBeInTheDocument();
  expect(screen.queryByText('You applied to the job')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
});

test('the job links into the app: its page in the employee area (issue 17)', async () => {
  api.status.mockResolvedValue(ApplicantState.Accepted);
  api.get.mockResolvedValue(makeJob({ id: 5 }));
  const { user } = renderApp(PATH);
  const open = await screen.findByRole('link', { name: 'Open this job in DutyLink' });
  expect(open).toHaveAttribute('href', '/employee/jobs/5');
  await user.click(open);
  expect(currentPath()).toBe('/employee/jobs/5');
});

test('with status Rejected: Apply disabled, no applied note, the thank-you text', async () => {
  api.status.mockResolvedValue(ApplicantState.Rejected);
  api.get.mockResolvedValue(makeJob());
  renderApp(PATH);
  expect(await screen.findByRole('button', { name: 'Apply' })).toBeDisabled();
  expect(screen.queryByText('You applied to the job')).not.toBeInTheDocument();
  expect(screen.getByText('Thank you for your interest, however you were not selected at this time')).toBeInTheDocument();
});

test('a failed apply keeps Apply enabled and opens no dialog', async () => {
  api.status.mockResolvedValue(APPLICANT_NONE);
  api.get.mockResolvedValue(makeJob());
  api.apply.mockResolvedValue(undefined);
  const { user } = renderApp(PATH);
  await user.click(await screen.findByRole('button', { name: 'Apply' }));
  expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('without a token the calls go with the session only, when it is that employee', async () => {
  useSession.setState({ ready: true, user: makeUser({ id: 7 }) });
  api.status.mockResolvedValue(APPLICANT_NONE);
  api.get.mockResolvedValue(makeJob());
  renderApp('/jobs/5/7');
  await screen.findByRole('heading', { name: 'Night patrol' });
  expect(api.status).toHaveBeenCalledWith(5, 7, null);
  expect(api.get).toHaveBeenCalledWith(5, null);
});

test('a forged token: the 403 error toast, the not-valid message and a sign-in link', async () => {
  // The real call (jobsApi.status is this file's mock), so that the error rules of call() run.
  api.status.mockImplementation((id: number, userId: number, token: string) => call(() => http.post(jobPaths.status(id, userId, token))));
  const adapter = jest.fn(async () => {
    throw Object.assign(new Error('Request failed with status code 403'), {
      isAxiosError: true,
      response: { status: 403, statusText: 'Forbidden', data: { title: 'The job link is not valid' }, headers: {} },
    });
  });
  const original = http.defaults.adapter;
  http.defaults.adapter = adapter;
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    const { user } = renderApp('/jobs/5/7?token=forged');
    expect(await screen.findByText('This job link is not valid or has expired.')).toBeInTheDocument();
    expect(adapter).toHaveBeenCalledTimes(1);
    expect(api.get).not.toHaveBeenCalled();
    expect(useToasts.getState().toasts).toEqual([expect.objectContaining({ kind: 'error', title: 'The job link is not valid' })]);
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/auth/signIn?returnUrl=%2Fjobs%2F5%2F7');
    await user.click(signIn);
    expect(currentPath()).toBe('/auth/signIn?returnUrl=%2Fjobs%2F5%2F7');
  } finally {
    http.defaults.adapter = original;
    jest.restoreAllMocks();
  }
});

test('a job that fails to load after the status also shows the not-valid message', async () => {
  api.status.mockResolvedValue(APPLICANT_NONE);
  api.get.mockResolvedValue(undefined);
  renderApp(PATH);
  expect(await screen.findByText('This job link is not valid or has expired.')).toBeInTheDocument();
});

test('an id that is not a number is not valid', async () => {
  renderApp('/jobs/abc/7?token=x');
  expect(await screen.findByText('This job link is not valid or has expired.')).toBeInTheDocument();
  expect(api.status).not.toHaveBeenCalled();
});

test("the officer's own page shows the employer's record; a token alone does not ask for it (issue 21)", async () => {
  (reliabilityApi.employerRecord as jest.Mock).mockResolvedValue({ hires: 2, cancelled: 1, ratings: { average: 4, count: 1 } });
  api.status.mockResolvedValue(APPLICANT_NONE);
  api.get.mockResolvedValue(makeJob());
  renderApp(PATH);
  expect(await screen.findByRole('heading', { name: 'Night patrol' })).toBeInTheDocument();
  expect(reliabilityApi.employerRecord).not.toHaveBeenCalled();
  expect(screen.queryByRole('note', { name: "Employer's record" })).not.toBeInTheDocument();
});

test("a signed-in officer's bare link shows the employer's record (issue 21)", async () => {
  (reliabilityApi.employerRecord as jest.Mock).mockResolvedValue({ hires: 2, cancelled: 1, ratings: { average: 4, count: 1 } });
  useSession.setState({ ready: true, user: makeUser({ id: 7 }) });
  api.status.mockResolvedValue(APPLICANT_NONE);
  api.get.mockResolvedValue(makeJob());
  renderApp('/jobs/5/7');
  expect(await screen.findByRole('note', { name: "Employer's record" })).toHaveTextContent('Last 90 days: New on DutyLink · ★ 4.0 (1 rating)');
  expect(reliabilityApi.employerRecord).toHaveBeenCalledWith(5);
});
