import type { FastifyInstance } from 'fastify';
import { analyticsRangeSchema, dayIn, type AnalyticsGeneral, type CoverageWeekRow, type JobsPlacement, type JobsPostedRow, type MessageChannels, type ShiftsWeekRow } from '@dutylink/contracts';
import { answer } from '../../contract/answers';
import type { Contract } from '../../plugins/contract';
import { analyticsGeneral, coveragePerWeek, jobsPlacement, jobsPosted, messagesPerWeek, shiftsPerWeek } from './analytics';
import { asFields } from '../../contract/input';

const range = asFields(analyticsRangeSchema);

/** /api/admin/analytics: the three boxes and the charts. */
export async function adminAnalyticsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<Contract>();
  app.get('/general', { schema: { response: { 200: answer('AnalyticsGeneral') } } }, async (): Promise<AnalyticsGeneral> => analyticsGeneral(app.db, app.now()));
  app.get('/jobs/placement/:from/:to', { schema: { params: range, response: { 200: answer('JobsPlacement') } } }, async (request): Promise<JobsPlacement> =>
    jobsPlacement(app.db, request.params, request.timeZone),
  );
  app.get('/jobs/posted/:from/:to', { schema: { params: range, response: { 200: { type: 'array', items: answer('JobsPostedRow') } } } }, async (request): Promise<JobsPostedRow[]> =>
    jobsPosted(app.db, request.params, request.timeZone),
  );
  app.get('/shifts/:from/:to', { schema: { params: range, response: { 200: { type: 'array', items: answer('ShiftsWeekRow') } } } }, async (request): Promise<ShiftsWeekRow[]> =>
    shiftsPerWeek(app.db, request.params, request.timeZone, app.now()),
  );
  app.get('/messages/:from/:to', { schema: { params: range, response: { 200: answer('MessageChannels') } } }, async (request): Promise<MessageChannels> =>
    messagesPerWeek(app.db, request.params, request.timeZone, app.now(), app.config.outboxRetentionDays),
  );
  app.get('/coverage', { schema: { response: { 200: { type: 'array', items: answer('CoverageWeekRow') } } } }, async (request): Promise<CoverageWeekRow[]> =>
    coveragePerWeek(app.db, dayIn(app.now(), request.timeZone)),
  );
}
