import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as yup from 'yup';
import { employeeRoutes, formatEmployerRecord, idSchema, publicJobPath, recordWindowStart } from '@dutylink/contracts';
import { pageAnswers, seeOther, textAnswer } from '../../contract/answers';
import type { User } from '../../db/schema';
import { HttpError } from '../../http-errors';
import { applyToJob, jobFor, linkEmployee, type LinkedEmployee } from '../jobs';
import { employerRecord } from '../reliability';
import { jobLinkPage, jobNotAvailablePage, type Refusal } from './public-job-page';

/** Set on the page Apply's 303 leads to: it shows 'Job Applied'. */
export const APPLIED_PARAM = 'applied';

// Checked in the handlers, so that a malformed link gets the page saying so, not a JSON refusal.
const params = yup.object({ id: yup.string().required(), userId: yup.string().required() });
const querystring = yup.object({ token: yup.string(), [APPLIED_PARAM]: yup.string() });

type PageRequest = FastifyRequest<{ Params: yup.InferType<typeof params>; Querystring: yup.InferType<typeof querystring> }>;

interface Link {
  jobId: number;
  userId: number;
  token: string;
}

function linkOf({ params: { id, userId }, query: { token } }: PageRequest): Link | undefined {
  if (token === undefined || !idSchema.isValidSync(id) || !idSchema.isValidSync(userId)) return undefined;
  return { jobId: Number(id), userId: Number(userId), token };
}

/**
 * /jobs/{id}/{userId}?token=... (the SMS alert's link), the one public job page, rendered here (issue 18;
 * docs/decisions/sms-job-page.md): the link's token alone authorises, as in the API's job calls, and a
 * session cookie is never read. Apply is a form posting to the same address, which applies through the
 * API's own rules (applyToJob) and answers 303 to the page saying 'Job Applied'. Without a token the
 * address leads to the job in the employee area, whose guard has a visitor sign in as an employee first.
 */
export async function publicJobRoutes(app: FastifyInstance): Promise<void> {
  // Apply's form carries no fields: accept its content type here only, and ignore the body.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));

  const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

  const notAvailable = (reply: FastifyReply, status: number, message?: string) => html(reply, status, jobNotAvailablePage(message));

  /** The link and the employee it acts for, when it is valid. */
  async function linkedEmployee(request: PageRequest): Promise<({ link: Link } & LinkedEmployee) | undefined> {
    const link = linkOf(request);
    const employee = link && (await linkEmployee(app, link.token, link.jobId, link.userId));
    return link && employee ? { link, ...employee } : undefined;
  }

  /** The job page of a valid link, or the page saying the job is not visible to its employee (404, or why Apply was refused). */
  async function jobPage(request: PageRequest, reply: FastifyReply, { link, user }: { link: Link; user: User }, refusal?: Refusal) {
    const job = await jobFor(app.db, link.jobId, { kind: 'employee', userId: user.id, viaLink: true }, app.now());
    if (!job) return notAvailable(reply, refusal?.status ?? 404, refusal?.message);
    const pageUrl = publicJobPath(link.jobId, link.userId, link.token);
    const record = formatEmployerRecord(await employerRecord(app.db, job.employerId, recordWindowStart(app.now(), request.timeZone)));
    return html(reply, refusal?.status ?? 200, jobLinkPage({ job, pageUrl, applied: !refusal && request.query[APPLIED_PARAM] === '1', refusal, employerRecord: record }));
  }

  app.get(
    '/jobs/:id/:userId',
    {
      schema: {
        params,
        querystring,
        response: {
          ...textAnswer('text/html', 'The public job page of an SMS link'),
          ...seeOther("Without a token: to the job's page in the employee area"),
          ...pageAnswers('The link is not valid, or the job not visible', [403, 404]),
        },
      },
    },
    async (request: PageRequest, reply) => {
      if (request.query.token === undefined) {
        const { id } = request.params;
        return idSchema.isValidSync(id) ? reply.redirect(employeeRoutes.job(Number(id)), 303) : notAvailable(reply, 404);
      }
      const linked = await linkedEmployee(request);
      return linked ? jobPage(request, reply, linked) : notAvailable(reply, 403);
    },
  );

  app.post(
    '/jobs/:id/:userId',
    {
      schema: {
        params,
        querystring,
        response: { ...seeOther("To the job page saying 'Job Applied'"), ...pageAnswers('The job page saying why Apply was refused, or that the link is not valid', [403, 404, 409]) },
      },
    },
    async (request: PageRequest, reply) => {
      const linked = await linkedEmployee(request);
      if (!linked) return notAvailable(reply, 403);
      const { link } = linked;
      try {
        await applyToJob(app, linked, link.jobId);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
        return jobPage(request, reply, linked, { status: error.statusCode, message: error.message });
      }
      return reply.header('cache-control', 'no-store').redirect(`${publicJobPath(link.jobId, link.userId, link.token)}&${APPLIED_PARAM}=1`, 303);
    },
  );
}
