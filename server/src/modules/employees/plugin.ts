import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as yup from 'yup';
import {
  EmployeeJobSort,
  employeeExperienceSchema,
  employeeGeneralSchema,
  employeeJobsFilterSchema,
  employeeNotificationsSchema,
  employeePermitsSchema,
  idParamsSchema,
  INVALID_REQUEST,
  jobListPageSchema,
  pauseDaysSchema,
  Role,
  type EmployeeExperienceResponse,
  type EmployeeGeneralResponse,
  type EmployeeJobsResponse,
  type EmployeeNotificationsResponse,
  type EmployeePermitsResponse,
  type EmployeeProfileView,
  type UserResponse,
} from '@dutylink/contracts';
import { answer } from '../../contract/answers';
import { HttpError } from '../../http-errors';
import type { Contract } from '../../plugins/contract';
import { refreshedUser, viewedProfile } from '../../lib/users';
import { employeeJobs } from '../jobs';
import {
  loadExperience,
  loadGeneral,
  loadNotifications,
  loadPermits,
  notificationPause,
  profileView,
  saveExperience,
  saveGeneral,
  saveNotifications,
  savePermits,
} from './profile-service';

export const SUBSCRIPTION_REQUIRED = 'A subscription is required for this';
export const SUBSCRIPTION_REQUIRED_FOR_JOBS = 'A subscription is required to see jobs';

const pauseParams = yup.object({ days: pauseDaysSchema }).meta({ refusal: { status: 400, title: 'Enter a number of days from 0 to 365' } });
const jobsPage = jobListPageSchema(Object.values(EmployeeJobSort));

/**
 * /api/employees: the employee's own profile steps, read view, notification pause and job lists.
 * Every route needs a signed-in employee with a verified e-mail; each reads and writes only
 * request.user's rows (the profile read view by id is also open to admins).
 */
export async function employees(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<Contract>();
  const employee = app.requireUser({ roles: [Role.Employee] });
  const userAnswer = { response: { 200: answer('UserResponse') } };

  const me = (request: FastifyRequest) => request.user!;

  app.get('/profile', { onRequest: employee, schema: { response: { 200: answer('EmployeeProfileView') } } }, async (request): Promise<EmployeeProfileView> =>
    profileView(app.db, me(request)),
  );

  app.get(
    '/profile/:id',
    { onRequest: app.requireUser({ roles: [Role.Employee, Role.Admin] }), schema: { params: idParamsSchema, response: { 200: answer('EmployeeProfileView') } } },
    async (request): Promise<EmployeeProfileView> => profileView(app.db, await viewedProfile(app.db, me(request), request.params.id, Role.Employee)),
  );

  app.get('/profile/general', { onRequest: employee, schema: { response: { 200: answer('EmployeeGeneralResponse') } } }, async (request): Promise<EmployeeGeneralResponse> =>
    loadGeneral(app.db, me(request)),
  );
  app.post('/profile/general', { onRequest: employee, schema: { body: employeeGeneralSchema, ...userAnswer } }, async (request): Promise<UserResponse> => {
    await saveGeneral(app.db, me(request), request.body, app.now());
    return refreshedUser(app, me(request).id);
  });

  app.get('/profile/permits', { onRequest: employee, schema: { response: { 200: answer('EmployeePermitsResponse') } } }, async (request): Promise<EmployeePermitsResponse> =>
    loadPermits(app.db, me(request)),
  );
  // savePermits checks the documents again against the server's own list of required ones.
  app.post('/profile/permits', { onRequest: employee, schema: { body: employeePermitsSchema, ...userAnswer } }, async (request): Promise<UserResponse> => {
    await savePermits(app.db, me(request), request.body, app.now(), request.timeZone);
    return refreshedUser(app, me(request).id);
  });

  app.get('/profile/notifications', { onRequest: employee, schema: { response: { 200: answer('EmployeeNotificationsResponse') } } }, async (request): Promise<EmployeeNotificationsResponse> =>
    loadNotifications(app.db, me(request)),
  );
  app.post('/profile/notifications', { onRequest: employee, schema: { body: employeeNotificationsSchema, ...userAnswer } }, async (request): Promise<UserResponse> => {
    await saveNotifications(app.db, me(request), request.body, app.now());
    return refreshedUser(app, me(request).id);
  });

  app.get('/profile/experience', { onRequest: employee, schema: { response: { 200: answer('EmployeeExperienceResponse') } } }, async (request): Promise<EmployeeExperienceResponse> =>
    loadExperience(app.db, me(request)),
  );
  app.post('/profile/experience', { onRequest: employee, schema: { body: employeeExperienceSchema, ...userAnswer } }, async (request): Promise<UserResponse> => {
    await saveExperience(app.db, me(request), request.body, app.now());
    return refreshedUser(app, me(request).id);
  });

  app.post('/profile/pause-notifications/:days', { onRequest: employee, schema: { params: pauseParams, ...userAnswer } }, async (request): Promise<UserResponse> => {
    const { days } = request.params;
    const user = me(request);
    if (!request.access!.hasSubscription) throw new HttpError(403, SUBSCRIPTION_REQUIRED);
    await app.db
      .updateTable('users')
      .set(notificationPause(app.now(), request.timeZone, days))
      .where('id', '=', user.id)
      .execute();
    return refreshedUser(app, user.id);
  });

  // The job lists (spec section 7, Employee jobs): they need a subscription.
  app.post(
    '/jobs/items/:from/:count/:sortBy/:asc',
    { onRequest: employee, schema: { params: jobsPage, body: employeeJobsFilterSchema, response: { 200: answer('EmployeeJobsResponse') } } },
    async (request): Promise<EmployeeJobsResponse> => {
      const { from, count, sortBy, asc } = request.params;
      // Nearest first only: no index reads the farthest jobs first (JOB_LIST_SORT_KEYS).
      if (sortBy === EmployeeJobSort.Distance && asc !== 1) throw new HttpError(INVALID_REQUEST.refusal.status, INVALID_REQUEST.refusal.title);
      if (!request.access!.hasSubscription) throw new HttpError(403, SUBSCRIPTION_REQUIRED_FOR_JOBS);
      return employeeJobs(app.db, me(request).id, request.body, { from, count, sortBy, asc: asc === 1 }, app.now());
    },
  );
}
