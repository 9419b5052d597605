import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@dutylink/router';
import { useSession } from '@dutylink/api-client';
import { isSignedIn, paths, roleHome, type Role } from '@dutylink/contracts';
import { PageProgress } from '@dutylink/design-system';
import { needsEmailVerification, landingPath } from './landing-path';

/** The access guard of spec section 2 for one role's area. */
export function RoleGuard({ role, children }: { role: Role; children: ReactNode }) {
  const user = useSession((s) => s.user);
  const ready = useSession((s) => s.ready);
  const { pathname, search } = useLocation();

  if (!ready) return <PageProgress />;
  if (!isSignedIn(user)) {
    const returnUrl = encodeURIComponent(`${pathname}${search}`);
    return <Navigate to={`${paths.auth}?returnUrl=${returnUrl}`} replace />;
  }
  if (user.role !== role) return <Navigate to={roleHome(user.role)} replace />;
  if (needsEmailVerification(user)) return <Navigate to={landingPath(user)} replace />;
  return <>{children}</>;
}
