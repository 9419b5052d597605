import type { FastifyError, FastifyInstance } from 'fastify';
import {
  employeePermitParamsSchema,
  PERMIT_FILE_MAX_BYTES,
  permitFileMessages,
  permitFileParamsSchema,
  permitFileQuerySchema,
  permitVerifySchema,
  Role,
  type PermitFile,
} from '@dutylink/contracts';
import { answer, nothing } from '../../contract/answers';
import { HttpError } from '../../http-errors';
import type { Contract } from '../../plugins/contract';
import { contentDisposition } from './file-content';
import { permitFileContent, removePermitFile, storePermitFile, verifyPermitFile } from './files';

/** The one state-changing call whose body is not JSON: the file's bytes as they are. */
export const UPLOAD_MEDIA_TYPE = 'application/octet-stream';

/**
 * The upload in a scope of its own: its body is the raw bytes (no multipart library; a plain HTML form
 * can send neither this type nor a PUT, and the Origin rule still applies), at most 5 MB, read before
 * the handler runs and refused unread when Content-Length says it is larger.
 */
async function uploadRoute(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<Contract>();
  app.addContentTypeParser(UPLOAD_MEDIA_TYPE, { parseAs: 'buffer', bodyLimit: PERMIT_FILE_MAX_BYTES }, (_request, body, done) => done(null, body));
  app.put(
    '/api/employees/profile/permits/:type/file',
    {
      onRequest: app.requireUser({ roles: [Role.Employee] }),
      bodyLimit: PERMIT_FILE_MAX_BYTES,
      // The document reads the body as binary (contract.ts); the bytes are checked by their content in the handler.
      schema: {
        params: permitFileParamsSchema,
        querystring: permitFileQuerySchema,
        consumes: [UPLOAD_MEDIA_TYPE],
        response: { 200: answer('PermitFile'), 413: answer('ApiErrorBody'), 415: answer('ApiErrorBody') },
      },
      errorHandler: (error: FastifyError) => {
        throw error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? new HttpError(413, permitFileMessages.tooLarge) : error;
      },
    },
    async (request): Promise<PermitFile> => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      return storePermitFile(app.db, request.user!.id, request.params.type, request.query.name, bytes, app.now());
    },
  );
}

/**
 * Issue 21, uploads: the photo or PDF of each permit document. The officer uploads and removes their
 * own; the file is served to them, to an employer they applied to and to admins (anyone else: 404);
 * admins mark it verified.
 */
export async function permitFileRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<Contract>();
  const employee = app.requireUser({ roles: [Role.Employee] });

  await app.register(uploadRoute);

  app.delete(
    '/api/employees/profile/permits/:type/file',
    { onRequest: employee, schema: { params: permitFileParamsSchema, response: { 200: nothing } } },
    async (request) => {
      await removePermitFile(app.db, request.user!.id, request.params.type);
      return {};
    },
  );

  app.get(
    '/api/employees/profile/:id/permits/:type/file',
    {
      onRequest: app.requireUser({ roles: [Role.Employee, Role.Employer, Role.Admin] }),
      schema: {
        params: employeePermitParamsSchema,
        response: { 200: { description: 'The file as uploaded, with the media type read from its bytes', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } } },
      },
    },
    async (request, reply) => {
      const file = await permitFileContent(app.db, request.user!, request.params.id, request.params.type);
      return (
        reply
          .type(file.mediaType)
          .header('content-disposition', contentDisposition(file.name, file.mediaType))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          // No script of an uploaded file ever runs in our origin, whatever a browser makes of it.
          .header('content-security-policy', 'sandbox')
          .send(file.content)
      );
    },
  );

  app.post(
    '/api/admin/employees/:id/permits/:type/verify',
    { onRequest: app.requireUser({ roles: [Role.Admin] }), schema: { params: employeePermitParamsSchema, body: permitVerifySchema, response: { 200: answer('PermitFile') } } },
    async (request): Promise<PermitFile> => verifyPermitFile(app.db, request.user!, request.params.id, request.params.type, request.body.verified, app.now()),
  );
}
