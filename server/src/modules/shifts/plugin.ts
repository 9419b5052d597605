import fp from 'fastify-plugin';
import { derivedKey } from '../../db/server-secrets';
import { runEvery } from '../../lib/every';
import { tellNoShows } from './no-shows';
import { topUpFullTimeShifts } from './plan';
import { shiftRoutes } from './routes';

/** How often full-time hires get their next days of shifts. */
const TOP_UP_EVERY_MS = 60 * 60_000;

/**
 * After the hire (issue 20): shifts, check-in, timesheets and calendars. The outbox worker runs the
 * no-show pass; full-time hires roll forward hourly (`startWorker: false` in tests, which call the passes).
 */
export const shifts = fp(
  async (app, { codeKey, startWorker }: { codeKey: string; startWorker?: boolean }) => {
    const { publicUrl } = app.config;
    app.outbox.addSource(() => tellNoShows(app.db, app.now(), publicUrl));
    if (startWorker !== false) runEvery(app, TOP_UP_EVERY_MS, 'rolling full-time shifts', () => topUpFullTimeShifts(app.db, app.now(), publicUrl));
    await app.register(shiftRoutes, { prefix: '/api/shifts', feedKey: derivedKey(codeKey, 'calendar-feed') });
  },
  { name: 'shifts', dependencies: ['db', 'session', 'messaging'] },
);
