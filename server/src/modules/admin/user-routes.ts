import type { FastifyInstance } from 'fastify';
import {
  AdminEmployeeSort,
  AdminEmployerSort,
  adminPagingSchema,
  adminStateParamsSchema,
  adminTextFilterSchema,
  idParamsSchema,
  sendSmsSchema,
  userCountParamsSchema,
  type AdminActionResponse,
  type AdminEmployeesResponse,
  type AdminEmployersResponse,
  type AdminSubscriptionView,
  type SendSmsResponse,
  type UserCountResponse,
} from '@dutylink/contracts';
import { answer } from '../../contract/answers';
import { forbidden } from '../../http-errors';
import type { Contract } from '../../plugins/contract';
import { asFields } from '../../contract/input';
import { acted } from './paging';
import { sendSms, userCount } from './sms';
import { adminEmployees, adminEmployers } from './user-lists';
import { changeUserState, deleteUser, userSubscription } from './users';

/** /api/admin: employer and employee lists, block / unblock / delete, the subscription view, user counts and SMS. */
export async function adminUserRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<Contract>();
  app.post(
    '/employers/items/:from/:count/:by/:asc',
    { schema: { params: asFields(adminPagingSchema(AdminEmployerSort)), body: adminTextFilterSchema, response: { 200: answer('AdminEmployersResponse') } } },
    async (request): Promise<AdminEmployersResponse> => adminEmployers(app.db, request.body.text, request.params, app.now()),
  );

  app.post(
    '/employees/items/:from/:count/:by/:asc',
    { schema: { params: asFields(adminPagingSchema(AdminEmployeeSort)), body: adminTextFilterSchema, response: { 200: answer('AdminEmployeesResponse') } } },
    async (request): Promise<AdminEmployeesResponse> => adminEmployees(app.db, request.body.text, request.params, app.now()),
  );

  app.post('/users/change-state/:id/:state', { schema: { params: asFields(adminStateParamsSchema), ...acted } }, async (request): Promise<AdminActionResponse> => {
    const { id, state } = request.params;
    await changeUserState(app.db, id, state === 1);
    return { id };
  });

  app.delete('/users/:id', { schema: { params: idParamsSchema, ...acted } }, async (request): Promise<AdminActionResponse> => {
    const { id } = request.params;
    if (id === request.user!.id) throw forbidden('An admin account cannot be deleted');
    await deleteUser(app.db, app.events, app.subscriptions, id, app.now());
    app.outbox.kick();
    return { id };
  });

  app.get('/users/:id/subscription', { schema: { params: idParamsSchema, response: { 200: answer('AdminSubscriptionView') } } }, async (request): Promise<AdminSubscriptionView> =>
    userSubscription(app.db, request.params.id, app.now()),
  );

  app.get('/misc/user-count/:role', { schema: { params: asFields(userCountParamsSchema), response: { 200: answer('UserCountResponse') } } }, async (request): Promise<UserCountResponse> => ({
    count: await userCount(app.db, request.params.role),
  }));

  app.post('/misc/send-sms', { schema: { body: sendSmsSchema, response: { 200: answer('SendSmsResponse') } } }, async (request): Promise<SendSmsResponse> =>
    sendSms(app.db, request.body, app.now()),
  );
}
