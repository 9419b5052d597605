import {
  ANONYMOUS_USER,
  EMPTY_EMPLOYEE_GENERAL,
  EMPTY_EMPLOYEE_NOTIFICATIONS,
  Role,
  Step,
  type EmployeeExperience,
  type EmployeePermits,
} from '@dutylink/contracts';
import { employeeProfileApi } from './employee-profile-api';
import { useSession } from './session';
import { useToasts } from './toasts';
import { mockHttp } from './test-utils/mock-adapter';

const employee = { ...ANONYMOUS_USER, id: 7, name: '', role: Role.Employee, emailVerified: true };
const saved = { ...employee, name: 'John Doe', filledStep: [Step.General] };

beforeEach(() => {
  useSession.setState({ user: employee, ready: true });
  useToasts.setState({ toasts: [] });
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test('reads use the contract paths', async () => {
  const adapter = mockHttp(() => ({ status: 200, data: { item: {} } }));
  await employeeProfileApi.profile();
  await employeeProfileApi.profile(12);
  await employeeProfileApi.general();
  await employeeProfileApi.permits();
  await employeeProfileApi.notifications();
  await employeeProfileApi.experience();
  expect(adapter.mock.calls.map(([c]) => [c.method, c.url])).toEqual([
    ['get', 'employees/profile'],
    ['get', 'employees/profile/12'],
    ['get', 'employees/profile/general'],
    ['get', 'employees/profile/permits'],
    ['get', 'employees/profile/notifications'],
    ['get', 'employees/profile/experience'],
  ]);
});

test('saves post the item, return the refreshed user and store it in the session', async () => {
  const adapter = mockHttp(() => ({ status: 200, data: { user: saved } }));
  const permits: EmployeePermits = { documents: [], requiredDocs: [], agree: true, securityClearance: false, military: false };
  const experience: EmployeeExperience = { industryExperiences: [], trainings: [1], otherTraining: 'None' };
  await expect(employeeProfileApi.saveGeneral(EMPTY_EMPLOYEE_GENERAL)).resolves.toEqual(saved);
  await employeeProfileApi.savePermits(permits);
  await employeeProfileApi.saveNotifications(EMPTY_EMPLOYEE_NOTIFICATIONS);
  await employeeProfileApi.saveExperience(experience);
  expect(adapter.mock.calls.map(([c]) => [c.method, c.url, JSON.parse(c.data as string)])).toEqual([
    ['post', 'employees/profile/general', EMPTY_EMPLOYEE_GENERAL],
    ['post', 'employees/profile/permits', permits],
    ['post', 'employees/profile/notifications', EMPTY_EMPLOYEE_NOTIFICATIONS],
    ['post', 'employees/profile/experience', experience],
  ]);
  expect(useSession.getState().user).toEqual(saved);
});

test('pauseNotifications posts the days and stores the user', async () => {
  const paused = { ...employee, pausedNotificationsUntil: '2030-01-06', pausedNotificationsDays: 5 };
  const adapter = mockHttp(() => ({ status: 200, data: { user: paused } }));
  await expect(employeeProfileApi.pauseNotifications(5)).resolves.toEqual(paused);
  expect(adapter.mock.calls[0][0]).toMatchObject({ method: 'post', url: 'employees/profile/pause-notifications/5', data: '{}' });
  expect(useSession.getState().user).toEqual(paused);
});

test('a refused save shows the field errors in a toast, returns undefined and keeps the user', async () => {
  mockHttp(() => ({
    status: 400,
    data: { title: 'Validation failed', errors: { firstName: ['Required'], emergencyContacts: ['At least one item must be filled'] } },
  }));
  const onFieldErrors = jest.fn();
  await expect(employeeProfileApi.saveGeneral(EMPTY_EMPLOYEE_GENERAL, onFieldErrors)).resolves.toBeUndefined();
  // The step marks its fields with them (issue 36: a ZIP code only the server can refuse).
  expect(onFieldErrors).toHaveBeenCalledWith({ firstName: ['Required'], emergencyContacts: ['At least one item must be filled'] });
  expect(useToasts.getState().toasts[0]).toMatchObject({
    kind: 'error',
    title: 'Validation failed',
    message: 'Required\n\nAt least one item must be filled',
  });
  expect(useSession.getState().user).toEqual(employee);
});

test('zipLookup returns city and state', async () => {
  const adapter = mockHttp(() => ({ status: 200, data: { city: 'Austin', state: 'TX', idstate: 44 } }));
  await expect(employeeProfileApi.zipLookup('73301')).resolves.toEqual({ city: 'Austin', state: 'TX', idstate: 44 });
  expect(adapter.mock.calls[0][0]).toMatchObject({ method: 'get', url: 'externalServices/zip/73301' });
});

test('zipLookup is silent on an unknown ZIP (404)', async () => {
  mockHttp(() => ({ status: 404, statusText: 'Not Found', data: { title: 'Unknown ZIP code' } }));
  await expect(employeeProfileApi.zipLookup('00000')).resolves.toBeUndefined();
  expect(useToasts.getState().toasts).toEqual([]);
  expect(console.warn).not.toHaveBeenCalled();
});
