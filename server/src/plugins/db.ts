import fp from 'fastify-plugin';
import type { Db } from '../db/connect';

/** Shares one Kysely instance; the app closes it on shutdown unless the caller owns it. */
export const database = fp(
  async (app, { db, closeWithApp }: { db: Db; closeWithApp: boolean }) => {
    app.decorate('db', db);
    if (closeWithApp) app.addHook('onClose', async () => db.destroy());
  },
  { name: 'db' },
);
