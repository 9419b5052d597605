import type { FastifyInstance } from 'fastify';
import {
  blockSchema,
  favouriteSchema,
  idParamsSchema,
  Role,
  type BlockedCompaniesResponse,
  type BlockRequest,
  type MyOfficersResponse,
  type RosterFlags,
} from '@dutylink/contracts';
import { answer } from '../../contract/answers';
import type { Contract } from '../../plugins/contract';
import { blockedCompanies, myOfficers, setCompanyBlocked, setFavourite, setOfficerBlocked } from './service';

/**
 * /api/rosters (issue 36): a company's favourites and blocked officers (My officers), and the companies an officer
 * blocked. An officer the company never met, or a company the officer cannot see, is not found.
 */
export async function rosterRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<Contract>();
  const employer = app.requireUser({ roles: [Role.Employer] });
  const employee = app.requireUser({ roles: [Role.Employee] });

  app.get('/officers', { onRequest: employer, schema: { response: { 200: answer('MyOfficersResponse') } } }, async (request): Promise<MyOfficersResponse> =>
    myOfficers(app.db, request.user!.id, app.now()),
  );

  app.post(
    '/officers/:id/favourite',
    { onRequest: employer, schema: { params: idParamsSchema, body: favouriteSchema, response: { 200: answer('RosterFlags') } } },
    async (request): Promise<RosterFlags> => setFavourite(app.db, request.user!.id, request.params.id, request.body.favourite, app.now()),
  );

  app.post(
    '/officers/:id/block',
    { onRequest: employer, schema: { params: idParamsSchema, body: blockSchema, response: { 200: answer('RosterFlags') } } },
    async (request): Promise<RosterFlags> => {
      const flags = await setOfficerBlocked(app.db, app.events, request.user!.id, request.params.id, request.body.blocked, app.now());
      app.outbox.kick();
      return flags;
    },
  );

  app.get('/blockedCompanies', { onRequest: employee, schema: { response: { 200: answer('BlockedCompaniesResponse') } } }, async (request): Promise<BlockedCompaniesResponse> =>
    blockedCompanies(app.db, request.user!.id),
  );

  app.post(
    '/companies/:id/block',
    { onRequest: employee, schema: { params: idParamsSchema, body: blockSchema, response: { 200: answer('BlockRequest') } } },
    async (request): Promise<BlockRequest> => {
      const done = await setCompanyBlocked(app.db, app.events, request.user!.id, request.params.id, request.body.blocked, app.now());
      app.outbox.kick();
      return done;
    },
  );
}
