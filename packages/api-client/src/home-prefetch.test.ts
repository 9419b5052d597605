import { renderHook, waitFor } from '@testing-library/react';
import { EmployerJobState, Role, type EmployeeJobsResponse, type UserInfo } from '@dutylink/contracts';
import { prefetchHome } from './home-prefetch';
import { FRESH_MS, queryClient, usePaged } from './queries';
import { reads } from './reads';
import { mockHttp } from './test-utils/mock-adapter';

const page: EmployeeJobsResponse = { items: [], total: 0, all: 3, applied: 1, hired: 1, moreThanAll: false, distanceFrom: null };
const user = (role: Role, hasSubscription = true) => ({ id: 7, role, hasSubscription }) as UserInfo;

afterEach(() => jest.restoreAllMocks());

test("an employee's home read starts ahead, and the page's list takes its answer", async () => {
  const adapter = mockHttp(() => ({ status: 200, data: page }));
  prefetchHome('/employee/jobs', user(Role.Employee));
  await waitFor(() => expect(queryClient.getQueryState(reads.jobs.list('all', '').queryKey)?.status).toBe('success'));
  const { result } = renderHook(() => usePaged(reads.jobs.list('all', '')));
  await waitFor(() => expect(result.current.page).toEqual(page));
  expect(adapter).toHaveBeenCalledTimes(1);
  expect(adapter.mock.calls[0][0].url).toBe('employees/jobs/items/0/10/0/0');
});

test('another list reads for itself, and an old answer is read again', async () => {
  const adapter = mockHttp(() => ({ status: 200, data: page }));
  prefetchHome('/employee', user(Role.Employee));
  await waitFor(() => expect(adapter).toHaveBeenCalledTimes(1));
  const search = renderHook(() => usePaged(reads.jobs.list('all', 'night')));
  await waitFor(() => expect(search.result.current.page).toEqual(page));
  expect(adapter).toHaveBeenCalledTimes(2);
  const now = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(now + FRESH_MS);
  const home = renderHook(() => usePaged(reads.jobs.list('all', '')));
  await waitFor(() => expect(adapter).toHaveBeenCalledTimes(3));
  await waitFor(() => expect(home.result.current.loading).toBe(false));
});

test("an employer's home reads its active posts; nothing starts without a subscription or elsewhere", async () => {
  const adapter = mockHttp(() => ({ status: 200, data: { items: [], total: 0 } }));
  prefetchHome('/employer/jobs/active', user(Role.Employer));
  await waitFor(() => expect(adapter).toHaveBeenCalled());
  expect(adapter.mock.calls.map(([c]) => c.url)).toEqual(['employers/jobs/items/0/10/0/0']);
  expect(JSON.parse(adapter.mock.calls[0][0].data)).toEqual({ state: EmployerJobState.Active, text: '' });
  prefetchHome('/employee/jobs', user(Role.Employee, false));
  prefetchHome('/employee/profile', user(Role.Employee));
  prefetchHome('/employee/jobs', user(Role.Employer));
  prefetchHome('/employee/jobs', null);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(adapter).toHaveBeenCalledTimes(1);
});
