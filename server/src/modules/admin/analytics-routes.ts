import type { FastifyInstance } from 'fastify';
import type { AnalyticsGeneral, JobsPlacement, JobsPostedRow } from '@dutylink/contracts';
import { analyticsGeneral, jobsPlacement, jobsPosted } from './analytics';

type RangeParams = { Params: { from: string; to: string } };

/** /api/admin/analytics: the three boxes and the two charts. */
export async function adminAnalyticsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/general', async (): Promise<AnalyticsGeneral> => analyticsGeneral(app.db, app.now()));
  app.get<RangeParams>('/jobs/placement/:from/:to', async (request): Promise<JobsPlacement> => jobsPlacement(app.db, request.params.from, request.params.to));
  app.get<RangeParams>('/jobs/posted/:from/:to', async (request): Promise<JobsPostedRow[]> => jobsPosted(app.db, request.params.from, request.params.to));
}
