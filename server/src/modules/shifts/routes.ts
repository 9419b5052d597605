import type { FastifyInstance } from 'fastify';
import {
  analyticsRangeSchema,
  approveTimesheetSchema,
  calendarFeedParamsSchema,
  callOffSchema,
  employeeRoutes,
  idParamsSchema,
  Role,
  shiftCheckSchema,
  shiftPaths,
  type CalendarFeed,
  type EarningsResponse,
  type MyShiftsResponse,
  type OfficerShift,
  type OpenShiftOffersResponse,
  type StaffedShift,
  type TimesheetRow,
  type TimesheetsResponse,
  type TodayBoardResponse,
  type WithdrawReason,
} from '@dutylink/contracts';
import { answer, nothing, textAnswer } from '../../contract/answers';
import { asFields } from '../../contract/input';
import { notFound } from '../../http-errors';
import type { Contract } from '../../plugins/contract';
import { feedCalendar, feedOwner, feedToken, shiftCalendar } from './calendar';
import { approveTimesheet, timesheets, todayBoard } from './employer';
import { timesheetsCsv } from './timesheet-csv';
import { callOffShift } from './call-offs';
import { confirmShift, keepShift } from './confirmations';
import { offerShift, openOffers, releaseShift, stopOffer, takeOfferedShift } from './offers';
import { checkShift, earnings, myShifts, undoCheckOut } from './officer';

/**
 * /api/shifts (issue 20): an officer's own shifts, check-in and check-out, earnings and calendars; an
 * employer's Today board and timesheets of their own jobs. Another's shift answers 404.
 */
