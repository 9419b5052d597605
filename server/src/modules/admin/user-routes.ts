import * as yup from 'yup';
import type { FastifyInstance } from 'fastify';
import {
  AdminEmployeeSort,
  AdminEmployerSort,
  adminTextFilterSchema,
  Role,
  type AdminEmployeeItem,
  type AdminEmployerItem,
  type AdminListResponse,
  type AdminSubscriptionView,
  type SendSmsResponse,
  type UserCountResponse,
} from '@dutylink/contracts';
import { forbidden, validate } from '../../http-errors';
import { bodyOf, pagingOf, pathId, pathNumber, type PagingParams } from './paging';
import { sendSms, userCount } from './sms';
import { adminEmployees, adminEmployers } from './user-lists';
import { changeUserState, deleteUser, userSubscription } from './users';

const stateSchema = yup.object({ state: yup.number().typeError('Use 1 or 0').required('Required').oneOf([0, 1], 'Use 1 or 0') });
const roleSchema = yup.object({ role: yup.number().typeError('Choose Employee or Employer').required('Required').oneOf([Role.Employee, Role.Employer], 'Choose Employee or Employer') });

/** /api/admin: employer and employee lists, block / unblock / delete, the subscription view, user counts and SMS. */
export async function adminUserRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: PagingParams }>('/employers/items/:from/:count/:by/:asc', async (request): Promise<AdminListResponse<AdminEmployerItem>> => {
    const page = pagingOf(AdminEmployerSort, request.params);
    const filter = validate(adminTextFilterSchema, bodyOf(request));
    return adminEmployers(app.db, filter.text, page, app.now());
  });

  app.post<{ Params: PagingParams }>('/employees/items/:from/:count/:by/:asc', async (request): Promise<AdminListResponse<AdminEmployeeItem>> => {
    const page = pagingOf(AdminEmployeeSort, request.params);
    const filter = validate(adminTextFilterSchema, bodyOf(request));
    return adminEmployees(app.db, filter.text, page, app.now());
  });

  app.post<{ Params: { id: string; state: string } }>('/users/change-state/:id/:state', async (request): Promise<{ id: number }> => {
    const id = pathId(request.params.id);
    const { state } = validate(stateSchema, { state: pathNumber(request.params.state) });
    await changeUserState(app.db, id, state === 1);
    return { id };
  });

  app.delete<{ Params: { id: string } }>('/users/:id', async (request): Promise<{ id: number }> => {
    const id = pathId(request.params.id);
    if (id === request.user!.id) throw forbidden('An admin account cannot be deleted');
    await deleteUser(app.db, app.subscriptions, id, app.now());
    return { id };
  });

  app.get<{ Params: { id: string } }>('/users/:id/subscription', async (request): Promise<AdminSubscriptionView> =>
    userSubscription(app.db, pathId(request.params.id), app.now()),
  );

  app.get<{ Params: { role: string } }>('/misc/user-count/:role', async (request): Promise<UserCountResponse> => {
    const { role } = validate(roleSchema, { role: pathNumber(request.params.role) });
    return { count: await userCount(app.db, role as Role) };
  });

  app.post('/misc/send-sms', async (request): Promise<SendSmsResponse> => sendSms(app.db, bodyOf(request), app.now()));
}
