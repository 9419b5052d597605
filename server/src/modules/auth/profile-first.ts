import { missingProfileSteps, profileFirstMessage, Role } from '@dutylink/contracts';
import type { User } from '../../db/schema';
import { HttpError } from '../../http-errors';

/**
 * Issue 17: an account without its profile may neither subscribe nor apply (an employer saw an
 * applicant named only by a phone number). 403 naming the steps still to fill, in wizard order.
 */
export function requireFilledProfile(user: Pick<User, 'role' | 'filled_steps'>): void {
  if (user.role !== Role.Employee && user.role !== Role.Employer) return;
  const missing = missingProfileSteps(user.role === Role.Employee ? 'employee' : 'employer', user.filled_steps);
  if (missing.length > 0) throw new HttpError(403, profileFirstMessage(missing));
}
