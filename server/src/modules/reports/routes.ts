import type { FastifyInstance } from 'fastify';
import {
  dismissReportSchema,
  messageEmployerSchema,
  newReportSchema,
  reportIdParamsSchema,
  reportTabParamsSchema,
  Role,
  type AdminReport,
  type AdminReportsResponse,
  type ReportChoices,
  type ReportCounts,
  type ReportSent,
} from '@dutylink/contracts';
import { answer } from '../../contract/answers';
import { asFields } from '../../contract/input';
import type { Contract } from '../../plugins/contract';
import { reportChoices, sendReport } from './officer-reports';
import { adminReports, blockEmployer, dismissReport, messageEmployer, reportCounts } from './queue';

/** /api/reports (issue 21): an officer reports an employer and a job applied to. */
export async function officerReportRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<Contract>();
  const employee = app.requireUser({ roles: [Role.Employee] });

  app.get('/choices', { onRequest: employee, schema: { response: { 200: answer('ReportChoices') } } }, async (request): Promise<ReportChoices> => reportChoices(app.db, request.user!.id));

  app.post('/', { onRequest: employee, schema: { body: newReportSchema, response: { 200: answer('ReportSent') } } }, async (request): Promise<ReportSent> =>
    sendReport(app.db, request.user!.id, request.body, app.now()),
  );
}

/** /api/admin/reports (issue 21): the admins' queue, each report with the employer's record, and its three actions. */
export async function adminReportRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<Contract>();
  instance.addHook('onRequest', app.requireUser({ roles: [Role.Admin] }));

  app.get('/counts', { schema: { response: { 200: answer('ReportCounts') } } }, async (): Promise<ReportCounts> => reportCounts(app.db));

  app.get('/:tab', { schema: { params: asFields(reportTabParamsSchema), response: { 200: answer('AdminReportsResponse') } } }, async (request): Promise<AdminReportsResponse> => ({
    reports: await adminReports(app.db, request.params.tab, app.now(), request.timeZone),
  }));

  const closing = (request: { params: { id: number }; user: { id: number } | null; timeZone: string }) => ({
    id: request.params.id,
    adminId: request.user!.id,
    now: app.now(),
    timeZone: request.timeZone,
  });

  app.post('/:id/message', { schema: { params: reportIdParamsSchema, body: messageEmployerSchema, response: { 200: answer('AdminReport') } } }, async (request): Promise<AdminReport> =>
    messageEmployer(app.db, closing(request), request.body.text),
  );

  app.post('/:id/block', { schema: { params: reportIdParamsSchema, response: { 200: answer('AdminReport') } } }, async (request): Promise<AdminReport> => blockEmployer(app.db, closing(request)));

  app.post('/:id/dismiss', { schema: { params: reportIdParamsSchema, body: dismissReportSchema, response: { 200: answer('AdminReport') } } }, async (request): Promise<AdminReport> =>
    dismissReport(app.db, closing(request), request.body.note),
  );
}
