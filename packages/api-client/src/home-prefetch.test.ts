import { EmployerJobState, Role, type EmployeeJobsResponse, type UserInfo } from '@dutylink/contracts';
import { employerApi } from './employer-api';
import { FIRST_READ_FRESH_MS } from './first-reads';
import { prefetchHome } from './home-prefetch';
import { jobsApi } from './jobs-api';
import { mockHttp } from './test-utils/mock-adapter';

const page: EmployeeJobsResponse = { items: [], total: 0, all: 3, applied: 1, hired: 1, moreThanAll: false };
const user = (role: Role, hasSubscription = true) => ({ id: 7, role, hasSubscription }) as UserInfo;

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test("an employee's home read starts ahead, and the page's same read takes its answer once", async () => {
  const adapter = mockHttp(() => ({ status: 200, data: page }));
  prefetchHome('/employee/jobs', user(Role.Employee));
  await expect(jobsApi.employeeJobs(0, 10, { type: 'all', text: '' })).resolves.toEqual(page);
  expect(adapter).toHaveBeenCalledTimes(1);
  // Taken once: the next read (a reload of the list) asks again.
  await jobsApi.employeeJobs(0, 10, { type: 'all', text: '' });
  expect(adapter).toHaveBeenCalledTimes(2);
});

test('another read does not take it, and an old one is not used', async () => {
  jest.useFakeTimers();
  const adapter = mockHttp(() => ({ status: 200, data: page }));
  prefetchHome('/employee', user(Role.Employee));
  await jobsApi.employeeJobs(0, 10, { type: 'all', text: 'night' });
  expect(adapter).toHaveBeenCalledTimes(2);
  jest.advanceTimersByTime(FIRST_READ_FRESH_MS);
  await jobsApi.employeeJobs(0, 10, { type: 'all', text: '' });
  expect(adapter).toHaveBeenCalledTimes(3);
});

test("an employer's home reads its active posts; nothing starts without a subscription or elsewhere", async () => {
  const adapter = mockHttp(() => ({ status: 200, data: { items: [] } }));
  prefetchHome('/employer/jobs/active', user(Role.Employer));
  await employerApi.jobs(0, 10, { state: EmployerJobState.Active, text: '' });
  expect(adapter.mock.calls.map(([c]) => c.url)).toEqual(['employers/jobs/items/0/10/0/0']);
  prefetchHome('/employee/jobs', user(Role.Employee, false));
  prefetchHome('/employee/profile', user(Role.Employee));
  prefetchHome('/employee/jobs', user(Role.Employer));
  prefetchHome('/employee/jobs', null);
  expect(adapter).toHaveBeenCalledTimes(1);
});
