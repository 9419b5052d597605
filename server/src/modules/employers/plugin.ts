import fp from 'fastify-plugin';
import { jobApplicantRoutes } from './applicant-routes';
import { employerRoutes } from './routes';

/** Employer profile, job posts (editor, close, delete, posts allowance) and the job applicants calls. */
export const employers = fp(
  async (app) => {
    await app.register(employerRoutes, { prefix: '/api/employers' });
    await app.register(jobApplicantRoutes, { prefix: '/api/jobApplicants' });
  },
  { name: 'employers', dependencies: ['db', 'session', 'subscriptions', 'messaging', 'jobs'] },
);
