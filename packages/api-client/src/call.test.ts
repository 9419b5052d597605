import { call } from './call';
import { http } from './http';
import { useToasts } from './toasts';
import { mockHttp } from './test-utils/mock-adapter';
import { TOAST_LIFE_MS } from '@dutylink/contracts';

const get = () => http.get<{ ok: boolean }>('anything');
let warn: jest.SpyInstance;

beforeEach(() => {
  useToasts.setState({ toasts: [] });
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

function onlyToast() {
  const { toasts } = useToasts.getState();
  expect(toasts).toHaveLength(1);
  return toasts[0];
}

test('a 2xx answer returns its data and shows nothing', async () => {
  mockHttp(() => ({ status: 200, data: { ok: true } }));
  await expect(call(get)).resolves.toEqual({ ok: true });
  expect(useToasts.getState().toasts).toEqual([]);
  expect(warn).not.toHaveBeenCalled();
});

test('4xx with an errors map: lines of a field joined by one break, fields by a double break, title as header', async () => {
  mockHttp(() => ({
    status: 400,
    statusText: 'Bad Request',
    data: { title: 'Validation failed', errors: { phone: ['Required', 'Phone must start with +1'], code: ['The code has 6 digits'] } },
  }));
  await expect(call(get)).resolves.toBeUndefined();
  expect(onlyToast()).toMatchObject({
    kind: 'error',
    title: 'Validation failed',
    message: 'Required\nPhone must start with +1\n\nThe code has 6 digits',
    durationMs: TOAST_LIFE_MS,
  });
  expect(warn).toHaveBeenCalledTimes(1);
});

test('4xx without an errors map: the title is the message', async () => {
  mockHttp(() => ({ status: 401, statusText: 'Unauthorized', data: { title: 'Sign in first' } }));
  await expect(call(get)).resolves.toBeUndefined();
  expect(onlyToast()).toMatchObject({ kind: 'error', title: 'Sign in first', message: 'Sign in first' });
  expect(warn).toHaveBeenCalledTimes(1);
});

test('4xx whose JSON cannot be read: the status text is the message, the status code the title', async () => {
  mockHttp(() => ({ status: 404, statusText: 'Not Found', data: '<html>nope</html>' }));
  await expect(call(get)).resolves.toBeUndefined();
  expect(onlyToast()).toMatchObject({ kind: 'error', title: '404', message: 'Not Found' });
  expect(warn).toHaveBeenCalledTimes(1);
});

test('5xx: the body text is the message, the status text the title', async () => {
  mockHttp(() => ({ status: 503, statusText: 'Service Unavailable', data: 'The database is down for maintenance' }));
  await expect(call(get)).resolves.toBeUndefined();
  expect(onlyToast()).toMatchObject({
    kind: 'error',
    title: 'Service Unavailable',
    message: 'The database is down for maintenance',
  });
  expect(warn).toHaveBeenCalledTimes(1);
});

test('5xx with an empty body and no status text (HTTP/2) still says something', async () => {
  mockHttp(() => ({ status: 500, data: '' }));
  await call(get);
  expect(onlyToast()).toMatchObject({ title: 'HTTP 500', message: 'HTTP 500' });
});

test('a network error shows a sensible message', async () => {
  mockHttp(() => 'network-error');
  await expect(call(get)).resolves.toBeUndefined();
  expect(onlyToast()).toMatchObject({ kind: 'error', title: 'Network error' });
  expect(onlyToast().message).toMatch(/could not be reached/);
  expect(warn).toHaveBeenCalledTimes(1);
});

test('silent calls fail without a toast or a warning', async () => {
  mockHttp(() => ({ status: 401, data: { title: 'No session' } }));
  await expect(call(get, { silent: true })).resolves.toBeUndefined();
  expect(useToasts.getState().toasts).toEqual([]);
  expect(warn).not.toHaveBeenCalled();
});

test('a refusal the page explains has no toast; any other failure keeps its toast', async () => {
  const explains = (status: number, title: string) => status === 403 && title === 'No posts';
  mockHttp(() => ({ status: 403, data: { title: 'No posts' } }));
  await expect(call(get, { explains })).resolves.toBeUndefined();
  expect(useToasts.getState().toasts).toEqual([]);
  mockHttp(() => ({ status: 403, data: { title: 'Forbidden' } }));
  await expect(call(get, { explains })).resolves.toBeUndefined();
  expect(useToasts.getState().toasts).toHaveLength(1);
});

test('POST and DELETE without data send a JSON body {}', async () => {
  const adapter = mockHttp(() => ({ status: 200, data: {} }));
  await call(() => http.post('a'));
  await call(() => http.delete('b'));
  await call(() => http.get('c'));
  const [post, del, get] = adapter.mock.calls.map(([config]) => config);
  expect(post.data).toBe('{}');
  expect(post.headers['Content-Type']).toMatch(/application\/json/);
  expect(post.baseURL).toBe('/api');
  expect(post.withCredentials).toBe(true);
  expect(del.data).toBe('{}');
  expect(get.data).toBeUndefined();
});

test('a 4xx errors map also reaches onFieldErrors, and the toast still shows (issue 17)', async () => {
  mockHttp(() => ({ status: 400, data: { title: 'Please check the highlighted fields', errors: { 'general.from': ['Date must be in the future'] } } }));
  const onFieldErrors = jest.fn();
  await expect(call(get, { onFieldErrors })).resolves.toBeUndefined();
  expect(onFieldErrors).toHaveBeenCalledWith({ 'general.from': ['Date must be in the future'] });
  expect(onlyToast()).toMatchObject({ title: 'Please check the highlighted fields', message: 'Date must be in the future' });
});

test('onFieldErrors is not called without a field, or for a 5xx', async () => {
  const onFieldErrors = jest.fn();
  mockHttp(() => ({ status: 403, data: { title: 'You have no posts remaining in this billing period' } }));
  await call(get, { onFieldErrors });
  mockHttp(() => ({ status: 500, data: 'boom' }));
  await call(get, { onFieldErrors });
  expect(onFieldErrors).not.toHaveBeenCalled();
});
