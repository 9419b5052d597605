import type { FastifyInstance } from 'fastify';
import { EmployeeJobSort, employeeJobsFilterSchema, jobListPageSchema, Role, type EmployeeJobsResponse } from '@dutylink/contracts';
import { answer } from '../../contract/answers';
import { HttpError } from '../../http-errors';
import type { Contract } from '../../plugins/contract';
import { employeeJobs } from './service';

export const SUBSCRIPTION_REQUIRED_FOR_JOBS = 'A subscription is required to see jobs';

const jobsPage = jobListPageSchema(Object.values(EmployeeJobSort));

/** /api/employees/jobs: the employee's job lists (spec section 7, Employee jobs). Needs a subscription. */
export async function employeeJobRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<Contract>();
  app.post(
    '/items/:from/:count/:sortBy/:asc',
    {
      onRequest: app.requireUser({ roles: [Role.Employee] }),
      schema: { params: jobsPage, body: employeeJobsFilterSchema, response: { 200: answer('EmployeeJobsResponse') } },
    },
    async (request): Promise<EmployeeJobsResponse> => {
      const { from, count, asc } = request.params;
      const user = request.user!;
      if (!request.access!.hasSubscription) throw new HttpError(403, SUBSCRIPTION_REQUIRED_FOR_JOBS);
      return employeeJobs(app.db, user.id, request.body, { from, count, asc: asc === 1 }, app.now());
    },
  );
}
