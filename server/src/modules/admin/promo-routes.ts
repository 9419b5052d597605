import type { FastifyInstance } from 'fastify';
import { adminTextFilterSchema, type AdminListResponse, type AdminPromo, type AdminPromoEditable } from '@dutylink/contracts';
import { validate } from '../../http-errors';
import { bodyOf, pathId } from './paging';
import { adminPromos, deletePromo, editablePromo, savePromo } from './promos';

/** /api/admin/promos: list, form model, create, delete. */
export async function adminPromoRoutes(app: FastifyInstance): Promise<void> {
  app.post('/items', async (request): Promise<AdminListResponse<AdminPromo>> => adminPromos(app.db, validate(adminTextFilterSchema, bodyOf(request)).text));

  app.get<{ Params: { id: string } }>('/getEditable/:id', async (request): Promise<AdminPromoEditable> => ({
    item: await editablePromo(app.db, request.params.id === '-' ? null : pathId(request.params.id)),
  }));

  app.post('/', async (request): Promise<AdminPromo> => savePromo(app.db, bodyOf(request), app.now()));

  app.delete<{ Params: { id: string } }>('/:id', async (request): Promise<{ id: number }> => {
    const id = pathId(request.params.id);
    await deletePromo(app.db, id, app.now());
    return { id };
  });
}
