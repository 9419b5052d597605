import type { FastifyInstance } from 'fastify';
import { Role, type AcceptApplicantResponse, type ApplicantProfile, type JobApplicant } from '@dutylink/contracts';
import { notFound } from '../../http-errors';
import { acceptApplicant, applicantProfile, jobApplicants, rejectApplicant } from './applicants-service';

const idOf = (raw: string | undefined) => {
  const id = raw !== undefined && /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(id)) throw notFound();
  return id;
};

/**
 * /api/jobApplicants (spec section 7, Job applicants): the employer's view of the applications to
 * their own jobs. Anything about another employer's job answers 404, as does an employee who did
 * not apply to the given job. Admin views of applicants belong to the admin routes.
 */
export async function jobApplicantRoutes(app: FastifyInstance): Promise<void> {
  const employer = app.requireUser({ roles: [Role.Employer] });

  app.get<{ Params: { jobId: string } }>('/:jobId', { preHandler: employer }, async (request): Promise<JobApplicant[]> =>
    jobApplicants(app.db, request.user!.id, idOf(request.params.jobId)),
  );

  app.get<{ Params: { employeeId: string }; Querystring: { relatedToJobId?: string } }>('/profile/:employeeId', { preHandler: employer }, async (request): Promise<ApplicantProfile> =>
    applicantProfile(app.db, request.user!.id, idOf(request.params.employeeId), idOf(request.query.relatedToJobId)),
  );

  app.post<{ Params: { id: string } }>('/accept/:id', { preHandler: employer }, async (request): Promise<AcceptApplicantResponse> =>
    acceptApplicant(app.db, request.user!.id, idOf(request.params.id), app.now(), app.config.publicUrl),
  );

  app.post<{ Params: { id: string } }>('/reject/:id', { preHandler: employer }, async (request): Promise<{ success: true }> => {
    await rejectApplicant(app.db, request.user!.id, idOf(request.params.id), request.body ?? {}, app.now());
    return { success: true };
  });
}
