import { useSession } from '@dutylink/api-client';
import { AREA_REMOTE, roleOfPath } from '@dutylink/contracts';
import { preloadRemoteArea } from '../federation';
import { guardDecision } from './guard-decision';
import { loadRoleFrame } from './role-areas';

/**
 * A page opened inside a role's area starts loading that area's remote and the role frame as soon
 * as the session says the guard will open it, beside MUI, instead of after the design system has
 * loaded and the guard has rendered. Nothing is fetched for an area the session may not open.
 */
export function preloadRoleArea(pathname: string): void {
  const role = roleOfPath(pathname);
  if (role === undefined) return;
  const decide = ({ ready, user }: ReturnType<typeof useSession.getState>): boolean => {
    const decision = guardDecision(role, ready, user);
    if (decision.kind === 'open') {
      preloadRemoteArea(AREA_REMOTE[role]);
      void loadRoleFrame();
    }
    return decision.kind !== 'wait';
  };
  if (decide(useSession.getState())) return;
  const unsubscribe = useSession.subscribe((state) => {
    if (decide(state)) unsubscribe();
  });
}
