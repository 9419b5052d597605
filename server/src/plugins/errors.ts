import { STATUS_CODES } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-errors';

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
 * nothing about the server (the details go to the log).
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
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).type('text/plain; charset=utf-8').send('Something went wrong on our side. Please try again later.');
    });
  },
  { name: 'error-handler' },
);
