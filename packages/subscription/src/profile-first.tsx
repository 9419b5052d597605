import { Alert, Link } from '@mui/material';
import { Link as RouterLink } from '@dutylink/router';
import { useSession } from '@dutylink/api-client';
import { EMPLOYEE_STEP_PATH, employerRoutes, EMPLOYER_STEP_PATH, missingProfileSteps, profileFirstMessage, Role, STEP_LABEL, type SelfServiceRole, type Step } from '@dutylink/contracts';

/** The profile steps the signed-in user must fill before subscribing (the server refuses until then). */
export function useMissingProfileSteps(role: SelfServiceRole): Step[] {
  const filled = useSession((s) => s.user?.filledStep);
  return missingProfileSteps(role === Role.Employee ? 'employee' : 'employer', filled ?? []);
}

export function profileStepPath(role: SelfServiceRole, step: Step): string {
  return role === Role.Employee ? EMPLOYEE_STEP_PATH[step] : (EMPLOYER_STEP_PATH[step] ?? employerRoutes.general);
}

/** Says what to fill before buying, with a link to the first such step; nothing when all are filled. */
export function ProfileFirstNotice({ role }: { role: SelfServiceRole }) {
  const missing = useMissingProfileSteps(role);
  const [first] = missing;
  if (first === undefined) return null;
  return (
    <Alert severity="warning">
      {profileFirstMessage(missing)}.{' '}
      <Link component={RouterLink} to={profileStepPath(role, first)}>
        Fill in {STEP_LABEL[first]}
      </Link>
    </Alert>
  );
}
