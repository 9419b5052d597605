import { queryClient, write, type Stale } from '../queries';

export { mockHttp } from './mock-adapter';

/** Forgets every read: each test starts with an empty query cache (jest-setup.ts runs it after each). */
export function resetQueries(): void {
  queryClient.clear();
}

type Api = Record<string, unknown>;

/**
 * For jest.mock('@dutylink/api-client', () => …): the real module with the api functions named here
 * replaced in place by these mocks, so the reads (`reads`) call them too. A mocked write still makes its
 * reads stale, as the real one does (`write`): what a page shows after a write is tested with it.
 */
export function mockApis(mocks: Record<string, Record<string, jest.Mock>>): Api {
  const actual: Record<string, Api> = jest.requireActual('../index');
  for (const [api, functions] of Object.entries(mocks)) {
    for (const [name, mock] of Object.entries(functions)) {
      const { stale } = (actual[api][name] ?? {}) as { stale?: Stale };
      const written = stale && write(stale, mock);
      actual[api][name] = written ? new Proxy(mock, { apply: (_mock, _this, args) => written(...args) }) : mock;
    }
  }
  return actual;
}

/** Logout without a server: it ends at once, leaving (the page goes to sign-in) as a real one does once answered. */
export function stubLogout(): jest.SpyInstance {
  const { authApi } = jest.requireActual('../index') as typeof import('../index');
  return jest.spyOn(authApi, 'logout').mockImplementation(async (leave) => {
    leave?.();
    return true;
  });
}
