import { ApplicantState, APPLICANT_NONE, type EmployeeJobsResponse } from '@dutylink/contracts';
import { jobsApi } from './jobs-api';
import { useToasts } from './toasts';
import { mockHttp } from './test-utils/mock-adapter';

const page: EmployeeJobsResponse = { items: [], total: 0, all: 3, applied: 1, hired: 1, moreThanAll: false, distanceFrom: '75201' };

beforeEach(() => {
  useToasts.setState({ toasts: [] });
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test('employeeJobs posts the filter to the items path, newest first', async () => {
  const adapter = mockHttp(() => ({ status: 200, data: page }));
  await expect(jobsApi.employeeJobs(10, 10, { type: 'applied', text: 'night' })).resolves.toEqual(page);
  await expect(jobsApi.employeeJobs(0, 10, { type: 'all', text: '' })).resolves.toEqual(page);
  expect(adapter.mock.calls.map(([c]) => [c.method, c.url, c.data])).toEqual([
    ['post', 'employees/jobs/items/10/10/0/0', JSON.stringify({ type: 'applied', text: 'night' })],
    ['post', 'employees/jobs/items/0/10/0/0', JSON.stringify({ type: 'all', text: '' })],
  ]);
});

test('employeeJobs sorts by pay highest first and by distance nearest first (issue 21)', async () => {
  const adapter = mockHttp(() => ({ status: 200, data: page }));
  await jobsApi.employeeJobs(0, 10, { type: 'all', text: '', minPay: 25 }, 'pay');
  await jobsApi.employeeJobs(10, 10, { type: 'all', text: '' }, 'distance');
  await jobsApi.employeeJobs(0, 10, { type: 'all', text: '' }, 'date');
  expect(adapter.mock.calls.map(([c]) => [c.url, c.data])).toEqual([
    ['employees/jobs/items/0/10/1/0', JSON.stringify({ type: 'all', text: '', minPay: 25 })],
    ['employees/jobs/items/10/10/2/1', JSON.stringify({ type: 'all', text: '' })],
    ['employees/jobs/items/0/10/0/0', JSON.stringify({ type: 'all', text: '' })],
  ]);
});

test('get reads the job, with the link token when given', async () => {
  const adapter = mockHttp(() => ({ status: 200, data: { id: 5, title: 'Gate' } }));
  await expect(jobsApi.get(5)).resolves.toEqual({ id: 5, title: 'Gate' });
  await jobsApi.get(5, 'a.b');
  expect(adapter.mock.calls.map(([c]) => [c.method, c.url])).toEqual([
    ['get', 'jobs/5'],
    ['get', 'jobs/5?token=a.b'],
  ]);
});

test('apply, cancel and status post to the contract paths and answer the status', async () => {
  const adapter = mockHttp((config) => {
    if (config.url?.startsWith('jobs/apply')) return { status: 200, data: { status: ApplicantState.New } };
    if (config.url?.startsWith('jobs/cancel')) return { status: 200, data: { status: APPLICANT_NONE } };
    return { status: 200, data: ApplicantState.Accepted };
  });
  await expect(jobsApi.apply(5)).resolves.toBe(ApplicantState.New);
  await expect(jobsApi.apply(5, 7, 'tok')).resolves.toBe(ApplicantState.New);
  await expect(jobsApi.cancel(5)).resolves.toBe(APPLICANT_NONE);
  await expect(jobsApi.cancel(5, null, null, 'Family emergency')).resolves.toBe(APPLICANT_NONE);
  await expect(jobsApi.status(5, 7, 'tok')).resolves.toBe(ApplicantState.Accepted);
  expect(adapter.mock.calls.map(([c]) => [c.method, c.url, c.data])).toEqual([
    ['post', 'jobs/apply/5', '{}'],
    ['post', 'jobs/apply/5/7?token=tok', '{}'],
    ['post', 'jobs/cancel/5', '{}'],
    ['post', 'jobs/cancel/5', '{"reason":"Family emergency"}'],
    ['post', 'jobs/status/5/7?token=tok', '{}'],
  ]);
});

test('a status of 0 (New) is a value, not a failure', async () => {
  mockHttp(() => ({ status: 200, data: 0 }));
  await expect(jobsApi.status(5)).resolves.toBe(0);
});

test('a forged token answers 403: error toast and undefined', async () => {
  mockHttp(() => ({ status: 403, statusText: 'Forbidden', data: { title: 'The job link is not valid' } }));
  await expect(jobsApi.get(5, 'forged')).resolves.toBeUndefined();
  await expect(jobsApi.apply(5, 7, 'forged')).resolves.toBeUndefined();
  expect(useToasts.getState().toasts[0]).toMatchObject({ kind: 'error', title: 'The job link is not valid', message: 'The job link is not valid' });
});
