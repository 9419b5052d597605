import { sql } from 'kysely';
import { missingProfileSteps, profileFirstMessage, Role, type Step } from '@dutylink/contracts';
import type { Db } from '../db/connect';
import type { User } from '../db/schema';
import { HttpError } from '../http-errors';

/**
 * Adds a step id to users.filled_steps once: each profile step when it is saved, and the Payment step
 * when the user's subscription first starts, paid or through a promo. A step stays filled afterwards, so
 * a lapsed subscriber is sent to the subscription page rather than back to the payment step.
 */
export async function markStepFilled(trx: Db, userId: number, step: Step): Promise<void> {
  await trx
    .updateTable('users')
    .set({ filled_steps: sql`array_append(filled_steps, ${step}::integer)` })
    .where('id', '=', userId)
    .where(sql<boolean>`not (${step}::integer = any(filled_steps))`)
    .execute();
}

/**
 * Issue 17: an account without its profile may neither subscribe nor apply (an employer saw an
 * applicant named only by a phone number). 403 naming the steps still to fill, in wizard order.
 */
export function requireFilledProfile(user: Pick<User, 'role' | 'filled_steps'>): void {
  if (user.role !== Role.Employee && user.role !== Role.Employer) return;
  const missing = missingProfileSteps(user.role === Role.Employee ? 'employee' : 'employer', user.filled_steps);
  if (missing.length > 0) throw new HttpError(403, profileFirstMessage(missing));
}
