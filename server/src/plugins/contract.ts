import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyTypeProvider } from 'fastify';
import { Schema, type InferType } from 'yup';
import { contractSchemas } from '../contract/answers';
import { documentedOperation, DOCUMENT_PARTS, withReachedSchemas } from '../contract/document';
import { toJsonSchema } from '../contract/json-schema';
import { yupValidator } from '../contract/input';
import { validationTimeZone } from './time-zone';

/**
 * Typed routes from contracts schemas: `app.withTypeProvider<Contract>()` types a handler's params,
 * query and body from the yup schemas it declares. Its answer is typed by the handler's return type,
 * the contracts type whose generated schema the route names with `answer(...)`.
 */
export interface Contract extends FastifyTypeProvider {
  validator: this['schema'] extends Schema ? InferType<this['schema']> : unknown;
  serializer: unknown;
}

const INPUT_PARTS = ['params', 'querystring', 'body', 'headers'] as const;

/**
 * Every route declares its contract (params, querystring, body, response) with the schemas in
 * packages/contracts. Requests are validated by those yup schemas, the very rules of the browser's
 * forms; answers are serialised through the JSON Schemas generated from the contracts' types
 * (`answer(...)`), so no field that is not declared ever leaves the server; and the OpenAPI 3.1 document is generated from the same declarations
 * (/api/openapi.json, browsable at /api/docs), with what each operation is and how it may be refused (contract/document.ts).
 * `publicUrl` is the document's server.
 */
export const contract = fp(
  async (app, { publicUrl }: { publicUrl: string }) => {
    for (const schema of contractSchemas) app.addSchema(schema);
    app.setValidatorCompiler(({ schema, httpPart }) => {
      if (!((schema as unknown) instanceof Schema)) throw new Error(`The ${httpPart} schema must be a contracts (yup) schema`);
      return yupValidator(schema as unknown as Schema, httpPart ?? 'body', () => ({ now: app.now(), timeZone: validationTimeZone() }));
    });

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'DutyLink API',
          version: '1.0.0',
          description: 'Every call of the DutyLink web app. Refusals are 4xx `{ title, errors?: { field: [messages] } }`.',
        },
        ...DOCUMENT_PARTS,
        servers: [{ url: publicUrl, description: 'This deployment' }],
      },
      // Shared schemas appear under their type's name in components.schemas.
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
      transform: ({ schema = {}, url, route }) => {
        const converted: Record<string, unknown> = { ...schema };
        for (const part of INPUT_PARTS) {
          const value = (schema as Record<string, unknown>)[part];
          if (value instanceof Schema) converted[part] = toJsonSchema(value);
        }
        // A raw-bytes upload (permit files) has no body schema to validate; the document still describes its body.
        if (!converted.body && (schema as { consumes?: string[] }).consumes?.includes('application/octet-stream')) {
          converted.body = { type: 'string', format: 'binary', description: 'The raw bytes of the file' };
        }
        return documentedOperation(converted, route, url);
      },
      transformObject: (document) => ('openapiObject' in document ? withReachedSchemas(document.openapiObject) : document.swaggerObject),
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
    await app.register(async (docs) => {
      // Swagger UI's page has no viewport (a phone would show it shrunk) and sets inline styles.
      docs.addHook('onSend', async (_request, _reply, payload) =>
        typeof payload === 'string' ? payload.replace('<head>', '<head><meta name="viewport" content="width=device-width, initial-scale=1">') : payload,
      );
      await docs.register(swaggerUi, {
        routePrefix: '/api/docs',
        staticCSP: true,
        transformStaticCSP: (header) => header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
        theme: { title: 'DutyLink API' },
      });
    });
  },
  { name: 'contract' },
);
