import { ANONYMOUS_USER, Role, type UserInfo } from '@dutylink/contracts';
import { authApi } from './auth-api';
import { publicApi } from './public-api';
import { refreshSession, useSession } from './session';
import { useToasts } from './toasts';
import { mockHttp } from './test-utils/mock-adapter';

const employee: UserInfo = { ...ANONYMOUS_USER, id: 7, name: 'Pat Guard', role: Role.Employee, email: 'pat@example.com' };

beforeEach(() => {
  useSession.setState({ user: null, ready: false });
  useToasts.setState({ toasts: [] });
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test('refreshSession stores the user and marks the session ready', async () => {
  const adapter = mockHttp(() => ({ status: 200, data: { user: employee } }));
  await expect(refreshSession()).resolves.toEqual(employee);
  expect(useSession.getState()).toMatchObject({ user: employee, ready: true });
  expect(adapter.mock.calls[0][0]).toMatchObject({ method: 'post', url: 'auth/refresh', data: '{}' });
});

test('refreshSession fails silently: anonymous, ready, no toast', async () => {
  useSession.setState({ user: employee });
  mockHttp(() => ({ status: 401, statusText: 'Unauthorized', data: { title: 'No session' } }));
  await expect(refreshSession()).resolves.toBeNull();
  expect(useSession.getState()).toMatchObject({ user: null, ready: true });
  expect(useToasts.getState().toasts).toEqual([]);
});

test('a refused e-mail link returns undefined, shows the error toast and keeps the visitor anonymous', async () => {
  mockHttp(() => ({ status: 400, data: { title: 'This link is invalid or has expired', errors: { token: ['Ask for a new link'] } } }));
  await expect(authApi.emailVerify(Role.Employee, 'pat@example.com', 'old')).resolves.toBeUndefined();
  expect(useSession.getState().user).toBeNull();
  expect(useToasts.getState().toasts[0]).toMatchObject({ title: 'This link is invalid or has expired', message: 'Ask for a new link' });
});

test('e-mail calls: send returns validHours, verify stores the user', async () => {
  const adapter = mockHttp((config) =>
    config.url?.startsWith('auth/emailSendCode') ? { status: 200, data: { validHours: 24 } } : { status: 200, data: { user: employee } },
  );
  await expect(authApi.emailSendCode(Role.Employee, 'pat@example.com')).resolves.toBe(24);
  await expect(authApi.emailVerify(Role.Employee, 'pat@example.com', 'tok')).resolves.toEqual(employee);
  expect(adapter.mock.calls.map(([c]) => c.url)).toEqual([
    'auth/emailSendCode/0/pat%40example.com',
    'auth/emailVerify/0/pat%40example.com/tok',
  ]);
  expect(useSession.getState().user).toEqual(employee);
});

test('logout and deleteAccount make the visitor anonymous', async () => {
  const adapter = mockHttp(() => ({ status: 200, data: {} }));
  useSession.setState({ user: employee });
  await expect(authApi.logout()).resolves.toBe(true);
  expect(useSession.getState().user).toBeNull();
  useSession.setState({ user: employee });
  await expect(authApi.deleteAccount()).resolves.toBe(true);
  expect(useSession.getState().user).toBeNull();
  expect(adapter.mock.calls.map(([c]) => [c.method, c.url, c.data])).toEqual([
    ['post', 'auth/logout', '{}'],
    ['delete', 'auth', '{}'],
  ]);
});

test('logout ends the session on the server first, then leaves and forgets the user, even when the call fails', async () => {
  const adapter = mockHttp(() => ({ status: 500, statusText: 'Internal Server Error', data: 'boom' }));
  useSession.setState({ user: employee });
  const whenLeaving: unknown[] = [];
  const loggingOut = authApi.logout(() => whenLeaving.push(adapter.mock.calls.length, useSession.getState().user));
  expect(useSession.getState().user).toEqual(employee);
  await expect(loggingOut).resolves.toBe(false);
  expect(whenLeaving).toEqual([1, employee]);
  expect(useSession.getState().user).toBeNull();
});

test('a failed deleteAccount keeps the user', async () => {
  mockHttp(() => ({ status: 500, statusText: 'Internal Server Error', data: 'boom' }));
  useSession.setState({ user: employee });
  await expect(authApi.deleteAccount()).resolves.toBe(false);
  expect(useSession.getState().user).toEqual(employee);
});

test('publicApi.config reads the policy URLs', async () => {
  const adapter = mockHttp(() => ({ status: 200, data: { termsUrl: '/policies/terms.html', privacyUrl: '/policies/privacy.html' } }));
  await expect(publicApi.config()).resolves.toEqual({ termsUrl: '/policies/terms.html', privacyUrl: '/policies/privacy.html' });
  expect(adapter.mock.calls[0][0]).toMatchObject({ method: 'get', url: 'public/config' });
});
