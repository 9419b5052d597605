import { AsyncLocalStorage } from 'node:async_hooks';
import fp from 'fastify-plugin';
import { FALLBACK_TIME_ZONE, knownTimeZone, TIME_ZONE_COOKIE } from '@dutylink/contracts';

const validatedIn = new AsyncLocalStorage<string>();

/**
 * The zone of the request being validated: the contract's validators run the date rules in it.
 * Fastify gives a validator only the data, so the zone travels in the request's async context.
 */
export function validationTimeZone(): string {
  return validatedIn.getStore() ?? FALLBACK_TIME_ZONE;
}

/**
 * The user's time zone (spec section 9): `request.timeZone` is the IANA zone of the time-zone cookie
 * the browser writes, or FALLBACK_TIME_ZONE when it is missing or names no zone (never a refusal:
 * the cookie is not the user's input to correct).
 */
export const timeZone = fp(
  async (app) => {
    app.decorateRequest('timeZone', FALLBACK_TIME_ZONE);
    app.addHook('onRequest', async (request) => {
      request.timeZone = knownTimeZone(request.cookies[TIME_ZONE_COOKIE]) ?? FALLBACK_TIME_ZONE;
    });
    // Validation runs right after the last preValidation hook, inside this context.
    app.addHook('preValidation', (request, _reply, done) => validatedIn.run(request.timeZone, done));
  },
  { name: 'time-zone', dependencies: ['session'] },
);
