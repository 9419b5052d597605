import fp from 'fastify-plugin';
import { adminReportRoutes, officerReportRoutes } from './routes';

/** The report form's calls and the admins' queue of reports (issue 21). */
export const reports = fp(
  async (app) => {
    await app.register(officerReportRoutes, { prefix: '/api/reports' });
    await app.register(adminReportRoutes, { prefix: '/api/admin/reports' });
  },
  { name: 'reports', dependencies: ['db', 'session', 'messaging'] },
);
