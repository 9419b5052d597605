import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PhoneSendCodeResponse, Role } from '@dutylink/contracts';
import type { User } from '../../db/schema';
import { accountBlocked } from '../../http-errors';
import { browserDevice, rememberDevice } from './devices';
import { invalidCode, sendPhoneCode, verifyPhoneCode, type CodeContext } from './phone-codes';
import { requestSource } from './request-source';
import { createSelfServiceUser, findUserByPhone } from './users';

/** A sign-in or sign-up by phone: the number (E.164) and the role it signs in as. */
export interface PhoneSignInTarget {
  role: Role;
  phone: string;
  purpose: 'signIn' | 'signUp';
}

/**
 * The phone sign-in both doors use, the API's calls (plugin.ts) and the server's sign-in pages
 * (sign-in-routes.ts): the same codes, limits, device binding and session.
 */
export function phoneSignIn(app: FastifyInstance, codeKey: string) {
  const codeContext = (): CodeContext => ({ db: app.db, config: app.config, now: app.now(), key: codeKey });
  const source = (request: FastifyRequest) => requestSource(request.ip);
  return {
    /** The per-source limits of the send and verify calls (fastify rate-limit route options), shared by both doors. */
    limits: {
      send: { max: app.config.rateLimit.sendPerMinute, timeWindow: '1 minute', groupId: 'send-code', keyGenerator: source },
      verify: { max: app.config.rateLimit.verifyPerMinute, timeWindow: '1 minute', groupId: 'verify-code', keyGenerator: source },
    },

    /**
     * Issues a code bound to the browser (a new one gets its device cookie). Sign-in sends no SMS to a number without
     * an account, with the same answer; sign-up sends one either way (a known number is then simply signed in).
     */
    async send(request: FastifyRequest, reply: FastifyReply, target: PhoneSignInTarget): Promise<PhoneSendCodeResponse> {
      const user = await findUserByPhone(app.db, target.phone, target.role);
      const asker = { source: source(request), device: rememberDevice(request, reply, { renew: false }) };
      await sendPhoneCode(codeContext(), target, asker, { send: target.purpose === 'signUp' || !!user, userId: user?.id ?? null });
      app.outbox.kick();
      return { retryAfterSeconds: app.config.codes.resendDelaySeconds, smsDelayed: await app.outbox.delayed('sms') };
    },

    /** Checks the code and starts the session; sign-up creates the account first. A blocked account is refused. */
    async verify(request: FastifyRequest, reply: FastifyReply, target: PhoneSignInTarget, code: string): Promise<User> {
      await verifyPhoneCode(codeContext(), target, browserDevice(request), code);
      const found = await findUserByPhone(app.db, target.phone, target.role);
      const user = found ?? (target.purpose === 'signUp' ? await createSelfServiceUser(app.db, target.phone, target.role, app.now()) : undefined);
      if (!user) throw invalidCode();
      rememberDevice(request, reply, { renew: true });
      return startSession(app, reply, user);
    },
  };
}

/** Signs the user in (a new session cookie); a blocked account is refused with what to do. */
export async function startSession(app: FastifyInstance, reply: FastifyReply, user: User): Promise<User> {
  if (!user.enabled) throw accountBlocked(app.config.supportEmail);
  await reply.startSession(user.id);
  return user;
}
