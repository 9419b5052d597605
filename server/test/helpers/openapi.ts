import Ajv, { type ValidateFunction } from 'ajv';
import type { Role } from '@dutylink/contracts';
import { DEMO_ACCOUNTS } from '../../src/db/demo/demo-data';
import { createSession, SESSION_COOKIE } from '../../src/lib/sessions';
import type { Schema } from '../fuzz/arbitraries';
import type { TestApp } from './test-app';

/** The OpenAPI document the server serves at /api/openapi.json, as far as the tests read it. */
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema: Schema;
}

export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type Method = (typeof METHODS)[number];

export interface OpenApiDocument {
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: { schemas: Record<string, Schema> };
}

/** One operation of the document: its path template (`/api/jobs/{id}`), method and declaration. */
export interface DocumentOperation {
  path: string;
  method: Method;
  operation: Operation;
}

/** A JSON pointer from its parts (`~` and `/` escaped). */
export const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** The document, and an Ajv that knows it as `doc` (schemas are reached as `doc#/paths/...`). */
export interface LoadedDocument {
  document: OpenApiDocument;
  ajv: Ajv;
  operations: DocumentOperation[];
  /** A schema of the document by its `$ref` (`#/components/schemas/Job`). */
  resolve(ref: string): Schema;
  /**
   * The check an answer must pass: the declared schema for its status; null when the status is declared
   * without a JSON body, undefined when not declared (each operation declares the refusals it gives).
   */
  answerCheck(operation: DocumentOperation, status: number): ValidateFunction | null | undefined;
  /** The operation a request reaches (`GET /api/jobs/12?token=…`): static segments win over `{param}`s, as in the router. */
  find(method: string, url: string): DocumentOperation | undefined;
}

export async function loadDocument(t: TestApp): Promise<LoadedDocument> {
  const response = await t.call('GET', 'openapi.json');
  if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json → ${response.statusCode}`);
  const document = response.json() as OpenApiDocument;
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: false });
  ajv.addSchema(document, 'doc');
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method]! })),
  );
  // A trailing slash does not matter to the router (`/api/auth/` is `/api/auth`).
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);
  const templates = operations.map((op) => ({
    op,
    params: (op.path.match(/\{\w+\}/g) ?? []).length,
    regex: new RegExp(`^${trim(op.path).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`),
  }));
  return {
    document,
    ajv,
    operations,
    resolve: (ref) => ajv.getSchema(`doc${ref}`)!.schema as Schema,
    answerCheck({ path, method, operation }, status) {
      const declared = String(status);
      if (!operation.responses[declared]) return undefined;
      if (!operation.responses[declared].content?.['application/json']) return null;
      return ajv.getSchema(`doc#/${pointer('paths', path, method, 'responses', declared, 'content', 'application/json', 'schema')}`)!;
    },
    find(method, url) {
      const path = trim(url.split('?')[0]);
      return templates
        .filter((template) => template.op.method === method.toLowerCase() && template.regex.test(path))
        .sort((a, b) => a.params - b.params)[0]?.op;
    },
  };
}

/** A fresh session of each demo account (seedDemoData), as the `Cookie` header value. */
export async function demoSessions(t: TestApp): Promise<Map<Role, string>> {
  const sessions = new Map<Role, string>();
  for (const account of DEMO_ACCOUNTS) {
    const user = await t.db.selectFrom('users').select('id').where('phone', '=', account.phone).where('role', '=', account.role).executeTakeFirst();
    if (user) sessions.set(account.role, `${SESSION_COOKIE}=${await createSession(t.db, user.id, t.clock.now(), 1)}`);
  }
  return sessions;
}
