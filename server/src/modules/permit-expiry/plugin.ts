import fp from 'fastify-plugin';
import { remindOfExpiringPermits } from './reminders';

const EVERY_MS = 60 * 60_000;

/**
 * Permit expiry reminders (issue 21): an hourly pass, once across the processes (tests call the pass).
 * Its SMS go through the outbox, which honours STOP.
 */
export const permitExpiry = fp(
  async (app) => {
    app.periodicWork.every('permits.expiry-reminders', EVERY_MS, async () => {
      if (await remindOfExpiringPermits(app.db, app.now(), app.config.publicUrl)) app.outbox.kick();
    });
  },
  { name: 'permit-expiry', dependencies: ['db', 'messaging', 'periodic-work'] },
);
