import fp from 'fastify-plugin';
import { derivedKey } from '../../db/server-secrets';
import { FORGET_EVERY_MS, forgetEndedJobs } from './ended-jobs';
import { makeJobLinkToken, verifyJobLinkToken } from './link-token';
import { jobRoutes, type JobLinks } from './routes';
import { jobShown, jobState } from './service';

/**
 * A job, applying to it and withdrawing. Decorates app.jobLinks, which makes the signed public job page
 * links (SMS job alerts use it), and app.jobShownTo. Forgets ended jobs' list rows hourly (tests call forgetEndedJobs).
 */
export const jobs = fp(
  async (app, { codeKey }: { codeKey: string }) => {
    const key = derivedKey(codeKey, 'job-link');
    const links: JobLinks = {
      make: (userId, jobId, expiresAt) => makeJobLinkToken(key, userId, jobId, expiresAt),
      verify: (token, jobId) => verifyJobLinkToken(key, token, jobId, app.now()),
    };
    app.decorate('jobLinks', links);
    app.decorate('jobShownTo', async (jobId: number, userId: number) => jobShown(await jobState(app.db, jobId, userId, app.now())));
    await app.register(jobRoutes, { prefix: '/api/jobs' });
    app.periodicWork.every('jobs.forget-ended', FORGET_EVERY_MS, () => forgetEndedJobs(app.db, app.now()));
  },
  { name: 'jobs', dependencies: ['db', 'session', 'subscriptions', 'periodic-work'] },
);
