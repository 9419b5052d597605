import fp from 'fastify-plugin';
import { pushRoutes } from './routes';
import { vapidKeys } from './vapid';

/** Push notifications to the officer's app (issue 39, docs/decisions/push-first.md). */
export const push = fp(
  async (app, { ackKey }: { ackKey: Buffer }) => {
    await app.register(pushRoutes, { vapid: await vapidKeys(app.db, app.config.vapid), ackKey });
  },
  { name: 'push', dependencies: ['db', 'session'] },
);
