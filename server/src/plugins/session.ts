import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { Role } from '@dutylink/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { servedOverHttps } from '../config';
import type { User } from '../db/schema';
import { forbidden, HttpError, notSignedIn } from '../http-errors';
import { addDays, createSession, deleteSession, extendSession, keptSessions, SESSION_COOKIE } from '../lib/sessions';
import type { RequireUserOptions } from '../types';

const DAY_MS = 86_400_000;

/**
 * DutyLink's own cookies: out of reach of scripts, not sent by other sites' requests, and Secure whenever
 * PUBLIC_URL is https or a trusted proxy says the request came over https. Their removal carries the same.
 */
export const ownCookie = (request: FastifyRequest, maxAgeSeconds: number, path = '/') => ({
  path,
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: servedOverHttps(request.server.config) || request.protocol === 'https',
  maxAge: maxAgeSeconds,
});

/**
 * Server-side sessions in an httpOnly cookie, and the requireUser guard every area uses.
 * `cookieSecret` signs the cookies that ask for it (`signed: true`, read back with `unsignCookie`).
 */
export const session = fp(
  async (app, { cookieSecret }: { cookieSecret: Buffer }) => {
    await app.register(cookie, { secret: cookieSecret });
    const days = app.config.sessionDays;
    const lookups = new WeakMap<FastifyRequest, Promise<User | null>>();
    const sessions = keptSessions(app.db);
    app.addHook('onClose', async () => sessions.stop());

    const cookieOptions = (request: FastifyRequest) => ownCookie(request, days * 86_400);

    async function lookUp(request: FastifyRequest, reply: FastifyReply): Promise<User | null> {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return null;
      const now = app.now();
      const live = await sessions.find(token, now);
      if (!live) return null;
      request.access = live.access;
      // Sliding expiry, written at most once a day per session.
      if (live.expiresAt.getTime() - now.getTime() < (days - 1) * DAY_MS) {
        await extendSession(app.db, token, addDays(now, days));
        reply.setCookie(SESSION_COOKIE, token, cookieOptions(request));
      }
      return live.user;
    }

    app.decorate('signedInUser', (request: FastifyRequest, reply: FastifyReply) => {
      let found = lookups.get(request);
      if (!found) {
        found = lookUp(request, reply);
        lookups.set(request, found);
      }
      return found;
    });

    app.decorateRequest('user', null);
    app.decorateRequest('access', null);

    app.decorate('requireUser', ({ roles, verifiedEmail = true }: RequireUserOptions = {}) => {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const user = await app.signedInUser(request, reply);
        if (!user) throw notSignedIn();
        if (roles && !roles.includes(user.role)) throw forbidden();
        // Admins are seeded by us, not signed up: the rule is about the two self-service areas.
        if (verifiedEmail && user.role !== Role.Admin && !user.email_verified) {
          throw new HttpError(403, 'Please confirm your email address first');
        }
        request.user = user;
      };
    });

    app.decorateReply('startSession', async function (this: FastifyReply, userId: number) {
      const previous = this.request.cookies[SESSION_COOKIE];
      if (previous) await deleteSession(app.db, previous);
      const token = await createSession(app.db, userId, app.now(), days);
      this.setCookie(SESSION_COOKIE, token, cookieOptions(this.request));
    });

    app.decorateReply('endSession', async function (this: FastifyReply) {
      const token = this.request.cookies[SESSION_COOKIE];
      if (token) await deleteSession(app.db, token);
      this.clearCookie(SESSION_COOKIE, ownCookie(this.request, 0));
    });
  },
  { name: 'session', dependencies: ['db'] },
);
