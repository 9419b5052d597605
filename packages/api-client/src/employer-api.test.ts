import { ANONYMOUS_USER, EMPTY_EMPLOYER_GENERAL, Role, Step } from '@dutylink/contracts';
import { employerApi } from './employer-api';
import { useSession } from './session';
import { useToasts } from './toasts';
import { mockHttp } from './test-utils/mock-adapter';

const employer = { ...ANONYMOUS_USER, id: 3, name: '', role: Role.Employer, emailVerified: true };
const saved = { ...employer, name: 'Jane Roe', filledStep: [Step.General] };

beforeEach(() => {
  useSession.setState({ user: employer, ready: true });
  useToasts.setState({ toasts: [] });
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test('every call uses its contract path and method', async () => {
  const adapter = mockHttp(() => ({ status: 200, data: { id: 1 } }));
  await employerApi.general();
  await employerApi.profile();
  await employerApi.profile(9);
  await employerApi.jobs(10, 10, { state: 1, text: 'gate' });
  await employerApi.editable(0);
  await employerApi.changeState(5, 0);
  await employerApi.removeJob(5);
  await employerApi.applicants(5);
  await employerApi.applicantProfile(8, 5);
  await employerApi.accept(11);
  await employerApi.reject(11, 'Position filled' as never);
  expect(adapter.mock.calls.map(([c]) => [c.method, c.url])).toEqual([
    ['get', 'employers/profile/general'],
    ['get', 'employers/profile'],
    ['get', 'employers/profile/9'],
    ['post', 'employers/jobs/items/10/10/0/0'],
    ['get', 'employers/jobs/getEditable/0'],
    ['post', 'employers/jobs/changeState/5/0'],
    ['delete', 'employers/jobs/5'],
    ['get', 'jobApplicants/5'],
    ['get', 'jobApplicants/profile/8?relatedToJobId=5'],
    ['post', 'jobApplicants/accept/11'],
    ['post', 'jobApplicants/reject/11'],
  ]);
  expect(adapter.mock.calls[3][0].data).toBe(JSON.stringify({ state: 1, text: 'gate' }));
  expect(adapter.mock.calls[10][0].data).toBe(JSON.stringify({ reason: 'Position filled' }));
});

test('saveJob posts the model and answers {id}', async () => {
  const adapter = mockHttp(() => ({ status: 200, data: { id: 42 } }));
  await expect(employerApi.saveJob({ id: 0 } as never)).resolves.toEqual({ id: 42 });
  expect(adapter.mock.calls[0][0].url).toBe('employers/jobs');
  expect(adapter.mock.calls[0][0].method).toBe('post');
});

test('editable answers a refused new job with why, without a toast (issue 36)', async () => {
  mockHttp(() => ({ status: 403, data: { title: 'You have no posts remaining in this billing period' } }));
  await expect(employerApi.editable(0)).resolves.toEqual({ refused: 'noPostsRemaining' });
  mockHttp(() => ({ status: 403, data: { title: 'A subscription is required for job posts' } }));
  await expect(employerApi.editable(0)).resolves.toEqual({ refused: 'noSubscription' });
  expect(useToasts.getState().toasts).toEqual([]);
  mockHttp(() => ({ status: 404, data: { title: 'Not found' } }));
  await expect(employerApi.editable(9)).resolves.toBeUndefined();
  expect(useToasts.getState().toasts).toHaveLength(1);
});

test('saveGeneral stores the returned user', async () => {
  mockHttp(() => ({ status: 200, data: { user: saved } }));
  await expect(employerApi.saveGeneral(EMPTY_EMPLOYER_GENERAL)).resolves.toEqual(saved);
  expect(useSession.getState().user).toEqual(saved);
});

test('a refusal shows an error toast and answers undefined without storing', async () => {
  mockHttp(() => ({ status: 400, statusText: 'Bad Request', data: { title: 'Please check the highlighted fields', errors: { company: ['Required'] } } }));
  await expect(employerApi.saveGeneral(EMPTY_EMPLOYER_GENERAL)).resolves.toBeUndefined();
  expect(useSession.getState().user).toEqual(employer);
  expect(useToasts.getState().toasts).toHaveLength(1);
});
