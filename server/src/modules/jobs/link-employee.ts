import type { FastifyInstance } from 'fastify';
import { Role } from '@dutylink/contracts';
import type { User } from '../../db/schema';

/**
 * The employee a public job link acts for: the user its token was made for, when the token is genuine,
 * for this job and not expired, the user is an enabled employee who was not deleted, and the path's
 * user (when given) is that user. Undefined for anything else.
 */
export async function linkEmployee(app: FastifyInstance, token: string, jobId: number, pathUserId: number | undefined): Promise<User | undefined> {
  const verified = app.jobLinks.verify(token, jobId);
  if (!verified || (pathUserId !== undefined && pathUserId !== verified.userId)) return undefined;
  return app.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', verified.userId)
    .where('role', '=', Role.Employee)
    .where('deleted_at', 'is', null)
    .where('enabled', '=', true)
    .executeTakeFirst();
}
