import fp from 'fastify-plugin';
import { runEvery } from '../../lib/every';
import { remindOfExpiringPermits } from './reminders';

const EVERY_MS = 60 * 60_000;

/**
 * Permit expiry reminders (issue 21): an hourly pass in every process, and one at start (`startWorker: false` in tests,
 * which call the pass). Its SMS go through the outbox, which honours STOP.
 */
export const permitExpiry = fp(
  async (app, { startWorker }: { startWorker?: boolean }) => {
    if (startWorker === false) return;
    // At start too: a restart or a deploy does not hold reminders back for an hour.
    const pass = async () => {
      if (await remindOfExpiringPermits(app.db, app.now(), app.config.publicUrl)) app.outbox.kick();
    };
    runEvery(app, EVERY_MS, 'permit expiry reminders', pass, { atStart: true });
  },
  { name: 'permit-expiry', dependencies: ['db', 'messaging'] },
);
