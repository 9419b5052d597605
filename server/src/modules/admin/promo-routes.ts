import type { FastifyInstance } from 'fastify';
import {
  adminPromoSchema,
  adminTextFilterSchema,
  idParamsSchema,
  promoEditableParamsSchema,
  type AdminActionResponse,
  type AdminPromo,
  type AdminPromoEditable,
  type AdminPromosResponse,
} from '@dutylink/contracts';
import { answer } from '../../contract/answers';
import type { Contract } from '../../plugins/contract';
import { adminPromos, deletePromo, editablePromo, savePromo } from './promos';

/** /api/admin/promos: list, form model, create, delete. */
export async function adminPromoRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<Contract>();
  app.post('/items', { schema: { body: adminTextFilterSchema, response: { 200: answer('AdminPromosResponse') } } }, async (request): Promise<AdminPromosResponse> =>
    adminPromos(app.db, request.body.text, request.timeZone),
  );

  app.get('/getEditable/:id', { schema: { params: promoEditableParamsSchema, response: { 200: answer('AdminPromoEditable') } } }, async (request): Promise<AdminPromoEditable> => ({
    item: await editablePromo(app.db, request.params.id, request.timeZone),
  }));

  app.post('/', { schema: { body: adminPromoSchema, response: { 200: answer('AdminPromo') } } }, async (request): Promise<AdminPromo> => savePromo(app.db, request.body, { now: app.now(), timeZone: request.timeZone }));

  app.delete('/:id', { schema: { params: idParamsSchema, response: { 200: answer('AdminActionResponse') } } }, async (request): Promise<AdminActionResponse> => {
    const { id } = request.params;
    await deletePromo(app.db, id, app.now());
    return { id };
  });
}
