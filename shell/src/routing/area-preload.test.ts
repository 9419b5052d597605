import { useSession } from '@dutylink/api-client';
import { Role } from '@dutylink/contracts';
import { preloadRemoteArea } from '../federation';
import { makeUser } from '../test/fixtures';
import { preloadRoleArea } from './area-preload';

jest.mock('../federation', () => ({ preloadRemoteArea: jest.fn() }));
jest.mock('../frame/role-frame', () => ({ RoleFrame: () => null }));

const preloaded = preloadRemoteArea as jest.Mock;

beforeEach(() => {
  preloaded.mockReset();
  useSession.setState({ user: null, ready: false });
});

describe('preloadRoleArea', () => {
  it("starts the area's remote once the session opens it", () => {
    preloadRoleArea('/employer/jobs/active');
    expect(preloaded).not.toHaveBeenCalled();
    useSession.setState({ user: makeUser({ role: Role.Employer }), ready: true });
    expect(preloaded).toHaveBeenCalledWith('remote_employer');
    useSession.setState({ user: makeUser({ role: Role.Employer, name: 'Renamed' }), ready: true });
    expect(preloaded).toHaveBeenCalledTimes(1);
  });

  it('starts it at once when the session is already known', () => {
    useSession.setState({ user: makeUser({ role: Role.Admin }), ready: true });
    preloadRoleArea('/admin');
    expect(preloaded).toHaveBeenCalledWith('remote_admin');
  });

  it.each([
    ['an employee', makeUser({ role: Role.Employee })],
    ['a visitor', null],
  ])('fetches nothing of the admin area for %s', (_who, user) => {
    preloadRoleArea('/admin');
    useSession.setState({ user, ready: true });
    expect(preloaded).not.toHaveBeenCalled();
  });

  it('fetches nothing of an area whose e-mail verification is pending', () => {
    preloadRoleArea('/employee');
    useSession.setState({ user: makeUser({ role: Role.Employee, emailVerified: false }), ready: true });
    expect(preloaded).not.toHaveBeenCalled();
  });

  it('does nothing outside the role areas', () => {
    useSession.setState({ user: makeUser({ role: Role.Employee }), ready: true });
    preloadRoleArea('/auth/signIn');
    expect(preloaded).not.toHaveBeenCalled();
  });
});
