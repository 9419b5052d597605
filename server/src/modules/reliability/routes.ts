import type { FastifyInstance } from 'fastify';
import {
  idParamsSchema,
  rateShiftSchema,
  recordWindowStart,
  Role,
  type EmployerRecord,
  type OfficerRecord,
  type OfficerRecordsResponse,
  type RatingsAboutMe,
  type ShiftRating,
} from '@dutylink/contracts';
import { answer } from '../../contract/answers';
import { notFound } from '../../http-errors';
import type { Contract } from '../../plugins/contract';
import { rateShift, ratingsAbout } from './ratings';
import { applicantRecords, employerRecord, officerRecords } from './records';

/**
 * /api/reliability (issue 21): rating a completed shift and reading the ratings about oneself (officers
 * and employers), the employer's record for an officer reading a job, the applicants' records for the
 * employer of the job, and the officer's own record, counted as the employer's view counts it (issue 36).
 */
export async function reliabilityRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<Contract>();
  const eitherSide = app.requireUser({ roles: [Role.Employee, Role.Employer] });
  const employee = app.requireUser({ roles: [Role.Employee] });
  const employer = app.requireUser({ roles: [Role.Employer] });

  app.post(
    '/shifts/:id/rating',
    { onRequest: eitherSide, schema: { params: idParamsSchema, body: rateShiftSchema, response: { 200: answer('ShiftRating') } } },
    async (request): Promise<ShiftRating> => rateShift(app.db, request.user!, request.params.id, request.body, app.now()),
  );

  app.get('/ratings', { onRequest: eitherSide, schema: { response: { 200: answer('RatingsAboutMe') } } }, async (request): Promise<RatingsAboutMe> => ratingsAbout(app.db, request.user!));

  app.get(
    '/jobs/:id/employerRecord',
    { onRequest: employee, schema: { params: idParamsSchema, response: { 200: answer('EmployerRecord') } } },
    async (request): Promise<EmployerRecord> => {
      const job = await app.db.selectFrom('jobs').select('employer_id').where('id', '=', request.params.id).where('deleted_at', 'is', null).executeTakeFirst();
      // As the job's page: not found to an officer it does not reach (a block either way), unless they applied.
      if (!job || !(await app.jobShownTo(request.params.id, request.user!.id))) throw notFound();
      return employerRecord(app.db, job.employer_id, recordWindowStart(app.now(), request.timeZone));
    },
  );

  app.get(
    '/myRecord',
    { onRequest: employee, schema: { response: { 200: answer('OfficerRecord') } } },
    async (request): Promise<OfficerRecord> => (await officerRecords(app.db, [request.user!.id], app.now())).get(request.user!.id)!,
  );

  app.get(
    '/jobs/:id/officerRecords',
    { onRequest: employer, schema: { params: idParamsSchema, response: { 200: answer('OfficerRecordsResponse') } } },
    async (request): Promise<OfficerRecordsResponse> => ({ records: await applicantRecords(app.db, request.user!.id, request.params.id, app.now()) }),
  );
}
