import type { FastifySchema, RouteOptions } from 'fastify';
import { SESSION_COOKIE } from '../lib/sessions';
import { answer } from './answers';
import { OPERATIONS, TAGS, type Access } from './operations';

/** The document's tags and its security scheme, for the top of the document. */
export const DOCUMENT_PARTS = {
  tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
  components: {
    securitySchemes: {
      session: {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE,
        description: 'The session a sign-in or sign-up starts (httpOnly; the browser sends it with every call)',
      } as const,
    },
  },
};

/** `security` by who may call: a session; a session or none (an SMS link's `?token=` then); anyone. */
const SECURITY: Record<Access, Record<string, string[]>[]> = { session: [{ session: [] }], link: [{ session: [] }, {}], public: [] };

const refusal = (description: string) => ({ description, content: { 'application/json': { schema: answer('ApiErrorBody') } } });

/** Every refusal the server gives, each with the one body of every 4xx (the error handler's `{ title, errors? }`). */
const REFUSALS: Record<number, object> = {
  400: refusal('The input breaks a rule: `title` says so, `errors` names each field with its messages'),
  401: refusal('Not signed in'),
  403: refusal(
    'Refused: the role may not do this, the e-mail address is not confirmed yet, the account is blocked or the link is not valid; or a call that changes something came from another site (its Origin)',
  ),
  404: refusal('Nothing at this address, or nothing the caller may see'),
  409: refusal('Not possible in the present state of things: `title` says why'),
  413: refusal('The body is larger than the server accepts'),
  414: refusal('A part of the path is longer than the server accepts'),
  415: refusal('The body is not JSON (Content-Type: application/json)'),
  429: { ...refusal('Too many requests: try again after Retry-After seconds'), headers: { 'retry-after': { type: 'integer', description: 'Seconds to wait' } } },
};

/** Methods whose body the server reads: bad JSON is 400, too large 413, not JSON 415, and the Origin check applies (403). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A stable operationId from the method and the document's path: `GET /api/jobs/{id}` is `getApiJobsById`. */
export function operationId(method: string, path: string): string {
  const words = path.match(/\{\w+\}|[A-Za-z0-9]+/g) ?? [];
  return method.toLowerCase() + words.map((word) => (word.startsWith('{') ? `By${capitalized(word.slice(1, -1))}` : capitalized(word))).join('');
}

/**
 * A route as the document shows it: its operationId, summary, tag and security (operations.ts), and the
 * refusals it can give, declared from what the route is: input (400), guard (401, 403), a state-changing
 * body (400, 403, 413, 415), path parameters (404 for a value that names nothing, 414 for one too long),
 * a rate limit (429), and what its handler refuses besides. The route's own answers win.
 */
export function documentedOperation(schema: Record<string, unknown>, route: RouteOptions, url: string): { schema: FastifySchema; url: string } {
  // The route of a prefix itself (`/api/auth/`) answers without the slash too; the document names it so.
  const trimmed = url.length > 1 ? url.replace(/\/$/, '') : url;
  const path = trimmed.replace(/:(\w+)/g, '{$1}');
  const method = String(route.method);
  const facts = OPERATIONS.get(`${method} ${path}`);
  const guarded = facts !== undefined && facts.access !== 'public';
  const withPath = path.includes('{');
  const withBody = BODY_METHODS.has(method);
  const statuses = new Set([
    ...(withPath || withBody || schema.querystring ? [400] : []),
    ...(guarded ? [401, 403] : []),
    ...(withBody && !route.config?.crossSite ? [403] : []),
    ...(withPath ? [404, 414] : []),
    ...(withBody ? [413, 415] : []),
    ...(route.config?.rateLimit ? [429] : []),
    ...(facts?.refuses ?? []),
  ]);
  const refusals = Object.fromEntries([...statuses].sort().map((status) => [status, REFUSALS[status]]));
  return {
    url: trimmed,
    schema: {
      ...schema,
      operationId: operationId(method, path),
      ...(facts && { summary: facts.summary, tags: [facts.tag], security: SECURITY[facts.access] }),
      response: { ...refusals, ...(schema.response as object) },
    } as FastifySchema,
  };
}

const SCHEMA_REF = '#/components/schemas/';

/**
 * The document with only the shared schemas its operations reach: every contracts type is a shared schema
 * of the server (for `answer(...)`), and most enums and forms of it are never named by an operation.
 */
export function withReachedSchemas<D extends { paths?: object; components?: { schemas?: Record<string, unknown> } }>(document: D): D {
  const schemas = document.components?.schemas ?? {};
  const reached = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        const name = key === '$ref' && typeof inner === 'string' && inner.startsWith(SCHEMA_REF) ? inner.slice(SCHEMA_REF.length) : undefined;
        if (name === undefined) visit(inner);
        else if (!reached.has(name)) {
          reached.add(name);
          visit(schemas[name]);
        }
      }
    }
  };
  visit(document.paths);
  return { ...document, components: { ...document.components, schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => reached.has(name))) } };
}
