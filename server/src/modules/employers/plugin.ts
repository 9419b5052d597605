import fp from 'fastify-plugin';
import { sendQueuedJobAlerts } from '../job-alerts';
import { sendDueApplicantDigests, type NoticeLinks } from '../job-notices';
import { jobApplicantRoutes } from './applicant-routes';
import { employerRoutes } from './routes';

/**
 * Employer profile, job posts (editor, close, delete, posts allowance) and the job applicants calls. The
 * outbox worker sends the SMS alerts that publishing queues, and the employers' applicant digests when due.
 */
export const employers = fp(
  async (app, { noticeLinks }: { noticeLinks: NoticeLinks }) => {
    const alertLinks = { make: app.jobLinks.make, publicUrl: app.config.publicUrl };
    app.outbox.addSource(() => sendQueuedJobAlerts(app.db, app.now, alertLinks));
    app.outbox.addSource(() => sendDueApplicantDigests(app.db, app.now, noticeLinks));
    await app.register(employerRoutes, { prefix: '/api/employers' });
    await app.register(jobApplicantRoutes, { prefix: '/api/jobApplicants' });
  },
  { name: 'employers', dependencies: ['db', 'session', 'subscriptions', 'messaging', 'jobs'] },
);
