import { STATUS_CODES } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable';
import { HttpError } from '../http-errors';

/** Retry-After of a 503 while the database cannot be reached: a restart takes a few seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 3;

/** Titles for the framework's own refusals, in words a user can act on. */
const FRAMEWORK_TITLES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body must be JSON (Content-Type: application/json)',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
};

/**
 * Errors Fastify meets before routing (a path that is not valid percent-encoding, e.g. `/api/jobs/%`):
 * the same `{ title }` as every other refusal. Passed as Fastify's `frameworkErrors` option.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(error.statusCode ?? 400).send({ title: error.code === 'FST_ERR_BAD_URL' ? 'This address is not valid' : 'Bad request' });
}

/**
 * One place shapes every error: 4xx as `{ title, errors? }`, 5xx as plain text that reveals
 * nothing about the server (the details go to the log). A database that cannot be reached (a restart)
 * is a 503 with Retry-After, not a 500: the same call works a few seconds later (docs/deploy.md, "Faults").
 */
export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        if (error.headers) reply.headers(error.headers);
        return reply.code(error.statusCode).send(error.errors ? { title: error.title, errors: error.errors } : { title: error.title });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const title =
          FRAMEWORK_TITLES[error.code] ??
          (error instanceof SyntaxError ? FRAMEWORK_TITLES.FST_ERR_CTP_INVALID_JSON_BODY : STATUS_CODES[status]) ??
          'Bad request';
        return reply.code(status).send({ title });
      }
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .type('text/plain; charset=utf-8')
          .send('DutyLink is briefly unavailable. Please try again in a few seconds.');
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).type('text/plain; charset=utf-8').send('Something went wrong on our side. Please try again later.');
    });
  },
  { name: 'error-handler' },
);
