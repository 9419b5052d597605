import * as yup from 'yup';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  anyRoleSchema,
  codeSchema,
  emailSchema,
  emailTokenSchema,
  phoneSchema,
  Role,
  signUpPhoneSchema,
  toE164,
  type EmailSendCodeResponse,
  type PhoneSendCodeResponse,
  type UserResponse,
} from '@dutylink/contracts';
import type { CodePurpose, User } from '../../db/schema';
import { forbidden, notSignedIn, validate } from '../../http-errors';
import { deleteAccountWithSubscription } from './accounts';
import { sendEmailLink, verifyEmailLink } from './email-links';
import { invalidCode, sendPhoneCode, verifyPhoneCode, type CodeContext } from './phone-codes';
import { requestSource } from './request-source';
import { toUserInfo } from './user-info';
import { createSelfServiceUser, findUserByPhone } from './users';

interface PhoneParams {
  role: string;
  phone: string;
  code?: string;
}

interface EmailParams {
  role: string;
  email: string;
  token?: string;
}

/** Path roles are numbers; anything else must fail validation rather than read as 0. */
const roleParam = (value: string) => (/^\d+$/.test(value) ? Number(value) : Number.NaN);

const e164Only = (schema: typeof phoneSchema) =>
  schema.test('e164', 'Send the phone as +1XXXXXXXXXX', (value) => !value || toE164(value) === value);

const signInParams = yup.object({ role: anyRoleSchema, phone: e164Only(phoneSchema) });
const signUpParams = signUpPhoneSchema.shape({ phone: e164Only(phoneSchema) });
const emailParams = yup.object({ role: anyRoleSchema, email: emailSchema });
const emailLinkParams = emailParams.shape({ token: emailTokenSchema });

function bodyObject(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

function phoneRequest(request: FastifyRequest<{ Params: PhoneParams }>, purpose: CodePurpose): { role: Role; phone: string } {
  const params = { role: roleParam(request.params.role), phone: request.params.phone };
  const valid =
    purpose === 'signIn'
      ? validate(signInParams, params, 'Invalid request')
      : validate(signUpParams, { ...bodyObject(request), ...params }, 'Invalid request');
  return { role: valid.role as Role, phone: valid.phone };
}

function validCode(request: FastifyRequest<{ Params: PhoneParams }>): string {
  return validate(yup.object({ code: codeSchema }), { code: request.params.code }, 'Invalid code').code;
}

export async function authRoutes(app: FastifyInstance, { codeKey }: { codeKey: string }): Promise<void> {
  const { config } = app;
  const codeContext = (): CodeContext => ({ db: app.db, config, now: app.now(), key: codeKey });
  const bySource = (request: FastifyRequest) => requestSource(request.ip);
  const sendLimit = { rateLimit: { max: config.rateLimit.sendPerMinute, timeWindow: '1 minute', groupId: 'send-code', keyGenerator: bySource } };
  const verifyLimit = { rateLimit: { max: config.rateLimit.verifyPerMinute, timeWindow: '1 minute', groupId: 'verify-code', keyGenerator: bySource } };

  async function signedIn(reply: FastifyReply, user: User): Promise<UserResponse> {
    if (!user.enabled) throw forbidden('Your account is blocked');
    await reply.startSession(user.id);
    return { user: toUserInfo(user, await app.subscriptions.access(user.id)) };
  }

  app.post('/refresh', async (request, reply): Promise<UserResponse> => {
    const user = await app.signedInUser(request, reply);
    if (!user) throw notSignedIn();
    return { user: toUserInfo(user, await app.subscriptions.access(user.id)) };
  });

  app.post<{ Params: PhoneParams }>('/signIn/phoneSendCode/:role/:phone', { config: sendLimit }, async (request): Promise<PhoneSendCodeResponse> => {
    const { role, phone } = phoneRequest(request, 'signIn');
    const user = await findUserByPhone(app.db, phone, role);
    // An unknown number gets the same answer and the same limits, but no SMS.
    await sendPhoneCode(codeContext(), { phone, role, purpose: 'signIn' }, { send: !!user, userId: user?.id ?? null, source: requestSource(request.ip) });
    app.outbox.kick();
    return { retryAfterSeconds: config.codes.resendDelaySeconds };
  });

  app.post<{ Params: PhoneParams }>('/signIn/phoneVerify/:role/:phone/:code', { config: verifyLimit }, async (request, reply) => {
    const { role, phone } = phoneRequest(request, 'signIn');
    const code = validCode(request);
    await verifyPhoneCode(codeContext(), { phone, role, purpose: 'signIn' }, code);
    const user = await findUserByPhone(app.db, phone, role);
    if (!user) throw invalidCode();
    return signedIn(reply, user);
  });

  app.post<{ Params: PhoneParams }>('/signUp/phoneSendCode/:role/:phone', { config: sendLimit }, async (request): Promise<PhoneSendCodeResponse> => {
    const { role, phone } = phoneRequest(request, 'signUp');
    const user = await findUserByPhone(app.db, phone, role);
    // A known number gets a code too: it signs the existing account in, and the answer does not tell.
    await sendPhoneCode(codeContext(), { phone, role, purpose: 'signUp' }, { send: true, userId: user?.id ?? null, source: requestSource(request.ip) });
    app.outbox.kick();
    return { retryAfterSeconds: config.codes.resendDelaySeconds };
  });

  app.post<{ Params: PhoneParams }>('/signUp/phoneVerify/:role/:phone/:code', { config: verifyLimit }, async (request, reply) => {
    const { role, phone } = phoneRequest(request, 'signUp');
    const code = validCode(request);
    await verifyPhoneCode(codeContext(), { phone, role, purpose: 'signUp' }, code);
    const user = (await findUserByPhone(app.db, phone, role)) ?? (await createSelfServiceUser(app.db, phone, role, app.now()));
    return signedIn(reply, user);
  });

  app.post<{ Params: EmailParams }>(
    '/emailSendCode/:role/:email',
    { config: sendLimit, preHandler: app.requireUser({ verifiedEmail: false }) },
    async (request): Promise<EmailSendCodeResponse> => {
      const { role, email } = validate(emailParams, { role: roleParam(request.params.role), email: request.params.email }, 'Invalid request');
      const user = request.user!;
      if (user.role !== role) throw forbidden();
      await sendEmailLink(app.db, {
        user,
        email: email.toLowerCase(),
        siteUrl: config.publicUrl,
        ttlHours: config.emailLinkTtlHours,
        now: app.now(),
      });
      app.outbox.kick();
      return { validHours: config.emailLinkTtlHours };
    },
  );

  app.post<{ Params: EmailParams }>('/emailVerify/:role/:email/:token', { config: verifyLimit }, async (request, reply) => {
    const params = { role: roleParam(request.params.role), email: request.params.email, token: request.params.token };
    const valid = validate(emailLinkParams, params, 'This link is invalid or has expired');
    const user = await verifyEmailLink(app.db, valid.role as Role, valid.email.toLowerCase(), valid.token, app.now());
    return signedIn(reply, user);
  });

  app.post('/logout', async (_request, reply) => {
    await reply.endSession();
    return {};
  });

  app.delete('/', { preHandler: app.requireUser({ verifiedEmail: false }) }, async (request, reply) => {
    // Admins are made by the operator, not by sign-up: one deleting itself could leave the site without any.
    if (request.user!.role === Role.Admin) throw forbidden('An admin account cannot be deleted');
    // Spec section 4: deleting an account cancels its subscription, at the payment provider too.
    await deleteAccountWithSubscription(app.subscriptions, app.db, request.user!, app.now());
    await reply.endSession();
    return {};
  });
}
