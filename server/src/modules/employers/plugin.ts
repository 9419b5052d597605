import fp from 'fastify-plugin';
import { sendQueuedJobAlerts } from '../job-alerts';
import { jobApplicantRoutes } from './applicant-routes';
import { employerRoutes } from './routes';

/**
 * Employer profile, job posts (editor, close, delete, posts allowance) and the job applicants calls. The
 * outbox worker sends the SMS alerts that publishing queues.
 */
export const employers = fp(
  async (app) => {
    const alertLinks = { make: app.jobLinks.make, publicUrl: app.config.publicUrl };
    app.outbox.addSource(() => sendQueuedJobAlerts(app.db, app.now, alertLinks));
    await app.register(employerRoutes, { prefix: '/api/employers' });
    await app.register(jobApplicantRoutes, { prefix: '/api/jobApplicants' });
  },
  { name: 'employers', dependencies: ['db', 'session', 'subscriptions', 'messaging', 'jobs'] },
);
