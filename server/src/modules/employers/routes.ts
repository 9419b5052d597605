import * as yup from 'yup';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  EmployerJobSort,
  EmployerJobState,
  employerJobsFilterSchema,
  JOB_LIST_MAX_COUNT,
  Role,
  type EmployerGeneralResponse,
  type EmployerJobsResponse,
  type EmployerProfileView,
  type JobEditableResponse,
  type JobSaveResponse,
  type UserResponse,
} from '@dutylink/contracts';
import { forbidden, HttpError, notFound, validate } from '../../http-errors';
import { toUserInfo } from '../auth/user-info';
import { bodyObject } from '../employees/validation';
import { changeJobState, deleteJob, editableJob, employerJobs, saveJob } from './job-service';
import { employerProfileView, loadEmployerGeneral, saveEmployerGeneral } from './profile-service';

export const SUBSCRIPTION_REQUIRED_FOR_POSTS = 'A subscription is required for job posts';

const digits = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : Number.NaN);

const paramsSchema = yup.object({
  from: yup.number().required().integer().min(0).max(1_000_000),
  count: yup.number().required().integer().min(1).max(JOB_LIST_MAX_COUNT, `At most ${JOB_LIST_MAX_COUNT} items per page`),
  by: yup.number().required().oneOf(Object.values(EmployerJobSort), 'Unknown sort key'),
  asc: yup.number().required().oneOf([0, 1]),
});

/**
 * /api/employers (spec section 7, Employer profile and Employer jobs). Every route needs a signed-in
 * employer with a verified e-mail (the profile card by id also admins); each reads and writes only
 * request.user's rows: another employer's job answers 404.
 */
export async function employerRoutes(app: FastifyInstance): Promise<void> {
  const employer = app.requireUser({ roles: [Role.Employer] });
  const me = (request: FastifyRequest) => request.user!;

  async function refreshedUser(userId: number): Promise<UserResponse> {
    const user = await app.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    return { user: toUserInfo(user, await app.subscriptions.access(user.id), app.now()) };
  }

  async function requireSubscription(request: FastifyRequest): Promise<void> {
    if (!(await app.subscriptions.access(me(request).id)).hasSubscription) throw new HttpError(403, SUBSCRIPTION_REQUIRED_FOR_POSTS);
  }

  const jobIdOf = (raw: string) => {
    const id = digits(raw);
    if (!Number.isInteger(id)) throw notFound();
    return id;
  };

  // ------------------------------------------------------------ profile

  app.get('/profile', { preHandler: employer }, async (request): Promise<EmployerProfileView> => employerProfileView(app.db, me(request)));

  app.get<{ Params: { id: string } }>('/profile/:id', { preHandler: app.requireUser({ roles: [Role.Employer, Role.Admin] }) }, async (request): Promise<EmployerProfileView> => {
    const id = jobIdOf(request.params.id);
    const viewer = me(request);
    if (viewer.role !== Role.Admin && viewer.id !== id) throw forbidden();
    const target = await app.db.selectFrom('users').selectAll().where('id', '=', id).where('role', '=', Role.Employer).where('deleted_at', 'is', null).executeTakeFirst();
    if (!target) throw notFound();
    return employerProfileView(app.db, target);
  });

  app.get('/profile/general', { preHandler: employer }, async (request): Promise<EmployerGeneralResponse> => loadEmployerGeneral(app.db, me(request)));

  app.post('/profile/general', { preHandler: employer }, async (request): Promise<UserResponse> => {
    await saveEmployerGeneral(app.db, me(request), bodyObject(request), app.now());
    return refreshedUser(me(request).id);
  });

  // ------------------------------------------------------------ jobs

  app.post<{ Params: { from: string; count: string; by: string; asc: string } }>('/jobs/items/:from/:count/:by/:asc', { preHandler: employer }, async (request): Promise<EmployerJobsResponse> => {
    const { from, count, by, asc } = request.params;
    const page = validate(paramsSchema, { from: digits(from), count: digits(count), by: digits(by), asc: digits(asc) }, 'Invalid request');
    const body = request.body && typeof request.body === 'object' ? request.body : {};
    const filter = validate(employerJobsFilterSchema, body, 'Invalid request');
    await requireSubscription(request);
    return employerJobs(
      app.db,
      me(request).id,
      { state: filter.state as EmployerJobState, text: filter.text },
      { from: page.from, count: page.count, asc: page.asc === 1 },
      app.now(),
      app.config.postsPerPeriod,
    );
  });

  app.get<{ Params: { id: string } }>('/jobs/getEditable/:id', { preHandler: employer }, async (request): Promise<JobEditableResponse> => {
    const id = jobIdOf(request.params.id);
    await requireSubscription(request);
    return editableJob(app.db, me(request).id, id, app.now());
  });

  app.post('/jobs', { preHandler: employer }, async (request): Promise<JobSaveResponse> => {
    const body = bodyObject(request);
    await requireSubscription(request);
    const alertLinks = { make: app.jobLinks.make, publicUrl: app.config.publicUrl };
    return { id: await saveJob(app.db, me(request).id, body, app.now(), app.config.postsPerPeriod, alertLinks) };
  });

  app.post<{ Params: { id: string; state: string } }>('/jobs/changeState/:id/:state', { preHandler: employer }, async (request): Promise<JobSaveResponse> => {
    const id = jobIdOf(request.params.id);
    const state = request.params.state;
    if (state !== '0' && state !== '1') throw new HttpError(400, 'Invalid request', { state: ['Use 1 (active) or 0 (closed)'] });
    await changeJobState(app.db, me(request).id, id, Number(state) as EmployerJobState, app.now());
    return { id };
  });

  app.delete<{ Params: { id: string } }>('/jobs/:id', { preHandler: employer }, async (request): Promise<JobSaveResponse> => {
    const id = jobIdOf(request.params.id);
    await deleteJob(app.db, me(request).id, id, app.now());
    return { id };
  });
}
