import type { FastifyInstance } from 'fastify';
import {
  applicantProfileParamsSchema,
  applicantProfileQuerySchema,
  idParamsSchema,
  jobApplicantsParamsSchema,
  rejectApplicantSchema,
  Role,
  type AcceptApplicantResponse,
  type ApplicantProfile,
  type JobApplicantsResponse,
  type RejectApplicantResponse,
} from '@dutylink/contracts';
import { answer } from '../../contract/answers';
import type { Contract } from '../../plugins/contract';
import { acceptApplicant, applicantProfile, jobApplicants, rejectApplicant } from './applicants-service';

/**
 * /api/jobApplicants (spec section 7, Job applicants): the employer's view of the applications to
 * their own jobs. Anything about another employer's job answers 404, as does an employee who did
 * not apply to the given job. Admin views of applicants belong to the admin routes.
 */
export async function jobApplicantRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<Contract>();
  const employer = app.requireUser({ roles: [Role.Employer] });

  app.get(
    '/:jobId',
    { onRequest: employer, schema: { params: jobApplicantsParamsSchema, response: { 200: answer('JobApplicantsResponse') } } },
    async (request): Promise<JobApplicantsResponse> => jobApplicants(app.db, request.user!.id, request.params.jobId, app.now()),
  );

  app.get(
    '/profile/:employeeId',
    { onRequest: employer, schema: { params: applicantProfileParamsSchema, querystring: applicantProfileQuerySchema, response: { 200: answer('ApplicantProfile') } } },
    async (request): Promise<ApplicantProfile> => applicantProfile(app.db, request.user!.id, request.params.employeeId, request.query.relatedToJobId, app.now()),
  );

  app.post(
    '/accept/:id',
    { onRequest: employer, schema: { params: idParamsSchema, response: { 200: answer('AcceptApplicantResponse') } } },
    async (request): Promise<AcceptApplicantResponse> => {
      const accepted = await acceptApplicant(app.db, app.events, request.user!.id, request.params.id, app.now());
      app.outbox.kick();
      return accepted;
    },
  );

  app.post(
    '/reject/:id',
    { onRequest: employer, schema: { params: idParamsSchema, body: rejectApplicantSchema, response: { 200: answer('RejectApplicantResponse') } } },
    async (request): Promise<RejectApplicantResponse> => {
      await rejectApplicant(app.db, app.events, request.user!.id, request.params.id, request.body.reason, app.now());
      app.outbox.kick();
      return { success: true };
    },
  );
}
