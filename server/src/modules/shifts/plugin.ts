import fp from 'fastify-plugin';
import { derivedKey } from '../../db/server-secrets';
import { askConfirmations, tellUnconfirmed } from './confirmations';
import { tellLateOfficers, tellNoShows } from './no-shows';
import { sendDueWaves } from './offers';
import { topUpFullTimeShifts } from './plan';
import { shiftRoutes } from './routes';

/** How often full-time hires get their next days of shifts. */
const TOP_UP_EVERY_MS = 60 * 60_000;
/** How often shifts that started without a check-in are looked for: a late officer and a no-show are told within a minute. */
const NO_SHOWS_EVERY_MS = 60_000;
/** How often shifts due a confirmation's ask, or unconfirmed past their time, are looked for. */
const CONFIRMATIONS_EVERY_MS = 60_000;
/** How often offers are looked at for a wave that is due: waves are at least OFFER_WAVE_MINUTES_MIN apart. */
const OFFERS_EVERY_MS = 60_000;

/**
 * After the hire (issue 20): shifts, check-in, timesheets and calendars. Officers not checked in at the start
 * and no-shows are looked for every minute, as are the confirmations to ask and the unconfirmed shifts to report
 * (issue 36), as are the offers' waves that are due, and full-time hires roll forward hourly, each once across the
 * processes (tests call the passes).
 */
export const shifts = fp(
  async (app, { codeKey }: { codeKey: string }) => {
    const { publicUrl } = app.config;
    app.periodicWork.every('shifts.no-shows', NO_SHOWS_EVERY_MS, async () => {
      while (await tellLateOfficers(app.db, app.now(), publicUrl));
      while (await tellNoShows(app.db, app.events, app.now(), publicUrl));
      app.outbox.kick();
    });
    app.periodicWork.every('shifts.confirmations', CONFIRMATIONS_EVERY_MS, async () => {
      while (await askConfirmations(app.db, app.now(), publicUrl));
      while (await tellUnconfirmed(app.db, app.now(), publicUrl));
      app.outbox.kick();
    });
    app.periodicWork.every('shifts.offers', OFFERS_EVERY_MS, async () => {
      while (await sendDueWaves(app.db, app.now()));
      app.outbox.kick();
    });
    app.periodicWork.every('shifts.full-time-top-up', TOP_UP_EVERY_MS, () => topUpFullTimeShifts(app.db, app.now(), publicUrl));
    await app.register(shiftRoutes, { prefix: '/api/shifts', feedKey: derivedKey(codeKey, 'calendar-feed') });
  },
  { name: 'shifts', dependencies: ['db', 'session', 'messaging', 'periodic-work'] },
);
