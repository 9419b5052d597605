import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@dutylink/router';
import { useSession } from '@dutylink/api-client';
import { paths, withReturnUrl, type Role } from '@dutylink/contracts';
import { PageProgress } from '@dutylink/design-system';
import { guardDecision } from './guard-decision';

/** The access guard of spec section 2 for one role's area. */
export function RoleGuard({ role, children }: { role: Role; children: ReactNode }) {
  const user = useSession((s) => s.user);
  const ready = useSession((s) => s.ready);
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;

  const decision = guardDecision(role, ready, user);
  switch (decision.kind) {
    case 'wait':
      return <PageProgress />;
    // The area's role comes along, so /admin opens sign-in with Admin chosen (issue 17).
    case 'sign-in':
      return <Navigate to={`${withReturnUrl(paths.auth, here)}&role=${role}`} replace />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    // E-mail verification ends with a sign-in, which then goes where the user was going.
    case 'verify-mail':
      return <Navigate to={withReturnUrl(decision.to, here)} replace />;
    case 'open':
      return <>{children}</>;
  }
}
