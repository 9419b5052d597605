import type { FastifyInstance } from 'fastify';
import * as yup from 'yup';
import { officerChannelsSchema, pushSubscriptionSchema, Role, type OfficerChannelsSettings, type PushKeyResponse } from '@dutylink/contracts';
import { servedOverHttps, type VapidConfig } from '../../config';
import { answer, nothing } from '../../contract/answers';
import { HttpError } from '../../http-errors';
import { SESSION_COOKIE, sessionHash } from '../../lib/sessions';
import { acknowledgePush } from '../../messaging/push-delivery';
import type { Contract } from '../../plugins/contract';
import { acknowledgedOutboxId } from './ack';
import { officerChannels, saveOfficerChannels } from './channels';
import { removeSubscriptions, saveSubscription } from './subscriptions';

const ackParams = yup.object({ token: yup.string().required().max(64) });

/**
 * Push notifications (issue 39): the server's VAPID key, an officer's subscription on this device, their channel per
 * type of message, and the acknowledgement a device sends when it showed one.
 */
export async function pushRoutes(instance: FastifyInstance, { vapid, ackKey }: { vapid: VapidConfig; ackKey: Buffer }): Promise<void> {
  const app = instance.withTypeProvider<Contract>();
  const employee = app.requireUser({ roles: [Role.Employee] });

  app.get('/api/push/key', { schema: { response: { 200: answer('PushKeyResponse') } } }, async (): Promise<PushKeyResponse> => ({ publicKey: vapid.publicKey }));

  app.put('/api/employees/push/subscription', { onRequest: employee, schema: { body: pushSubscriptionSchema, response: { 200: nothing } } }, async (request) => {
    await saveSubscription(app.db, request.user!.id, sessionHash(request.cookies[SESSION_COOKIE]!), request.body, servedOverHttps(app.config), app.now());
    return {};
  });

  app.delete('/api/employees/push/subscription', { onRequest: employee, schema: { response: { 200: nothing } } }, async (request) => {
    await removeSubscriptions(app.db, sessionHash(request.cookies[SESSION_COOKIE]!));
    return {};
  });

  app.get('/api/employees/push/channels', { onRequest: employee, schema: { response: { 200: answer('OfficerChannelsSettings') } } }, async (request): Promise<OfficerChannelsSettings> =>
    officerChannels(app.db, request.user!.id),
  );

  app.put(
    '/api/employees/push/channels',
    { onRequest: employee, schema: { body: officerChannelsSchema, response: { 200: answer('OfficerChannelsSettings') } } },
    async (request): Promise<OfficerChannelsSettings> => saveOfficerChannels(app.db, request.user!.id, request.body as OfficerChannelsSettings),
  );

  app.post('/api/push/ack/:token', { schema: { params: ackParams, response: { 200: nothing } } }, async (request) => {
    const outboxId = acknowledgedOutboxId(ackKey, request.params.token);
    if (outboxId === undefined || !(await acknowledgePush(app.db, outboxId, app.now()))) throw new HttpError(404, 'No such notification');
    return {};
  });
}
