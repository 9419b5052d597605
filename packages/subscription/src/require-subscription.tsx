import type { ReactNode } from 'react';
import { Navigate } from '@dutylink/router';
import { useSession } from '@dutylink/api-client';
import type { SelfServiceRole } from '@dutylink/contracts';
import { subscriptionPath } from './role-paths';

export interface RequireSubscriptionProps {
  role: SelfServiceRole;
  children: ReactNode;
}

/**
 * Renders children only for a subscribed user; anyone else goes to their own role's subscription
 * page (the spec's /employee/subscription for employers is read as a typo: docs/decisions/subscription-required.md).
 */
export function RequireSubscription({ role, children }: RequireSubscriptionProps) {
  const hasSubscription = useSession((s) => !!s.user?.hasSubscription);
  return hasSubscription ? <>{children}</> : <Navigate to={subscriptionPath(role)} replace />;
}
