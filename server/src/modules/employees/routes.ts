import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  pauseDaysSchema,
  Role,
  type EmployeeExperienceResponse,
  type EmployeeGeneralResponse,
  type EmployeeNotificationsResponse,
  type EmployeePermitsResponse,
  type EmployeeProfileView,
  type UserResponse,
} from '@dutylink/contracts';
import type { User } from '../../db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../../http-errors';
import { toUserInfo } from '../auth/user-info';
import { employeeJobRoutes } from '../jobs/employee-routes';
import {
  loadExperience,
  loadGeneral,
  loadNotifications,
  loadPermits,
  pauseUntil,
  profileView,
  saveExperience,
  saveGeneral,
  saveNotifications,
  savePermits,
} from './profile-service';
import { bodyObject } from './validation';

export const SUBSCRIPTION_REQUIRED = 'A subscription is required for this';

/**
 * /api/employees: the employee's own profile steps, read view, notification pause and job lists.
 * Every route needs a signed-in employee with a verified e-mail; each reads and writes only
 * request.user's rows (the profile read view by id is also open to admins).
 */
export async function employeeRoutes(app: FastifyInstance): Promise<void> {
  const employee = app.requireUser({ roles: [Role.Employee] });

  /** The user row as it is after a save, as the browser's UserInfo. */
  async function refreshedUser(userId: number): Promise<UserResponse> {
    const user = await app.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    return { user: toUserInfo(user, await app.subscriptions.access(user.id), app.now()) };
  }

  const me = (request: FastifyRequest) => request.user!;

  app.get('/profile', { preHandler: employee }, async (request): Promise<EmployeeProfileView> => profileView(app.db, me(request)));

  app.get<{ Params: { id: string } }>(
    '/profile/:id',
    { preHandler: app.requireUser({ roles: [Role.Employee, Role.Admin] }) },
    async (request): Promise<EmployeeProfileView> => {
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : NaN;
      if (!Number.isInteger(id)) throw notFound();
      const viewer = me(request);
      // An employee sees only their own profile; another id is refused without saying whether it exists.
      if (viewer.role !== Role.Admin && viewer.id !== id) throw forbidden();
      const target: User | undefined = await app.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', id)
        .where('role', '=', Role.Employee)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!target) throw notFound();
      return profileView(app.db, target);
    },
  );

  app.get('/profile/general', { preHandler: employee }, async (request): Promise<EmployeeGeneralResponse> => loadGeneral(app.db, me(request)));
  app.post('/profile/general', { preHandler: employee }, async (request): Promise<UserResponse> => {
    await saveGeneral(app.db, me(request), bodyObject(request), app.now());
    return refreshedUser(me(request).id);
  });

  app.get('/profile/permits', { preHandler: employee }, async (request): Promise<EmployeePermitsResponse> => loadPermits(app.db, me(request)));
  app.post('/profile/permits', { preHandler: employee }, async (request): Promise<UserResponse> => {
    await savePermits(app.db, me(request), bodyObject(request), app.now());
    return refreshedUser(me(request).id);
  });

  app.get('/profile/notifications', { preHandler: employee }, async (request): Promise<EmployeeNotificationsResponse> => loadNotifications(app.db, me(request)));
  app.post('/profile/notifications', { preHandler: employee }, async (request): Promise<UserResponse> => {
    await saveNotifications(app.db, me(request), bodyObject(request), app.now());
    return refreshedUser(me(request).id);
  });

  app.get('/profile/experience', { preHandler: employee }, async (request): Promise<EmployeeExperienceResponse> => loadExperience(app.db, me(request)));
  app.post('/profile/experience', { preHandler: employee }, async (request): Promise<UserResponse> => {
    await saveExperience(app.db, me(request), bodyObject(request), app.now());
    return refreshedUser(me(request).id);
  });

  app.post<{ Params: { days: string } }>('/profile/pause-notifications/:days', { preHandler: employee }, async (request): Promise<UserResponse> => {
    const raw = request.params.days;
    const days = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
    if (!pauseDaysSchema.isValidSync(days)) throw badRequest('Enter a number of days from 0 to 365', { days: ['Enter a number of days from 0 to 365'] });
    const user = me(request);
    if (!(await app.subscriptions.access(user.id)).hasSubscription) throw new HttpError(403, SUBSCRIPTION_REQUIRED);
    await app.db
      .updateTable('users')
      .set({ paused_notifications_until: pauseUntil(app.now(), days), paused_notifications_days: days })
      .where('id', '=', user.id)
      .execute();
    return refreshedUser(user.id);
  });

  await app.register(employeeJobRoutes, { prefix: '/jobs' });
}
