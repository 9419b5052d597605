import { Navigate } from '@dutylink/router';
import { useSession } from '@dutylink/api-client';
import { employerHomePath } from '@dutylink/contracts';

/**
 * /employer (spec section 2): the first unfilled company profile step (General, Payment); with both
 * filled the job posts for a subscriber, else the subscription page.
 */
export function HomeRedirect() {
  const user = useSession((s) => s.user);
  // The shell's guard mounts the area only for a signed-in employer; without one, start at General.
  return <Navigate to={employerHomePath(user ?? { filledStep: [], hasSubscription: false })} replace />;
}
