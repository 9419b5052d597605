import fp from 'fastify-plugin';
import { rosterRoutes } from './routes';

/** Rosters (issue 36): My officers (favourites, blocks) for companies, blocked companies for officers. */
export const rosters = fp(
  async (app) => {
    await app.register(rosterRoutes, { prefix: '/api/rosters' });
  },
  { name: 'rosters', dependencies: ['db', 'session', 'messaging'] },
);
