import type { FastifyInstance } from 'fastify';
import { Role } from '@dutylink/contracts';
import type { Kysely } from 'kysely';
import type { Database, User } from '../../db/schema';
import { SUBSCRIPTION_COLUMNS, withAccess, type Access } from '../../lib/access';

/** The employee a link acts for, with their subscription's access (read in the same statement, as a session's is). */
export interface LinkedEmployee {
  user: User;
  access: Access;
}

/**
 * The employee a public job link acts for: the user its token was made for, when the token is genuine,
 * for this job and not expired, the user is an enabled employee who was not deleted, and the path's
 * user (when given) is that user. Undefined for anything else.
 */
export async function linkEmployee(app: FastifyInstance, token: string, jobId: number, pathUserId: number | undefined): Promise<LinkedEmployee | undefined> {
  const verified = app.jobLinks.verify(token, jobId);
  if (!verified || (pathUserId !== undefined && pathUserId !== verified.userId)) return undefined;
  return employeeOf(app.db, verified.userId, app.now());
}

/** An enabled employee who was not deleted, with their subscription's access (a reply to a job alert acts for them too). */
export async function employeeOf(db: Kysely<Database>, userId: number, now: Date): Promise<LinkedEmployee | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('subscriptions', 'subscriptions.user_id', 'users.id')
    .selectAll('users')
    .select(SUBSCRIPTION_COLUMNS)
    .where('users.id', '=', userId)
    .where('users.role', '=', Role.Employee)
    .where('users.deleted_at', 'is', null)
    .where('users.enabled', '=', true)
    .executeTakeFirst();
  if (!row) return undefined;
  const { rest: user, access } = withAccess(row, now);
  return { user, access };
}
