import fp from 'fastify-plugin';
import { derivedKey } from '../../db/server-secrets';
import { employeeRoutes } from '../employees/routes';
import { externalRoutes } from '../external/routes';
import { makeJobLinkToken, verifyJobLinkToken } from './link-token';
import { jobRoutes, type JobLinks } from './routes';

/**
 * Employee profiles, job lists, applications and the postal lookup. Decorates app.jobLinks, which
 * makes the signed public job page links (SMS job alerts use it).
 */
export const jobs = fp(
  async (app, { codeKey }: { codeKey: string }) => {
    const key = derivedKey(codeKey, 'job-link');
    const links: JobLinks = {
      make: (userId, jobId, expiresAt) => makeJobLinkToken(key, userId, jobId, expiresAt),
      verify: (token, jobId) => verifyJobLinkToken(key, token, jobId, app.now()),
    };
    app.decorate('jobLinks', links);
    await app.register(jobRoutes, { prefix: '/api/jobs', key });
    await app.register(employeeRoutes, { prefix: '/api/employees' });
    await app.register(externalRoutes, { prefix: '/api/externalServices' });
  },
  { name: 'jobs', dependencies: ['db', 'session', 'subscriptions'] },
);
