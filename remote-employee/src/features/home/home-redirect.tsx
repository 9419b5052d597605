import { Navigate } from '@dutylink/router';
import { useSession } from '@dutylink/api-client';
import { employeeHomePath } from '@dutylink/contracts';

/**
 * /employee (spec section 2): the first profile step not yet filled; with every step filled the job
 * list for a subscriber, else the subscription page (payment filled) or the payment step.
 */
export function HomeRedirect() {
  const user = useSession((s) => s.user);
  // The shell's guard mounts the area only for a signed-in employee; without one, start at the wizard.
  return <Navigate to={employeeHomePath(user ?? { filledStep: [], hasSubscription: false })} replace />;
}
