import { Navigate, useLocation } from '@dutylink/router';
import { useSession } from '@dutylink/api-client';
import { isSignedIn, paths, userHome } from '@dutylink/contracts';
import { PageProgress } from '@dutylink/design-system';
import { RemoteArea } from '../federation/remote-area';

/**
 * Everything outside the role areas belongs to remote_auth (landing, policies, auth, public job
 * page, its own 'Page not found'). Only / depends on the session: signed-in users go home.
 */
export function PublicArea() {
  const { pathname } = useLocation();
  const user = useSession((s) => s.user);
  const ready = useSession((s) => s.ready);

  if (pathname === paths.home) {
    if (!ready) return <PageProgress />;
    if (isSignedIn(user)) return <Navigate to={userHome(user)} replace />;
  }
  return <RemoteArea name="remote_auth" />;
}
