import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { InferType } from 'yup';
import {
  APPLICANT_NONE,
  ApplicantState,
  formatPhone,
  jobLinkQuerySchema,
  jobParamsSchema,
  Role,
  withdrawMessages,
  withdrawSchema,
  type Job,
  type JobApplyResponse,
  type JobStatusResponse,
} from '@dutylink/contracts';
import { answer } from '../../contract/answers';
import type { Contract } from '../../plugins/contract';
import { CHECK_FIELDS } from '../../contract/input';
import { badRequest, forbidden, HttpError, notFound, notSignedIn } from '../../http-errors';
import { applyToJob } from './apply';
import { linkEmployee, type LinkedEmployee } from './link-employee';
import { jobFor, jobShown, jobState, lockJob, type JobViewer } from './service';

export const LINK_INVALID = 'This link is invalid or has expired';

export interface JobLinks {
  /** A signed link token for the public job page of this user and job (SMS alerts). */
  make(userId: number, jobId: number, expiresAt: Date): string;
  /** The user a token was made for, if genuine, for this job and not expired. */
  verify(token: string, jobId: number): { userId: number } | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobLinks: JobLinks;
    /** Whether the officer sees the job (jobShown): for the routes of other modules beside a job's page. */
    jobShownTo(jobId: number, userId: number): Promise<boolean>;
  }
}

type Req = FastifyRequest<{ Params: InferType<typeof jobParamsSchema>; Querystring: InferType<typeof jobLinkQuerySchema> }>;

/** A job call's path has the user only on the public job page's calls; the document lists exactly the path's parameters. */
const jobCall = (withUser: boolean) => ({ params: withUser ? jobParamsSchema : jobParamsSchema.pick(['id']), querystring: jobLinkQuerySchema });

/**
 * /api/jobs (spec section 7, Jobs). apply / cancel / status / get serve the employee area (session)
 * and the public job page /jobs/{id}/{userId}, whose calls carry ?token= (a signed link for that user
 * and job). A bare user id grants nothing: without a token the session must be that very employee.
 */
export async function jobRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<Contract>();

  /** The employee a public-capable call acts for, with their access: the link token's user, or the session's. */
  async function actingEmployee(request: Req, reply: FastifyReply, id: number): Promise<LinkedEmployee & { viaToken: boolean }> {
    const pathUser = request.params.userId;
    const { token } = request.query;
    if (token !== undefined) {
      const linked = await linkEmployee(app, token, id, pathUser);
      if (!linked) throw forbidden(LINK_INVALID);
      return { ...linked, viaToken: true };
    }
    const user = await app.signedInUser(request, reply);
    if (!user) throw notSignedIn();
    if (user.role !== Role.Employee) throw forbidden();
    if (!user.email_verified) throw new HttpError(403, 'Please confirm your email address first');
    if (pathUser !== undefined && pathUser !== user.id) throw forbidden();
    return { user, access: request.access!, viaToken: false };
  }

  app.get('/:id', { schema: { ...jobCall(false), response: { 200: answer('Job') } } }, async (request, reply): Promise<Job> => {
    const { id } = request.params;
    let viewer: JobViewer;
    if (request.query.token !== undefined) {
      viewer = { kind: 'employee', userId: (await actingEmployee(request, reply, id)).user.id, viaLink: true };
    } else {
      const user = await app.signedInUser(request, reply);
      if (!user) throw notSignedIn();
      if (user.role !== Role.Admin && !user.email_verified) throw new HttpError(403, 'Please confirm your email address first');
      viewer = user.role === Role.Admin ? { kind: 'admin' } : user.role === Role.Employer ? { kind: 'employer', userId: user.id } : { kind: 'employee', userId: user.id };
    }
    const job = await jobFor(app.db, id, viewer, app.now());
    if (!job) throw notFound();
    return job;
  });

  const applyAnswer = { response: { 200: answer('JobApplyResponse') } };
  for (const withUser of [false, true]) {
    const suffix = withUser ? '/:id/:userId' : '/:id';

    app.post(`/apply${suffix}`, { schema: { ...jobCall(withUser), ...applyAnswer } }, async (request, reply): Promise<JobApplyResponse> => {
      return { status: await applyToJob(app, await actingEmployee(request, reply, request.params.id), request.params.id) };
    });

    app.post(`/cancel${suffix}`, { schema: { ...jobCall(withUser), body: withdrawSchema, ...applyAnswer } }, async (request, reply): Promise<JobApplyResponse> => {
      const { id } = request.params;
      const reason = request.body?.reason || undefined;
      const { user } = await actingEmployee(request, reply, id);
      const now = app.now();
      // Withdrawing (New or Accepted) removes the application: an Accepted one frees its place (hire.ended), the
      // employer is told why, and the officer's record counts it late when their next shift is near. The job's
      // lock first, as every write to a job or its hires takes it; then the checks, on what the lock holds still.
      await app.db.transaction().execute(async (trx) => {
        await lockJob(trx, id);
        const state = await jobState(trx, id, user.id, now);
        if (!state.exists) throw notFound();
        if (state.status === APPLICANT_NONE) throw new HttpError(409, 'You have not applied to this job');
        if (state.status === ApplicantState.Rejected) throw new HttpError(409, 'A rejected application cannot be withdrawn');
        if (!state.enabled) throw new HttpError(409, withdrawMessages.closed);
        if (state.status === ApplicantState.Accepted && !reason) throw badRequest(CHECK_FIELDS, { reason: [withdrawMessages.reasonRequired] });
        const removed = await trx
          .deleteFrom('applicants')
          .where('job_id', '=', id)
          .where('user_id', '=', user.id)
          .returning(['state', 'hired_at'])
          .executeTakeFirstOrThrow();
        if (removed.state === ApplicantState.Accepted) {
          const next = await trx.selectFrom('shifts').select((eb) => eb.fn.min('starts_at').as('at')).where('job_id', '=', id).where('user_id', '=', user.id).where('ends_at', '>', now).executeTakeFirst();
          const name = user.name ?? (user.phone ? formatPhone(user.phone) : 'A hired officer');
          const nextShiftAt = next?.at ? new Date(next.at) : null;
          await app.events.record(trx, now, { kind: 'hire.ended', jobId: id, userId: user.id, why: 'withdrawn', reason: reason!, name, hiredAt: removed.hired_at, nextShiftAt });
        } else {
          await app.events.record(trx, now, { kind: 'application.withdrawn', jobId: id, userId: user.id });
        }
      });
      app.outbox.kick();
      return { status: APPLICANT_NONE };
    });

    app.post(`/status${suffix}`, { schema: { ...jobCall(withUser), response: { 200: answer('JobStatusResponse') } } }, async (request, reply): Promise<JobStatusResponse> => {
      const { id } = request.params;
      const { user } = await actingEmployee(request, reply, id);
      const state = await jobState(app.db, id, user.id, app.now());
      if (!jobShown(state)) throw notFound();
      return state.status;
    });
  }
}