export async function shiftRoutes(instance: FastifyInstance, { feedKey }: { feedKey: Buffer }): Promise<void> {
  const app = instance.withTypeProvider<Contract>();
  const employee = app.requireUser({ roles: [Role.Employee] });
  const employer = app.requireUser({ roles: [Role.Employer] });
  const { publicUrl } = app.config;

  const feedUrl = async (userId: number) => {
    const user = await app.db.selectFrom('users').select('calendar_feed_version').where('id', '=', userId).executeTakeFirstOrThrow();
    return `${publicUrl}/api/${shiftPaths.feed(feedToken(feedKey, userId, user.calendar_feed_version))}`;
  };
  const range = asFields(analyticsRangeSchema);
  const calendarAnswer = textAnswer('text/calendar', 'Shifts as an iCalendar file (RFC 5545)');

  app.get('/', { onRequest: employee, schema: { response: { 200: answer('MyShiftsResponse') } } }, async (request): Promise<MyShiftsResponse> => {
    const [shifts, calendarFeedUrl] = await Promise.all([myShifts(app.db, request.user!.id, app.now()), feedUrl(request.user!.id)]);
    return { shifts, calendarFeedUrl };
  });

  for (const way of ['in', 'out'] as const) {
    app.post(
      way === 'in' ? '/:id/checkIn' : '/:id/checkOut',
      { onRequest: employee, schema: { params: idParamsSchema, body: shiftCheckSchema, response: { 200: answer('OfficerShift') } } },
      async (request): Promise<OfficerShift> => checkShift(app.db, request.user!.id, request.params.id, request.body, app.now(), way),
    );
  }

  app.post('/:id/undoCheckOut', { onRequest: employee, schema: { params: idParamsSchema, response: { 200: answer('OfficerShift') } } }, async (request): Promise<OfficerShift> =>
    undoCheckOut(app.db, request.user!.id, request.params.id, app.now()),
  );

  app.post('/:id/confirm', { onRequest: employee, schema: { params: idParamsSchema, response: { 200: answer('OfficerShift') } } }, async (request): Promise<OfficerShift> =>
    confirmShift(app.db, request.user!.id, request.params.id, app.now(), publicUrl),
  );

  app.post('/:id/callOff', { onRequest: employee, schema: { params: idParamsSchema, body: callOffSchema, response: { 200: nothing } } }, async (request) => {
    await callOffShift(app.db, app.events, request.user!.id, request.params.id, request.body.reason as WithdrawReason, app.now());
    return {};
  });

  // Issue 39: an officer told of an offer by push takes it in the app, as a reply YES takes it.
  app.get('/offers', { onRequest: employee, schema: { response: { 200: answer('OpenShiftOffersResponse') } } }, async (request): Promise<OpenShiftOffersResponse> => ({
    offers: await openOffers(app.db, request.user!.id, app.now()),
  }));

  app.post('/offers/:id/take', { onRequest: employee, schema: { params: idParamsSchema, response: { 200: answer('OfficerShift') } } }, async (request): Promise<OfficerShift> =>
    takeOfferedShift(app.db, app.events, request.user!.id, request.params.id, app.now()),
  );

  app.get('/:id/calendar.ics', { onRequest: employee, schema: { params: idParamsSchema, response: calendarAnswer } }, async (request, reply) => {
    const ics = await shiftCalendar(app.db, request.user!.id, request.params.id, app.now(), `${publicUrl}${employeeRoutes.shifts}`);
    if (!ics) throw notFound();
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="shift-${request.params.id}.ics"`)
      .header('cache-control', 'private, no-store')
      .send(ics);
  });

  app.get('/earnings', { onRequest: employee, schema: { response: { 200: answer('EarningsResponse') } } }, async (request): Promise<EarningsResponse> =>
    earnings(app.db, request.user!.id),
  );

  app.post('/calendarFeed', { onRequest: employee, schema: { response: { 200: answer('CalendarFeed') } } }, async (request): Promise<CalendarFeed> => {
    await app.db.updateTable('users').set((eb) => ({ calendar_feed_version: eb('calendar_feed_version', '+', 1) })).where('id', '=', request.user!.id).execute();
    return { url: await feedUrl(request.user!.id) };
  });

  app.get('/feed/:token', { schema: { params: calendarFeedParamsSchema, response: calendarAnswer } }, async (request, reply) => {
    const userId = await feedOwner(app.db, feedKey, request.params.token);
    if (!userId) throw notFound();
    const ics = await feedCalendar(app.db, userId, app.now(), `${publicUrl}${employeeRoutes.shifts}`);
    return reply.type('text/calendar; charset=utf-8').header('cache-control', 'private, no-store').send(ics);
  });

  app.get('/today', { onRequest: employer, schema: { response: { 200: answer('TodayBoardResponse') } } }, async (request): Promise<TodayBoardResponse> =>
    todayBoard(app.db, request.user!.id, app.now(), request.timeZone),
  );

  app.post('/:id/keep', { onRequest: employer, schema: { params: idParamsSchema, response: { 200: answer('StaffedShift') } } }, async (request): Promise<StaffedShift> =>
    keepShift(app.db, request.user!.id, request.params.id, app.now()),
  );

  // Issue 36: a lost shift offered by SMS, and an Unconfirmed one released to be offered.
  app.post('/:id/release', { onRequest: employer, schema: { params: idParamsSchema, response: { 200: answer('StaffedShift') } } }, async (request): Promise<StaffedShift> =>
    releaseShift(app.db, app.events, request.user!.id, request.params.id, app.now(), publicUrl),
  );

  app.post('/:id/offer', { onRequest: employer, schema: { params: idParamsSchema, response: { 200: answer('StaffedShift') } } }, async (request): Promise<StaffedShift> => {
    const shift = await offerShift(app.db, request.user!.id, request.params.id, app.now());
    app.outbox.kick();
    return shift;
  });

  app.post('/:id/stopOffer', { onRequest: employer, schema: { params: idParamsSchema, response: { 200: answer('StaffedShift') } } }, async (request): Promise<StaffedShift> =>
    stopOffer(app.db, request.user!.id, request.params.id, app.now()),
  );

  app.get(
    '/timesheets/:from/:to',
    { onRequest: employer, schema: { params: range, response: { 200: answer('TimesheetsResponse') } } },
    async (request): Promise<TimesheetsResponse> => ({ shifts: await timesheets(app.db, request.user!.id, request.params.from, request.params.to, app.now()) }),
  );

  app.get('/timesheets/:from/:to/csv', { onRequest: employer, schema: { params: range, response: textAnswer('text/csv', 'Every shift of the range with its status, hours and pay, for payroll') } }, async (request, reply) => {
    const { from, to } = request.params;
    const csv = await timesheetsCsv(app.db, request.user!.id, from, to, app.now());
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="timesheets-${from}-to-${to}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  });

  app.post(
    '/:id/approve',
    { onRequest: employer, schema: { params: idParamsSchema, body: approveTimesheetSchema, response: { 200: answer('TimesheetRow') } } },
    async (request): Promise<TimesheetRow> => approveTimesheet(app.db, request.user!.id, request.params.id, request.body, app.now(), publicUrl),
  );
}
