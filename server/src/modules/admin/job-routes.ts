import * as yup from 'yup';
import type { FastifyInstance } from 'fastify';
import {
  AdminJobSort,
  adminEmployerJobsFilterSchema,
  adminJobsFilterSchema,
  EMPLOYEE_JOBS_TYPES,
  EmployerJobState,
  JOB_LIST_MAX_COUNT,
  Role,
  type AdminEmployerJobsResponse,
  type AdminJobsResponse,
  type EmployeeJobsResponse,
  type EmployeeJobsType,
  type JobApplicant,
} from '@dutylink/contracts';
import { notFound, validate } from '../../http-errors';
import { jobApplicants } from '../employers/applicants-service';
import { ANY_EMPLOYER, changeJobState, deleteJob, employerJobPage } from '../employers/job-service';
import { employeeJobs } from '../jobs/service';
import { adminJobs } from './job-list';
import { bodyOf, pagingOf, pathId, pathNumber, type PagingParams } from './paging';

const stateSchema = yup.object({ state: yup.number().typeError('Use 1 or 0').required('Required').oneOf([0, 1], 'Use 1 or 0') });

/** The employer-job listing sorts only by creation (newest first with asc 0). */
const EmployerJobListSort = { Created: 0 } as const;

const employeeJobsSchema = yup.object({
  tab: yup.string().required('Required').oneOf([...EMPLOYEE_JOBS_TYPES], 'Unknown tab'),
  from: yup.number().typeError('Enter a whole number').required('Required').integer('Enter a whole number').min(0, 'Must be 0 or more'),
  count: yup
    .number()
    .typeError('Enter a whole number')
    .required('Required')
    .integer('Enter a whole number')
    .min(1, `Enter a number from 1 to ${JOB_LIST_MAX_COUNT}`)
    .max(JOB_LIST_MAX_COUNT, `Enter a number from 1 to ${JOB_LIST_MAX_COUNT}`),
});

/** /api/admin: the jobs list, close / delete any job, its applicants, and one employer's job listing. */
export async function adminJobRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: PagingParams }>('/jobs/items/:from/:count/:by/:asc', async (request): Promise<AdminJobsResponse> => {
    const page = pagingOf(AdminJobSort, request.params);
    const filter = validate(adminJobsFilterSchema, bodyOf(request));
    return adminJobs(app.db, { text: filter.text, iduser: filter.iduser ?? null }, page);
  });

  app.post<{ Params: { id: string; state: string } }>('/jobs/change-state/:id/:state', async (request): Promise<{ id: number }> => {
    const id = pathId(request.params.id);
    const { state } = validate(stateSchema, { state: pathNumber(request.params.state) });
    await changeJobState(app.db, ANY_EMPLOYER, id, state as EmployerJobState, app.now());
    return { id };
  });

  app.delete<{ Params: { id: string } }>('/jobs/:id', async (request): Promise<{ id: number }> => {
    const id = pathId(request.params.id);
    await deleteJob(app.db, ANY_EMPLOYER, id, app.now());
    return { id };
  });

  app.get<{ Params: { id: string } }>('/jobs/:id/applicants', async (request): Promise<JobApplicant[]> => jobApplicants(app.db, ANY_EMPLOYER, pathId(request.params.id)));

  app.post<{ Params: PagingParams }>('/employer-jobs/items/:from/:count/:by/:asc', async (request): Promise<AdminEmployerJobsResponse> => {
    const page = pagingOf(EmployerJobListSort, request.params);
    const filter = validate(adminEmployerJobsFilterSchema, bodyOf(request));
    const owner = await app.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', filter.iduser)
      .where('role', '=', Role.Employer)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!owner) throw notFound();
    return employerJobPage(app.db, owner.id, { state: filter.state as EmployerJobState, text: '' }, { from: page.from, count: page.count, asc: page.asc });
  });
}

/** /api/jobs/employee/{employeeId}/{tab}/{from}/{count}: an employee's job lists as they see them (admins only). */
export async function adminEmployeeJobRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { employeeId: string; tab: string; from: string; count: string } }>(
    '/employee/:employeeId/:tab/:from/:count',
    async (request): Promise<EmployeeJobsResponse> => {
      const { employeeId, tab, from, count } = request.params;
      const id = pathId(employeeId);
      const page = validate(employeeJobsSchema, { tab, from: pathNumber(from), count: pathNumber(count) });
      const employee = await app.db
        .selectFrom('users')
        .select('id')
        .where('id', '=', id)
        .where('role', '=', Role.Employee)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!employee) throw notFound();
      return employeeJobs(app.db, employee.id, { type: page.tab as EmployeeJobsType, text: '' }, { from: page.from, count: page.count, asc: false });
    },
  );
}
