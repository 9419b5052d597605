import { useLocation } from '@dutylink/router';
import { useSession } from '@dutylink/api-client';
import { ANONYMOUS_USER, Role, Step, type UserInfo } from '@dutylink/contracts';

export function makeUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    ...ANONYMOUS_USER,
    id: 7,
    name: 'Dana Whitfield',
    email: 'dana@example.com',
    role: Role.Employee,
    emailVerified: true,
    filledStep: [Step.General],
    ...overrides,
  };
}

export function signIn(user: UserInfo | null) {
  useSession.setState({ user, ready: true });
}

/** Shows where the router is, so tests can assert redirects. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

/** A fake remote module whose routes show which remote was mounted. */
export function fakeRoutesModule(id: string) {
  return { default: () => <p>{`${id} mounted`}</p> };
}

/** /remotes.json as the server answers it by default. */
export function mockRemoteMapFetch(ok = true) {
  const body = {
    remote_auth: '/remotes/remote-auth/mf-manifest.json',
    remote_employee: '/remotes/remote-employee/mf-manifest.json',
    remote_employer: '/remotes/remote-employer/mf-manifest.json',
    remote_admin: '/remotes/remote-admin/mf-manifest.json',
  };
  const fetchMock = jest.fn(async () => ({ ok, status: ok ? 200 : 503, json: async () => body }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
