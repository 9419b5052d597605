import type { FastifyInstance } from 'fastify';
import {
  AdminJobSort,
  adminEmployeeJobsParamsSchema,
  adminEmployerJobsFilterSchema,
  adminJobsFilterSchema,
  adminPagingSchema,
  adminStateParamsSchema,
  idParamsSchema,
  Role,
  type AdminActionResponse,
  type AdminEmployerJobsResponse,
  type AdminJobsResponse,
  type EmployeeJobsResponse,
  type EmployerJobState,
  type JobApplicant,
} from '@dutylink/contracts';
import { answer } from '../../contract/answers';
import { liveUser } from '../../lib/users';
import type { Contract } from '../../plugins/contract';
import { ANY_EMPLOYER, changeJobState, deleteJob, employerJobPage, jobApplicants } from '../employers';
import { employeeJobs } from '../jobs';
import { adminJobs } from './job-list';
import { asFields } from '../../contract/input';
import { acted } from './paging';

/** The employer-job listing sorts only by creation (newest first with asc 0). */
const EmployerJobListSort = { Created: 0 } as const;

/** /api/admin: the jobs list, close / delete any job, its applicants, and one employer's job listing. */
export async function adminJobRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<Contract>();
  app.post(
    '/jobs/items/:from/:count/:by/:asc',
    { schema: { params: asFields(adminPagingSchema(AdminJobSort)), body: adminJobsFilterSchema, response: { 200: answer('AdminJobsResponse') } } },
    async (request): Promise<AdminJobsResponse> => adminJobs(app.db, request.body, request.params),
  );

  app.post('/jobs/change-state/:id/:state', { schema: { params: asFields(adminStateParamsSchema), ...acted } }, async (request): Promise<AdminActionResponse> => {
    const { id, state } = request.params;
    await changeJobState(app.db, app.events, ANY_EMPLOYER, id, state as EmployerJobState, app.now());
    app.outbox.kick();
    return { id };
  });

  app.delete('/jobs/:id', { schema: { params: idParamsSchema, ...acted } }, async (request): Promise<AdminActionResponse> => {
    const { id } = request.params;
    await deleteJob(app.db, app.events, ANY_EMPLOYER, id, app.now());
    app.outbox.kick();
    return { id };
  });

  app.get('/jobs/:id/applicants', { schema: { params: idParamsSchema, response: { 200: { type: 'array', items: answer('JobApplicant') } } } }, async (request): Promise<JobApplicant[]> =>
    jobApplicants(app.db, ANY_EMPLOYER, request.params.id, app.now()),
  );

  app.post(
    '/employer-jobs/items/:from/:count/:by/:asc',
    { schema: { params: asFields(adminPagingSchema(EmployerJobListSort)), body: adminEmployerJobsFilterSchema, response: { 200: answer('AdminEmployerJobsResponse') } } },
    async (request): Promise<AdminEmployerJobsResponse> => {
      const page = request.params;
      const filter = request.body;
      const owner = await liveUser(app.db, filter.iduser, [Role.Employer]);
      return employerJobPage(app.db, owner.id, { state: filter.state as EmployerJobState, text: '' }, { from: page.from, count: page.count, asc: page.asc }, app.now());
    },
  );
}

/** /api/jobs/employee/{employeeId}/{tab}/{from}/{count}: an employee's job lists as they see them (admins only). */
export async function adminEmployeeJobRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<Contract>();
  app.get(
    '/employee/:employeeId/:tab/:from/:count',
    { schema: { params: asFields(adminEmployeeJobsParamsSchema), response: { 200: answer('EmployeeJobsResponse') } } },
    async (request): Promise<EmployeeJobsResponse> => {
      const { employeeId, tab, from, count } = request.params;
      const employee = await liveUser(app.db, employeeId, [Role.Employee]);
      return employeeJobs(app.db, employee.id, { type: tab, text: '' }, { from, count, asc: false }, app.now());
    },
  );
}
