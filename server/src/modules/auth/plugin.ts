import * as yup from 'yup';
import type { FastifyInstance } from 'fastify';
import {
  ALL_ROLES,
  ANONYMOUS_USER,
  codeSchema,
  digitsSchema,
  emailSchema,
  emailSendCodeQuerySchema,
  emailTokenSchema,
  phoneSchema,
  Role,
  SELF_SERVICE_ROLES,
  signUpPhoneSchema,
  toE164,
  type EmailSendCodeResponse,
  type UserResponse,
} from '@dutylink/contracts';
import { answer, nothing } from '../../contract/answers';
import type { User } from '../../db/schema';
import { forbidden, notSignedIn } from '../../http-errors';
import type { Contract } from '../../plugins/contract';
import { deleteAccountWithSubscription } from './accounts';
import { sendEmailLink, verifyEmailLink } from './email-links';
import { phoneSignIn, startSession } from './phone-sign-in';
import { SESSION_COOKIE } from '../../lib/sessions';
import { toUserInfo } from '../../lib/users';

const INVALID_REQUEST = { refusal: { status: 400, title: 'Invalid request' } } as const;

/** A role in a path: its number in digits ('1e3' is not 1000); sign-up only for the self-service roles. */
const pathRole = (roles: readonly Role[]) => digitsSchema().required().oneOf([...roles]) as yup.NumberSchema<Role>;
const roleSchema = pathRole(ALL_ROLES);
const e164Schema = phoneSchema.test('e164', 'Send the phone as +1XXXXXXXXXX', (value) => !value || toE164(value) === value);

const phonePath = yup.object({ role: roleSchema, phone: e164Schema }).meta(INVALID_REQUEST);
const signUpPath = phonePath.shape({ role: pathRole(SELF_SERVICE_ROLES) });
const withCode = { refusal: { status: 400, title: 'Invalid code' } } as const;
const phoneCodePath = phonePath.shape({ code: codeSchema }).meta(withCode);
const signUpCodePath = signUpPath.shape({ code: codeSchema }).meta(withCode);
/** Sign-up's body: the three consents of its first step. */
const consents = signUpPhoneSchema.pick(['agreeSms', 'agreeEmails', 'agreeTerms']).meta(INVALID_REQUEST);
const emailPath = yup.object({ role: roleSchema, email: emailSchema }).meta(INVALID_REQUEST);
const emailLinkPath = emailPath.shape({ token: emailTokenSchema }).meta({ refusal: { status: 400, title: 'This link is invalid or has expired' } });

const signedInAnswer = { 200: answer('UserResponse') };
const codeSentAnswer = { 200: answer('PhoneSendCodeResponse') };

export async function auth(instance: FastifyInstance, { codeKey }: { codeKey: string }): Promise<void> {
  const app = instance.withTypeProvider<Contract>();
  const { config } = app;
  const phone = phoneSignIn(app, codeKey);
  const sendLimit = { rateLimit: phone.limits.send };
  const verifyLimit = { rateLimit: phone.limits.verify };
  const userResponse = async (user: User): Promise<UserResponse> => ({ user: toUserInfo(user, await app.subscriptions.access(user.id), app.now()) });

  app.post('/refresh', { schema: { response: signedInAnswer } }, async (request, reply): Promise<UserResponse> => {
    // A browser without a session cookie is a visitor: every signed-out page asks, so the answer is
    // the anonymous user (id 0, spec section 3) rather than an error each page would log.
    if (!request.cookies[SESSION_COOKIE]) return { user: ANONYMOUS_USER };
    const user = await app.signedInUser(request, reply);
    if (!user) {
      // An ended, expired or forged session: said once, then the browser forgets the cookie.
      await reply.endSession();
      throw notSignedIn();
    }
    return { user: toUserInfo(user, request.access!, app.now()) };
  });

  app.post('/signIn/phoneSendCode/:role/:phone', { config: sendLimit, schema: { params: phonePath, response: codeSentAnswer } }, (request, reply) =>
    phone.send(request, reply, { ...request.params, purpose: 'signIn' }),
  );

  app.post('/signIn/phoneVerify/:role/:phone/:code', { config: verifyLimit, schema: { params: phoneCodePath, response: signedInAnswer } }, async (request, reply) => {
    const { code, ...target } = request.params;
    return userResponse(await phone.verify(request, reply, { ...target, purpose: 'signIn' }, code));
  });

  // A known number gets a code too: it signs the existing account in, and the answer does not tell.
  app.post('/signUp/phoneSendCode/:role/:phone', { config: sendLimit, schema: { params: signUpPath, body: consents, response: codeSentAnswer } }, (request, reply) =>
    phone.send(request, reply, { ...request.params, purpose: 'signUp' }),
  );

  app.post('/signUp/phoneVerify/:role/:phone/:code', { config: verifyLimit, schema: { params: signUpCodePath, body: consents, response: signedInAnswer } }, async (request, reply) => {
    const { code, ...target } = request.params;
    return userResponse(await phone.verify(request, reply, { ...target, purpose: 'signUp' }, code));
  });

  app.post(
    '/emailSendCode/:role/:email',
    {
      config: sendLimit,
      onRequest: app.requireUser({ verifiedEmail: false }),
      schema: { params: emailPath, querystring: emailSendCodeQuerySchema, response: { 200: answer('EmailSendCodeResponse') } },
    },
    async (request): Promise<EmailSendCodeResponse> => {
      const { role, email } = request.params;
      const { returnUrl } = request.query;
      const user = request.user!;
      if (user.role !== role) throw forbidden();
      await sendEmailLink(app.db, {
        user,
        email: email.toLowerCase(),
        siteUrl: config.publicUrl,
        ttlHours: config.emailLinkTtlHours,
        now: app.now(),
        returnUrl,
      });
      app.outbox.kick();
      return { validHours: config.emailLinkTtlHours };
    },
  );

  app.post('/emailVerify/:role/:email/:token', { config: verifyLimit, schema: { params: emailLinkPath, response: signedInAnswer } }, async (request, reply) => {
    const { role, email, token } = request.params;
    const user = await verifyEmailLink(app.db, role, email.toLowerCase(), token, app.now(), config.supportEmail);
    return userResponse(await startSession(app, reply, user));
  });

  app.post('/logout', { schema: { response: { 200: nothing } } }, async (_request, reply) => {
    await reply.endSession();
    return {};
  });

  app.delete('/', { onRequest: app.requireUser({ verifiedEmail: false }), schema: { response: { 200: nothing } } }, async (request, reply) => {
    // Admins are made by the operator, not by sign-up: one deleting itself could leave the site without any.
    if (request.user!.role === Role.Admin) throw forbidden('An admin account cannot be deleted');
    // Spec section 4: deleting an account cancels its subscription, at the payment provider too.
    await deleteAccountWithSubscription(app.subscriptions, app.db, app.events, request.user!, app.now());
    app.outbox.kick();
    await reply.endSession();
    return {};
  });
}
