import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Role } from '@dutylink/contracts';
import { adminAnalyticsRoutes } from './analytics-routes';
import { adminEmployeeJobRoutes, adminJobRoutes } from './job-routes';
import { adminPromoRoutes } from './promo-routes';
import { adminUserRoutes } from './user-routes';

/**
 * The admin area's API (every call in the OpenAPI document, /api/docs). Every route sits behind one guard,
 * run on the request before its contract is checked: no session 401, another role 403.
 */
export const admin = fp(
  async (app) => {
    const guarded = (routes: (scope: FastifyInstance) => Promise<void>) => async (scope: FastifyInstance) => {
      scope.addHook('onRequest', app.requireUser({ roles: [Role.Admin] }));
      await routes(scope);
    };
    await app.register(guarded(adminAnalyticsRoutes), { prefix: '/api/admin/analytics' });
    await app.register(guarded(adminUserRoutes), { prefix: '/api/admin' });
    await app.register(guarded(adminJobRoutes), { prefix: '/api/admin' });
    await app.register(guarded(adminPromoRoutes), { prefix: '/api/admin/promos' });
    await app.register(guarded(adminEmployeeJobRoutes), { prefix: '/api/jobs' });
  },
  { name: 'admin', dependencies: ['db', 'session', 'subscriptions', 'messaging'] },
);
