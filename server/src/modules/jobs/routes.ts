import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APPLICANT_NONE, ApplicantState, Role, type Job, type JobApplyResponse } from '@dutylink/contracts';
import type { User } from '../../db/schema';
import { forbidden, HttpError, notFound, notSignedIn } from '../../http-errors';
import { verifyJobLinkToken } from './link-token';
import { jobFor, jobState, type JobViewer } from './service';

export const LINK_INVALID = 'This link is invalid or has expired';
export const SUBSCRIPTION_REQUIRED_TO_APPLY = 'A subscription is required to apply';

export interface JobLinks {
  /** A signed link token for the public job page of this user and job (SMS alerts). */
  make(userId: number, jobId: number, expiresAt: Date): string;
  /** The user a token was made for, if genuine, for this job and not expired. */
  verify(token: string, jobId: number): { userId: number } | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobLinks: JobLinks;
  }
}

interface Params {
  id: string;
  userId?: string;
}

type Req = FastifyRequest<{ Params: Params; Querystring: { token?: string } }>;

const idParam = (value: string | undefined) => (value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN);

/**
 * /api/jobs (spec section 7, Jobs). apply / cancel / status / get serve the employee area (session)
 * and the public job page /jobs/{id}/{userId}, whose calls carry ?token= (a signed link for that user
 * and job). A bare user id grants nothing: without a token the session must be that very employee.
 */
export async function jobRoutes(app: FastifyInstance, { key }: { key: Buffer }): Promise<void> {
  function jobId(request: Req): number {
    const id = idParam(request.params.id);
    if (!Number.isInteger(id)) throw notFound();
    return id;
  }

  /** The employee a public-capable call acts for: the link token's user, or the session's. */
  async function actingEmployee(request: Req, reply: FastifyReply, id: number): Promise<{ user: User; viaToken: boolean }> {
    const pathUser = request.params.userId;
    if (pathUser !== undefined && !Number.isInteger(idParam(pathUser))) throw forbidden(LINK_INVALID);
    const token = typeof request.query.token === 'string' ? request.query.token : undefined;
    if (token !== undefined) {
      const verified = verifyJobLinkToken(key, token, id, app.now());
      if (!verified || (pathUser !== undefined && idParam(pathUser) !== verified.userId)) throw forbidden(LINK_INVALID);
      const user = await app.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', verified.userId)
        .where('role', '=', Role.Employee)
        .where('deleted_at', 'is', null)
        .where('enabled', '=', true)
        .executeTakeFirst();
      if (!user) throw forbidden(LINK_INVALID);
      return { user, viaToken: true };
    }
    const user = await app.signedInUser(request, reply);
    if (!user) throw notSignedIn();
    if (user.role !== Role.Employee) throw forbidden();
    if (!user.email_verified) throw new HttpError(403, 'Please confirm your e-mail address first');
    if (pathUser !== undefined && idParam(pathUser) !== user.id) throw forbidden();
    return { user, viaToken: false };
  }

  app.get<{ Params: Params; Querystring: { token?: string } }>('/:id', async (request, reply): Promise<Job> => {
    const id = jobId(request);
    let viewer: JobViewer;
    if (typeof request.query.token === 'string') {
      viewer = { kind: 'employee', userId: (await actingEmployee(request, reply, id)).user.id };
    } else {
      const user = await app.signedInUser(request, reply);
      if (!user) throw notSignedIn();
      if (user.role !== Role.Admin && !user.email_verified) throw new HttpError(403, 'Please confirm your e-mail address first');
      viewer = user.role === Role.Admin ? { kind: 'admin' } : user.role === Role.Employer ? { kind: 'employer', userId: user.id } : { kind: 'employee', userId: user.id };
    }
    const job = await jobFor(app.db, id, viewer);
    if (!job) throw notFound();
    return job;
  });

  for (const withUser of [false, true]) {
    const suffix = withUser ? '/:id/:userId' : '/:id';

    app.post<{ Params: Params; Querystring: { token?: string } }>(`/apply${suffix}`, async (request, reply): Promise<JobApplyResponse> => {
      const id = jobId(request);
      const { user } = await actingEmployee(request, reply, id);
      const state = await jobState(app.db, id, user.id);
      if (!state.exists) throw notFound();
      // Applying twice changes nothing.
      if (state.status === ApplicantState.New || state.status === ApplicantState.Accepted) return { status: state.status };
      if (state.status === ApplicantState.Rejected) throw new HttpError(409, 'You were not selected for this job');
      if (!state.enabled) throw new HttpError(409, 'This job is closed');
      if (!state.open) throw new HttpError(409, 'This job is no longer available');
      if (!(await app.subscriptions.access(user.id)).hasSubscription) throw new HttpError(403, SUBSCRIPTION_REQUIRED_TO_APPLY);
      const now = app.now();
      await app.db
        .insertInto('applicants')
        .values({ job_id: id, user_id: user.id, state: ApplicantState.New, reason: null, created_at: now, updated_at: now })
        .onConflict((oc) => oc.columns(['job_id', 'user_id']).doNothing())
        .execute();
      return { status: (await jobState(app.db, id, user.id)).status };
    });

    app.post<{ Params: Params; Querystring: { token?: string } }>(`/cancel${suffix}`, async (request, reply): Promise<JobApplyResponse> => {
      const id = jobId(request);
      const { user } = await actingEmployee(request, reply, id);
      const state = await jobState(app.db, id, user.id);
      if (!state.exists) throw notFound();
      if (state.status === APPLICANT_NONE) throw new HttpError(409, 'You have not applied to this job');
      if (state.status === ApplicantState.Rejected) throw new HttpError(409, 'A rejected application cannot be withdrawn');
      // Withdrawing (New or Accepted) removes the application: an Accepted one frees its place.
      await app.db
        .deleteFrom('applicants')
        .where('job_id', '=', id)
        .where('user_id', '=', user.id)
        .where('state', 'in', [ApplicantState.New, ApplicantState.Accepted])
        .execute();
      return { status: APPLICANT_NONE };
    });

    app.post<{ Params: Params; Querystring: { token?: string } }>(`/status${suffix}`, async (request, reply): Promise<number> => {
      const id = jobId(request);
      const { user } = await actingEmployee(request, reply, id);
      const state = await jobState(app.db, id, user.id);
      if (!state.exists) throw notFound();
      return state.status;
    });
  }
}
