import fp from 'fastify-plugin';
import { reliabilityRoutes } from './routes';

/** Reliability both ways (issue 21): ratings after a completed shift, and the employer's and the officer's records. */
export const reliability = fp(
  async (app) => {
    await app.register(reliabilityRoutes, { prefix: '/api/reliability' });
  },
  { name: 'reliability', dependencies: ['db', 'session', 'jobs'] },
);
