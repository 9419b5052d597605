import * as yup from 'yup';
import type { FastifyInstance } from 'fastify';
import { EMPLOYEE_JOBS_TYPES, EmployeeJobSort, JOB_LIST_MAX_COUNT, Role, SEARCH_MAX_LENGTH, type EmployeeJobsResponse } from '@dutylink/contracts';
import { HttpError, validate } from '../../http-errors';
import { employeeJobs } from './service';

export const SUBSCRIPTION_REQUIRED_FOR_JOBS = 'A subscription is required to see jobs';

const paramsSchema = yup.object({
  from: yup.number().required().integer().min(0).max(1_000_000),
  count: yup.number().required().integer().min(1).max(JOB_LIST_MAX_COUNT, `At most ${JOB_LIST_MAX_COUNT} items per page`),
  sortBy: yup.number().required().oneOf(Object.values(EmployeeJobSort), 'Unknown sort key'),
  asc: yup.number().required().oneOf([0, 1]),
});

const filterSchema = yup.object({
  type: yup.string().required('Required').oneOf([...EMPLOYEE_JOBS_TYPES], 'Unknown tab'),
  text: yup.string().default('').max(SEARCH_MAX_LENGTH, `At most ${SEARCH_MAX_LENGTH} characters`),
});

const digits = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : Number.NaN);

/** /api/employees/jobs: the employee's job lists (spec section 7, Employee jobs). Needs a subscription. */
export async function employeeJobRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { from: string; count: string; sortBy: string; asc: string } }>(
    '/items/:from/:count/:sortBy/:asc',
    { preHandler: app.requireUser({ roles: [Role.Employee] }) },
    async (request): Promise<EmployeeJobsResponse> => {
      const { from, count, sortBy, asc } = request.params;
      const page = validate(paramsSchema, { from: digits(from), count: digits(count), sortBy: digits(sortBy), asc: digits(asc) }, 'Invalid request');
      const body = request.body && typeof request.body === 'object' ? request.body : {};
      const filter = validate(filterSchema, body, 'Invalid request');
      const user = request.user!;
      if (!(await app.subscriptions.access(user.id)).hasSubscription) throw new HttpError(403, SUBSCRIPTION_REQUIRED_FOR_JOBS);
      return employeeJobs(
        app.db,
        user.id,
        { type: filter.type as (typeof EMPLOYEE_JOBS_TYPES)[number], text: filter.text },
        { from: page.from, count: page.count, asc: page.asc === 1 },
      );
    },
  );
}
